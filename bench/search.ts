/**
 * Search with 10,000 learning contents and 500 modules (issue #10 §3): a learner's queries one at
 * a time over lean gRPC-web binary as the browser sends them (`Accept-Encoding` of a browser).
 * Prints p50 / p95 / p99 per query and for the whole mix, on the embedded engine and on a
 * PostgreSQL server. Goal: the mix's p95 under 25 ms.
 *
 * The mix is what a learner types: whole words common in titles ("cash flow", "pricing") or only in
 * bodies ("invoice"), a word being typed ("pric"), typos ("cahs flow", "pricng"), Spanish with and
 * without accents ("credito", "flujo de caja", "préstamo"), a word found once, one found nowhere.
 * A single letter ("a": every item holds a word starting with it, so every item is ranked) is
 * timed too but kept out of the mix: the worst case, not a search anyone means; so is a query
 * without words ("?!"), answered without touching the database: the floor every call pays.
 *
 * Per engine: the built server (`dist/`, as `npm start` runs it) with a temporary DATA_DIR, pinned
 * to core 0 (the embedded cluster, its child, too); this process (the client) on the last core.
 * The library (bench/search-library.ts) is written straight into the server's database, then
 * VACUUM ANALYZE. A learner (createAccount, verified) signs in through the embedded provider and
 * its access token is sent as a Bearer. For the PostgreSQL server a temporary database
 * (compass_bench_search) is created beside the given one and dropped at the end; its server is not
 * pinned. Before timing, each query's answer is checked (the exact title first, the typo's
 * title found, the word found once found, nothing for nothing).
 *
 *   npm run bench:search
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL (default
 *   postgres://postgres@127.0.0.1:5432/test: where the temporary database is created),
 *   BENCH_CONTENTS (10000), BENCH_MODULES (500), BENCH_CALLS (200 per query),
 *   BENCH_ACCEPT_ENCODING (default a browser's: "gzip, deflate, br, zstd"; "identity" for none).
 */
import { create } from "@bufbuild/protobuf";
import pg from "pg";
import { SearchRequestSchema, SearchResponseSchema, type SearchResponse } from "../src/gen/compass/v1/compass_pb.js";
import { requireBuiltServer } from "./built-server.js";
import { grpcWebCaller } from "./grpc-web-call.js";
import { benchEngines, engineLabel, percentileCells, perSecond, quantile, runLine, timeCalls, withEngineServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { KNOWN, seedSearchLibrary } from "./search-library.js";
import { createBenchUser } from "./seed-helpers.js";
import { signInThroughProvider } from "./sign-in.js";

const contents = Number(process.env.BENCH_CONTENTS ?? 10_000);
const modules = Number(process.env.BENCH_MODULES ?? 500);
const calls = Number(process.env.BENCH_CALLS ?? 200);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";
const BENCH_DB = "compass_bench_search";
const GOAL_MS = 25;

pinToLastCore();
requireBuiltServer("bench:search");
const engines = benchEngines();

/** A query of the mix, and what its answer must hold (titles by id, looked up after seeding). */
interface Query {
  query: string;
  kind: string;
  /** The first result's title. */
  first?: string;
  /** Some result's title. */
  has?: string;
  /** At least this many results. */
  atLeast?: number;
  /** Exactly this many results. */
  count?: number;
  /** Kept out of the mix (timed and printed on its own). */
  apart?: boolean;
}

const QUERIES: Query[] = [
  { query: "cash flow", kind: "exact title, common words", first: KNOWN.exactTitle, count: 50 },
  { query: "pricing", kind: "common title word", atLeast: 50 },
  { query: "pric", kind: "prefix while typing", atLeast: 50 },
  { query: "invoice", kind: "word common in bodies", atLeast: 50 },
  { query: "lender statements", kind: "two body words", atLeast: 50 },
  { query: "cahs flow", kind: "typo", first: KNOWN.exactTitle },
  { query: "pricng", kind: "typo", atLeast: 1 },
  { query: "credito", kind: "accent folded", atLeast: 50 },
  { query: "flujo de caja", kind: "Spanish phrase", atLeast: 50 },
  { query: "préstamo", kind: "accent typed", atLeast: 1 },
  { query: KNOWN.bodyOnlyWord, kind: "word found once (body)", count: 1, has: KNOWN.bodyOnlyTitle },
  { query: "xylophone", kind: "nothing found", count: 0 },
  { query: "a", kind: "single letter (worst case)", atLeast: 50, apart: true },
  { query: "?!", kind: "no words: no database work (the floor: HTTP, token, user)", count: 0, apart: true },
];

interface Row {
  engine: string;
  q: Query;
  times: number[];
  results: number;
  wallMs: number;
}

async function titlesOf(dbUrl: string, response: SearchResponse): Promise<string[]> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const ids = response.results.map((r) => r.contentId);
    const found = await client.query<{ id: string; title: string }>(
      "select id, title from learning_contents where id = any($1) union all select id, title from learning_modules where id = any($1)",
      [ids],
    );
    const byId = new Map(found.rows.map((r) => [r.id, r.title]));
    return ids.map((id) => byId.get(id) ?? "?");
  } finally {
    await client.end();
  }
}

function check(q: Query, titles: string[]): void {
  const fail = (what: string) => {
    throw new Error(`"${q.query}": ${what}; got ${titles.length}: ${JSON.stringify(titles.slice(0, 5))}`);
  };
  if (q.first !== undefined && titles[0] !== q.first) fail(`the first result is not "${q.first}"`);
  if (q.has !== undefined && !titles.includes(q.has)) fail(`"${q.has}" is not found`);
  if (q.atLeast !== undefined && titles.length < q.atLeast) fail(`fewer than ${q.atLeast} results`);
  if (q.count !== undefined && titles.length !== q.count) fail(`not ${q.count} results`);
}

async function measure(engine: string, base: string, token: string, dbUrl: string): Promise<Row[]> {
  const call = grpcWebCaller(base, token, acceptEncoding);
  const search = (query: string) => call("Search", SearchRequestSchema, SearchResponseSchema, create(SearchRequestSchema, { query }));
  for (const q of QUERIES) check(q, await titlesOf(dbUrl, (await search(q.query)).message()));
  // Warm-up: 20 calls of each query.
  for (let i = 0; i < 20; i++) for (const q of QUERIES) await search(q.query);
  const rows: Row[] = [];
  for (const q of QUERIES) {
    // Each answer decoded, as a client would.
    const { times, wallMs, last } = await timeCalls(calls, async () => {
      const r = await search(q.query);
      return { ms: r.ms, results: r.message().results.length };
    });
    rows.push({ engine, q, times, results: last?.results ?? 0, wallMs });
  }
  return rows;
}

async function runEngine(engine: Engine): Promise<Row[]> {
  return withEngineServer(engine, { prefix: "compass-bench-search-", database: BENCH_DB }, async (server) => {
    const seedStarted = performance.now();
    const library = await seedSearchLibrary(server.dbUrl, { contents, modules });
    console.error(
      `${engine}: seeded ${library.contents} contents and ${library.modules} modules (${(library.bodyBytes / 1024 / 1024).toFixed(1)} MB of html) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const learner = await createBenchUser(server.dbUrl, "learner");
    const token = await signInThroughProvider(server.base, learner.email, learner.password);
    const rows = await measure(engineLabel(engine), server.base, token, server.dbUrl);
    console.error(`${engine}: measured`);
    return rows;
  });
}

const results: Row[] = [];
for (const engine of engines) results.push(...(await runEngine(engine)));

console.log(runLine("search"));
console.log(
  `${contents} contents and ${modules} modules; one Search at a time over gRPC-web binary, Accept-Encoding "${acceptEncoding}"; ` +
    `server on core 0, client on core ${cores - 1}; ${calls} calls per query after a warm-up\n`,
);
console.log("| engine | query | what | results | p50 ms | p95 ms | p99 ms |");
console.log("|---|---|---|---:|---:|---:|---:|");
for (const r of results) {
  console.log(`| ${r.engine} | \`${r.q.query}\` | ${r.q.kind} | ${r.results} | ${percentileCells(r.times)} |`);
}
console.log("\n| engine | the mix (every query but the last two) | calls | p50 ms | p95 ms | p99 ms | searches/s |");
console.log("|---|---|---:|---:|---:|---:|---:|");
const verdicts: string[] = [];
for (const engine of new Set(results.map((r) => r.engine))) {
  const mix = results.filter((r) => r.engine === engine && !r.q.apart);
  const times = mix.flatMap((r) => r.times);
  const wall = mix.reduce((sum, r) => sum + r.wallMs, 0);
  console.log(`| ${engine} | ${mix.length} queries | ${times.length} | ${percentileCells(times)} | ${perSecond(times.length, wall)} |`);
  const p95 = quantile(times, 0.95);
  verdicts.push(`${engine} ${p95 < GOAL_MS ? "met" : "missed"} (p95 ${p95.toFixed(1)} ms)`);
}
console.log(`\nGoal: the mix's p95 under ${GOAL_MS} ms — ${verdicts.join("; ")}.`);
