/**
 * The impact dashboard's figures (issue #40 §6): AdminGetImpactSummary for administrators (every
 * client, or one coach's, or one partner bank's) and PartnerGetImpactSummary for a partner bank (its
 * referred clients only; aggregates, no names; administrators may ask it for any bank). validate (the
 * period, the ids) → authorize (access.ts; a partner's codes: partner-scope.ts) → act (two grouped
 * queries — milestones and TA sessions — and two for capital and revenue; impact-summary.ts adds them
 * up) → map.
 *
 * What counts (ADR 0040's impact section): a milestone verified by staff or confirmed by the client,
 * by the day it happened (`include_reported` adds those still awaiting either); credited to the
 * coach and referral code of the time it was first recorded. Sessions by their day, credited to their
 * coach; a partner's are its referred clients'. Revenue change: see ImpactFigures in the proto.
 * Sums and distinct clients come from the rollups (impact-rollup-queries.ts; ADR 0046) when the
 * period is whole months, else from the tables.
 */
import { create } from "@bufbuild/protobuf";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type {
  AdminGetImpactSummaryRequestSchema} from "../../../gen/compass/v1/compass_pb.js";
import {
  CapitalType,
  MilestoneKind,
  ImpactGroupSchema,
  ImpactQuarterSchema,
  ImpactSummarySchema,
  type ImpactSummary,
} from "../../../gen/compass/v1/compass_pb.js";
import type { MessageShape } from "@bufbuild/protobuf";
import { users } from "../../db/schema/index.js";
import { signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { optionalId } from "../../core/ids.js";
import { displayName } from "../../core/names.js";
import { fiscalQuartersOf, fiscalYearToDate } from "../../../shared/fiscal-periods.js";
import { parseIsoDate } from "../../../shared/class-time.js";
import { dateRange } from "../dates.js";
import { bankCodesOf, checkFiveYears, codeList, partnerScope } from "../partner-reports/partner-scope.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import {
  addRevenue,
  capitalTotals,
  emptyTally,
  figuresOf,
  mergeMilestones,
  mergeSessions,
  type CapitalRow,
  type MilestoneGroupRow,
  type RevenueRow,
  type SessionGroupRow,
  type Tally,
} from "./impact-summary.js";
import { createImpactStore } from "./impact-store.js";
import { CAPITAL, KIND_OF, toMilestone } from "./impact-mapper.js";
import { auditAction } from "../audit-action.js";
import { pageSize, pageTokens } from "../paging.js";
import { milestones, taTracking } from "../../db/schema/index.js";
import { alias } from "drizzle-orm/pg-core";
import { keyset, pageOf } from "../paging.js";
import { toStorage } from "../ta-tracking/ta-tracking-mapper.js";
import { milestoneRowsFromRollups, monthSpanOf, sessionRowsFromRollups, spanAddsNothing } from "./impact-rollup-queries.js";

export const IMPACT_SUMMARY_METHODS = ["adminGetImpactSummary", "partnerGetImpactSummary", "adminListImpactMilestones", "adminListImpactSessions"] as const;
export type ImpactSummaryHandlers = DomainHandlers<(typeof IMPACT_SUMMARY_METHODS)[number]>;

/** Which clients and days a summary covers. */
interface SummaryScope {
  start: string;
  end: string;
  /** Milestones and sessions credited to this coach only. */
  coachUserId?: string;
  /** Only the clients of these referral codes (upper case); undefined: every client. */
  codes?: string[];
  includeReported: boolean;
  /** Administrators see the by-coach and by-partner groups (names); partners do not. */
  groups: boolean;
}

export function impactSummaryService(deps: Pick<ServiceDeps, "db" | "keyring" | "audit">): ImpactSummaryHandlers {
  const db = deps.db;
  const store = createImpactStore(db);
  const tokens = pageTokens(deps.keyring);
  const audit = auditAction(deps.audit);

  /** The coach a selection names: a coach, lender or administrator, else NOT_FOUND. */
  async function checkCoach(coachUserId: string): Promise<void> {
    const [coach] = await db.select({ type: users.type }).from(users).where(eq(users.id, coachUserId)).limit(1);
    if (!coach || (coach.type !== "COACH" && coach.type !== "LENDER" && coach.type !== "ADMIN")) throw rpcError.notFound("Coach not found");
  }

  /** The milestone rows in scope, as a subquery (quarter, coach, partner, counted). */
  function milestoneFilter(s: SummaryScope): SQL {
    const parts: SQL[] = [sql`m.occurred_on between ${s.start}::date and ${s.end}::date`];
    if (s.coachUserId) parts.push(sql`m.credited_coach_user_id = ${s.coachUserId}`);
    if (s.codes) parts.push(sql`upper(m.credited_referral_code) in (${codeList(s.codes)})`);
    return sql.join(parts, sql` and `);
  }
  const counted = (s: SummaryScope): SQL => (s.includeReported ? sql`true` : sql`m.state in ('verified', 'confirmed')`);

  /** The milestones' grouped rows and capital rows, added up from the milestones themselves. */
  async function milestoneRowsFromTables(s: SummaryScope): Promise<{ milestones: MilestoneGroupRow[]; capital: CapitalRow[] }> {
    const [milestones, capital] = await Promise.all([
      db.execute<MilestoneGroupRow>(sql`
        select grouping(x.q, x.coach, x.partner)::int as g, x.q::text as q, x.coach, x.partner,
          count(distinct x.user_id) filter (where x.counted)::int as clients,
          coalesce(sum(x.full_time_jobs) filter (where x.counted and x.kind = 'jobs_created'), 0)::int as jobs_created_ft,
          coalesce(sum(x.part_time_jobs) filter (where x.counted and x.kind = 'jobs_created'), 0)::int as jobs_created_pt,
          coalesce(sum(x.full_time_jobs) filter (where x.counted and x.kind = 'jobs_retained'), 0)::int as jobs_retained_ft,
          coalesce(sum(x.part_time_jobs) filter (where x.counted and x.kind = 'jobs_retained'), 0)::int as jobs_retained_pt,
          count(*) filter (where x.counted and x.kind = 'capital_accessed')::int as capital_count,
          coalesce(sum(x.amount) filter (where x.counted and x.kind = 'capital_accessed'), 0)::text as capital_amount,
          coalesce(sum(x.amount) filter (where x.counted and x.kind = 'capital_accessed' and x.through_program), 0)::text as capital_program,
          count(*) filter (where x.counted and x.kind = 'business_started')::int as starts,
          count(*) filter (where x.counted and x.kind = 'certification')::int as certifications,
          count(*) filter (where not x.counted)::int as awaiting
        from (
          select m.user_id, m.kind, m.full_time_jobs, m.part_time_jobs, m.amount, m.through_program,
            date_trunc('quarter', m.occurred_on::timestamp)::date as q, coalesce(m.credited_coach_user_id, '') as coach,
            coalesce(m.credited_partner_user_id, '') as partner, ${counted(s)} as counted
          from milestones m where ${milestoneFilter(s)}
        ) x
        group by grouping sets ((), (x.q), (x.coach), (x.partner))`),
      db.execute<CapitalRow>(sql`
        select m.capital_type as type, coalesce(nullif(btrim(m.capital_source), ''), '') as source, count(*)::int as n,
          sum(m.amount)::text as amount, coalesce(sum(m.amount) filter (where m.through_program), 0)::text as program
        from milestones m where ${milestoneFilter(s)} and m.kind = 'capital_accessed' and ${counted(s)}
        group by grouping sets ((m.capital_type), (coalesce(nullif(btrim(m.capital_source), ''), '')))`),
    ]);
    return { milestones: milestones.rows, capital: capital.rows };
  }

  /** The sessions' grouped rows, added up from ta_tracking. */
  async function sessionRowsFromTables(s: SummaryScope): Promise<SessionGroupRow[]> {
    const sessionFilter: SQL[] = [sql`t.date_of_session between ${s.start}::date and ${s.end}::date`];
    if (s.coachUserId) sessionFilter.push(sql`t.coach_user_id = ${s.coachUserId}`);
    if (s.codes) sessionFilter.push(sql`upper(u.referral_code) in (${codeList(s.codes)})`);
    // Sessions are credited to a partner through their client's sign-up code; the join is only
    // needed for the partner's filter or the by-partner groups.
    const needsClient = s.codes !== undefined || s.groups;
    const result = await db.execute<SessionGroupRow>(sql`
        select grouping(x.q, x.coach, x.partner)::int as g, x.q::text as q, x.coach, x.partner,
          count(*)::int as sessions, count(distinct x.client_user_id)::int as clients, coalesce(sum(x.hours), 0)::float8 as hours
        from (
          select t.client_user_id, date_trunc('quarter', t.date_of_session::timestamp)::date as q, coalesce(t.coach_user_id, '') as coach,
            ${needsClient ? sql`coalesce(rc.owner_user_id, '')` : sql`''`} as partner,
            t.time_spent_hours + t.prep_time_hours + t.travel_time_hours as hours
          from ta_tracking t
          ${needsClient ? sql`left join users u on u.id = t.client_user_id left join referral_codes rc on rc.kind = 'bank' and upper(rc.code) = upper(u.referral_code)` : sql``}
          where ${sql.join(sessionFilter, sql` and `)}
        ) x
        group by grouping sets ((), (x.q), (x.coach), (x.partner))`);
    return result.rows;
  }

  /**
   * Each client's revenue change up to the period's end, for those whose latest annual revenue falls
   * in the period: the latest (by year, then the latest recorded day) minus the earliest year's (its
   * latest recorded day), when the years differ. Each end is one ordered index-only scan of its own
   * index (migration 0035), distinct on the client; the two meet in a merge join — no sort.
   */
  async function revenueRows(s: SummaryScope): Promise<RevenueRow[]> {
    const where = sql`m.kind = 'annual_revenue' and m.occurred_on <= ${s.end}::date and ${counted(s)}
      ${s.coachUserId ? sql`and m.credited_coach_user_id = ${s.coachUserId}` : sql``}
      ${s.codes ? sql`and upper(m.credited_referral_code) in (${codeList(s.codes)})` : sql``}`;
    const result = await db.execute<RevenueRow>(sql`
      select l.occurred_on::text as occurred_on, date_trunc('quarter', l.occurred_on::timestamp)::date::text as q, l.coach, l.partner,
        (l.amount - e.amount)::text as change
      from (
        select distinct on (m.user_id) m.user_id, m.occurred_on, m.revenue_year, m.amount,
          coalesce(m.credited_coach_user_id, '') as coach, coalesce(m.credited_partner_user_id, '') as partner
        from milestones m where ${where}
        order by m.user_id, m.revenue_year desc, m.occurred_on desc, m.id desc
      ) l
      join (
        select distinct on (m.user_id) m.user_id, m.revenue_year, m.amount
        from milestones m where ${where}
        order by m.user_id, m.revenue_year, m.occurred_on desc, m.id desc
      ) e on e.user_id = l.user_id and e.revenue_year < l.revenue_year
      where l.occurred_on >= ${s.start}::date`);
    return result.rows;
  }

  async function summarize(s: SummaryScope): Promise<ImpactSummary> {
    // Whole months whose extra days hold nothing: the rollups (ADR 0046); otherwise the tables.
    const span = monthSpanOf(s.start, s.end);
    const rollups = span && (await spanAddsNothing(db, s.start, s.end, span)) ? span : null;
    const [milestoneParts, sessionRows, revenue] = await Promise.all([
      rollups ? milestoneRowsFromRollups(db, s, rollups) : milestoneRowsFromTables(s),
      rollups ? sessionRowsFromRollups(db, s, rollups) : sessionRowsFromTables(s),
      revenueRows(s),
    ]);
    const milestoneRows = milestoneParts.milestones;
    const capitalRows = { rows: milestoneParts.capital };

    const tallies = new Map<string, Tally>();
    const tally = (key: string) => {
      let t = tallies.get(key);
      if (!t) tallies.set(key, (t = emptyTally()));
      return t;
    };
    mergeMilestones(milestoneRows, tally);
    mergeSessions(sessionRows, tally, s.groups);
    addRevenue(revenue, tally);

    const quarters = fiscalQuartersOf(s.start, s.end).map((q) =>
      create(ImpactQuarterSchema, {
        fiscalYear: q.fiscalYear,
        quarter: q.quarter,
        startDate: protoDate(q.start),
        endDate: protoDate(q.end),
        figures: figuresOf(tallies.get(`q:${calendarQuarterStart(q.start)}`) ?? emptyTally()),
      }),
    );
    const capital = capitalTotals(capitalRows.rows);
    const summary = create(ImpactSummarySchema, {
      startDate: protoDate(s.start),
      endDate: protoDate(s.end),
      totals: figuresOf(tallies.get("all") ?? emptyTally()),
      quarters,
      capitalByType: capital.byType,
      capitalBySource: capital.bySource,
    });
    if (s.groups) {
      summary.byCoach = await groupsOf(tallies, "coach");
      summary.byPartner = await groupsOf(tallies, "partner");
    }
    return summary;
  }

  /** The coach or partner groups, named, largest first (by counted milestones' clients, then sessions). */
  async function groupsOf(tallies: Map<string, Tally>, prefix: "coach" | "partner"): Promise<MessageShape<typeof ImpactGroupSchema>[]> {
    const entries = [...tallies.entries()].filter(([key]) => key.startsWith(`${prefix}:`)).map(([key, t]) => ({ id: key.slice(prefix.length + 1), t }));
    const ids = entries.map((e) => e.id).filter(Boolean);
    const people = ids.length
      ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email }).from(users).where(inArray(users.id, ids))
      : [];
    const byId = new Map(people.map((p) => [p.id, p]));
    return entries
      .sort((a, b) => b.t.clients - a.t.clients || b.t.sessions - a.t.sessions || a.id.localeCompare(b.id))
      .map((e) =>
        create(ImpactGroupSchema, {
          userId: e.id,
          name: e.id ? displayName(byId.get(e.id) ?? { deleted: true }) : "",
          figures: figuresOf(e.t),
        }),
      );
  }

  return {
    async adminGetImpactSummary(req, ctx) {
      signedIn(ctx);
      const { start, end } = period(req);
      const coachUserId = optionalId(req.coachUserId, "coach_user_id", "a user id");
      const bank = optionalId(req.bankUserId, "bank_user_id", "a user id");
      let codes: string[] | undefined;
      if (bank) codes = await bankCodesOf(db, bank);
      if (coachUserId) await checkCoach(coachUserId);
      const summary = await summarize({ start, end, includeReported: req.includeReported, groups: true, ...(coachUserId ? { coachUserId } : {}), ...(codes ? { codes } : {}) });
      return { summary };
    },

    async adminListImpactMilestones(req, ctx) {
      const actor = signedIn(ctx);
      const { start, end } = period(req);
      const coachUserId = optionalId(req.coachUserId, "coach_user_id", "a user id");
      const bank = optionalId(req.bankUserId, "bank_user_id", "a user id");
      const kind = req.kind === MilestoneKind.UNSPECIFIED ? null : KIND_OF[req.kind];
      if (kind === undefined) throw rpcError.invalidArgument("kind: not a kind of milestone.");
      const capitalType = req.capitalType === CapitalType.UNSPECIFIED ? null : CAPITAL[req.capitalType];
      if (capitalType === undefined) throw rpcError.invalidArgument("capital_type: not a type of capital.");
      const capitalSource = req.capitalSource === undefined ? null : req.capitalSource.trim();
      if (capitalSource !== null && capitalSource.length > CAPITAL_SOURCE_MAX) throw rpcError.invalidArgument("capital_source: at most 200 characters.");
      const size = pageSize(req.pageRequest, { admin: true });
      const after = tokens.decode("adminListImpactMilestones", req.pageRequest?.pageToken ?? "");
      const codes = bank ? await bankCodesOf(db, bank) : undefined;
      if (coachUserId) await checkCoach(coachUserId);

      // The summary's selection (milestoneFilter, counted) over the milestones table, narrowed.
      const m = milestones;
      const where: SQL[] = [sql`${m.occurredOn} between ${start}::date and ${end}::date`];
      if (coachUserId) where.push(sql`${m.creditedCoachUserId} = ${coachUserId}`);
      if (codes) where.push(sql`upper(${m.creditedReferralCode}) in (${codeList(codes)})`);
      if (req.awaitingOnly) where.push(sql`${m.state} = 'reported'`);
      else if (!req.includeReported) where.push(sql`${m.state} in ('verified', 'confirmed')`);
      // A capital type or source names capital accessed (the summary groups only those by them).
      const kindSelected = kind ?? (capitalType || capitalSource !== null ? "capital_accessed" : null);
      if (kindSelected) where.push(sql`${m.kind} = ${kindSelected}`);
      if (capitalType) where.push(sql`${m.capitalType} = ${capitalType}`);
      if (capitalSource !== null) where.push(sql`coalesce(btrim(${m.capitalSource}), '') = ${capitalSource}`);
      const selection = sql.join(where, sql` and `);
      const [page, [total]] = await Promise.all([
        store.listWhere(selection, { after, size }),
        db.select({ n: sql<number>`count(*)::int` }).from(milestones).where(selection),
      ]);
      const viewer = { userId: actor.userId, role: actor.role };
      await audit(ctx, "admin_impact_milestones_listed", { type: "report", id: "impact" }, {
        kind: kind ?? "any",
        filters: [coachUserId && "coach", bank && "bank", capitalType && "capital_type", capitalSource !== null && "capital_source"].filter(Boolean),
      });
      return {
        records: page.items.map((item) => ({ milestone: toMilestone(item, viewer), clientName: displayName(item.client ?? { deleted: true }) })),
        pageResponse: { nextPageToken: page.next ? tokens.encode("adminListImpactMilestones", page.next) : "", totalSize: total?.n ?? 0 },
      };
    },

    async adminListImpactSessions(req, ctx) {
      signedIn(ctx);
      const { start, end } = period(req);
      const coachUserId = optionalId(req.coachUserId, "coach_user_id", "a user id");
      const bank = optionalId(req.bankUserId, "bank_user_id", "a user id");
      const size = pageSize(req.pageRequest, { admin: true });
      const token = req.pageRequest?.pageToken ?? "";
      const after = tokens.decode("adminListImpactSessions", token);
      const codes = bank ? await bankCodesOf(db, bank) : undefined;
      if (coachUserId) await checkCoach(coachUserId);

      // The summary's selection of sessions (sessionRowsFromTables): by day, the coach's, a bank's clients'.
      const client = alias(users, "client");
      const coach = alias(users, "coach");
      const t = taTracking;
      const where: SQL[] = [sql`${t.dateOfSession} between ${start}::date and ${end}::date`];
      if (coachUserId) where.push(eq(t.coachUserId, coachUserId));
      if (codes) where.push(sql`upper(${client.referralCode}) in (${codeList(codes)})`);
      const selection = and(...where)!;
      const q = keyset({ sort: t.dateOfSession, id: t.id, direction: "desc", after, size, where: selection });
      const person = (u: typeof client | typeof coach) => ({ firstName: u.firstName, lastName: u.lastName, displayName: u.displayName, email: u.email });
      const first = token === "";
      // What the whole selection adds up to; the client's row only to narrow to a bank's referred clients.
      const totalsFrom = db
        .select({
          n: sql<number>`count(*)::int`,
          hours: first ? sql<number>`coalesce(sum(${t.timeSpentHours} + ${t.prepTimeHours} + ${t.travelTimeHours}), 0)::float8` : sql<number>`0::float8`,
          clients: first ? sql<number>`count(distinct ${t.clientUserId})::int` : sql<number>`0`,
        })
        .from(t)
        .$dynamic();
      const [rows, [totals]] = await Promise.all([
        db
          .select({ row: t, sortKey: q.sortKey, client: person(client), coach: person(coach) })
          .from(t)
          .leftJoin(client, eq(client.id, t.clientUserId))
          .leftJoin(coach, eq(coach.id, t.coachUserId))
          .where(q.where)
          .orderBy(...q.orderBy)
          .limit(q.limit),
        (codes ? totalsFrom.leftJoin(client, eq(client.id, t.clientUserId)) : totalsFrom).where(selection),
      ]);
      const page = pageOf(rows, size, (r) => ({ key: r.sortKey, id: r.row.id }));
      await audit(ctx, "admin_impact_sessions_listed", { type: "report", id: "impact" }, { filters: [coachUserId && "coach", bank && "bank"].filter(Boolean) });
      return {
        records: page.items.map((r) => ({
          session: toStorage(r.row),
          clientName: displayName(r.client ?? { deleted: true }),
          coachName: r.row.coachUserId ? displayName(r.coach ?? { deleted: true }) : "",
        })),
        pageResponse: { nextPageToken: page.next ? tokens.encode("adminListImpactSessions", page.next) : "", totalSize: totals?.n ?? 0 },
        counselingHours: Number(totals?.hours ?? 0),
        clientsCounseled: totals?.clients ?? 0,
      };
    },

    async partnerGetImpactSummary(req, ctx) {
      const scope = await partnerScope(db, ctx, req.scope, fiscalYearToDate);
      const summary = await summarize({ start: scope.start, end: scope.end, codes: scope.codes, includeReported: req.includeReported, groups: false });
      return { summary };
    },
  };
}

/** The longest capital source a selection names (as a milestone's). */
const CAPITAL_SOURCE_MAX = 200;

/** The request's period: inclusive days, at most 5 years; unset: the fiscal year to date. */
function period(req: Pick<MessageShape<typeof AdminGetImpactSummaryRequestSchema>, "startDate" | "endDate">): { start: string; end: string } {
  const today = new Date().toISOString().slice(0, 10);
  const { start, end } = dateRange(req.startDate, req.endDate);
  const range = start || end ? { start: start ?? fiscalYearToDate(end ?? today).start, end: end ?? today } : fiscalYearToDate(today);
  if (range.start > range.end) throw rpcError.invalidArgument("end_date: give a date on or after start_date.");
  checkFiveYears(range, "start_date");
  return range;
}

/** The first day of the calendar quarter a day is in (fiscal quarters are calendar quarters). */
function calendarQuarterStart(day: string): string {
  const m = Number(day.slice(5, 7));
  const first = Math.floor((m - 1) / 3) * 3 + 1;
  return `${day.slice(0, 4)}-${String(first).padStart(2, "0")}-01`;
}

/** A day (YYYY-MM-DD, valid by construction) as a google.type.Date. */
const protoDate = (day: string) => parseIsoDate(day) ?? undefined;
