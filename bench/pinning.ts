/**
 * Benchmarks run the server and the load on different cores (DESIGN §10): the bench process
 * re-runs itself pinned to the last core, and starts the server pinned to core 0.
 */
import { spawnSync } from "node:child_process";
import os from "node:os";

export const cores = os.cpus().length;

/** Re-runs this process on the last core (once; the child sees BENCH_PINNED=1) and exits with its status. */
export function pinToLastCore(): void {
  if (cores <= 1 || process.env.BENCH_PINNED === "1") return;
  const r = spawnSync("taskset", ["-c", String(cores - 1), process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: "inherit",
    env: { ...process.env, BENCH_PINNED: "1" },
  });
  process.exit(r.status ?? 1);
}

/** The command and arguments that run `node <args>` on core 0 (plain node on one core). */
export function onCoreZero(args: string[]): [string, string[]] {
  return cores > 1 ? ["taskset", ["-c", "0", process.execPath, ...args]] : [process.execPath, args];
}
