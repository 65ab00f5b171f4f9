/**
 * The impact summary's rollups (ADR 0046; migration 0034) stay exactly what a fresh fill from
 * ta_tracking and milestones gives, through every kind of write the product makes: bulk and single
 * inserts, corrections of every grouped field (day, coach, client, hours, kind, state, credit,
 * capital type and source), deletions, a client's new sign-up code, a client's and a coach's
 * deletion (their ids set to null or their rows deleted by the database), and truncation. Runs on the
 * embedded engine and on PostgreSQL (DATABASE_URL).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { milestones, referralCodes, taTracking, users } from "../../../src/server/db/schema/index.js";
import { insertUser } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

let database: TestDatabase;
const ids = {} as Record<"coachA" | "coachB" | "bank" | "l1" | "l2" | "l3", string>;

beforeAll(async () => {
  database = await testDatabase();
  ids.coachA = await insertUser(database, "COACH");
  ids.coachB = await insertUser(database, "COACH");
  ids.bank = await insertUser(database, "BANK");
  await database.db.insert(referralCodes).values([
    { code: "ROLL1", ownerUserId: ids.bank, kind: "bank" },
    { code: "ROLL2", ownerUserId: ids.bank, kind: "bank" },
  ]);
  ids.l1 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachA, referralCode: "roll1" });
  ids.l2 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachB, referralCode: "ROLL2" });
  ids.l3 = await insertUser(database, "STANDARD", { assignedCoachId: ids.coachA });
});
afterAll(async () => {
  await database?.close();
});

/** The six rollups as stored, and as a fresh fill computes them (migration 0034's first fill), as sorted JSON. */
async function rollupsAndFreshFill() {
  const rows = async (query: ReturnType<typeof sql>) => JSON.stringify((await database.db.execute(query)).rows);
  return {
    stored: {
      sessionTotals: await rows(sql`select month::text, coach_user_id, referral_code, sessions::text, hours::numeric::text as hours from impact_session_totals order by 1, 2, 3`),
      sessionClients: await rows(sql`select client_user_id, referral_code, months::text from impact_session_clients order by 1`),
      sessionClientCoaches: await rows(sql`select client_user_id, coach_user_id, referral_code, months::text from impact_session_client_coaches order by 1, 2`),
      milestoneTotals: await rows(sql`
        select month::text, kind, counted, coach_user_id, partner_user_id, referral_code, capital_type, capital_source,
          milestones::text, full_time_jobs::text, part_time_jobs::text, amount::text, amount_through_program::text
        from impact_milestone_totals order by 1, 2, 3, 4, 5, 6, 7, 8`),
      milestoneClients: await rows(sql`select user_id, counted_months::text, any_months::text from impact_milestone_clients order by 1`),
      milestoneClientCredits: await rows(
        sql`select user_id, coach_user_id, partner_user_id, referral_code, counted_months::text, any_months::text from impact_milestone_client_credits order by 1, 2, 3, 4`,
      ),
    },
    fresh: {
      sessionTotals: await rows(sql`
        select date_trunc('month', t.date_of_session)::date::text as month, coalesce(t.coach_user_id, '') as coach_user_id, coalesce(upper(u.referral_code), '') as referral_code,
          count(*)::text as sessions, sum(t.time_spent_hours::numeric + t.prep_time_hours::numeric + t.travel_time_hours::numeric)::text as hours
        from ta_tracking t left join users u on u.id = t.client_user_id group by 1, 2, 3 order by 1, 2, 3`),
      sessionClients: await rows(sql`
        select t.client_user_id, coalesce(upper(min(u.referral_code)), '') as referral_code, bit_or(impact_month_bit(t.date_of_session))::text as months
        from ta_tracking t left join users u on u.id = t.client_user_id where t.client_user_id is not null group by 1 order by 1`),
      sessionClientCoaches: await rows(sql`
        select t.client_user_id, coalesce(t.coach_user_id, '') as coach_user_id, coalesce(upper(min(u.referral_code)), '') as referral_code,
          bit_or(impact_month_bit(t.date_of_session))::text as months
        from ta_tracking t left join users u on u.id = t.client_user_id where t.client_user_id is not null group by 1, 2 order by 1, 2`),
      milestoneTotals: await rows(sql`
        select date_trunc('month', m.occurred_on)::date::text as month, m.kind, m.state in ('verified', 'confirmed') as counted,
          coalesce(m.credited_coach_user_id, '') as coach_user_id, coalesce(m.credited_partner_user_id, '') as partner_user_id,
          coalesce(upper(m.credited_referral_code), '') as referral_code, coalesce(m.capital_type, '') as capital_type, coalesce(btrim(m.capital_source), '') as capital_source,
          count(*)::text as milestones, coalesce(sum(m.full_time_jobs), 0)::text as full_time_jobs, coalesce(sum(m.part_time_jobs), 0)::text as part_time_jobs,
          coalesce(sum(m.amount), 0)::text as amount, coalesce(sum(m.amount) filter (where m.through_program), 0)::text as amount_through_program
        from milestones m group by 1, 2, 3, 4, 5, 6, 7, 8 order by 1, 2, 3, 4, 5, 6, 7, 8`),
      milestoneClients: await rows(sql`
        select m.user_id,
          coalesce(bit_or(impact_month_bit(m.occurred_on)) filter (where m.state in ('verified', 'confirmed')), B'0'::bit(2400))::text as counted_months,
          bit_or(impact_month_bit(m.occurred_on))::text as any_months
        from milestones m group by 1 order by 1`),
      milestoneClientCredits: await rows(sql`
        select m.user_id, coalesce(m.credited_coach_user_id, '') as coach_user_id, coalesce(m.credited_partner_user_id, '') as partner_user_id,
          coalesce(upper(m.credited_referral_code), '') as referral_code,
          coalesce(bit_or(impact_month_bit(m.occurred_on)) filter (where m.state in ('verified', 'confirmed')), B'0'::bit(2400))::text as counted_months,
          bit_or(impact_month_bit(m.occurred_on))::text as any_months
        from milestones m group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
    },
  };
}

async function expectInStep(step: string) {
  const { stored, fresh } = await rollupsAndFreshFill();
  for (const table of Object.keys(fresh) as (keyof typeof fresh)[]) {
    expect(stored[table], `${step}: ${table}`).toBe(fresh[table]);
  }
}

type MilestoneInsert = typeof milestones.$inferInsert;
const credit = () => ({ creditedCoachUserId: ids.coachA, creditedPartnerUserId: ids.bank, creditedReferralCode: "ROLL1" });
const milestone = (userId: string, occurredOn: string, values: Partial<MilestoneInsert> & Pick<MilestoneInsert, "kind">): MilestoneInsert => ({
  userId,
  occurredOn,
  state: "verified",
  recordedByRole: "staff",
  ...values,
});

describe("the impact rollups", () => {
  it("follow every write to TA sessions, users' codes and deletions", async () => {
    await expectInStep("empty");
    const db = database.db;
    // A bulk insert over months, coaches, clients and one session without a client.
    const inserted = await db
      .insert(taTracking)
      .values([
        { coachUserId: ids.coachA, clientUserId: ids.l1, dateOfSession: "2026-10-02", timeSpentHours: 1, prepTimeHours: 0.5, travelTimeHours: 0.1 },
        { coachUserId: ids.coachA, clientUserId: ids.l1, dateOfSession: "2026-10-20", timeSpentHours: 0.25 },
        { coachUserId: ids.coachB, clientUserId: ids.l1, dateOfSession: "2026-11-03", timeSpentHours: 2 },
        { coachUserId: ids.coachB, clientUserId: ids.l2, dateOfSession: "2026-09-30", timeSpentHours: 0.1, travelTimeHours: 0.2 },
        { coachUserId: null, clientUserId: ids.l3, dateOfSession: "1899-12-31", timeSpentHours: 1 },
        { coachUserId: ids.coachA, clientUserId: null, dateOfSession: "2026-10-05", timeSpentHours: 3 },
      ])
      .returning({ id: taTracking.id });
    await expectInStep("bulk insert");
    const [s1, s2, s3, s4] = inserted.map((r) => r.id);
    await db.insert(taTracking).values({ coachUserId: ids.coachA, clientUserId: ids.l3, dateOfSession: "2026-12-31", timeSpentHours: 1.5 });
    await expectInStep("single insert");
    await db.update(taTracking).set({ dateOfSession: "2027-01-01" }).where(eq(taTracking.id, s1!));
    await expectInStep("a new day in another month");
    await db.update(taTracking).set({ coachUserId: ids.coachB }).where(eq(taTracking.id, s2!));
    await expectInStep("a new coach");
    await db.update(taTracking).set({ clientUserId: ids.l2, timeSpentHours: 0.3 }).where(eq(taTracking.id, s3!));
    await expectInStep("a new client and hours");
    await db.update(taTracking).set({ prepTimeHours: 0.7 }).where(eq(taTracking.coachUserId, ids.coachB));
    await expectInStep("several rows at once");
    await db.update(users).set({ referralCode: "ROLL2" }).where(eq(users.id, ids.l1));
    await expectInStep("a client's new sign-up code");
    await db.update(users).set({ referralCode: null }).where(eq(users.id, ids.l2));
    await expectInStep("a client's code removed");
    await db.delete(taTracking).where(eq(taTracking.id, s4!));
    await expectInStep("a deletion");
    await db.delete(users).where(eq(users.id, ids.coachB));
    await expectInStep("a coach's deletion (their sessions keep no coach)");
    await db.delete(users).where(eq(users.id, ids.l2));
    await expectInStep("a client's deletion (their sessions keep no client)");
    const totals = await db.execute<{ n: number }>(sql`select coalesce(sum(sessions), 0)::int as n from impact_session_totals`);
    const stored = await db.execute<{ n: number }>(sql`select count(*)::int as n from ta_tracking`);
    expect(totals.rows[0]!.n).toBe(stored.rows[0]!.n);
    await db.execute(sql`truncate ta_tracking`);
    await expectInStep("truncation");
  });

  it("follow every write to milestones: corrections, states, credits, deletions", async () => {
    const db = database.db;
    const rows = await db
      .insert(milestones)
      .values([
        milestone(ids.l1, "2026-10-15", { kind: "jobs_created", fullTimeJobs: 2, partTimeJobs: 1, ...credit() }),
        milestone(ids.l1, "2026-11-01", { kind: "capital_accessed", capitalType: "loan", amount: 25_000, capitalSource: " CDFI ", lenderName: "Fund", throughProgram: true, state: "confirmed", ...credit() }),
        milestone(ids.l1, "2026-11-02", { kind: "capital_accessed", capitalType: "grant", amount: 5_000, capitalSource: "", lenderName: "City", throughProgram: false, state: "reported", ...credit() }),
        milestone(ids.l3, "2026-11-05", { kind: "jobs_retained", fullTimeJobs: 3, partTimeJobs: 0, state: "reported", creditedCoachUserId: ids.coachA }),
        milestone(ids.l3, "1850-01-01", { kind: "business_started", legalForm: "LLC" }),
      ])
      .returning({ id: milestones.id });
    await expectInStep("bulk insert");
    const [m1, m2, m3, m4] = rows.map((r) => r.id);
    await db.update(milestones).set({ state: "verified" }).where(eq(milestones.id, m4!));
    await expectInStep("verified");
    await db.update(milestones).set({ occurredOn: "2025-02-28", fullTimeJobs: 5 }).where(eq(milestones.id, m1!));
    await expectInStep("a correction of the day and the jobs");
    await db.update(milestones).set({ capitalSource: "Bank", capitalType: "line_of_credit", amount: 7_500, throughProgram: true }).where(eq(milestones.id, m3!));
    await expectInStep("a correction of the capital");
    await db.update(milestones).set({ creditedCoachUserId: null, creditedPartnerUserId: null, creditedReferralCode: null }).where(eq(milestones.id, m2!));
    await expectInStep("the credit removed");
    await db.delete(milestones).where(eq(milestones.id, m3!));
    await expectInStep("a deletion");
    await db.delete(users).where(eq(users.id, ids.coachA));
    await expectInStep("the credited coach's deletion");
    await db.delete(users).where(eq(users.id, ids.l3));
    await expectInStep("a client's deletion (their milestones go)");
    const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from impact_milestone_clients where user_id = ${ids.l3}`);
    expect(left.rows[0]!.n).toBe(0);
    await db.execute(sql`truncate milestones cascade`);
    await expectInStep("truncation");
  });
});
