/**
 * The learning library's list calls with 10,000 contents (issue #9): ListLearningContents (page
 * size 25: the first page again and again, and a walk through every page by next_page_token) and
 * GetAllLearningContents (all 10,000 in one answer), over lean gRPC-web binary as the browser
 * calls them (`Accept-Encoding` of a browser, so answers of 1 KiB or more come back in brotli), one
 * call at a time. Prints p50 / p95 / p99 and calls per second for each, on the embedded engine and
 * on a PostgreSQL server. Goal: the paged list's p95 under 25 ms.
 *
 * Per engine: the built server (`dist/`, as `npm start` runs it) with a temporary DATA_DIR, pinned
 * to core 0 (the embedded cluster, its child, too); this process (the client) on the last core.
 * The contents (realistic titles, ~2 KB article bodies, tags, image sets; one in ten a YouTube
 * video) are written straight into the server's database by multi-row INSERTs, then VACUUM
 * ANALYZE. An administrator (createAccount, verified, then type ADMIN) signs in through the
 * embedded provider's authorization-code flow with PKCE, and its access token is sent as a Bearer.
 * For the PostgreSQL server a temporary database (compass_bench_learning) is created beside the
 * given one and dropped at the end; its server is not pinned.
 *
 *   npm run bench:learning
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL (default
 *   postgres://postgres@127.0.0.1:5432/test: where the temporary database is created),
 *   BENCH_CONTENTS (10000), BENCH_LIST_CALLS (500), BENCH_WALKS (2), BENCH_GET_ALL_CALLS (10),
 *   BENCH_ACCEPT_ENCODING (default a browser's: "gzip, deflate, br, zstd"; "identity" for none).
 */
import { createHash } from "node:crypto";
import { create } from "@bufbuild/protobuf";
import pg from "pg";
import {
  GetAllLearningContentsRequestSchema,
  GetAllLearningContentsResponseSchema,
  ListLearningContentsRequestSchema,
  ListLearningContentsResponseSchema,
} from "../src/gen/compass/v1/compass_pb.js";
import { requireBuiltServer } from "./built-server.js";
import { grpcWebCaller } from "./grpc-web-call.js";
import { benchEngines, engineLabel, perSecond, percentileCells, quantile, runLine, timeCalls, withEngineServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { createBenchUser, englishTitle, example, figuresTable, OWNERS, pick, READ_MORE, SENTENCES, TAGS } from "./seed-helpers.js";
import { signInThroughProvider } from "./sign-in.js";

const contents = Number(process.env.BENCH_CONTENTS ?? 10_000);
const listCalls = Number(process.env.BENCH_LIST_CALLS ?? 500);
const walks = Number(process.env.BENCH_WALKS ?? 2);
const getAllCalls = Number(process.env.BENCH_GET_ALL_CALLS ?? 10);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";
const PAGE_SIZE = 25;
const BENCH_DB = "compass_bench_learning";

// Pin this process (the client) to the last core; the server gets core 0.
pinToLastCore();

requireBuiltServer("bench:learning");
const engines = benchEngines();

// ---------------------------------------------------------------------------------------------
// The library: realistic contents for small-business owners (seed-helpers.ts's words)

/** The owners' names this benchmark's figures were measured with (one spelt without its accent). */
const OWNERS_AS_MEASURED = OWNERS.map((o) => (o === "Inés" ? "Ines" : o));

/** An article body of about 2 KB in the sanitiser's allowlist (headings, paragraphs, a list, a table, a link). */
function articleHtml(i: number, title: string): string {
  const para = (k: number) => `<p>${[0, 1].map((j) => pick(SENTENCES, i * 7 + k * 3 + j)).join(" ")} ${example(i, k, OWNERS_AS_MEASURED)}</p>`;
  return [
    `<h2>${title}</h2>`,
    para(0),
    `<h3>Step by step</h3>`,
    `<ol><li>${pick(SENTENCES, i + 1)}</li><li>${pick(SENTENCES, i + 4)}</li><li>${example(i, 2, OWNERS_AS_MEASURED)}</li></ol>`,
    para(1),
    figuresTable(i),
    `<blockquote><p>${pick(SENTENCES, i + 5)}</p></blockquote>`,
    READ_MORE,
  ].join("");
}

interface SeedRow {
  title: string;
  minutes: number;
  type: "ARTICLE" | "YOUTUBE_VIDEO";
  html: string;
  description: string;
  video: Record<string, string>;
  tags: string[];
  imageSet: Record<string, string>;
  createdAt: Date;
}

function seedRow(i: number, start: number): SeedRow {
  const title = englishTitle(i);
  const video = i % 10 === 9;
  const key = () => createHash("sha512").update(`${i}-${Math.random()}`).digest("hex").slice(0, 64);
  return {
    title,
    minutes: 3 + (i % 20),
    type: video ? "YOUTUBE_VIDEO" : "ARTICLE",
    html: video ? "" : articleHtml(i, title),
    description: pick(SENTENCES, i + 3),
    video: video ? { youtube_id: `dQw4w9WgX${(i % 90) + 10}`, url: `https://www.youtube.com/watch?v=dQw4w9WgX${(i % 90) + 10}` } : {},
    tags: [pick(TAGS, i), pick(TAGS, i + 5), ...(i % 3 === 0 ? [pick(TAGS, i + 11)] : [])],
    imageSet: i % 2 === 0 ? { original: `/files/${key()}`, "320w": `/files/${key()}`, "640w": `/files/${key()}`, "1280w": `/files/${key()}` } : {},
    // One a minute, oldest first: the order an admin's library grew in.
    createdAt: new Date(start + i * 60_000),
  };
}

/** Writes `contents` learning contents (multi-row INSERTs of 500) and an administrator; returns the admin's sign-in. */
async function seed(dbUrl: string): Promise<{ email: string; password: string; bodyBytes: number }> {
  const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
  try {
    const start = Date.now() - contents * 60_000;
    let bodyBytes = 0;
    for (let from = 0; from < contents; from += 500) {
      const rows = Array.from({ length: Math.min(500, contents - from) }, (_, k) => seedRow(from + k, start));
      const params: unknown[] = [];
      const values = rows.map((r) => {
        bodyBytes += Buffer.byteLength(r.html);
        params.push(r.title, r.minutes, r.type, r.html, r.description, JSON.stringify(r.video), r.tags, JSON.stringify(r.imageSet), r.createdAt);
        const n = params.length;
        return `($${n - 8}, $${n - 7}, $${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}::jsonb, $${n - 2}::text[], $${n - 1}::jsonb, $${n}, $${n})`;
      });
      await pool.query(
        `insert into learning_contents (title, estimated_minutes, content_type, html_body, description, video, tags, image_set, created_at, updated_at)
         values ${values.join(", ")}`,
        params,
      );
    }
    await pool.query("vacuum analyze learning_contents");

    const admin = await createBenchUser(pool, "admin");
    return { email: admin.email, password: admin.password, bodyBytes };
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Measures

interface Row {
  engine: string;
  call: string;
  times: number[];
  wallMs: number;
  wireBytes: number;
}

async function measure(engine: string, base: string, token: string): Promise<Row[]> {
  const call = grpcWebCaller(base, token, acceptEncoding);
  const listPage = (pageToken: string) =>
    call("ListLearningContents", ListLearningContentsRequestSchema, ListLearningContentsResponseSchema, create(ListLearningContentsRequestSchema, { pageRequest: { pageSize: PAGE_SIZE, pageToken } }));
  const getAll = () => call("GetAllLearningContents", GetAllLearningContentsRequestSchema, GetAllLearningContentsResponseSchema, create(GetAllLearningContentsRequestSchema));

  // Checks: a full first page, and GetAll answers every content.
  const first = (await listPage("")).message();
  if (first.learningContents.length !== PAGE_SIZE || !first.pageResponse?.nextPageToken) throw new Error("ListLearningContents: the first page is not full");
  const all = await getAll();
  if (all.message().learningContents.length !== contents) throw new Error(`GetAllLearningContents: ${all.message().learningContents.length} of ${contents}`);

  const rows: Row[] = [];
  // Warm-up: 50 first pages, 100 pages of a walk, 2 GetAll.
  for (let i = 0; i < 50; i++) await listPage("");
  let warm = "";
  for (let i = 0; i < 100; i++) warm = (await listPage(warm)).message().pageResponse?.nextPageToken ?? "";
  for (let i = 0; i < 2; i++) await getAll();

  {
    const { times, wallMs, last } = await timeCalls(listCalls, () => listPage(""));
    rows.push({ engine, call: `ListLearningContents, first page (${PAGE_SIZE})`, times, wallMs, wireBytes: last?.wireBytes ?? 0 });
  }
  {
    const times: number[] = [];
    let wire = 0;
    const t0 = performance.now();
    for (let w = 0; w < walks; w++) {
      let pageToken = "";
      let seen = 0;
      do {
        const r = await listPage(pageToken);
        times.push(r.ms);
        wire += r.wireBytes;
        const page = r.message();
        seen += page.learningContents.length;
        pageToken = page.pageResponse?.nextPageToken ?? "";
      } while (pageToken);
      if (seen !== contents) throw new Error(`the walk saw ${seen} of ${contents} contents`);
    }
    rows.push({ engine, call: `ListLearningContents, walk of every page (${PAGE_SIZE})`, times, wallMs: performance.now() - t0, wireBytes: Math.round(wire / times.length) });
  }
  {
    const { times, wallMs, last } = await timeCalls(getAllCalls, getAll);
    rows.push({ engine, call: `GetAllLearningContents (${contents})`, times, wallMs, wireBytes: last?.wireBytes ?? 0 });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Per engine

async function runEngine(engine: Engine): Promise<Row[]> {
  return withEngineServer(engine, { prefix: "compass-bench-learning-", database: BENCH_DB }, async (server) => {
    const seedStarted = performance.now();
    const user = await seed(server.dbUrl);
    console.error(
      `${engine}: seeded ${contents} contents (${(user.bodyBytes / 1024 / 1024).toFixed(1)} MB of html) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const token = await signInThroughProvider(server.base, user.email, user.password);
    const rows = await measure(engineLabel(engine), server.base, token);
    console.error(`${engine}: measured`);
    return rows;
  });
}

const results: Row[] = [];
for (const engine of engines) results.push(...(await runEngine(engine)));

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`);
console.log(runLine("learning-lists"));
console.log(
  `${contents} contents; one call at a time over gRPC-web binary, Accept-Encoding "${acceptEncoding}"; server on core 0, client on core ${cores - 1}; ` +
    `first page ×${listCalls}, every page ×${walks} walks, GetAll ×${getAllCalls} (after a warm-up)\n`,
);
console.log("| engine | call | calls | p50 ms | p95 ms | p99 ms | req/s | bytes sent per answer |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.call} | ${r.times.length} | ${percentileCells(r.times)} | ${perSecond(r.times.length, r.wallMs)} | ${kb(r.wireBytes)} |`,
  );
}
const paged = results.filter((r) => r.call.startsWith("ListLearningContents"));
const worst = Math.max(...paged.map((r) => quantile(r.times, 0.95)));
console.log(`\nGoal: paged list p95 under 25 ms — ${worst < 25 ? "met" : "missed"} (worst p95 ${worst.toFixed(1)} ms).`);
