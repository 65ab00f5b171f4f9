/**
 * The cash flow through the real server (issue #11): SubmitMyCashflow, GetMyCashflow,
 * DownloadMyCashflow and CoachDownloadUserCashflow — sign-in and role access; the shared checks
 * (amounts, percents, months, labels) naming the field path; versions (every one kept, numbered by
 * the database even when submits race); the read mask; the state flags; the workbook's bytes; and
 * the single-use download link (who may mint one, that it works once, expires, names one user's
 * document only, and is checked again when used).
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CashflowSchema, CashflowYear, Month, type Cashflow } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, cashflowHistory, downloadLinks, userStates } from "../../../src/server/db/schema/index.js";
import { mintDownloadLink } from "../../../src/server/downloads/download-links.js";
import { MAX_AMOUNT } from "../../../src/shared/cashflow.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { describeDocumentAccess } from "../../setup/document-access.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let learnerId: string;
let learner: Client;
let coachId: string;
let coach: Client;
let otherCoach: Client;
let lender: Client;
let admin: Client;

const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";

/** A small cash flow: pre-startup, two months of a July fiscal year, one history year as totals. */
function sample(rent = 1200n): Cashflow {
  return create(CashflowSchema, {
    fiscalStartingMonth: Month.JULY,
    prestartupCashOnHand: 5000n,
    preStartup: { income: { moneyPersonallyInvested: 10000n }, expenses: { oneTimeEquipment: 4000n } },
    months: [
      {
        year: CashflowYear.STARTING_YEAR,
        months: [
          { month: Month.JULY, income: { posSales: 3000n, otherRevenue: [{ label: "  Catering ", amount: 250n }] }, expenses: { rent } },
          { month: Month.AUGUST, income: { posSales: 3500n }, expenses: { rent, depreciation: 100n } },
        ],
      },
      { year: CashflowYear.MINUS_1, months: [{ month: Month.UNSPECIFIED, income: { posSales: 30000n }, expenses: { rent: 14000n } }] },
    ],
    anticipatedRevenueChangePercent: [10],
    anticipatedExpenseChangePercent: [5],
  });
}

const stateOf = async (userId: string) => (await database.db.select().from(userStates).where(eq(userStates.userId, userId)))[0]!;
const pathOf = (url: string) => new URL(url, "http://compass.test").pathname;
const download = (url: string, method = "GET") => fetch(`${api.server.url}${pathOf(url)}`, { method });

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  coachId = await insertUser(database, "COACH");
  coach = api.client(await tokenOf(coachId));
  learnerId = await insertUser(database, "STANDARD", { businessName: "Rosa's Bakery", assignedCoachId: coachId });
  learner = api.client(await tokenOf(learnerId));
  otherCoach = api.client(await tokenOf(await insertUser(database, "COACH")));
  lender = api.client(await tokenOf(await insertUser(database, "LENDER")));
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describeDocumentAccess({
  anonymous: () => api.client(),
  methods: [
    ["submitMyCashflow", { cashflow: {} }],
    ["getMyCashflow", {}],
    ["downloadMyCashflow", {}],
    ["coachDownloadUserCashflow", { userId: UNKNOWN_USER }],
  ],
  // A learner, even for their own.
  refused: [{ method: "coachDownloadUserCashflow", request: {}, clients: () => [learner], userId: () => learnerId }],
});

describe("SubmitMyCashflow checks", () => {
  const huge = () => {
    const c = sample();
    c.months[0]!.months[1]!.expenses!.rent = MAX_AMOUNT + 1n;
    return { cashflow: c };
  };
  const badPercent = () => {
    const c = sample();
    c.anticipatedExpenseChangePercent = [5, -101];
    return { cashflow: c };
  };
  const twiceJuly = () => {
    const c = sample();
    c.months[0]!.months[1]!.month = Month.JULY;
    return { cashflow: c };
  };
  const unnamed = () => {
    const c = sample();
    c.months[0]!.months[0]!.income!.otherRevenue[0]!.label = " ";
    return { cashflow: c };
  };
  expectCases((req: { cashflow?: Cashflow }) => learner.submitMyCashflow(req), [
    { name: "without a cash flow", request: {}, code: Code.InvalidArgument, message: "cashflow: required." },
    { name: "for an amount above 1,000,000,000,000, naming its path", request: huge, code: Code.InvalidArgument, message: "cashflow.months[0].months[1].expenses.rent: at most 1,000,000,000,000 dollars." },
    { name: "for a percent below −100", request: badPercent, code: Code.InvalidArgument, message: "cashflow.anticipated_expense_change_percent[1]: use a whole percent from -100 to 1,000." },
    { name: "for a month given twice", request: twiceJuly, code: Code.InvalidArgument, message: "cashflow.months[0].months[1].month: this month is given twice." },
    { name: "for an unnamed list line", request: unnamed, code: Code.InvalidArgument, message: "cashflow.months[0].months[0].income.other_revenue[0].label: name this line." },
  ]);

  it("stores nothing when refused", async () => {
    expect(await database.db.select().from(cashflowHistory).where(eq(cashflowHistory.userId, learnerId))).toEqual([]);
  });
});

describe("submit, read back, versions", () => {
  it("reads an empty cash flow (version 0) before the first submit, and marks the tool seen", async () => {
    const id = await insertUser(database, "STANDARD");
    const client = api.client(await tokenOf(id));
    expect((await stateOf(id)).hasSeenCashflow).toBe(false);
    const { cashflow } = await client.getMyCashflow({});
    expect(cashflow?.versionNumber).toBe(0);
    expect(cashflow?.months).toEqual([]);
    const state = await stateOf(id);
    expect(state.hasSeenCashflow).toBe(true);
    expect(state.hasCompletedCashflow).toBe(false);
  });

  it("keeps every version, returns the latest, and sets the state flags", async () => {
    await learner.submitMyCashflow({ cashflow: sample(1200n) });
    await learner.submitMyCashflow({ cashflow: sample(1300n) });
    const { cashflow } = await learner.getMyCashflow({});
    expect(cashflow?.versionNumber).toBe(2);
    expect(cashflow?.fiscalStartingMonth).toBe(Month.JULY);
    expect(cashflow?.prestartupCashOnHand).toBe(5000n);
    expect(cashflow?.months[0]?.months[0]?.expenses?.rent).toBe(1300n);
    // Labels are stored trimmed; the history year keeps its yearly totals.
    expect(cashflow?.months[0]?.months[0]?.income?.otherRevenue).toEqual([expect.objectContaining({ label: "Catering", amount: 250n })]);
    expect(cashflow?.months[1]?.months[0]?.month).toBe(Month.UNSPECIFIED);
    expect(cashflow?.anticipatedRevenueChangePercent).toEqual([10]);
    const versions = await database.db.select().from(cashflowHistory).where(eq(cashflowHistory.userId, learnerId)).orderBy(cashflowHistory.versionNumber);
    expect(versions.map((v) => v.versionNumber)).toEqual([1, 2]);
    expect(versions[0]?.savedByUserId).toBe(learnerId);
    const state = await stateOf(learnerId);
    expect(state.hasSeenCashflow && state.hasCompletedCashflow).toBe(true);
  });

  it("over gRPC-web too", async () => {
    const web = api.grpcWeb(await tokenOf(learnerId));
    expect((await web.getMyCashflow({})).cashflow?.versionNumber).toBe(2);
  });

  it("numbers versions in the database when submits race", async () => {
    const id = await insertUser(database, "STANDARD");
    const client = api.client(await tokenOf(id));
    await Promise.all(Array.from({ length: 6 }, (_, i) => client.submitMyCashflow({ cashflow: sample(BigInt(1000 + i)) })));
    const versions = await database.db.select({ v: cashflowHistory.versionNumber }).from(cashflowHistory).where(eq(cashflowHistory.userId, id));
    expect(versions.map((r) => r.v).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await client.getMyCashflow({})).cashflow?.versionNumber).toBe(6);
  });

  it("applies the read mask, and names a path that is not a field", async () => {
    const { cashflow } = await learner.getMyCashflow({ fields: { paths: ["fiscal_starting_month", "prestartupCashOnHand"] } });
    expect(cashflow?.fiscalStartingMonth).toBe(Month.JULY);
    expect(cashflow?.prestartupCashOnHand).toBe(5000n);
    expect(cashflow?.months).toEqual([]);
    const bad = await outcome(learner.getMyCashflow({ fields: { paths: ["rent"] } }));
    expect(bad.code).toBe(Code.InvalidArgument);
    expect(bad.message).toBe('fields: "rent" is not a field of Cashflow.');
  });

  it("keeps one user's cash flow from another's", async () => {
    const id = await insertUser(database, "STANDARD");
    expect((await api.client(await tokenOf(id)).getMyCashflow({})).cashflow?.versionNumber).toBe(0);
  });
});

describe("DownloadMyCashflow", () => {
  it("answers FAILED_PRECONDITION before the first submit", async () => {
    const client = api.client(await tokenOf(await insertUser(database, "STANDARD")));
    const got = await outcome(client.downloadMyCashflow({}));
    expect(got.code).toBe(Code.FailedPrecondition);
    expect(got.message).toBe("There is no cash flow to download yet: submit one first.");
  });

  it("returns the latest version's workbook, named and typed", async () => {
    const { result } = await learner.downloadMyCashflow({});
    expect(result?.contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(result?.fileName).toMatch(/^cash-flow-rosa-?s-bakery-v2\.xlsx$/);
    expect(result?.urlToDownload).toBe("");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(result!.content) as unknown as ArrayBuffer);
    expect(book.worksheets.length).toBeGreaterThan(0);
  });
});

describe("CoachDownloadUserCashflow and its link", () => {
  expectCases((req: { userId: string }) => coach.coachDownloadUserCashflow(req), [
    { name: "without a user id", request: { userId: " " }, code: Code.InvalidArgument, message: "user_id: required." },
    { name: "for a user who does not exist", request: { userId: UNKNOWN_USER }, code: Code.PermissionDenied, message: "You can download documents only for your own clients." },
  ]);

  it("answers PERMISSION_DENIED, with the same words, to a coach or lender who is not the user's", async () => {
    for (const client of [otherCoach, lender]) {
      const got = await outcome(client.coachDownloadUserCashflow({ userId: learnerId }));
      expect(got.code).toBe(Code.PermissionDenied);
      expect(got.message).toBe("You can download documents only for your own clients.");
    }
  });

  it("answers FAILED_PRECONDITION for a client who has not submitted one", async () => {
    const id = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
    expect((await outcome(coach.coachDownloadUserCashflow({ userId: id }))).code).toBe(Code.FailedPrecondition);
  });

  it("gives the user's coach a link that works once, as an attachment, and audits it", async () => {
    const { urlToDownload } = await coach.coachDownloadUserCashflow({ userId: learnerId });
    expect(urlToDownload).toMatch(/^http:\/\/compass\.test\/downloads\/[A-Za-z0-9_-]{43}$/);
    // The link carries no token of the caller's.
    expect(urlToDownload).not.toMatch(/token|key|auth/i);
    const first = await download(urlToDownload);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename="cash-flow-rosa-?s-bakery-v2\.xlsx"/);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe("PK");
    const again = await download(urlToDownload);
    expect(again.status).toBe(404);
    expect(await again.text()).toContain("no longer valid");
    const audited = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "cashflow_download_link"), eq(auditLog.targetId, learnerId)));
    expect(audited.length).toBeGreaterThan(0);
  });

  it("is not spent by a HEAD request", async () => {
    const { urlToDownload } = await coach.coachDownloadUserCashflow({ userId: learnerId });
    expect((await download(urlToDownload, "HEAD")).status).not.toBe(200);
    expect((await download(urlToDownload)).status).toBe(200);
  });

  it("works for an administrator and for the user's lender", async () => {
    const lenderId = await insertUser(database, "LENDER");
    const clientId = await insertUser(database, "STANDARD", { assignedCoachId: lenderId });
    await api.client(await tokenOf(clientId)).submitMyCashflow({ cashflow: sample() });
    const viaLender = await api.client(await tokenOf(lenderId)).coachDownloadUserCashflow({ userId: clientId });
    expect((await download(viaLender.urlToDownload)).status).toBe(200);
    const viaAdmin = await admin.coachDownloadUserCashflow({ userId: learnerId });
    expect((await download(viaAdmin.urlToDownload)).status).toBe(200);
  });

  it("expires within 5 minutes", async () => {
    const [link] = await database.db.select().from(downloadLinks).limit(1);
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeLessThanOrEqual(5 * 60_000);
    const stale = await mintDownloadLink(database.db, { kind: "cashflow", subjectUserId: learnerId, mintedByUserId: coachId }, undefined, new Date(Date.now() - 5 * 60_000 - 1000));
    expect((await download(stale)).status).toBe(404);
  });

  it("fetches only the document it was made for", async () => {
    const otherId = await insertUser(database, "STANDARD", { businessName: "Tom's Tacos", assignedCoachId: coachId });
    await api.client(await tokenOf(otherId)).submitMyCashflow({ cashflow: sample() });
    const mine = await coach.coachDownloadUserCashflow({ userId: learnerId });
    const theirs = await coach.coachDownloadUserCashflow({ userId: otherId });
    expect((await download(theirs.urlToDownload)).headers.get("content-disposition")).toContain("tom-s-tacos");
    expect((await download(mine.urlToDownload)).headers.get("content-disposition")).toContain("rosa");
    // A made-up or altered token is nothing.
    const altered = mine.urlToDownload.slice(0, -1) + (mine.urlToDownload.endsWith("A") ? "B" : "A");
    expect((await download(altered)).status).toBe(404);
    expect((await download("/downloads/not-a-token")).status).toBe(404);
  });

  it("is refused when used after the coach stopped being the user's coach", async () => {
    const id = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
    await api.client(await tokenOf(id)).submitMyCashflow({ cashflow: sample() });
    const { urlToDownload } = await coach.coachDownloadUserCashflow({ userId: id });
    await setUser(database, id, { assignedCoachId: null });
    expect((await download(urlToDownload)).status).toBe(404);
  });
});
