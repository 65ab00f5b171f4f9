/**
 * What the benchmarks that look inside the database (ta-tracking, admin-users, ta-report) share to
 * see where a statement's time goes: a drizzle handle that captures the SQL and parameters the
 * server's own store code sends, EXPLAIN (ANALYZE, BUFFERS) of such a statement run straight on the
 * database (the median execution time of some runs, the buffers it touched, its plan in full on
 * stderr with BENCH_PLANS=1) — alone, or a paged list's page and count statements together — and what a
 * table prints of a plan: one line of its nodes, outermost first.
 */
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Db } from "../src/server/db/database.js";
import * as schema from "../src/server/db/schema/index.js";
import { quantile } from "./measure.js";

/** A statement as drizzle sends it. */
export interface Statement {
  query: string;
  params: unknown[];
}

/** A drizzle handle on `pool` whose statements are added to `captured` as they are sent. */
export function capturingDb(pool: pg.Pool): { db: Db; captured: Statement[] } {
  const captured: Statement[] = [];
  const db = drizzle(pool, { schema, logger: { logQuery: (query, params) => void captured.push({ query, params }) } });
  return { db, captured };
}

/** The fields of an EXPLAIN (FORMAT JSON) plan node that planLine and explainAnalyze read. */
export interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  "Relation Name"?: string;
  "Heap Fetches"?: number;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

/** Details a plan line may add to a node's index or relation, rows read and rows filtered out. */
export type PlanDetail = "rechecked out" | "heap fetches";

/**
 * "Limit › Index Scan (ta_tracking_coach_date_idx, 26 rows)": the plan's nodes, outermost first,
 * with the `extra` details asked for (in the order rechecked out, heap fetches).
 */
export function planLine(node: PlanNode, extra: readonly PlanDetail[] = []): string {
  const parts: string[] = [];
  const walk = (n: PlanNode) => {
    const detail = [
      n["Index Name"] ?? (n["Relation Name"] && !n["Node Type"].includes("Index") ? n["Relation Name"] : undefined),
      n["Node Type"].includes("Scan") ? `${(n["Actual Rows"] ?? 0) * (n["Actual Loops"] ?? 1)} rows` : undefined,
      n["Rows Removed by Filter"] ? `${n["Rows Removed by Filter"]} filtered out` : undefined,
      extra.includes("rechecked out") && n["Rows Removed by Index Recheck"] ? `${n["Rows Removed by Index Recheck"]} rechecked out` : undefined,
      extra.includes("heap fetches") && n["Heap Fetches"] !== undefined ? `${n["Heap Fetches"]} heap fetches` : undefined,
    ].filter(Boolean);
    parts.push(detail.length ? `${n["Node Type"]} (${detail.join(", ")})` : n["Node Type"]);
    for (const child of n.Plans ?? []) walk(child);
  };
  walk(node);
  return parts.join(" › ");
}

/** BENCH_PLANS=1: every plan explained is also printed in full on stderr. */
const printPlans = process.env.BENCH_PLANS === "1";

export interface ExplainOptions {
  /** How many times the statement is run (EXPLAIN ANALYZE executes it): the median is answered. */
  runs: number;
  /** The plan line's extra details. */
  details?: readonly PlanDetail[];
  /** With BENCH_PLANS=1 the plan in full goes to stderr under "-- <label>:", after the statement (and its parameters with `printParams`). */
  label: string;
  printParams?: boolean;
}

/** A statement's EXPLAIN ANALYZE: the median execution time in ms, the last run's plan line and shared buffers. */
export interface Explained {
  ms: number;
  plan: string;
  buffers: number;
}

/** EXPLAIN (ANALYZE, BUFFERS) of `s` on `pool`. */
export async function explainAnalyze(pool: pg.Pool, s: Statement, options: ExplainOptions): Promise<Explained> {
  const ms: number[] = [];
  let plan: { Plan: PlanNode; "Execution Time": number } | undefined;
  for (let i = 0; i < options.runs; i++) {
    const r = await pool.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(`explain (analyze, buffers, format json) ${s.query}`, s.params);
    plan = r.rows[0]!["QUERY PLAN"][0];
    ms.push(plan["Execution Time"]);
  }
  if (printPlans) {
    const text = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${s.query}`, s.params);
    const params = options.printParams ? `${JSON.stringify(s.params)}\n` : "";
    console.error(`\n-- ${options.label}:\n${s.query}\n${params}${text.rows.map((r) => r["QUERY PLAN"]).join("\n")}`);
  }
  const buffers = (plan!.Plan["Shared Hit Blocks"] ?? 0) + (plan!.Plan["Shared Read Blocks"] ?? 0);
  return { ms: quantile(ms, 0.5), plan: planLine(plan!.Plan, options.details), buffers };
}

/**
 * A paged list's two statements explained: its page (the one with a LIMIT) and its count
 * (count(…)); no count when the call sent none (the admin user lists' following pages carry the
 * first page's total in their token).
 */
export interface PageAndCount {
  page: Explained;
  count: Explained | null;
}

/** The page and count statements among `captured` (what one call of a store's page sent), explained in that order. */
export async function explainPageAndCount(pool: pg.Pool, captured: readonly Statement[], options: ExplainOptions): Promise<PageAndCount> {
  const page = captured.find((s) => /\blimit\b/i.test(s.query))!;
  const count = captured.find((s) => /\bcount\(/i.test(s.query));
  return { page: await explainAnalyze(pool, page, options), count: count ? await explainAnalyze(pool, count, options) : null };
}

/** The "page ms | count ms | page plan | count plan" cells of a table row (plans with their buffers). */
export const pageAndCountCells = ({ page, count }: PageAndCount): string =>
  `${page.ms.toFixed(2)} | ${count ? count.ms.toFixed(2) : "—"} | ${page.plan}; ${page.buffers} buffers | ${count ? `${count.plan}; ${count.buffers} buffers` : "none sent (the total rides in the page token)"}`;
