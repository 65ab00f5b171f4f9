/**
 * The impact summary read from its rollups (ADR 0046; src/server/db/schema/impact-rollups.ts):
 * the same grouped rows as the queries over ta_tracking and milestones (impact-summary.ts merges
 * either), for a period of whole months. Sums come from the totals tables; distinct clients from
 * the clients tables' month bit strings — a client counts in a period, quarter, coach or partner
 * when any of its bits for those months is set.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { ROLLUP_FIRST_YEAR, ROLLUP_MONTHS } from "../../db/schema/impact-rollups.js";
import { codeList } from "../partner-reports/partner-scope.js";
import type { CapitalRow, MilestoneGroupRow, SessionGroupRow } from "./impact-summary.js";

/** Which clients a summary covers (the service's scope, without its days). */
export interface RollupScope {
  coachUserId?: string;
  codes?: string[];
  includeReported: boolean;
  groups: boolean;
}

/** A run of whole months: the first's index in the bit strings and how many. */
export interface MonthSpan {
  /** The first day of the first month and the last day of the last (YYYY-MM-DD). */
  start: string;
  end: string;
  first: number;
  count: number;
  /** Each quarter's first day (the tally's key) and its months within the span (1-based bit positions). */
  quarters: { q: string; from: number; count: number }[];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The most months a span holds (five years and a little, the longest period asked, hold 62). */
export const SPAN_MAX = 64;

/** The month index (0 = January of ROLLUP_FIRST_YEAR) of a day. */
export const monthIndex = (day: string): number => (Number(day.slice(0, 4)) - ROLLUP_FIRST_YEAR) * 12 + Number(day.slice(5, 7)) - 1;

/** The first day of a day's month, and its last. */
export const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
export function monthEnd(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return `${day.slice(0, 7)}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

/**
 * The whole months that hold the days start..end, with their calendar quarters (the fiscal quarters'
 * keys); null when they fall outside the bit strings' years. Whether the months' extra days hold
 * records is the caller's to check.
 */
export function monthSpanOf(start: string, end: string): MonthSpan | null {
  const first = monthIndex(start);
  const last = monthIndex(end);
  // 64 months at most: a client's months of the span are read as one 64-bit integer.
  if (first < 0 || last >= ROLLUP_MONTHS || last < first || last - first >= SPAN_MAX) return null;
  const quarters: MonthSpan["quarters"] = [];
  for (let i = first; i <= last; ) {
    const year = ROLLUP_FIRST_YEAR + Math.floor(i / 12);
    const quarterFirst = Math.floor((i % 12) / 3) * 3; // 0-based month
    const quarterLast = (year - ROLLUP_FIRST_YEAR) * 12 + quarterFirst + 2;
    const to = Math.min(quarterLast, last);
    quarters.push({ q: `${year}-${pad(quarterFirst + 1)}-01`, from: i - first + 1, count: to - i + 1 });
    i = to + 1;
  }
  return { start: monthStart(start), end: monthEnd(end), first, count: last - first + 1, quarters };
}

/**
 * `bits`' months of the span as a 64-bit integer: the span's first month is the highest bit, and
 * the bits after its last month are 0 (integer operations are far cheaper than bit strings').
 */
const spanOf = (bits: SQL, span: MonthSpan): SQL => sql`substring(${bits} from ${span.first + 1}::int for ${span.count}::int)::bit(64)::bigint`;

/** The 64-bit mask of the span's months from..from+count-1 (1-based), as spanOf lays them out. */
export function quarterMask(from: number, count: number): bigint {
  let mask = 0n;
  for (let i = from - 1; i < from - 1 + count; i++) mask |= 1n << BigInt(63 - i);
  return BigInt.asIntN(64, mask);
}

/** A row of distinct clients: the total (g = 7, with each quarter's), a coach's (5) or a partner's (6). */
interface ClientCountRow extends Record<string, unknown> {
  g: number;
  coach: string | null;
  partner: string | null;
  clients: number;
  /** The total's: each of the span's quarters, in order. */
  quarters: number[] | null;
}

/** The distinct-client counts of `rows` as grouped rows (g, q, coach, partner, clients): the total's quarters become g = 3 rows. */
function clientGroupRows(rows: readonly ClientCountRow[], span: MonthSpan): { g: number; q: string | null; coach: string | null; partner: string | null; clients: number }[] {
  return rows.flatMap((r) => [
    { g: r.g, q: null, coach: r.coach, partner: r.partner, clients: r.clients },
    ...(r.quarters ?? []).map((clients, i) => ({ g: 3, q: span.quarters[i]!.q, coach: null, partner: null, clients })),
  ]);
}

/** Over rows with a client's months `m` of the span: how many, and how many in each quarter (an int[]). */
function countsOf(span: MonthSpan, m: SQL): SQL {
  const quarters = sql.join(span.quarters.map((q) => sql`count(*) filter (where ${m} & ${quarterMask(q.from, q.count).toString()}::bigint <> 0)`), sql`, `);
  return sql`count(*)::int as clients, array[${quarters}]::int[] as quarters`;
}

/** The sessions' grouped rows (g, q, coach, partner, sessions, clients, hours). */
export async function sessionRowsFromRollups(db: Db, s: RollupScope, span: MonthSpan): Promise<SessionGroupRow[]> {
  const totalsWhere: SQL[] = [sql`s.month between ${span.start}::date and ${span.end}::date`];
  const clientsWhere: SQL[] = [];
  if (s.coachUserId) {
    totalsWhere.push(sql`s.coach_user_id = ${s.coachUserId}`);
    clientsWhere.push(sql`c.coach_user_id = ${s.coachUserId}`);
  }
  if (s.codes) {
    totalsWhere.push(sql`s.referral_code in (${codeList(s.codes)})`);
    clientsWhere.push(sql`c.referral_code in (${codeList(s.codes)})`);
  }
  const bank = (code: SQL) => sql`left join referral_codes rc on rc.kind = 'bank' and upper(rc.code) = ${code}`;
  // One row per client: the clients' table, or a coach's rows of the clients × coaches' (one per client).
  const months = spanOf(sql`c.months`, span);
  const perClient = s.coachUserId ? sql`impact_session_client_coaches` : sql`impact_session_clients`;
  const where = (extra: SQL[]) => sql.join([...extra, sql`${months} <> 0`], sql` and `);
  // One pass over one row per client (`offset 0` keeps its months computed once a row): the total
  // and its quarters, and — for the groups — each sign-up code's (a client has one), which add up to
  // each partner bank's after the join of a dozen rows; a second pass over the clients × coaches
  // for each coach's.
  const perClientRows = sql`(select c.referral_code as code, ${months} as m from ${perClient} c where ${where(clientsWhere)} offset 0)`;
  const clientsSql = s.groups
    ? sql`
      with t as (select grouping(x.code) as total, x.code, ${countsOf(span, sql`x.m`)} from ${perClientRows} x group by grouping sets ((), (x.code)))
      select 7 as g, null::text as coach, null::text as partner, t.clients, t.quarters from t where t.total = 1
      union all
      select 6, null, coalesce(rc.owner_user_id, ''), sum(t.clients)::int, null from t ${bank(sql`t.code`)} where t.total = 0 group by coalesce(rc.owner_user_id, '')
      union all
      select 5, c.coach_user_id, null, count(*)::int, null from impact_session_client_coaches c where ${where(clientsWhere)} group by c.coach_user_id`
    : sql`select 7 as g, null::text as coach, null::text as partner, ${countsOf(span, sql`x.m`)} from ${perClientRows} x`;
  const [sums, clients] = await Promise.all([
    db.execute<SessionGroupRow>(sql`
      select grouping(x.q, x.coach, x.partner)::int as g, x.q::text as q, x.coach, x.partner,
        coalesce(sum(x.sessions), 0)::int as sessions, 0 as clients, coalesce(sum(x.hours), 0)::float8 as hours
      from (
        select date_trunc('quarter', s.month::timestamp)::date as q, s.coach_user_id as coach,
          ${s.groups ? sql`coalesce(rc.owner_user_id, '')` : sql`''`} as partner, s.sessions, s.hours
        from impact_session_totals s ${s.groups ? bank(sql`s.referral_code`) : sql``}
        where ${sql.join(totalsWhere, sql` and `)}
      ) x
      group by grouping sets ((), (x.q), (x.coach), (x.partner))`),
    db.execute<ClientCountRow>(clientsSql),
  ]);
  return [...sums.rows, ...clientGroupRows(clients.rows, span).map((r) => ({ ...r, sessions: 0, hours: 0 }))];
}

/** The milestones' grouped rows, and the capital rows by type and by source. */
export async function milestoneRowsFromRollups(db: Db, s: RollupScope, span: MonthSpan): Promise<{ milestones: MilestoneGroupRow[]; capital: CapitalRow[] }> {
  const where: SQL[] = [sql`t.month between ${span.start}::date and ${span.end}::date`];
  const creditsWhere: SQL[] = [];
  if (s.coachUserId) {
    where.push(sql`t.coach_user_id = ${s.coachUserId}`);
    creditsWhere.push(sql`c.coach_user_id = ${s.coachUserId}`);
  }
  if (s.codes) {
    where.push(sql`t.referral_code in (${codeList(s.codes)})`);
    creditsWhere.push(sql`c.referral_code in (${codeList(s.codes)})`);
  }
  const months = spanOf(s.includeReported ? sql`c.any_months` : sql`c.counted_months`, span);
  creditsWhere.push(sql`${months} <> 0`);
  const credits = sql.join(creditsWhere, sql` and `);
  const counted = s.includeReported ? sql`true` : sql`t.counted`;
  // One row per client (`offset 0` keeps its months computed once a row): the clients' table, or —
  // for a coach's or a bank's — their credited rows, merged. The groups count each coach's and each
  // partner's distinct clients from one read of the credited rows (sorted within each group, in
  // byte order: far cheaper than hashing every client × coach pair).
  const perClient =
    s.coachUserId || s.codes
      ? sql`(select bit_or(${months}) as m from impact_milestone_client_credits c where ${credits} group by c.user_id)`
      : sql`(select ${months} as m from impact_milestone_clients c where ${months} <> 0 offset 0)`;
  const clientsSql = s.groups
    ? sql`
      with y as materialized (select c.user_id, c.coach_user_id as coach, c.partner_user_id as partner from impact_milestone_client_credits c where ${credits})
      select 7 as g, null::text as coach, null::text as partner, ${countsOf(span, sql`x.m`)} from ${perClient} x
      union all
      select 5, y.coach, null, count(distinct y.user_id collate "C")::int, null from y group by y.coach
      union all
      select 6, null, y.partner, count(distinct y.user_id collate "C")::int, null from y group by y.partner`
    : sql`select 7 as g, null::text as coach, null::text as partner, ${countsOf(span, sql`x.m`)} from ${perClient} x`;
  const [sums, clients, capital] = await Promise.all([
    db.execute<MilestoneGroupRow>(sql`
      select grouping(x.q, x.coach, x.partner)::int as g, x.q::text as q, x.coach, x.partner, 0 as clients,
        coalesce(sum(x.ft) filter (where x.counted and x.kind = 'jobs_created'), 0)::int as jobs_created_ft,
        coalesce(sum(x.pt) filter (where x.counted and x.kind = 'jobs_created'), 0)::int as jobs_created_pt,
        coalesce(sum(x.ft) filter (where x.counted and x.kind = 'jobs_retained'), 0)::int as jobs_retained_ft,
        coalesce(sum(x.pt) filter (where x.counted and x.kind = 'jobs_retained'), 0)::int as jobs_retained_pt,
        coalesce(sum(x.n) filter (where x.counted and x.kind = 'capital_accessed'), 0)::int as capital_count,
        coalesce(sum(x.amount) filter (where x.counted and x.kind = 'capital_accessed'), 0)::text as capital_amount,
        coalesce(sum(x.program) filter (where x.counted and x.kind = 'capital_accessed'), 0)::text as capital_program,
        coalesce(sum(x.n) filter (where x.counted and x.kind = 'business_started'), 0)::int as starts,
        coalesce(sum(x.n) filter (where x.counted and x.kind = 'certification'), 0)::int as certifications,
        coalesce(sum(x.n) filter (where not x.counted), 0)::int as awaiting
      from (
        select date_trunc('quarter', t.month::timestamp)::date as q, t.coach_user_id as coach, t.partner_user_id as partner, t.kind, ${counted} as counted,
          t.milestones as n, t.full_time_jobs as ft, t.part_time_jobs as pt, t.amount, t.amount_through_program as program
        from impact_milestone_totals t where ${sql.join(where, sql` and `)}
      ) x
      group by grouping sets ((), (x.q), (x.coach), (x.partner))`),
    db.execute<ClientCountRow>(clientsSql),
    db.execute<CapitalRow>(sql`
      select t.capital_type as type, t.capital_source as source, sum(t.milestones)::int as n, sum(t.amount)::text as amount,
        sum(t.amount_through_program)::text as program
      from impact_milestone_totals t
      where ${sql.join(where, sql` and `)} and t.kind = 'capital_accessed' and ${counted}
      group by grouping sets ((t.capital_type), (t.capital_source))`),
  ]);
  const noSums = { jobs_created_ft: 0, jobs_created_pt: 0, jobs_retained_ft: 0, jobs_retained_pt: 0, capital_count: 0, capital_amount: "0", capital_program: "0", starts: 0, certifications: 0, awaiting: 0 };
  return { milestones: [...sums.rows, ...clientGroupRows(clients.rows, span).map((r) => ({ ...r, ...noSums }))], capital: capital.rows };
}

/**
 * Whether the days a month span adds to start..end (before start in its first month, after end in
 * its last) hold no session or milestone — then the span's figures are the period's.
 */
export async function spanAddsNothing(db: Db, start: string, end: string, span: MonthSpan): Promise<boolean> {
  const margins: SQL[] = [];
  if (span.start < start) {
    margins.push(sql`exists (select 1 from ta_tracking where date_of_session >= ${span.start}::date and date_of_session < ${start}::date)`);
    margins.push(sql`exists (select 1 from milestones where occurred_on >= ${span.start}::date and occurred_on < ${start}::date)`);
  }
  if (span.end > end) {
    margins.push(sql`exists (select 1 from ta_tracking where date_of_session > ${end}::date and date_of_session <= ${span.end}::date)`);
    margins.push(sql`exists (select 1 from milestones where occurred_on > ${end}::date and occurred_on <= ${span.end}::date)`);
  }
  if (margins.length === 0) return true;
  const result = await db.execute<{ any: boolean }>(sql`select (${sql.join(margins, sql` or `)}) as any`);
  return !result.rows[0]?.any;
}
