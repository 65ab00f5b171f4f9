/**
 * Partner banks' reports (issue #15 §4; ADR 0023): PartnerGetDashboard and PartnerListTATracking,
 * for partner banks (their own codes) and administrators. validate (range, ids) → authorize (the
 * access table; partner-reports-policy.ts for the codes) → act: aggregates only, over the clients
 * whose sign-up code is in scope — counts and sums, never a client's identity → map.
 */
import type { HandlerContext } from "@connectrpc/connect";
import { sql } from "drizzle-orm";
import { create } from "@bufbuild/protobuf";
import { CategoryHoursSchema, MonthCountSchema, TACategory, type CategoryHours, type PartnerScope } from "../../../gen/compass/v1/compass_pb.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { lastTwelveMonths, monthsOf } from "./partner-reports-policy.js";
import { clientsOf, partnerScope } from "./partner-scope.js";

export const PARTNER_REPORTS_METHODS = ["partnerGetDashboard", "partnerListTATracking"] as const;
export type PartnerReportsHandlers = DomainHandlers<(typeof PARTNER_REPORTS_METHODS)[number]>;

const CATEGORY: Record<string, TACategory> = {
  INITIAL_CONTACT: TACategory.TA_CATEGORY_INITIAL_CONTACT,
  ONGOING_COACHING: TACategory.TA_CATEGORY_ONGOING_COACHING,
  ANALYSIS_OF_BUSINESS: TACategory.TA_CATEGORY_ANALYSIS_OF_BUSINESS,
  CREATE_ACTION_PLAN: TACategory.TA_CATEGORY_CREATE_ACTION_PLAN,
};
const categoryOf = (stored: string): TACategory => CATEGORY[stored.replace(/^TA_CATEGORY_/, "")] ?? TACategory.TA_CATEGORY_UNSPECIFIED;

function categoryHours(r: { category: string; sessions: number; clients: number; contact: number; prep: number; travel: number }): CategoryHours {
  const round = (n: number) => Math.round(n * 100) / 100;
  return create(CategoryHoursSchema, {
    taCategory: categoryOf(r.category),
    sessions: Number(r.sessions),
    clients: Number(r.clients),
    contactHours: round(Number(r.contact)),
    prepHours: round(Number(r.prep)),
    travelHours: round(Number(r.travel)),
  });
}

export function partnerReportsService(deps: Pick<ServiceDeps, "db">): PartnerReportsHandlers {
  const db = deps.db;

  const scopeOf = (ctx: HandlerContext, s: PartnerScope | undefined) => partnerScope(db, ctx, s, lastTwelveMonths);

  const fromDay = (d: string) => sql`${d}::date`;
  const untilDay = (d: string) => sql`(${d}::date + 1)`;

  return {
    async partnerGetDashboard(req, ctx) {
      const scope = await scopeOf(ctx, req.scope);
      const clients = clientsOf(scope.codes);
      const [referred, ta, learning, tools] = await Promise.all([
        db.execute<{ y: number; m: number; n: number }>(sql`
          select extract(year from created_at)::int as y, extract(month from created_at)::int as m, count(*)::int as n
          from users where id in (${clients}) and created_at >= ${fromDay(scope.start)} and created_at < ${untilDay(scope.end)}
          group by 1, 2`),
        db.execute<{ category: string; sessions: number; clients: number; contact: number; prep: number; travel: number }>(sql`
          select ta_category as category, count(*)::int as sessions, count(distinct client_user_id)::int as clients,
                 coalesce(sum(time_spent_hours), 0) as contact, coalesce(sum(prep_time_hours), 0) as prep, coalesce(sum(travel_time_hours), 0) as travel
          from ta_tracking where client_user_id in (${clients}) and date_of_session >= ${fromDay(scope.start)} and date_of_session <= ${scope.end}::date
          group by 1 order by 1`),
        db.execute<{ y: number; m: number; n: number }>(sql`
          select extract(year from completed_at)::int as y, extract(month from completed_at)::int as m, count(*)::int as n
          from learning_completion_log where user_id in (${clients}) and completed_at >= ${fromDay(scope.start)} and completed_at < ${untilDay(scope.end)}
          group by 1, 2`),
        db.execute<{ clients: number; surveys: number; plans: number; cashflows: number }>(sql`
          select count(*)::int as clients,
                 count(*) filter (where s.has_completed_business_survey)::int as surveys,
                 count(*) filter (where s.has_completed_business_plan)::int as plans,
                 count(*) filter (where s.has_completed_cashflow)::int as cashflows
          from users u left join user_states s on s.user_id = u.id where u.id in (${clients})`),
      ]);
      const perMonth = (rows: { y: number; m: number; n: number }[]) => {
        const by = new Map(rows.map((r) => [`${r.y}-${r.m}`, Number(r.n)]));
        return monthsOf(scope.start, scope.end).map(([year, month]) => create(MonthCountSchema, { year, month, count: by.get(`${year}-${month}`) ?? 0 }));
      };
      const t = tools.rows[0]!;
      return {
        clientsReferred: perMonth(referred.rows),
        taByCategory: ta.rows.map(categoryHours),
        learningCompletions: perMonth(learning.rows),
        surveysCompleted: Number(t.surveys),
        plansCompleted: Number(t.plans),
        cashflowsCompleted: Number(t.cashflows),
        clientCount: Number(t.clients),
      };
    },

    async partnerListTATracking(req, ctx) {
      const scope = await scopeOf(ctx, req.scope);
      const rows = await db.execute<{ y: number; m: number; category: string; sessions: number; clients: number; contact: number; prep: number; travel: number }>(sql`
        select extract(year from date_of_session)::int as y, extract(month from date_of_session)::int as m, ta_category as category,
               count(*)::int as sessions, count(distinct client_user_id)::int as clients,
               coalesce(sum(time_spent_hours), 0) as contact, coalesce(sum(prep_time_hours), 0) as prep, coalesce(sum(travel_time_hours), 0) as travel
        from ta_tracking where client_user_id in (${clientsOf(scope.codes)}) and date_of_session >= ${fromDay(scope.start)} and date_of_session <= ${scope.end}::date
        group by 1, 2, 3 order by 1, 2, 3`);
      return { rows: rows.rows.map((r) => ({ year: r.y, month: r.m, hours: categoryHours(r) })) };
    },
  };
}
