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
import { createHash, randomBytes } from "node:crypto";
import os from "node:os";
import { create, fromBinary, toBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import {
  GetAllLearningContentsRequestSchema,
  GetAllLearningContentsResponseSchema,
  ListLearningContentsRequestSchema,
  ListLearningContentsResponseSchema,
} from "../src/gen/compass/v1/compass_pb.js";
import * as schema from "../src/server/db/schema/index.js";
import { createAccount } from "../src/server/identity/accounts.js";
import { cores, pinToLastCore } from "./pinning.js";
import { requireBuiltServer, startBuiltServer, type BuiltServer } from "./built-server.js";

const contents = Number(process.env.BENCH_CONTENTS ?? 10_000);
const listCalls = Number(process.env.BENCH_LIST_CALLS ?? 500);
const walks = Number(process.env.BENCH_WALKS ?? 2);
const getAllCalls = Number(process.env.BENCH_GET_ALL_CALLS ?? 10);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";
const pgUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const engines = (process.env.BENCH_ENGINES ?? "embedded,postgres").split(",").map((e) => e.trim()) as ("embedded" | "postgres")[];
const PAGE_SIZE = 25;
const BENCH_DB = "compass_bench_learning";

// Pin this process (the client) to the last core; the server gets core 0.
pinToLastCore();

requireBuiltServer("bench:learning");
for (const e of engines) {
  if (e !== "embedded" && e !== "postgres") {
    console.error(`BENCH_ENGINES: unknown engine "${e}" (embedded, postgres)`);
    process.exit(2);
  }
}

// ---------------------------------------------------------------------------------------------
// The library: realistic contents for small-business owners

const TOPICS = [
  "cash flow", "pricing", "bookkeeping", "payroll", "sales tax", "inventory", "marketing on a budget", "social media",
  "your first loan", "business credit", "a business plan", "hiring", "customer service", "suppliers", "insurance",
  "contracts", "a website", "online payments", "the break-even point", "quarterly taxes", "grant applications",
  "a storefront lease", "equipment financing", "a food truck permit", "wholesale accounts", "customer retention",
];
const FORMS = [
  "A beginner's guide to", "Five mistakes to avoid with", "How to plan", "What lenders look for in", "Getting started with",
  "A checklist for", "Ten questions about", "Understanding", "Worksheet:", "Case study:",
];
const SENTENCES = [
  "Most owners who run short of cash are profitable on paper: the money is simply late, tied up in stock or in invoices nobody has chased.",
  "Write down every amount that leaves the business in a normal month before you decide what to charge; rent and loan payments do not wait for slow weeks.",
  "A lender reads your statements for patterns, so a steady record of deposits matters more than one good season.",
  "Keep business and personal spending in separate accounts from the first day; it saves hours at tax time and answers the first question a loan officer asks.",
  "Customers who come back cost far less to serve than new ones, and a short note after a purchase is often all it takes.",
  "Price from your costs up, then check the market: if the two numbers are far apart, the plan needs a change, not a discount.",
  "Set aside a share of every payment for taxes in a separate account, so the quarterly bill is never a surprise.",
  "Before you sign, read the renewal and the personal guarantee clauses twice, and ask what happens if you sell the business.",
  "Your coach can review the numbers with you; bring last year's statements and a list of the three decisions you are weighing.",
  "Small tests beat big launches: try the new product at one market, count what sells, then order more.",
  "Track the days between sending an invoice and being paid; when that number grows, cash trouble is coming.",
  "Good records are not only for the tax office: they show you which products and which customers actually make money.",
];
const TAGS = ["cashflow", "pricing", "taxes", "loans", "credit", "marketing", "hiring", "planning", "legal", "insurance", "sales", "startup", "retail", "food", "online", "growth"];

function pick<T>(xs: readonly T[], i: number): T {
  return xs[i % xs.length]!;
}

const OWNERS = ["Rosa", "Dee", "Marcus", "Lin", "Amara", "Tomás", "Priya", "Jo", "Kwame", "Hana", "Eli", "Noor", "Sam", "Ines"];
const TRADES = ["Bakery", "Auto Repair", "Tailoring", "Coffee Cart", "Landscaping", "Salon", "Print Shop", "Taqueria", "Daycare", "Bike Shop"];
const TOWNS = ["Taos", "Gallup", "Española", "Las Cruces", "Farmington", "Roswell", "Santa Fe", "Clovis", "Socorro", "Raton"];

/** A sentence of its own per article (names, places, figures), so bodies do not repeat each other. */
function example(i: number, k: number): string {
  const n = (i * 31 + k * 17) % 997;
  return (
    `In ${2019 + (n % 6)}, ${pick(OWNERS, i + k)}'s ${pick(TRADES, i * 3 + k)} in ${pick(TOWNS, i * 7 + k)} cut the days it waited to be paid ` +
    `from ${30 + (n % 40)} to ${10 + (n % 17)} and kept $${(1200 + n * 13).toLocaleString("en-US")} more in the bank each month.`
  );
}

/** An article body of about 2 KB in the sanitiser's allowlist (headings, paragraphs, a list, a table, a link). */
function articleHtml(i: number, title: string): string {
  const para = (k: number) => `<p>${[0, 1].map((j) => pick(SENTENCES, i * 7 + k * 3 + j)).join(" ")} ${example(i, k)}</p>`;
  const n = (i * 53) % 1000;
  return [
    `<h2>${title}</h2>`,
    para(0),
    `<h3>Step by step</h3>`,
    `<ol><li>${pick(SENTENCES, i + 1)}</li><li>${pick(SENTENCES, i + 4)}</li><li>${example(i, 2)}</li></ol>`,
    para(1),
    `<table><thead><tr><th>Month</th><th>In</th><th>Out</th></tr></thead><tbody>` +
      ["Jan", "Feb", "Mar"].map((m, k) => `<tr><td>${m}</td><td>$${(4000 + n * (k + 3)).toLocaleString("en-US")}</td><td>$${(3500 + n * (k + 2)).toLocaleString("en-US")}</td></tr>`).join("") +
      `</tbody></table>`,
    `<blockquote><p>${pick(SENTENCES, i + 5)}</p></blockquote>`,
    `<p>Read more in the <a href="https://www.sba.gov/business-guide" rel="noopener noreferrer">SBA business guide</a>.</p>`,
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
  const title = `${pick(FORMS, i)} ${pick(TOPICS, Math.floor(i / FORMS.length))} (${Math.floor(i / (FORMS.length * TOPICS.length)) + 1})`;
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

    const db = drizzle(pool, { schema });
    const admin = { email: "bench.admin@example.com", password: `bench admin ${randomBytes(9).toString("base64url")}` };
    const { userId } = await createAccount(db, admin, { emailVerified: true });
    await db.update(schema.users).set({ type: "ADMIN", firstName: "Bea", lastName: "Bench" }).where(eq(schema.users.id, userId));
    return { ...admin, bodyBytes };
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Sign-in: the embedded provider's authorization-code flow with PKCE (as tests/setup/oidc.ts)

async function signIn(base: string, email: string, password: string): Promise<string> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await fetch(new URL(url, base), { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(";")[0]!;
      const eq = pair.indexOf("=");
      const value = pair.slice(eq + 1).trim();
      if (value === "") cookies.delete(pair.slice(0, eq).trim());
      else cookies.set(pair.slice(0, eq).trim(), value);
    }
    return response;
  };
  const clientId = "compass-web";
  const redirectUri = `${base}/auth/callback`;
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const query = new URLSearchParams({
    client_id: clientId,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: "openid profile email offline_access",
    state: randomBytes(8).toString("hex"),
    code_challenge: challenge,
    code_challenge_method: "S256",
  });
  const authorize = await request(`/oidc/auth?${query}`);
  const uid = new URL(authorize.headers.get("location") ?? "", base).searchParams.get("interaction");
  if (!uid) throw new Error(`no interaction: ${authorize.status}`);
  const login = await request(`/oidc/interaction/${uid}/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  const { redirectTo } = (await login.json()) as { redirectTo?: string };
  if (!redirectTo) throw new Error(`login failed: ${login.status}`);
  let next = new URL(redirectTo, base);
  for (let i = 0; next.pathname !== "/auth/callback"; i++) {
    if (i === 10) throw new Error("too many redirects");
    const response = await request(next.href);
    const to = response.headers.get("location");
    if (!to) throw new Error(`no redirect from ${next.pathname}: ${response.status}`);
    next = new URL(to, next);
  }
  const code = next.searchParams.get("code");
  if (!code) throw new Error(`no code: ${next.search}`);
  const token = await request("/oidc/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ client_id: clientId, grant_type: "authorization_code", code, code_verifier: verifier, redirect_uri: redirectUri }),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`token: ${token.status}`);
  return body.access_token;
}

// ---------------------------------------------------------------------------------------------
// gRPC-web binary calls

interface CallResult<O extends DescMessage> {
  ms: number;
  /** Bytes on the wire (the body as sent: compressed when the server compressed it). */
  wireBytes: number;
  message: () => MessageShape<O>;
}

function grpcWebCaller(base: string, token: string) {
  return async function call<I extends DescMessage, O extends DescMessage>(
    method: string,
    input: I,
    output: O,
    value: MessageShape<I>,
  ): Promise<CallResult<O>> {
    const message = toBinary(input, value);
    const framed = Buffer.alloc(5 + message.length);
    framed.writeUInt32BE(message.length, 1);
    framed.set(message, 5);
    const started = performance.now();
    const response = await fetch(`${base}/compass.v1.CompassService/${method}`, {
      method: "POST",
      headers: {
        "content-type": "application/grpc-web+proto",
        "x-grpc-web": "1",
        accept: "application/grpc-web+proto",
        "accept-encoding": acceptEncoding,
        authorization: `Bearer ${token}`,
      },
      body: framed,
    });
    const body = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${method}: HTTP ${response.status}`);
    // Frames: data (flag 0) then the trailer (flag 0x80).
    let data: Uint8Array | undefined;
    let trailer = "";
    for (let at = 0; at + 5 <= body.length; ) {
      const length = body.readUInt32BE(at + 1);
      const payload = body.subarray(at + 5, at + 5 + length);
      if (body[at]! & 0x80) trailer = payload.toString("latin1");
      else data = payload;
      at += 5 + length;
    }
    const status = /grpc-status:\s*(\d+)/.exec(trailer)?.[1];
    if (status !== "0") throw new Error(`${method}: grpc-status ${status ?? "missing"}: ${/grpc-message:\s*(.*)/.exec(trailer)?.[1] ?? ""}`);
    const wireBytes = Number(response.headers.get("content-length") ?? body.length);
    return { ms, wireBytes, message: () => fromBinary(output, data ?? new Uint8Array()) };
  };
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

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};

async function measure(engine: string, base: string, token: string): Promise<Row[]> {
  const call = grpcWebCaller(base, token);
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
    const times: number[] = [];
    let wire = 0;
    const t0 = performance.now();
    for (let i = 0; i < listCalls; i++) {
      const r = await listPage("");
      times.push(r.ms);
      wire = r.wireBytes;
    }
    rows.push({ engine, call: `ListLearningContents, first page (${PAGE_SIZE})`, times, wallMs: performance.now() - t0, wireBytes: wire });
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
    const times: number[] = [];
    let wire = 0;
    const t0 = performance.now();
    for (let i = 0; i < getAllCalls; i++) {
      const r = await getAll();
      times.push(r.ms);
      wire = r.wireBytes;
    }
    rows.push({ engine, call: `GetAllLearningContents (${contents})`, times, wallMs: performance.now() - t0, wireBytes: wire });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Per engine

async function runEngine(engine: "embedded" | "postgres"): Promise<Row[]> {
  let admin: pg.Client | undefined;
  let databaseUrl: string | undefined;
  if (engine === "postgres") {
    admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
    const url = new URL(pgUrl);
    url.pathname = `/${BENCH_DB}`;
    databaseUrl = url.href;
  }
  let server: BuiltServer | undefined;
  try {
    server = await startBuiltServer({ prefix: "compass-bench-learning-", databaseUrl });
    const seedStarted = performance.now();
    const user = await seed(server.dbUrl);
    console.error(
      `${engine}: seeded ${contents} contents (${(user.bodyBytes / 1024 / 1024).toFixed(1)} MB of html) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const token = await signIn(server.base, user.email, user.password);
    const rows = await measure(engine === "embedded" ? "embedded" : "PostgreSQL server", server.base, token);
    console.error(`${engine}: measured`);
    return rows;
  } finally {
    await server?.stop();
    if (admin) {
      await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
      await admin.end();
    }
  }
}

const results: Row[] = [];
for (const engine of engines) results.push(...(await runEngine(engine)));

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} KB`);
console.log(
  `Compass learning-lists benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores (${os.cpus()[0]?.model.trim()}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
console.log(
  `${contents} contents; one call at a time over gRPC-web binary, Accept-Encoding "${acceptEncoding}"; server on core 0, client on core ${cores - 1}; ` +
    `first page ×${listCalls}, every page ×${walks} walks, GetAll ×${getAllCalls} (after a warm-up)\n`,
);
console.log("| engine | call | calls | p50 ms | p95 ms | p99 ms | req/s | bytes sent per answer |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.call} | ${r.times.length} | ${quantile(r.times, 0.5).toFixed(1)} | ${quantile(r.times, 0.95).toFixed(1)} | ${quantile(r.times, 0.99).toFixed(1)} | ${((1000 * r.times.length) / r.wallMs).toFixed(r.times.length / r.wallMs < 0.01 ? 2 : 0)} | ${kb(r.wireBytes)} |`,
  );
}
const paged = results.filter((r) => r.call.startsWith("ListLearningContents"));
const worst = Math.max(...paged.map((r) => quantile(r.times, 0.95)));
console.log(`\nGoal: paged list p95 under 25 ms — ${worst < 25 ? "met" : "missed"} (worst p95 ${worst.toFixed(1)} ms).`);
