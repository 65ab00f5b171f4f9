/**
 * `npm start`'s first step: builds (`npm run build`) only when what the build reads has changed
 * since the last build — the sources, the contract, the build's configuration and the lockfile —
 * or when dist/ lacks the server or the web app. A hash of those files' paths and contents is kept
 * in dist/.build-inputs after each successful build. (`npm run serve` starts the existing build
 * without looking; `npm run build` always builds.)
 *
 *   node scripts/build-if-changed.mjs [--check]   (--check: say whether a build is due, build nothing)
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** What the build reads (folders are read whole). */
export const BUILD_INPUTS = ["src", "proto", "scripts/web-build", "vite.config.ts", "tsconfig.json", "tsconfig.server.json", "tsconfig.web.json", "package.json", "package-lock.json"];
const STAMP = path.join(root, "dist", ".build-inputs");
const OUTPUTS = ["dist/server/main.js", "dist/web/index.html"];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

/** A hash of the build's inputs: every file's path and bytes. */
export function inputsHash() {
  const hash = createHash("sha256");
  for (const entry of BUILD_INPUTS) {
    for (const file of files(entry)) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

/** Why a build is due, or null when the last one is current. */
export function buildDue(current = inputsHash()) {
  const missing = OUTPUTS.find((file) => !existsSync(path.join(root, file)));
  if (missing) return `${missing} is missing`;
  if (!existsSync(STAMP)) return "no record of the last build's inputs";
  return readFileSync(STAMP, "utf8").trim() === current ? null : "the sources changed since the last build";
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const current = inputsHash();
  const due = buildDue(current);
  if (process.argv.includes("--check")) {
    console.log(due ? `build due: ${due}` : "build current");
  } else if (due === null) {
    console.log("build current: starting the last build (npm run build rebuilds)");
  } else {
    console.log(`building (${due})`);
    const run = spawnSync(process.platform === "win32" ? "npm.cmd" : "npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (run.status !== 0) process.exit(run.status ?? 1);
    writeFileSync(STAMP, `${current}\n`);
  }
}
