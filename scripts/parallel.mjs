// Runs npm scripts in lanes side by side: `npm test` builds the web app and runs most of the browser
// suite (the longest chain: one file at a time, more than a core busy) in one lane while the checks
// (tsc, eslint, buf: each single-threaded), the unit and integration suites and then the rest of the
// browser suite run in the other (vitest.config.ts splits the browser files between the lanes).
// `node scripts/parallel.mjs "build:web test:e2e:run" "typecheck lint"`: each argument is one lane;
// a lane's scripts run one after another. Output is printed as it comes, line by line, each line
// marked with its script. The first failure stops every lane (its scripts' process groups are
// ended) and the exit code is non-zero.
// `NAME=value` before a script sets that variable for that script alone, as in a shell (no spaces
// in the value): `.ci/run` runs one lane's first script on another Node.js with
// "PATH=/path/to/node24/bin:$PATH test:pg test:unit …".
import { spawn } from "node:child_process";

/** A lane's scripts, each with the variables set just before it. */
const lanes = process.argv.slice(2).map((lane) => {
  const scripts = [];
  let env = {};
  for (const word of lane.split(/\s+/).filter(Boolean)) {
    const assignment = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(word);
    if (assignment) env[assignment[1]] = assignment[2];
    else {
      scripts.push({ name: word, env });
      env = {};
    }
  }
  return scripts;
});
if (lanes.length === 0) {
  console.error("usage: node scripts/parallel.mjs <script> [\"<script> <script>\"] …");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const running = new Set();
let failed = false;
const began = Date.now();

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

/** A writer of `script`'s output: whole lines, each marked with the script (null flushes the rest). */
function lines(script) {
  let pending = "";
  return (chunk) => {
    const text = chunk === null ? (pending ? `${pending}\n` : "") : pending + chunk.toString();
    const end = text.lastIndexOf("\n");
    pending = chunk === null ? "" : text.slice(end + 1);
    if (end < 0) return;
    process.stdout.write(
      text
        .slice(0, end)
        .split("\n")
        .map((line) => `[${script}] ${line}\n`)
        .join(""),
    );
  };
}

function run({ name: script, env }) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Its own process group, so that a failure elsewhere can end it with everything it started.
    const child = spawn(npm, ["run", "-s", script], { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env }, detached: true });
    running.add(child);
    const print = lines(script);
    child.stdout.on("data", print);
    child.stderr.on("data", print);
    child.on("close", (code, signal) => {
      running.delete(child);
      print(null);
      resolve({ script, code: code ?? 1, signal, seconds: (Date.now() - started) / 1000 });
    });
  });
}

async function runLane(scripts) {
  for (const entry of scripts) {
    const script = entry.name;
    if (failed) return false;
    const result = await run(entry);
    if (failed && result.code !== 0) {
      process.stdout.write(`── npm run ${script}: stopped after another script failed\n`);
      return false;
    }
    const status = result.code === 0 ? "ok" : `FAILED (exit ${result.code}${result.signal ? `, ${result.signal}` : ""})`;
    const at = ((Date.now() - began) / 1000).toFixed(0);
    process.stdout.write(`── npm run ${script}: ${status} in ${result.seconds.toFixed(1)} s (at ${at} s)\n`);
    if (result.code !== 0) {
      failed = true;
      stopAll();
      return false;
    }
  }
  return true;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    failed = true;
    stopAll();
    process.exit(1);
  });
}

const results = await Promise.all(lanes.map(runLane));
process.exit(results.every(Boolean) ? 0 : 1);
