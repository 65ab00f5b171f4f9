/**
 * Does /oidc/reset/start take the same time whether or not the address has an account (ADR 0008,
 * "Reset timing")? Times BENCH_PAIRS (default 200) pairs of calls, one for an existing and one for
 * an unknown address, back to back in a random order within each pair, and prints the median, p90
 * and mean of each kind, the difference of the medians, and in how many pairs the existing address
 * was the slower one (about half when the two do the same work). Two runs: `settled` waits for
 * an existing address's background work (its code mail) before the next call, comparing the
 * response paths alone; `back-to-back` does not wait, as a caller firing probes would.
 *
 * The server is the built app (`dist/`, as `npm start` runs it) with its own embedded database
 * in a temporary DATA_DIR (or DATABASE_URL, with ENCRYPTION_KEY, when set), pinned to core 0;
 * this process (the client) runs on the last core. TRUST_PROXY=true and a distinct
 * X-Forwarded-For and address per call keep the real per-address and per-client limits out of
 * the way without changing them.
 *
 *   npm run bench:reset      (builds the server first)
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import pg from "pg";
import { cores, pinToLastCore } from "./pinning.js";
import { requireBuiltServer, startBuiltServer } from "./built-server.js";

const pairs = Number(process.env.BENCH_PAIRS ?? 200);
const warmUp = Number(process.env.BENCH_WARM_UP ?? 20);

// Pin this process (the client) to the last core; the server gets core 0.
pinToLastCore();

requireBuiltServer("bench:reset");

const external = process.env.DATABASE_URL?.trim();
const server = await startBuiltServer({ prefix: "compass-bench-reset-", env: { TRUST_PROXY: "true" }, ...(external ? { databaseUrl: external } : {}) });
const { base } = server;

try {
  // The accounts: one existing address per pair, each used once.
  const pool = new pg.Pool({ connectionString: server.dbUrl, max: 2 });
  const run = randomBytes(3).toString("hex");
  const total = pairs + warmUp;
  // Two runs (settled, back-to-back), each with its own addresses.
  const existing = Array.from({ length: 2 * total }, (_, i) => `bench-${run}-known-${i}@example.com`);
  const unknown = Array.from({ length: 2 * total }, (_, i) => `bench-${run}-nobody-${i}@example.com`);
  await pool.query(
    `with u as (insert into users (type, email) select 'STANDARD', e from unnest($1::text[]) e returning id)
     insert into user_states (user_id) select id from u`,
    [existing],
  );

  let ip = 0;
  async function timed(email: string): Promise<number> {
    ip++;
    const forwarded = `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
    const started = performance.now();
    const response = await fetch(`${base}/oidc/reset/start`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, "x-forwarded-for": forwarded },
      body: JSON.stringify({ email }),
    });
    await response.arrayBuffer();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`reset/start answered ${response.status}`);
    return ms;
  }

  /** Mails to one address so far (the background work of its call has finished once there is one). */
  const mailsTo = async (email: string) => Number((await pool.query(`select count(*) as n from outbox_messages where recipient = $1`, [email])).rows[0].n);

  /**
   * `settled`: after an existing address's call, wait for its code mail (the background work)
   * before the next call, so only the response path is compared. `back-to-back`: no waiting, as a
   * caller firing probes would; the background work of one call then overlaps the next call,
   * whichever its kind.
   */
  async function measure(mode: "settled" | "back-to-back", emails: { existing: string[]; unknown: string[] }) {
    const times = { existing: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < total; i++) {
      const order = Math.random() < 0.5 ? (["existing", "unknown"] as const) : (["unknown", "existing"] as const);
      for (const kind of order) {
        const email = emails[kind][i]!;
        const ms = await timed(email);
        if (i >= warmUp) times[kind].push(ms);
        if (mode === "settled" && kind === "existing") {
          while ((await mailsTo(email)) === 0) await new Promise((r) => setTimeout(r, 2));
        }
      }
    }
    return times;
  }

  const half = (xs: string[], n: number) => xs.slice(n * total, (n + 1) * total);
  const results = {
    settled: await measure("settled", { existing: half(existing, 0), unknown: half(unknown, 0) }),
    "back-to-back": await measure("back-to-back", { existing: half(existing, 1), unknown: half(unknown, 1) }),
  };

  // Every existing address got its code (the background work happened).
  const deadline = Date.now() + 30_000;
  let mailed = 0;
  while (Date.now() < deadline) {
    mailed = Number((await pool.query(`select count(*) as n from outbox_messages where recipient like $1`, [`bench-${run}-known-%`])).rows[0].n);
    if (mailed >= 2 * total) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await pool.end();

  const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
  const quantile = (xs: number[], q: number) => {
    const s = sorted(xs);
    return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  };
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const row = (name: string, xs: number[]) => `| ${name} | ${xs.length} | ${quantile(xs, 0.5).toFixed(2)} | ${quantile(xs, 0.9).toFixed(2)} | ${mean(xs).toFixed(2)} |`;

  console.log(
    `Compass reset-timing benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores (${os.cpus()[0]?.model.trim()}), ${external ? "PostgreSQL at DATABASE_URL" : "embedded PostgreSQL"}`,
  );
  console.log(`${pairs} pairs per run after ${warmUp} warm-up pairs, one call at a time; server on core 0, client on core ${cores - 1}\n`);
  console.log("| run | address | calls | median ms | p90 ms | mean ms |");
  console.log("|---|---|---:|---:|---:|---:|");
  const notes: string[] = [];
  for (const [mode, times] of Object.entries(results)) {
    console.log(row(`${mode} | existing`, times.existing));
    console.log(row(`${mode} | unknown`, times.unknown));
    const slower = times.existing.filter((t, i) => t > times.unknown[i]!).length;
    notes.push(
      `${mode}: Δ median ${(quantile(times.existing, 0.5) - quantile(times.unknown, 0.5)).toFixed(2)} ms; the existing address was slower in ${slower} of ${pairs} pairs (${((100 * slower) / pairs).toFixed(0)}%)`,
    );
  }
  console.log(`\n${notes.join("\n")}\nreset codes mailed: ${mailed} of ${2 * total}`);
} finally {
  await server.stop();
}
