/**
 * The TA sessions the TA benchmarks (ta-tracking, ta-report) seed, set-based, straight into the
 * database: once the coaches (bench.coach-<n>@example.com, type COACH) are in, each is given its
 * mentees (learners assigned to it, with a name, and a state and county on their address), then the
 * sessions go in with one INSERT … SELECT over generate_series — oldest first over the last 365
 * days, coaches taking turns, each coach's sessions going round their mentees; hours, session types,
 * categories, action items, miles, meals, a service and a sentence of notes vary by row — and the
 * tables are vacuumed and analyzed. All in one database session: its temporary tables (bench_coach,
 * bench_client) live in it.
 */
import { LAST_NAMES, OWNERS } from "./seed-helpers.js";

/** A database session's query (a pg client's, so its temporary tables stay). */
export type SessionQuery = (text: string, params?: unknown[]) => Promise<unknown>;

export const COUNTIES = ["Bernalillo", "Doña Ana", "Santa Fe", "Sandoval", "San Juan", "McKinley", "Taos", "Chaves", "Otero", "Rio Arriba", "Luna", "Grant"];
export const SERVICES = [
  "Cash-flow review", "Loan application prep", "Bookkeeping set-up", "Pricing worksheet", "Business plan draft",
  "Credit report walk-through", "Marketing plan", "Quarterly tax planning", "Inventory count method", "Lease negotiation prep",
];
export const NOTES = [
  "Went through last quarter's bank statements; receivables are running 45 days, agreed to send invoices the day work is done.",
  "Client brought the draft projections. Adjusted the payroll line for the seasonal hire and re-ran the break-even.",
  "Phone check-in: the equipment quote came in higher than planned; we compared a lease against the loan option.",
  "Reviewed the separate business account set-up; personal spending is now out of the books from this month on.",
  "Practised the lender meeting: the two questions to expect are the collateral and the debt-service coverage.",
  "Email follow-up with the revised price list and the margin table for the three best-selling products.",
  "Walked through the credit report; two old collections to dispute, letters drafted together.",
  "Market-day results: sales covered costs on two of four Saturdays; next step is a smaller stall and fewer lines.",
  "Set up the monthly close checklist and a folder for receipts; next session we reconcile March.",
  "Discussed the storefront lease renewal clause and the personal guarantee; client will ask for a cap.",
  "Reviewed the grant application's budget narrative; the match needs a letter from the landlord.",
  "Quick call: tax set-aside account opened, 25% of each deposit going in automatically.",
];

/**
 * bench_coach (n, id) of the coaches already inserted as bench.coach-<n>@example.com; `mentees`
 * learners assigned to each (bench.mentee-<n>-<k>@); bench_client (coach_n, k, id, coach_id, name,
 * state, county) of them, analyzed.
 */
export async function seedMentees(q: SessionQuery, mentees: number): Promise<void> {
  await q(`create temporary table bench_coach as
           select substring(email from 'bench\\.coach-(\\d+)@')::int as n, id from users where type = 'COACH' and email like 'bench.coach-%@example.com'`);
  await q(
    `insert into users (type, email, first_name, last_name, display_name, assigned_coach_id, business_name, addresses)
     select 'STANDARD', 'bench.mentee-' || c.n || '-' || k || '@example.com',
            ($2::text[])[1 + (c.n * 7 + k) % array_length($2::text[], 1)],
            ($3::text[])[1 + (c.n * 3 + k * 5) % array_length($3::text[], 1)],
            '', c.id, 'Business ' || c.n || '-' || k,
            jsonb_build_array(jsonb_build_object('address1', (100 + k) || ' Main St', 'us_state', 'NM',
                                                 'county', ($4::text[])[1 + (c.n + k) % array_length($4::text[], 1)]))
       from bench_coach c cross join generate_series(1, $1::int) k`,
    [mentees, OWNERS, LAST_NAMES, COUNTIES],
  );
  await q(`create temporary table bench_client as
           select c.n as coach_n, row_number() over (partition by c.n order by u.email)::int as k, u.id, c.id as coach_id,
                  u.first_name || ' ' || u.last_name as name, u.addresses -> 0 ->> 'us_state' as state, u.addresses -> 0 ->> 'county' as county
             from users u join bench_coach c on c.id = u.assigned_coach_id`);
  await q(`analyze bench_client`);
}

export interface SessionsOptions {
  rows: number;
  coaches: number;
  mentees: number;
  /** The notes' sentences, in turn (default NOTES). */
  notes?: readonly string[];
  /**
   * What the report's columns also need: lodging on one in-person session in 53 (89 units), and
   * one note in a hundred starting with "=" (the CSV's formula guard).
   */
  forReport?: boolean;
}

/**
 * The sessions (after seedMentees): session g on day ⌊(rows − g)·365 / rows⌋ before today (oldest
 * first), coach g mod coaches, that coach's mentee ⌊g / coaches⌋ mod mentees; the rest varies with
 * g. Then VACUUM ANALYZE of ta_tracking and users. `step` says how long each took.
 */
export async function insertTASessions(q: SessionQuery, step: (what: string, t0: number) => void, options: SessionsOptions): Promise<void> {
  const report = options.forReport === true;
  const lodgingColumns = report ? " lodging_units, lodging_nanos," : "";
  const lodging = report ? `\n                case when s.kind = 'PERSON_TO_PERSON' and g % 53 = 0 then 89 else 0 end,\n                0,` : "";
  const note = `($5::text[])[1 + (g * 5) % array_length($5::text[], 1)]`;
  const comments = report ? `case when g % 100 = 0 then '=HYPERLINK("http://example.com") pasted by mistake' else ${note} end` : note;
  let t0 = performance.now();
  await q(
    `insert into ta_tracking (coach_user_id, client_user_id, created_by_user_id, date_of_session, time_spent_hours, service_provided,
                              session_type, ta_category, action_item, pre_post_admin, prep_time_hours, travel_time_hours, miles_traveled,
                              meals_units, meals_nanos,${lodgingColumns} comments, client_name, state, county, contact, created_at, updated_at)
     select cl.coach_id, cl.id, cl.coach_id, s.day, 0.25 * (1 + (g * 7) % 12), ($4::text[])[1 + (g * 3) % array_length($4::text[], 1)],
            s.kind,
            (array['INITIAL_CONTACT','ONGOING_COACHING','ONGOING_COACHING','ONGOING_COACHING','ANALYSIS_OF_BUSINESS','CREATE_ACTION_PLAN'])[1 + (g / $2) % 6],
            (array['ACCOUNTING','BUSINESS_FORMATION','BUSINESS_PLAN','MANAGEMENT','MARKETING','MARKET_RESEARCH','PERSONAL_BUDGET','PROCESS','PROJECTIONS','IDENTIFICATION_CAPITAL_NEEDS'])[1 + (g * 7) % 10],
            (array['PRE','PRE','POST','ADMIN'])[1 + (g * 11) % 4],
            0.25 * ((g * 11) % 5),
            case when s.kind = 'PERSON_TO_PERSON' then 0.25 * ((g * 3) % 5) else 0 end,
            case when s.kind = 'PERSON_TO_PERSON' then 7.5 * ((g * 3) % 5) + (g % 10) * 0.1 else 0 end,
            case when s.kind = 'PERSON_TO_PERSON' and g % 7 = 0 then 8 + g % 20 else 0 end,
            case when s.kind = 'PERSON_TO_PERSON' and g % 7 = 0 then 500000000 else 0 end,${lodging}
            ${comments},
            cl.name, cl.state, cl.county,
            case when g % 3 = 0 then cl.name else '' end,
            s.at, s.at
       from generate_series(1, $1::int) g
       cross join lateral (
         select current_date - ((($1::bigint - g) * 365) / $1::bigint)::int as day,
                (array['PERSON_TO_PERSON','PERSON_TO_PERSON','PHONE','PHONE','EMAIL','PERSON_TO_PERSON','PHONE','EMAIL','OTHER','PERSON_TO_PERSON'])[1 + (g * 13) % 10] as kind,
                (current_date - ((($1::bigint - g) * 365) / $1::bigint)::int) + time '08:00' + make_interval(mins => ((g * 37) % 600)::int) as at
       ) s
       join bench_client cl on cl.coach_n = g % $2 + 1 and cl.k = (g / $2) % $3 + 1`,
    [options.rows, options.coaches, options.mentees, SERVICES, options.notes ?? NOTES],
  );
  step(`${options.rows} TA sessions inserted`, t0);
  t0 = performance.now();
  await q(`vacuum analyze ta_tracking`);
  await q(`vacuum analyze users`);
  step("vacuum analyze", t0);
}
