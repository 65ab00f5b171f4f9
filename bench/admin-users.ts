/**
 * AdminListFilteredUsers with 100,000 users (issue #15 §1, `bench/`): one call at a time through
 * the built server, as the administrators' /admin/users page makes them, on the embedded engine and
 * on a PostgreSQL server. Goal: p95 under 25 ms for search, filter and sort.
 *
 * Per engine: the built server (`dist/`, as `npm start` runs it) with a temporary DATA_DIR, pinned
 * to core 0 (the embedded cluster, its child, too); this process (the client) on the last core. For
 * the PostgreSQL server a temporary database (bench_admin_users_<pid>) is created beside
 * BENCH_PG_URL and dropped at the end; that server is not pinned.
 *
 * Seeded straight into the database, set-based: BENCH_USERS users in one INSERT … SELECT over
 * generate_series, created one every ~15 minutes back from now (about three years for 100,000):
 * first and last names from lists of 30 and 40 (some accented: Tomás, Muñoz, Chloé…) in varying
 * pairs, a display name on one in five, an e-mail of its own (first.last<n>@ one of ten domains,
 * accents taken off), a business name on most learners ("Rosa's Bakery", "Taos Print Shop"…),
 * types (93.5% learners; coaches 3%, lenders 2%, partner banks 1%, administrators 0.5%), application
 * decisions and statuses as staff set them (empty on many), one in fifty disabled. One learner in
 * the middle is renamed "Zéphyrine Quillfeather" (the needle the search must find). Then VACUUM
 * ANALYZE. An administrator (bench.admin@example.com, createAccount, verified) signs in through the
 * embedded provider and every call carries the access token as a Bearer (each pays the token check
 * and the user lookup, as a browser's does); it signs in again every 8 minutes (tokens live 10).
 *
 * The answers are checked first, each against the database's own SQL (written here, not the
 * store's): the search finds the needle alone (with and without its accent); every case's first
 * page is exactly the database's first 25 ids in that order and its total_size the database's
 * count; two keyset walks through every page — the coaches by name, the withdrawn applicants by
 * status descending (many ties: the id breaks them) — see each user once, in the database's order.
 * Then the cases, interleaved call by call, BENCH_CALLS each (page_size 0 → 25; lean gRPC-web
 * binary with a browser's Accept-Encoding, so a page comes back in brotli):
 *   - the first page, no filter (the default order: newest first);
 *   - search: a last-name fragment ("nguy", "okaf"… in turn: ~2.5% of users each), an e-mail
 *     fragment (a sampled user's address up to its number but the number's last digit, 20 users in
 *     turn: that user, rarely another), two words (a first name and a trade: ~0.2%);
 *   - filter: by type (coach, lender, bank, learner in turn), by decision and status (four pairs in turn);
 *   - sort: by each sortable column (created, name, email, business_name, type, status,
 *     application_decision), ascending and descending, no filter;
 *   - a following page by its page token (pages 2–41 in turn, from the walks that warm up): of the
 *     default order, of the list sorted by name, and of a last-name search.
 * Timed until the body is read (decompressed by the client); the protobuf decode is not timed. The
 * cases whose input rotates among a few (the searches by a name fragment or two words, the filters)
 * are also printed input by input.
 *
 * Then the two statements of each case (the page and the count; the store's own SQL, captured from
 * drizzle) are run with EXPLAIN (ANALYZE, BUFFERS) straight on the database, BENCH_EXPLAIN_RUNS
 * times: their median execution time and plan (each case's first input; every input of the
 * filters). BENCH_PLANS=1 also prints the plans in full.
 *
 *   npm run bench:admin-users
 *   BENCH_ENGINES=embedded|postgres (default both), BENCH_PG_URL (default
 *   postgres://postgres@127.0.0.1:5432/test: where the temporary database is created),
 *   BENCH_USERS (100000), BENCH_CALLS (500 per case), BENCH_EXPLAIN_RUNS (10), BENCH_PLANS,
 *   BENCH_ACCEPT_ENCODING (default a browser's; "identity" for none), BENCH_SCHEMA_SQL (statements
 *   run after the migrations, before the users are inserted: to try an index before writing its
 *   migration).
 */
import { create } from "@bufbuild/protobuf";
import { AdminListFilteredUsersRequestSchema, AdminListFilteredUsersResponseSchema, type AdminListFilteredUsersResponse } from "../src/gen/compass/v1/compass_pb.js";
import type { UserType } from "../src/server/db/schema/users.js";
import { searchWords, type UserSort } from "../src/server/rpc/admin-users/admin-users-policy.js";
import { createAdminUsersStore, type UserFilter } from "../src/server/rpc/admin-users/admin-users-store.js";
import type { Cursor } from "../src/server/rpc/paging.js";
import { requireBuiltServer } from "./built-server.js";
import { capturingDb, explainPageAndCount, pageAndCountCells, type PageAndCount } from "./explain.js";
import { acceptEncoding } from "./grpc-web-call.js";
import { benchEngines, eachEngine, interleavedCalls, kb, perSecond, percentileCells, poolOf, printHead, quantile, withSeedPool, withSeededServer, type Engine } from "./measure.js";
import { cores, pinToLastCore } from "./pinning.js";
import { applySchemaSql, createBenchUser, LAST_NAMES as BASE_LAST_NAMES, OWNERS, schemaSql, TOWNS, TRADES as BASE_TRADES } from "./seed-helpers.js";
import { signedInCaller } from "./sign-in.js";

const usersTotal = Number(process.env.BENCH_USERS ?? 100_000);
const callsPerCase = Number(process.env.BENCH_CALLS ?? 500);
const explainRuns = Number(process.env.BENCH_EXPLAIN_RUNS ?? 10);
const PAGE_SIZE = 25;
const GOAL_MS = 25;
const WARM_UP = 20;
const BENCH_DB = `bench_admin_users_${process.pid}`;

pinToLastCore();
requireBuiltServer("bench:admin-users");
const engines = benchEngines();

// ---------------------------------------------------------------------------------------------
// Seed

const FIRST_NAMES = [
  ...OWNERS, "Darnell", "Mei", "Lucía", "Farah", "Óscar", "Grace", "Ravi", "Keanu", "Talia", "Bao", "Nadia", "Jamal", "Chloé", "Diego", "Aisha", "Yusuf",
];
const LAST_NAMES = [
  ...BASE_LAST_NAMES, "Johnson", "O'Brien",
  "Muñoz", "Herrera", "Benally", "Ortiz", "Williams", "Sandoval", "Zhang", "Abeyta", "Tafoya", "Harjo", "Gonzales", "Bitsui", "Trujillo", "Washington",
  "Lee", "Castillo", "Montoya", "Atcitty", "Jaramillo", "Smith", "Morales", "Archuleta", "Vigil", "Ramírez",
];
const TRADES = [...BASE_TRADES, "Food Truck", "Pottery"];
const DOMAINS = ["gmail.com", "yahoo.com", "outlook.com", "hotmail.com", "icloud.com", "aol.com", "comcast.net", "nmbiz.org", "protonmail.com", "mesa-lending.org"];
const DECISIONS = ["", "", "", "Approved", "Denied", "Pending", "Pending", "Withdrawn", "Referred", "Approved"];
const STATUSES = ["", "Active", "Active", "Active", "Prospect", "Closed", "On hold", "Graduated"];

/** The searches' words, in turn: last-name fragments (~2.5% of users each), and a first name with a trade. */
const NAME_FRAGMENTS = ["nguy", "okaf", "yazz", "chav", "benal", "truji", "monto", "harj"];
const TWO_WORDS = ["rosa bakery", "marcus salon", "priya taqueria", "kwame pottery", "inés daycare", "diego print"];
const TYPES: UserType[] = ["COACH", "LENDER", "BANK", "STANDARD"];
const DECISION_STATUS: [string, string][] = [
  ["Approved", "Active"],
  ["Pending", "Prospect"],
  ["Denied", "Closed"],
  ["Withdrawn", "On hold"],
];
const NEEDLE = { first: "Zéphyrine", last: "Quillfeather", business: "Quillfeather Pottery & Tiles" };
/** How many users' e-mails are sampled for the e-mail search. */
const SAMPLED_EMAILS = 20;

interface Seeded {
  admin: { email: string; password: string; userId: string };
  needleId: string;
  /** E-mail fragments (a sampled user's address up to its number but the last digit) and that user's id. */
  emailFragments: { fragment: string; userId: string }[];
  tableMb: number;
  indexMb: number;
}

function seed(dbUrl: string, engine: Engine): Promise<Seeded> {
  return withSeedPool(dbUrl, engine, async (pool, step) => {
    const admin = await createBenchUser(pool, "admin");
    await applySchemaSql((text) => pool.query(text), engine);
    let t0 = performance.now();
    // User g (1..n), created ⌊(n − g)·15 min⌋ plus a few seconds ago (oldest first); everything else varies with g.
    await pool.query(
      `insert into users (type, email, first_name, last_name, display_name, business_name, application_decision, status, enabled, phone_number, created_at, updated_at)
       select s.type,
              public.immutable_unaccent(lower(s.first)) || '.' || regexp_replace(public.immutable_unaccent(lower(s.last)), '[^a-z]', '', 'g') || g || '@' || ($5::text[])[1 + (g * 3) % array_length($5::text[], 1)],
              s.first, s.last,
              case when g % 5 = 0 then s.first || ' ' || left(s.last, 1) || '.' else '' end,
              case when s.type <> 'STANDARD' or (g / 7) % 10 < 3 then ''
                   when (g / 3) % 2 = 0 then s.first || '''s ' || s.trade
                   else ($4::text[])[1 + (g * 11) % array_length($4::text[], 1)] || ' ' || s.trade end,
              case when s.type = 'STANDARD' then ($6::text[])[1 + (g * 11 + g / 7) % array_length($6::text[], 1)] else '' end,
              case when s.type = 'STANDARD' then ($7::text[])[1 + (g * 17 + g / 10) % array_length($7::text[], 1)] else '' end,
              g % 50 <> 0,
              '505' || lpad(((g * 7919) % 10000000)::text, 7, '0'),
              now() - make_interval(mins => (($1::int - g) * 15)::int, secs => (g * 37) % 900),
              now() - make_interval(mins => (($1::int - g) * 15)::int, secs => (g * 37) % 900)
         from generate_series(1, $1::int) g
         cross join lateral (
           select ($2::text[])[1 + (g * 7) % array_length($2::text[], 1)] as first,
                  ($8::text[])[1 + (g * 13 + g / 30) % array_length($8::text[], 1)] as last,
                  ($3::text[])[1 + (g / 2 * 5 + g / 60) % array_length($3::text[], 1)] as trade,
                  case when g % 200 = 0 then 'ADMIN'
                       when g % 100 between 1 and 3 then 'COACH'
                       when g % 100 between 4 and 5 then 'LENDER'
                       when g % 100 = 6 then 'BANK'
                       else 'STANDARD' end as type
         ) s`,
      [usersTotal, FIRST_NAMES, TRADES, TOWNS, DOMAINS, DECISIONS, STATUSES, LAST_NAMES],
    );
    step(`${usersTotal} users inserted`, t0);
    // The needle: the learner in the middle of the table, renamed (its e-mail stays).
    const needle = await pool.query<{ id: string }>(
      `update users set first_name = $1, last_name = $2, business_name = $3
        where id = (select id from users where type = 'STANDARD' and email not like 'bench.%' order by created_at offset $4 limit 1) returning id`,
      [NEEDLE.first, NEEDLE.last, NEEDLE.business, Math.floor(usersTotal / 2)],
    );
    t0 = performance.now();
    await pool.query(`vacuum analyze users`);
    step("vacuum analyze", t0);
    // Sampled e-mails, spread over the table: the fragment is the address up to the number, but its last digit.
    const sampled = await pool.query<{ id: string; email: string }>(
      `select id, email from (select id, email, row_number() over (order by created_at) as k from users where email ~ '[0-9]{2,}@') u
        where k % greatest(1, (select count(*) from users) / $1) = 0 limit $1`,
      [SAMPLED_EMAILS],
    );
    const size = (await pool.query<{ t: string; i: string }>(`select pg_table_size('users') as t, pg_indexes_size('users') as i`)).rows[0]!;
    return {
      admin,
      needleId: needle.rows[0]!.id,
      emailFragments: sampled.rows.map((r) => ({ fragment: /^(.*\d)\d@/.exec(r.email)![1]!, userId: r.id })),
      tableMb: Number(size.t) / 1024 / 1024,
      indexMb: Number(size.i) / 1024 / 1024,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Cases

/** A request's filter and order, as the page sends them. */
interface ListQuery {
  search?: string;
  type?: UserType;
  decision?: string;
  status?: string;
  sortBy?: UserSort;
  direction?: "asc" | "desc";
}

type CaseKind = "first" | "following";

interface Case {
  name: string;
  kind: CaseKind;
  /** The i-th call's query (the inputs rotate call by call). */
  query: (i: number) => ListQuery;
}

function casesOf(seeded: Seeded): Case[] {
  const at = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;
  const sorts: UserSort[] = ["created", "name", "email", "business_name", "type", "status", "application_decision"];
  return [
    { name: "first page, no filter (newest first)", kind: "first", query: () => ({}) },
    { name: "search: a last-name fragment", kind: "first", query: (i) => ({ search: at(NAME_FRAGMENTS, i) }) },
    { name: "search: an e-mail fragment", kind: "first", query: (i) => ({ search: at(seeded.emailFragments, i).fragment }) },
    { name: "search: two words (first name, trade)", kind: "first", query: (i) => ({ search: at(TWO_WORDS, i) }) },
    { name: "filter: type", kind: "first", query: (i) => ({ type: at(TYPES, i) }) },
    { name: "filter: decision and status", kind: "first", query: (i) => ({ decision: at(DECISION_STATUS, i)[0], status: at(DECISION_STATUS, i)[1] }) },
    ...sorts.flatMap((sortBy) =>
      (["asc", "desc"] as const).map((direction): Case => ({ name: `sort: ${sortBy} ${direction}`, kind: "first", query: () => ({ sortBy, direction }) })),
    ),
    { name: "a following page, no filter (page token)", kind: "following", query: () => ({}) },
    { name: "a following page, sort: name asc (page token)", kind: "following", query: () => ({ sortBy: "name", direction: "asc" }) },
    { name: "a following page, search: last-name fragment (page token)", kind: "following", query: (i) => ({ search: at(NAME_FRAGMENTS, i) }) },
  ];
}

/** The key a sort orders by, as SQL (the meaning, written here apart from the store's). */
const SORT_SQL: Record<UserSort, string> = {
  created: "created_at",
  name: "lower(last_name || ' ' || first_name)",
  email: "lower(email)",
  business_name: "lower(business_name)",
  type: "type",
  status: "status",
  application_decision: "application_decision",
};

/** The query's rows in the database, in its order: the WHERE, its parameters and the ORDER BY. */
function sqlOf(q: ListQuery): { where: string; params: unknown[]; orderBy: string } {
  const params: unknown[] = [];
  const parts: string[] = [];
  for (const w of searchWords(q.search ?? "")) {
    params.push(`%${w.normalize("NFD").replace(/\p{M}/gu, "")}%`);
    parts.push(`public.immutable_unaccent(lower(first_name || ' ' || last_name || ' ' || display_name || ' ' || email || ' ' || business_name)) like $${params.length}`);
  }
  if (q.type) parts.push(`type = $${params.push(q.type)}`);
  if (q.decision) parts.push(`application_decision = $${params.push(q.decision)}`);
  if (q.status) parts.push(`status = $${params.push(q.status)}`);
  const sort = q.sortBy ?? "created";
  const direction = q.direction ?? (q.sortBy ? "asc" : "desc");
  return { where: parts.length ? parts.join(" and ") : "true", params, orderBy: `${SORT_SQL[sort]} ${direction}, id ${direction}` };
}

const storeFilter = (q: ListQuery): UserFilter => ({ words: searchWords(q.search ?? ""), type: q.type ?? null, decision: q.decision ?? null, status: q.status ?? null });

// ---------------------------------------------------------------------------------------------
// Calls

interface Row {
  engine: string;
  name: string;
  times: number[];
  wallMs: number;
  wireBytes: number;
  /** total_size, median over the calls. */
  matched: number;
}

/** One input of a case whose input rotates among a few. */
interface InputRow {
  engine: string;
  name: string;
  input: string;
  times: number[];
  matched: number;
}

/** How a query's input reads in a table: the search, the type, the decision and status. */
const inputLabel = (q: ListQuery): string => [q.search && `"${q.search}"`, q.type, q.decision && `${q.decision} / ${q.status}`].filter(Boolean).join(", ") || "none";
/** At most this many inputs: the case is printed input by input. */
const FEW_INPUTS = 8;

/** The administrator's calls, signing in again before the access token runs out. */
function adminCaller(base: string, admin: Seeded["admin"]) {
  const caller = signedInCaller(base, admin, acceptEncoding);
  return async (q: ListQuery, pageToken = "") => {
    const call = await caller();
    return call(
      "AdminListFilteredUsers",
      AdminListFilteredUsersRequestSchema,
      AdminListFilteredUsersResponseSchema,
      create(AdminListFilteredUsersRequestSchema, {
        pageRequest: { pageSize: 0, pageToken },
        filterSearch: q.search ?? "",
        filterType: q.type ? `USER_TYPE_${q.type}` : "",
        filterDecision: q.decision ?? "",
        filterStatus: q.status ?? "",
        sortBy: q.sortBy ?? "",
        sortDirection: q.direction ?? "",
      }),
    );
  };
}

const describe = (q: ListQuery) => JSON.stringify(q);

async function measure(engine: string, base: string, dbUrl: string, seeded: Seeded): Promise<{ rows: Row[]; inputs: InputRow[] }> {
  const list = adminCaller(base, seeded.admin);
  const cases = casesOf(seeded);
  const pool = poolOf(dbUrl, 1);

  /** The database's ids of the query in order (`limit` of them, or all) and its count. */
  const expected = async (q: ListQuery, limit?: number) => {
    const s = sqlOf(q);
    const ids = await pool.query<{ id: string }>(`select id from users where ${s.where} order by ${s.orderBy}${limit ? ` limit ${limit}` : ""}`, s.params);
    const n = await pool.query<{ n: string }>(`select count(*) as n from users where ${s.where}`, s.params);
    return { ids: ids.rows.map((r) => r.id), total: Number(n.rows[0]!.n) };
  };
  const checkFirstPage = async (q: ListQuery, answer: AdminListFilteredUsersResponse) => {
    const want = await expected(q, PAGE_SIZE);
    const got = answer.users.map((u) => u.id);
    if (want.total === 0) throw new Error(`${describe(q)}: matches nobody (the seed does not cover it: more users?)`);
    if (answer.pageResponse?.totalSize !== want.total) throw new Error(`${describe(q)}: total_size ${answer.pageResponse?.totalSize}, the database counts ${want.total}`);
    if (got.join() !== want.ids.join()) throw new Error(`${describe(q)}: the first page is not the database's first ${PAGE_SIZE} in its order`);
    if (want.total > PAGE_SIZE && !answer.pageResponse?.nextPageToken) throw new Error(`${describe(q)}: no page token with more to come`);
    return want.total;
  };

  /** Every page of `q`: each user once, in the database's order; answers the page tokens. */
  const walk = async (q: ListQuery, maxPages = Infinity) => {
    const seen: string[] = [];
    const tokens: string[] = [];
    let pageToken = "";
    let total = -1;
    do {
      const answer = (await list(q, pageToken)).message();
      if (total >= 0 && answer.pageResponse!.totalSize !== total) throw new Error(`${describe(q)}: the walk's total changed`);
      total = answer.pageResponse!.totalSize;
      seen.push(...answer.users.map((u) => u.id));
      pageToken = answer.pageResponse?.nextPageToken ?? "";
      if (pageToken) tokens.push(pageToken);
    } while (pageToken && tokens.length < maxPages);
    return { seen, tokens, total };
  };

  try {
    // The needle, with and without its accent, and nobody else.
    for (const search of ["zephyrine quill", "Zéphyrine", "QUILLFEATHER pottery"]) {
      const answer = (await list({ search })).message();
      if (answer.pageResponse?.totalSize !== 1 || answer.users[0]?.id !== seeded.needleId) throw new Error(`search "${search}": did not find the needle alone (${answer.pageResponse?.totalSize} found)`);
    }
    // Every case's first page (each of its rotating inputs) against the database.
    const checked = new Set<string>();
    for (const c of cases.filter((c) => c.kind === "first")) {
      for (let i = 0; i < 24; i++) {
        const q = c.query(i);
        if (checked.has(describe(q))) continue;
        checked.add(describe(q));
        await checkFirstPage(q, (await list(q)).message());
      }
    }
    for (const { fragment, userId } of seeded.emailFragments) {
      const answer = (await list({ search: fragment })).message();
      if (!answer.users.some((u) => u.id === userId)) throw new Error(`search "${fragment}": the user whose e-mail it is is not on the first page`);
    }
    // Two walks through every page against the database's whole ordered list.
    for (const q of [{ type: "COACH", sortBy: "name", direction: "asc" }, { decision: "Withdrawn", sortBy: "status", direction: "desc" }] as ListQuery[]) {
      const t0 = performance.now();
      const { seen, total } = await walk(q);
      const want = await expected(q);
      if (new Set(seen).size !== seen.length) throw new Error(`${describe(q)}: the walk saw a user twice`);
      if (seen.length !== total || total !== want.total || seen.join() !== want.ids.join()) throw new Error(`${describe(q)}: the walk saw ${seen.length} of ${want.total}, or not in the database's order`);
      console.error(`${engine}: walked ${describe(q)}: ${total} users, ${Math.ceil(total / PAGE_SIZE)} pages in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  } finally {
    await pool.end();
  }
  console.error(`${engine}: answers checked (${cases.length} cases)`);

  // Page tokens for the following-page cases: pages 2–41 of each of their lists (the walks warm up too).
  const tokensOf = new Map<string, string[]>();
  for (const c of cases.filter((c) => c.kind === "following")) {
    for (let i = 0; i < NAME_FRAGMENTS.length; i++) {
      const q = c.query(i);
      if (tokensOf.has(describe(q))) continue;
      tokensOf.set(describe(q), (await walk(q, 40)).tokens);
    }
  }
  const callOf = (c: Case, i: number) => {
    const q = c.query(i);
    if (c.kind === "first") return list(q);
    const tokens = tokensOf.get(describe(q))!;
    return list(q, tokens[(i * 7 + Math.floor(i / NAME_FRAGMENTS.length)) % tokens.length]!);
  };

  for (let i = 0; i < WARM_UP; i++) for (const c of cases) await callOf(c, i);

  /** Per case and input: the times and totals (the cases whose input rotates among a few). */
  const byInput = new Map<string, Map<string, { times: number[]; matched: number[] }>>();
  const figures = await interleavedCalls(cases, callsPerCase, async (c, i) => {
    const r = await callOf(c, i);
    const m = r.message();
    if (m.users.length === 0) throw new Error(`${c.name}: an empty page`);
    const perInput = byInput.get(c.name) ?? byInput.set(c.name, new Map()).get(c.name)!;
    const input = inputLabel(c.query(i));
    const cell = perInput.get(input) ?? perInput.set(input, { times: [], matched: [] }).get(input)!;
    cell.times.push(r.ms);
    cell.matched.push(m.pageResponse!.totalSize);
    return { ms: r.ms, wireBytes: r.wireBytes, matched: m.pageResponse!.totalSize };
  });
  console.error(`${engine}: measured`);
  return {
    rows: cases.map((c, k) => ({ engine, name: c.name, ...figures[k]! })),
    inputs: cases
      .filter((c) => c.kind === "first" && (byInput.get(c.name)?.size ?? 0) > 1 && byInput.get(c.name)!.size <= FEW_INPUTS)
      .flatMap((c) => [...byInput.get(c.name)!].map(([input, cell]) => ({ engine, name: c.name, input, times: cell.times, matched: quantile(cell.matched, 0.5) }))),
  };
}

// ---------------------------------------------------------------------------------------------
// EXPLAIN ANALYZE of the store's two statements

interface ExplainRow extends PageAndCount {
  engine: string;
  name: string;
}

async function explain(engine: string, dbUrl: string, seeded: Seeded): Promise<ExplainRow[]> {
  const pool = poolOf(dbUrl, 2);
  const { db, captured } = capturingDb(pool);
  const store = createAdminUsersStore(db);
  const out: ExplainRow[] = [];
  try {
    const explained = casesOf(seeded).flatMap((c) => {
      if (!c.name.startsWith("filter:")) return [{ c, q: c.query(0), name: c.name }];
      const distinct = new Map(Array.from({ length: FEW_INPUTS }, (_, i) => c.query(i)).map((q) => [describe(q), q]));
      return [...distinct.values()].map((q) => ({ c, q, name: `${c.name} (${inputLabel(q)})` }));
    });
    for (const { c, q, name } of explained) {
      const filter = storeFilter(q);
      const sort = q.sortBy ?? "created";
      const direction = q.direction ?? (q.sortBy ? "asc" : "desc");
      // A following page: the cursor where page 11 starts (the store answers it itself).
      let after: Cursor | null = null;
      if (c.kind === "following") for (let p = 0; p < 10; p++) after = (await store.page(filter, sort, direction, after, PAGE_SIZE)).next ?? after;
      captured.length = 0;
      await store.page(filter, sort, direction, after, PAGE_SIZE);
      out.push({ engine, name, ...(await explainPageAndCount(pool, captured, { runs: explainRuns, details: ["rechecked out", "heap fetches"], label: `${engine}, ${name}`, printParams: true })) });
    }
  } finally {
    await pool.end();
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Per engine

const sizes: string[] = [];

const perEngine = await eachEngine(engines, (engine) =>
  withSeededServer(
    engine,
    { prefix: "compass-bench-admin-users-", database: BENCH_DB },
    seed,
    async (server, label, seeded): Promise<{ rows: Row[]; inputs: InputRow[]; plans: ExplainRow[] }> => {
      sizes.push(`${label}: users ${seeded.tableMb.toFixed(0)} MB, its indexes ${seeded.indexMb.toFixed(0)} MB`);
      const { rows, inputs } = await measure(label, server.base, server.dbUrl, seeded);
      const plans = await explain(label, server.dbUrl, seeded);
      return { rows, inputs, plans };
    },
  ),
);
const results = perEngine.flatMap((r) => r.rows);
const byInput = perEngine.flatMap((r) => r.inputs);
const plans = perEngine.flatMap((r) => r.plans);

printHead("admin-users", schemaSql);
console.log(
  `${usersTotal} users; an administrator signed in; one call at a time over gRPC-web binary, Accept-Encoding "${acceptEncoding}", pages of ${PAGE_SIZE}; ` +
    `the cases interleaved, ${callsPerCase} calls each after the checks, the walks and a warm-up; server on core 0, client on core ${cores - 1}\n`,
);
console.log("| engine | AdminListFilteredUsers | calls | users matched | p50 ms | p95 ms | p99 ms | req/s | bytes sent |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(`| ${r.engine} | ${r.name} | ${r.times.length} | ${r.matched} | ${percentileCells(r.times)} | ${perSecond(r.times.length, r.wallMs)} | ${kb(r.wireBytes)} |`);
}
console.log(`\n${sizes.join("; ")}.`);
console.log(`\nInput by input (the cases whose input rotates among a few; the same calls as above):\n`);
console.log("| engine | case | input | calls | users matched | p50 ms | p95 ms | p99 ms |");
console.log("|---|---|---|---:|---:|---:|---:|---:|");
for (const r of byInput) console.log(`| ${r.engine} | ${r.name} | ${r.input} | ${r.times.length} | ${r.matched} | ${percentileCells(r.times)} |`);
console.log(`\nIn the database (EXPLAIN ANALYZE, median of ${explainRuns}; each case's first input, every input of the filters; a following page: page 11):\n`);
console.log("| engine | case | page ms | count ms | page plan | count plan |");
console.log("|---|---|---:|---:|---|---|");
for (const p of plans) {
  console.log(`| ${p.engine} | ${p.name} | ${pageAndCountCells(p)} |`);
}
const verdicts = [...new Set(results.map((r) => r.engine))].map((engine) => {
  const mine = results.filter((r) => r.engine === engine);
  const worst = mine.reduce((a, b) => (quantile(b.times, 0.95) > quantile(a.times, 0.95) ? b : a));
  const p95 = quantile(worst.times, 0.95);
  const over = mine.filter((r) => quantile(r.times, 0.95) >= GOAL_MS).length;
  return `${engine}: worst p95 ${p95.toFixed(1)} ms (${worst.name}; ${p95 < GOAL_MS ? "met" : `missed in ${over} of ${mine.length} cases`})`;
});
console.log(`\nGoal: p95 under ${GOAL_MS} ms in every case — ${verdicts.join("; ")}.`);
