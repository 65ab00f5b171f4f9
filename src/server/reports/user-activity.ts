/**
 * The user activity report (issue #15 §3): one row per learner in scope, for a date range (UTC days,
 * both ends inclusive) — sign-ins, sessions, page views, time active, contents and modules
 * completed, document versions submitted, last activity — as an XLSX workbook with a totals row.
 *
 * Time active follows the lesson timer's rules (rpc/telemetry/time-spent.ts) across every page: in
 * each browser session, the time from a page view, activity, form submit or sign-in to the session's
 * next event counts, at most 30 minutes an interval; an idle stop, page leave, app exit or sign-out
 * starts nothing. Counted in SQL (window functions), one query for all users in scope.
 */
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { reportSheet, type ReportMeta } from "./report-sheet.js";
import type { Db } from "../db/database.js";
import { fullNameOf } from "../rpc/account/account-policy.js";
import { INTERVAL_CAP_SECONDS } from "../rpc/telemetry/time-spent.js";

export interface ActivityQuery {
  /** YYYY-MM-DD, inclusive (UTC). */
  start: string;
  end: string;
  /** Only this coach's (or lender's) mentees. */
  coachUserId?: string;
  /** Only users who signed up with this code (upper case). */
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


/** The report's rows, learners by name. */
export async function userActivityRows(db: Db, q: ActivityQuery): Promise<ActivityRow[]> {
  const from = `${q.start}T00:00:00Z`;
  const until = sql`(${q.end}::date + 1)::timestamptz`;
  const result = await db.execute<{
    id: string;
    first_name: string;
    last_name: string;
    display_name: string;
    email: string;
    business_name: string;
    referral_code: string | null;
    coach_first: string | null;
    coach_last: string | null;
    coach_display: string | null;
    sign_ins: string | null;
    sessions: string | null;
    page_views: string | null;
    seconds: string | null;
    last_event: Date | string | null;
    contents: string | null;
    modules: string | null;
    documents: string | null;
  }>(sql`
    with scope as (
      select u.* from users u
      where u.type = 'STANDARD'
        ${q.coachUserId ? sql`and u.assigned_coach_id = ${q.coachUserId}` : sql``}
        ${q.referralCode ? sql`and upper(u.referral_code) = ${q.referralCode}` : sql``}
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
             coalesce(sum(least(extract(epoch from (next_at - at)), ${INTERVAL_CAP_SECONDS}))
               filter (where next_at is not null and action in ('PAGE_VIEW', 'ACTIVITY', 'FORM_SUBMIT', 'LOGIN')), 0) as seconds,
             max(at) as last_event
      from ev group by user_id
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
    select s.id, s.first_name, s.last_name, s.display_name, s.email, s.business_name, s.referral_code,
           c.first_name as coach_first, c.last_name as coach_last, c.display_name as coach_display,
           t.sign_ins, t.sessions, t.page_views, t.seconds, t.last_event,
           ct.n as contents, m.n as modules, d.n as documents
    from scope s
    left join users c on c.id = s.assigned_coach_id
    left join telemetry t on t.user_id = s.id
    left join contents ct on ct.user_id = s.id
    left join modules m on m.user_id = s.id
    left join documents d on d.user_id = s.id
    order by lower(s.last_name), lower(s.first_name), s.id`);
  return result.rows.map((r) => ({
    userId: r.id,
    name: fullNameOf({ firstName: r.first_name, lastName: r.last_name, displayName: r.display_name }),
    email: r.email,
    business: r.business_name,
    coach: fullNameOf({ firstName: r.coach_first, lastName: r.coach_last, displayName: r.coach_display }),
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
}

const COLUMNS: { key: keyof ActivityRow | "hoursActive"; header: string; width: number; numFmt?: string }[] = [
  { key: "name", header: "Name", width: 24 },
  { key: "email", header: "E-mail", width: 28 },
  { key: "business", header: "Business", width: 24 },
  { key: "coach", header: "Coach", width: 20 },
  { key: "referralCode", header: "Referral code", width: 13 },
  { key: "signIns", header: "Sign-ins", width: 9 },
  { key: "sessions", header: "Sessions", width: 9 },
  { key: "pageViews", header: "Page views", width: 10 },
  { key: "hoursActive", header: "Hours active", width: 11, numFmt: "0.00" },
  { key: "contentsCompleted", header: "Contents completed", width: 12 },
  { key: "modulesCompleted", header: "Modules completed", width: 12 },
  { key: "documentsSubmitted", header: "Documents submitted", width: 12 },
  { key: "lastActivity", header: "Last activity (UTC)", width: 18, numFmt: "yyyy-mm-dd hh:mm" },
];
const SUMMED = new Set(["signIns", "sessions", "pageViews", "hoursActive", "contentsCompleted", "modulesCompleted", "documentsSubmitted"]);

/** The rows as an XLSX workbook (one row per user: small enough to build in memory). */
export async function userActivityXlsx(rows: readonly ActivityRow[], meta: ReportMeta): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = reportSheet(workbook, "User activity", meta);
  sheet.columns = COLUMNS.map((c) => ({ key: c.key, header: c.header, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow({ ...r, hoursActive: Math.round((r.secondsActive / 3600) * 100) / 100, lastActivity: r.lastActivity ?? "" });
  const last = rows.length + 1;
  const totals: Record<string, unknown> = { name: `Total (${rows.length} users)` };
  COLUMNS.forEach((c, i) => {
    if (!SUMMED.has(c.key)) return;
    const letter = String.fromCharCode(65 + i);
    const result =
      c.key === "hoursActive"
        ? Math.round((rows.reduce((a, r) => a + r.secondsActive, 0) / 3600) * 100) / 100
        : rows.reduce((a, r) => a + (r[c.key as keyof ActivityRow] as number), 0);
    totals[c.key] = rows.length ? { formula: `SUM(${letter}2:${letter}${last})`, result } : 0;
  });
  sheet.addRow(totals).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
