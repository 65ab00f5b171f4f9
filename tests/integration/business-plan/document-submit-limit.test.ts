/**
 * Document submissions are rate-limited per account and per kind (issue #37, finding 3): with the
 * default of 20 in 10 minutes, the 21st SubmitMy* of one document is RESOURCE_EXHAUSTED, says
 * when to try again, and stores nothing; the account's other documents and other accounts are
 * counted apart. The count lives in PostgreSQL (rate_limits), shared by every instance.
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BusinessSurveySchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { blankSurvey } from "../../../src/shared/business-survey.js";
import { businessPlanHistory, businessPlans, businessSurveyHistory, cashflowHistory } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const LIMIT = 20;

/** A survey with every section answered (SubmitMyBusinessSurvey refuses less). */
function answered() {
  const survey = create(BusinessSurveySchema, blankSurvey());
  for (const section of survey.selfAssessment) for (const r of section.responses) r.score = 3;
  return survey;
}
const REFUSAL = /^Too many versions of this document saved in a short time\. Please try again in (\d+) minutes?\.$/;

const versionsOf = async (table: typeof businessPlanHistory | typeof businessSurveyHistory | typeof cashflowHistory, userId: string) =>
  (await database.db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;

describe("document submissions per account", () => {
  it.each([
    ["business plan", businessPlanHistory, (c: Client, i: number) => c.submitMyBusinessPlan({ plan: { companyDescription: `Version ${i}.` } })],
    ["business survey", businessSurveyHistory, (c: Client) => c.submitMyBusinessSurvey({ survey: answered() })],
    ["cash flow", cashflowHistory, (c: Client) => c.submitMyCashflow({ cashflow: {} })],
  ] as const)("refuse the 21st %s in the window, clearly, storing nothing", async (_kind, history, submit) => {
    const userId = await insertUser(database, "STANDARD");
    const learner = api.client(await tokenOf(userId));
    for (let i = 1; i <= LIMIT; i++) await submit(learner, i);
    expect(await versionsOf(history, userId)).toBe(LIMIT);

    const refused = await outcome(submit(learner, LIMIT + 1));
    expect(refused.code).toBe(Code.ResourceExhausted);
    expect(refused.message).toMatch(REFUSAL);
    const minutes = Number(REFUSAL.exec(refused.message ?? "")?.[1]);
    expect(minutes).toBeGreaterThanOrEqual(1);
    expect(minutes).toBeLessThanOrEqual(10);
    expect(await versionsOf(history, userId)).toBe(LIMIT);

    // Another account is counted apart.
    const other = await insertUser(database, "STANDARD");
    await submit(api.client(await tokenOf(other)), 1);
    expect(await versionsOf(history, other)).toBe(1);
  });

  it("counts each kind apart: a refused plan leaves the plan as it was and the survey open", async () => {
    const userId = await insertUser(database, "STANDARD");
    const learner = api.client(await tokenOf(userId));
    for (let i = 1; i <= LIMIT; i++) await learner.submitMyBusinessPlan({ plan: { companyDescription: `Version ${i}.` } });
    expect((await outcome(learner.submitMyBusinessPlan({ plan: { companyDescription: "One too many." } }))).code).toBe(Code.ResourceExhausted);
    const [current] = await database.db.select().from(businessPlans).where(eq(businessPlans.userId, userId));
    expect(current).toMatchObject({ versionNumber: LIMIT, document: expect.objectContaining({ companyDescription: `Version ${LIMIT}.` }) });
    expect((await learner.getMyBusinessPlan({})).plan?.companyDescription).toBe(`Version ${LIMIT}.`);
    await learner.submitMyBusinessSurvey({ survey: answered() });
    expect(await versionsOf(businessSurveyHistory, userId)).toBe(1);
  });
});
