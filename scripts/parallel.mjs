// Runs npm scripts side by side (the checks before `npm test`'s vitest run: tsc, eslint and buf are
// each single-threaded, so on two cores running them together halves their wall time).
// `node scripts/parallel.mjs typecheck lint "check:generated check:readme"`: each argument is one
// lane; a lane's scripts run one after another. Each lane's output is printed in one piece when it
// ends; the exit code is non-zero when any script failed.
import { spawn } from "node:child_process";

const lanes = process.argv.slice(2).map((lane) => lane.split(/\s+/).filter(Boolean));
if (lanes.length === 0) {
  console.error("usage: node scripts/parallel.mjs <script> [\"<script> <script>\"] …");
  process.exit(2);
}

const npm = process.platform === "win32" ? "npm.cmd" : "npm";

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(npm, ["run", "-s", script], { stdio: ["ignore", "pipe", "pipe"], env: process.env });
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    child.on("close", (code, signal) => resolve({ script, code: code ?? 1, signal, output: Buffer.concat(chunks).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

async function runLane(scripts) {
  for (const script of scripts) {
    const result = await run(script);
    const status = result.code === 0 ? "ok" : `FAILED (exit ${result.code}${result.signal ? `, ${result.signal}` : ""})`;
    process.stdout.write(`\n── npm run ${script}: ${status} in ${result.seconds.toFixed(1)} s\n${result.output}`);
    if (result.code !== 0) return false;
  }
  return true;
}

const results = await Promise.all(lanes.map(runLane));
process.exit(results.every(Boolean) ? 0 : 1);
