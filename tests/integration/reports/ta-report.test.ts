/**
 * The TA report and the administrators' TA list through the real server (issue #15 §3; ADR 0020):
 * access per role; AdminListAllTATracking pages (at least 10 a page, every session once, newest
 * first); AdminDownloadTAReport's single-use link rendering CSV and XLSX whose rows and totals equal
 * the seeded sessions counted here; a coach's report holds only their sessions, a partner bank's
 * only its referral codes' clients without names, contacts or notes, and neither may name
 * another's; filters by date, coach, client and code; no formula injection in CSV; a link whose
 * minter was disabled renders nothing.
 */
import { Code } from "@connectrpc/connect";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ReportFormat } from "../../../src/gen/compass/v1/compass_pb.js";
import { inArray } from "drizzle-orm";
import { referralCodes, taTracking } from "../../../src/server/db/schema/index.js";
import { taReportBatches } from "../../../src/server/reports/ta-report.js";
import { insertUser, setUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";
import { parseCsv } from "../../setup/csv.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let admin: Client;
let coachA: Client;
let coachAId: string;
let coachBId: string;
let bank: Client;
let bankId: string;
let learner: Client;
let clientX: string;
let clientY: string;
let clientZ: string;

/** Sessions as seeded: [coach, client, date, contact hours, prep, travel, miles, meals units]. */
type Seed = [string, string, string, number, number, number, number, number];
let seeds: Seed[] = [];

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  coachAId = await insertUser(database, "COACH", { firstName: "Alma", lastName: "Coach" });
  coachA = api.client(await tokenOf(coachAId));
  coachBId = await insertUser(database, "LENDER", { firstName: "Bert", lastName: "Lender" });
  bankId = await insertUser(database, "BANK", { firstName: "First", lastName: "Bank" });
  bank = api.client(await tokenOf(bankId));
  const otherBankId = await insertUser(database, "BANK");
  await database.db.insert(referralCodes).values([
    { code: "BANKONE1", ownerUserId: bankId, kind: "bank" },
    { code: "BANKTWO2", ownerUserId: otherBankId, kind: "bank" },
  ]);
  clientX = await insertUser(database, "STANDARD", { assignedCoachId: coachAId, referralCode: "BANKONE1" });
  clientY = await insertUser(database, "STANDARD", { assignedCoachId: coachAId, referralCode: "BANKTWO2" });
  clientZ = await insertUser(database, "STANDARD", { assignedCoachId: coachBId });
  learner = api.client(await tokenOf(clientZ));
  seeds = [
    [coachAId, clientX, "2026-01-05", 1.5, 0.5, 0.25, 10, 12],
    [coachAId, clientX, "2026-02-10", 2, 1, 0, 0, 0],
    [coachAId, clientY, "2026-02-11", 1, 0, 0.5, 22, 5],
    [coachBId, clientZ, "2026-03-01", 3, 0.25, 1, 40, 0],
    [coachBId, clientX, "2026-03-15", 0.5, 0, 0, 0, 0],
  ];
  for (const [coach, client, date, hours, prep, travel, miles, meals] of seeds) {
    await database.db.insert(taTracking).values({
      coachUserId: coach,
      clientUserId: client,
      createdByUserId: coach,
      dateOfSession: date,
      timeSpentHours: hours,
      prepTimeHours: prep,
      travelTimeHours: travel,
      milesTraveled: miles,
      mealsUnits: meals,
      clientName: client === clientX ? "Xena Client" : client === clientY ? "Yuri Client" : "Zoe Client",
      contact: "505-555-0100",
      comments: "Talked pricing",
      serviceProvided: client === clientY ? "=HYPERLINK(\"http://evil\")" : "Pricing review",
      sessionType: "IN_PERSON",
      taCategory: "ONGOING_COACHING",
      state: "NM",
      county: "Taos",
    });
  }
  // Filler sessions so the list pages.
  for (let i = 0; i < 12; i++) {
    await database.db.insert(taTracking).values({ coachUserId: coachBId, clientUserId: clientZ, dateOfSession: `2025-0${1 + (i % 9)}-1${i % 10}`, timeSpentHours: 0 });
  }
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const download = async (client: Client, req: object) => {
  const { urlToDownload } = await client.adminDownloadTAReport(req);
  return fetch(new URL(new URL(urlToDownload, api.server.url).pathname, api.server.url));
};

describe("access", () => {
  it("AdminListAllTATracking is for administrators; AdminDownloadTAReport for administrators, coaches, lenders and partners", async () => {
    expect((await outcome(api.client().adminListAllTATracking({}))).code).toBe(Code.Unauthenticated);
    expect((await outcome(coachA.adminListAllTATracking({}))).code).toBe(Code.PermissionDenied);
    expect((await outcome(api.client().adminDownloadTAReport({}))).code).toBe(Code.Unauthenticated);
    expect((await outcome(learner.adminDownloadTAReport({}))).code).toBe(Code.PermissionDenied);
  });
});

describe("AdminListAllTATracking", () => {
  it("pages every session once, newest first, at least 10 a page", async () => {
    const seen: string[] = [];
    const dates: string[] = [];
    let token = "";
    let first = true;
    do {
      const page = await admin.adminListAllTATracking({ pageRequest: { pageSize: 2, pageToken: token } });
      if (first) expect(page.taTrackingRecords).toHaveLength(10);
      first = false;
      expect(page.pageResponse?.totalSize).toBe(17);
      for (const r of page.taTrackingRecords) {
        seen.push(r.taTrackingId);
        const d = r.taTracking!.dateOfSession!;
        dates.push(`${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`);
      }
      token = page.pageResponse!.nextPageToken;
    } while (token);
    expect(new Set(seen).size).toBe(17);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("AdminDownloadTAReport", () => {
  it("gives an administrator a CSV of the filtered sessions with totals, once", async () => {
    const { urlToDownload } = await admin.adminDownloadTAReport({ filter: { startDate: { year: 2026, month: 1, day: 1 }, endDate: { year: 2026, month: 12, day: 31 } }, format: ReportFormat.CSV });
    const url = new URL(new URL(urlToDownload, api.server.url).pathname, api.server.url);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; .*ta-report-2026-01-01_to_2026-12-31\.csv/);
    const rows = parseCsv(await res.text());
    expect(rows[0]).toContain("Counselling area");
    const body = rows.slice(1, -1);
    expect(body.map((r) => r[0])).toEqual(seeds.map((s) => s[2]));
    expect(body[0]).toEqual(expect.arrayContaining(["Xena Client", "Alma Coach", "In person", "Ongoing coaching", "1.5", "0.5", "0.25", "10", "12"]));
    // The formula a client typed is text, not a formula.
    expect(body[2]![15]).toBe("'=HYPERLINK(\"http://evil\")");
    const total = rows[rows.length - 1]!;
    expect(total[0]).toBe("Total (5 sessions)");
    const sum = (i: number) => String(seeds.reduce((a, s) => a + (s[i] as number), 0));
    expect(total.slice(9, 14)).toEqual([sum(3), sum(4), sum(5), sum(6), sum(7)]);
    // Single use.
    expect((await fetch(url)).status).toBe(404);
  });

  it("reads the report in batches that take up where the last left off: every session once, in order, same-day ones by id", async () => {
    const rows = await database.db
      .insert(taTracking)
      .values(["2019-06-01", "2019-06-01", "2019-06-01", "2019-06-02"].map((date) => ({ coachUserId: coachAId, clientUserId: clientX, createdByUserId: coachAId, dateOfSession: date, timeSpentHours: 1, clientName: "Xena Client" })))
      .returning({ id: taTracking.id, date: taTracking.dateOfSession });
    try {
      const expected = [...rows].sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1)).map((r) => r.id);
      for (const size of [1, 2, 3, 10]) {
        const seen: string[] = [];
        for await (const batch of taReportBatches(database.db, { start: "2019-01-01", end: "2019-12-31" }, size)) {
          expect(batch.length).toBeLessThanOrEqual(size);
          seen.push(...batch.map((r) => r.id));
        }
        expect([size, seen]).toEqual([size, expected]);
      }
      const all: string[] = [];
      for await (const batch of taReportBatches(database.db, {}, 2)) all.push(...batch.map((r) => r.id));
      const stored = await database.db.select({ id: taTracking.id }).from(taTracking);
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBe(stored.length);
    } finally {
      await database.db.delete(taTracking).where(inArray(taTracking.id, rows.map((r) => r.id)));
    }
  });

  it("gives an XLSX with the same rows and live totals", async () => {
    const res = await download(admin, { filter: { coachUserId: coachAId } });
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet("TA sessions")!;
    expect(sheet.getRow(1).getCell(7).value).toBe("Counselling area");
    expect(sheet.rowCount).toBe(1 + 3 + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe("Xena Client");
    const totals = sheet.getRow(5);
    expect(totals.getCell(1).value).toBe("Total (3 sessions)");
    expect(totals.getCell(10).value).toMatchObject({ formula: "SUM(J2:J4)", result: 4.5 });
    // Each column's format is on each of its cells (one shared style per column).
    for (const r of [2, 3, 4]) {
      expect(sheet.getRow(r).getCell(10).numFmt).toBe("0.00");
      expect(sheet.getRow(r).getCell(1).numFmt).toBe("yyyy-mm-dd");
    }
  });

  it("holds only a coach's own sessions, and refuses another coach's", async () => {
    const rows = parseCsv(await (await download(coachA, { format: ReportFormat.CSV })).text()).slice(1, -1);
    expect(rows.map((r) => r[0])).toEqual(["2026-01-05", "2026-02-10", "2026-02-11"]);
    expect((await outcome(coachA.adminDownloadTAReport({ filter: { coachUserId: coachBId } }))).code).toBe(Code.PermissionDenied);
  });

  it("gives a partner bank its own codes' clients, without names, contacts or notes, and refuses another bank's code", async () => {
    const rows = parseCsv(await (await download(bank, { format: ReportFormat.CSV })).text());
    const body = rows.slice(1, -1);
    expect(body.map((r) => r[0])).toEqual(["2026-01-05", "2026-02-10", "2026-03-15"]);
    expect(body.every((r) => r[1] === "" && r[16] === "" && r[17] === "")).toBe(true);
    expect(JSON.stringify(rows)).not.toContain("Xena");
    expect((await outcome(bank.adminDownloadTAReport({ filter: { referralCode: "banktwo2" } }))).code).toBe(Code.PermissionDenied);
    const own = parseCsv(await (await download(bank, { filter: { referralCode: "bankone1" }, format: ReportFormat.CSV })).text());
    expect(own.length - 2).toBe(3);
  });

  it("filters by client and by code for an administrator", async () => {
    const byClient = parseCsv(await (await download(admin, { filter: { clientUserId: clientY }, format: ReportFormat.CSV })).text());
    expect(byClient.length - 2).toBe(1);
    const byCode = parseCsv(await (await download(admin, { filter: { referralCode: "BANKTWO2" }, format: ReportFormat.CSV })).text());
    expect(byCode.slice(1, -1).map((r) => r[1])).toEqual(["Yuri Client"]);
  });

  it("renders nothing for a link whose minter was disabled before it was fetched", async () => {
    const coachC = await insertUser(database, "COACH");
    const { urlToDownload } = await api.client(await tokenOf(coachC)).adminDownloadTAReport({});
    await setUser(database, coachC, { enabled: false });
    expect((await fetch(new URL(new URL(urlToDownload, api.server.url).pathname, api.server.url))).status).toBe(404);
  });

  expectCases((req: object) => admin.adminDownloadTAReport(req), [
    { name: "with a day that is not one", request: { filter: { startDate: { year: 2026, month: 2, day: 30 } } }, code: Code.InvalidArgument, message: "filter.start_date: give a real calendar day." },
    { name: "with the end before the start", request: { filter: { startDate: { year: 2026, month: 3, day: 1 }, endDate: { year: 2026, month: 2, day: 1 } } }, code: Code.InvalidArgument },
    { name: "with an unknown format", request: { format: 9 }, code: Code.InvalidArgument, message: "format: XLSX or CSV." },
    { name: "with a coach id that is not one", request: { filter: { coachUserId: "x; drop" } }, code: Code.InvalidArgument },
  ]);
});
