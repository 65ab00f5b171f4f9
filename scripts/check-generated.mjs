// Fails when src/gen/ is not what `npm run generate` makes from proto/ (stale or hand-edited).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buf = path.join(root, "node_modules", ".bin", "buf");
const out = mkdtempSync(path.join(tmpdir(), "compass-gen-"));

function files(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

try {
  execFileSync(buf, ["generate", "--output", out], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PATH: `${path.join(root, "node_modules", ".bin")}:${process.env.PATH}` },
  });
  const fresh = path.join(out, "src", "gen");
  const committed = path.join(root, "src", "gen");
  const want = files(fresh).sort();
  const have = files(committed).sort();
  const problems = [];
  for (const f of new Set([...want, ...have])) {
    if (!want.includes(f)) problems.push(`extra file src/gen/${f}`);
    else if (!have.includes(f)) problems.push(`missing file src/gen/${f}`);
    else if (!readFileSync(path.join(fresh, f)).equals(readFileSync(path.join(committed, f)))) problems.push(`stale src/gen/${f}`);
  }
  if (problems.length) {
    console.error(`Generated code is out of date — run \`npm run generate\` and commit:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`generated code up to date (${want.length} files)`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
