/**
 * The user activity report (issue #15 §3): one row per learner in scope, for a date range (UTC days,
 * both ends inclusive) — sign-ins, sessions, page views, time active, contents and modules
 * completed, document versions submitted, last activity — as an XLSX workbook with a totals row,
 * streamed: the learners are read a thousand at a time (each batch's activity one query over those
 * learners) and written as they come (xlsx-stream.ts), so a report of any length holds one batch.
 *
 * Time active follows the lesson timer's rules (reports/time-spent.ts) across every page: in
 * each browser session, the time from a page view, activity, form submit or sign-in to the session's
 * next event counts, at most 30 minutes an interval; an idle stop, page leave, app exit or sign-out
 * starts nothing. The intervals of all a learner's sessions are then laid on one timeline and
 * overlaps merged (issue #37: parallel tabs count once, never more than the wall clock), as
 * `mergedMs` does for the lesson timer. Counted in SQL (window functions: gaps and islands).
 *
 * Its words (sheet, title, headers, totals) are in the language of whoever asked for it.
 */
import { PassThrough, type Readable } from "node:stream";
import { sql } from "drizzle-orm";
import type { RowsWritten } from "./ta-report.js";
import { columnLetters, XlsxStreamWriter, type ReportMeta, type XlsxFormat, type XlsxValue } from "./xlsx-stream.js";
import type { Db } from "../db/database.js";
import type { MailLanguage } from "../identity/mail-words.js";
import { personName } from "../core/names.js";
import { INTERVAL_CAP_SECONDS } from "./time-spent.js";

export interface ActivityQuery {
  /** YYYY-MM-DD, inclusive (UTC). */
  start: string;
  end: string;
  /** Only this coach's (or lender's) mentees. */
  coachUserId?: string;
  /** Only users who signed up with this code, folded as codes are compared (foldedCode). */
  referralCode?: string;
}

export interface ActivityRow {
  userId: string;
  name: string;
  email: string;
  business: string;
  coach: string;
  referralCode: string;
  signIns: number;
  sessions: number;
  pageViews: number;
  secondsActive: number;
  contentsCompleted: number;
  modulesCompleted: number;
  documentsSubmitted: number;
  lastActivity: Date | null;
}


/** Users per batch (each batch's activity is one query over those users only). */
const BATCH = 1_000;

/** Where a batch ends: the learners are in (last name, first name, id) order, case-insensitively. */
interface After {
  last: string;
  first: string;
  id: string;
}

/** The learners in scope (only those of `coachUserId`, of `referralCode`). */
function scopeWhere(q: ActivityQuery) {
  return sql`u.type = 'STANDARD'
        ${q.coachUserId ? sql`and u.assigned_coach_id = ${q.coachUserId}` : sql``}
        ${q.referralCode ? sql`and translate(upper(u.referral_code), 'OIL', '011') = ${q.referralCode}` : sql``}`;
}

/** How many learners the report will hold (to decide whether it is made in the background: ADR 0025). */
export async function userActivityCount(db: Db, q: ActivityQuery): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${scopeWhere(q)}`);
  return result.rows[0]?.n ?? 0;
}

/** One batch of learners after `after`, with their activity in the range. */
async function activityBatch(db: Db, q: ActivityQuery, after: After | null, size: number) {
  const from = `${q.start}T00:00:00Z`;
  const until = sql`(${q.end}::date + 1)::timestamptz`;
  const result = await db.execute<{
    id: string;
    sort_last: string;
    sort_first: string;
    first_name: string;
    last_name: string;
    display_name: string;
    email: string;
    business_name: string;
    referral_code: string | null;
    coach_first: string | null;
    coach_last: string | null;
    coach_display: string | null;
    coach_email: string | null;
    sign_ins: string | null;
    sessions: string | null;
    page_views: string | null;
    seconds: string | null;
    last_event: Date | string | null;
    contents: string | null;
    modules: string | null;
    documents: string | null;
  }>(sql`
    with scope as materialized (
      select u.id, u.first_name, u.last_name, u.display_name, u.email, u.business_name, u.referral_code, u.assigned_coach_id,
             lower(u.last_name) as sort_last, lower(u.first_name) as sort_first
      from users u
      where ${scopeWhere(q)}
        ${after ? sql`and (lower(u.last_name), lower(u.first_name), u.id) > (${after.last}, ${after.first}, ${after.id})` : sql``}
      order by lower(u.last_name), lower(u.first_name), u.id
      limit ${size}
    ),
    ev as (
      select e.user_id, e.session_id, e.action, e.at,
             lead(e.at) over (partition by e.user_id, e.session_id order by e.at, e.id) as next_at
      from telemetry_events e
      where e.user_id in (select id from scope) and e.at >= ${from}::timestamptz and e.at < ${until}
    ),
    telemetry as (
      select user_id,
             count(*) filter (where action = 'LOGIN') as sign_ins,
             count(distinct session_id) filter (where session_id <> '') as sessions,
             count(*) filter (where action = 'PAGE_VIEW') as page_views,
             max(at) as last_event
      from ev group by user_id
    ),
    spans as (
      select user_id, at as s, least(next_at, at + interval '1 second' * ${INTERVAL_CAP_SECONDS}::int) as e
      from ev
      where next_at is not null and next_at > at and action in ('PAGE_VIEW', 'ACTIVITY', 'FORM_SUBMIT', 'LOGIN')
    ),
    marked as (
      -- A span starts a new island unless an earlier one (by start) still runs when it begins.
      select user_id, s, e,
             case when s <= max(e) over (partition by user_id order by s, e rows between unbounded preceding and 1 preceding)
                  then 0 else 1 end as fresh
      from spans
    ),
    islands as (
      select user_id, s, e, sum(fresh) over (partition by user_id order by s, e rows unbounded preceding) as island
      from marked
    ),
    active as (
      select user_id, sum(seconds) as seconds from (
        select user_id, extract(epoch from (max(e) - min(s))) as seconds from islands group by user_id, island
      ) merged group by user_id
    ),
    contents as (
      select user_id, count(*) as n from learning_completion_log
      where user_id in (select id from scope) and completed_at >= ${from}::timestamptz and completed_at < ${until}
      group by user_id
    ),
    modules as (
      select user_id, count(*) as n from user_learning_modules
      where user_id in (select id from scope) and completed_at >= ${from}::timestamptz and completed_at < ${until}
      group by user_id
    ),
    documents as (
      select user_id, count(*) as n from (
        select user_id, saved_at from business_surveys_history
        union all select user_id, saved_at from business_plans_history
        union all select user_id, saved_at from cashflows_history
      ) d
      where user_id in (select id from scope) and saved_at >= ${from}::timestamptz and saved_at < ${until}
      group by user_id
    )
    select s.id, s.sort_last, s.sort_first, s.first_name, s.last_name, s.display_name, s.email, s.business_name, s.referral_code,
           c.first_name as coach_first, c.last_name as coach_last, c.display_name as coach_display, c.email as coach_email,
           t.sign_ins, t.sessions, t.page_views, coalesce(a.seconds, 0) as seconds, t.last_event,
           ct.n as contents, m.n as modules, d.n as documents
    from scope s
    left join users c on c.id = s.assigned_coach_id
    left join telemetry t on t.user_id = s.id
    left join active a on a.user_id = s.id
    left join contents ct on ct.user_id = s.id
    left join modules m on m.user_id = s.id
    left join documents d on d.user_id = s.id
    order by s.sort_last, s.sort_first, s.id`);
  return result.rows;
}

/** The report's rows, learners by name, a batch at a time (each batch one query over its learners). */
export async function* userActivityBatches(db: Db, q: ActivityQuery, batchSize = BATCH): AsyncGenerator<ActivityRow[]> {
  let after: After | null = null;
  for (;;) {
    const rows = await activityBatch(db, q, after, batchSize);
    if (rows.length === 0) return;
    yield rows.map((r) => ({
      userId: r.id,
      name: personName({ firstName: r.first_name, lastName: r.last_name, displayName: r.display_name, email: r.email }),
      email: r.email,
      business: r.business_name,
      coach: personName({ firstName: r.coach_first, lastName: r.coach_last, displayName: r.coach_display, email: r.coach_email }),
      referralCode: r.referral_code ?? "",
      signIns: Number(r.sign_ins ?? 0),
      sessions: Number(r.sessions ?? 0),
      pageViews: Number(r.page_views ?? 0),
      secondsActive: Math.round(Number(r.seconds ?? 0)),
      contentsCompleted: Number(r.contents ?? 0),
      modulesCompleted: Number(r.modules ?? 0),
      documentsSubmitted: Number(r.documents ?? 0),
      lastActivity: r.last_event ? new Date(r.last_event) : null,
    }));
    const last = rows[rows.length - 1]!;
    after = { last: last.sort_last, first: last.sort_first, id: last.id };
    if (rows.length < batchSize) return;
  }
}

const hoursOf = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

type ColumnKey = Exclude<keyof ActivityRow, "userId" | "secondsActive"> | "hoursActive";

const COLUMNS: { key: ColumnKey; width: number; format?: XlsxFormat }[] = [
  { key: "name", width: 24 },
  { key: "email", width: 28 },
  { key: "business", width: 24 },
  { key: "coach", width: 20 },
  { key: "referralCode", width: 13 },
  { key: "signIns", width: 9 },
  { key: "sessions", width: 9 },
  { key: "pageViews", width: 10 },
  { key: "hoursActive", width: 11, format: "hours" },
  { key: "contentsCompleted", width: 12 },
  { key: "modulesCompleted", width: 12 },
  { key: "documentsSubmitted", width: 12 },
  { key: "lastActivity", width: 18, format: "datetime" },
];

/** The workbook's words in the reader's language (the requester's setting; issue #16). */
interface ActivityWords {
  sheet: string;
  title(start: string, end: string): string;
  total(users: number): string;
  headers: Record<ColumnKey, string>;
}

export const ACTIVITY_WORDS: Record<MailLanguage, ActivityWords> = {
  en: {
    sheet: "User activity",
    title: (start, end) => `Compass user activity ${start} to ${end}`,
    total: (n) => `Total (${n} ${n === 1 ? "user" : "users"})`,
    headers: {
      name: "Name",
      email: "E-mail",
      business: "Business",
      coach: "Coach",
      referralCode: "Referral code",
      signIns: "Sign-ins",
      sessions: "Sessions",
      pageViews: "Page views",
      hoursActive: "Hours active",
      contentsCompleted: "Contents completed",
      modulesCompleted: "Modules completed",
      documentsSubmitted: "Documents submitted",
      lastActivity: "Last activity (UTC)",
    },
  },
  es: {
    sheet: "Actividad de usuarios",
    title: (start, end) => `Actividad de usuarios de Compass del ${start} al ${end}`,
    total: (n) => `Total (${n} ${n === 1 ? "usuario" : "usuarios"})`,
    headers: {
      name: "Nombre",
      email: "Correo electrónico",
      business: "Negocio",
      coach: "Asesor",
      referralCode: "Código de referido",
      signIns: "Inicios de sesión",
      sessions: "Sesiones",
      pageViews: "Páginas vistas",
      hoursActive: "Horas activas",
      contentsCompleted: "Contenidos completados",
      modulesCompleted: "Módulos completados",
      documentsSubmitted: "Documentos enviados",
      lastActivity: "Última actividad (UTC)",
    },
  },
};
type Summed = "signIns" | "sessions" | "pageViews" | "secondsActive" | "contentsCompleted" | "modulesCompleted" | "documentsSubmitted";
const SUMMED: readonly Summed[] = ["signIns", "sessions", "pageViews", "secondsActive", "contentsCompleted", "modulesCompleted", "documentsSubmitted"];

const cellOf = (row: ActivityRow, key: (typeof COLUMNS)[number]["key"]): XlsxValue => {
  if (key === "hoursActive") return hoursOf(row.secondsActive);
  if (key === "lastActivity") return row.lastActivity ? { time: row.lastActivity } : null;
  return row[key] as string | number;
};

/**
 * The report as an XLSX workbook, streamed (xlsx-stream.ts): the learners read a batch at a time
 * and written as they come, the header bold and frozen, hours and times formatted, and a totals row
 * of live formulas with their results.
 */
export function userActivityXlsx(db: Db, q: ActivityQuery, meta: ReportMeta, onRows?: RowsWritten, language: MailLanguage = "en"): Readable {
  const words = ACTIVITY_WORDS[language];
  const out = new PassThrough();
  void (async () => {
    const columns = COLUMNS.map((c) => ({ header: words.headers[c.key], width: c.width, ...(c.format ? { format: c.format } : {}) }));
    const xlsx = new XlsxStreamWriter(out, { sheetName: words.sheet, title: meta.title, creator: "Compass", created: meta.generatedAt, columns });
    await xlsx.start();
    const sums = Object.fromEntries(SUMMED.map((k) => [k, 0])) as Record<Summed, number>;
    let learners = 0;
    for await (const batch of userActivityBatches(db, q)) {
      learners += batch.length;
      for (const row of batch) for (const k of SUMMED) sums[k] += row[k];
      await xlsx.rowsBatch(batch.map((row) => COLUMNS.map((c) => cellOf(row, c.key))));
      onRows?.(batch.length);
    }
    const last = learners + 1;
    await xlsx.row(
      COLUMNS.map((c, i): XlsxValue => {
        if (c.key === "name") return words.total(learners);
        const summed: Summed | null = c.key === "hoursActive" ? "secondsActive" : (SUMMED as readonly string[]).includes(c.key) ? (c.key as Summed) : null;
        if (!summed) return null;
        const result = summed === "secondsActive" ? hoursOf(sums.secondsActive) : sums[summed];
        const letter = columnLetters(i);
        return learners > 0 ? { formula: `SUM(${letter}2:${letter}${last})`, result } : 0;
      }),
      { bold: true },
    );
    await xlsx.finish();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}
