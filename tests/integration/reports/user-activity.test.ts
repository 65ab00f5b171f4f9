/**
 * AdminDownloadUserActivity through the real server (issue #15 §3): per learner in a date range —
 * sign-ins, sessions, page views, time active (the lesson timer's rules over every page), contents
 * and modules completed, documents submitted — counted by hand from seeded events here; a coach's
 * report holds only their mentees and may not name another coach; the referral-code filter; dates.
 */
import { Code } from "@connectrpc/connect";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { learningCompletionLog, learningModules, referralCodes, telemetryEvents, userLearningModules } from "../../../src/server/db/schema/index.js";
import { createDocumentStore } from "../../../src/server/rpc/documents/document-store.js";
import { userActivityBatches } from "../../../src/server/reports/user-activity.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let coach1: ReturnType<AccountServer["client"]>;
let coach1Id: string;
let coach2Id: string;
let annId: string;
let benId: string;

const at = (time: string) => new Date(`2026-05-10T${time}Z`);

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  coach1Id = await insertUser(database, "COACH", { firstName: "Cy", lastName: "One" });
  coach1 = api.client(await tokenOf(coach1Id));
  // A lender who never entered a name (issue #38): the Coach column shows her e-mail, not a blank.
  coach2Id = await insertUser(database, "LENDER", { email: "nameless.lender@example.com" });
  await database.db.insert(referralCodes).values({ code: "PARTNERX", ownerUserId: coach2Id, kind: "lender" });
  annId = await insertUser(database, "STANDARD", { firstName: "Ann", lastName: "Able", assignedCoachId: coach1Id });
  benId = await insertUser(database, "STANDARD", { firstName: "Ben", lastName: "Best", assignedCoachId: coach2Id, referralCode: "PARTNERX" });
  const ev = (userId: string, sessionId: string, action: string, time: string) => ({ userId, sessionId, action, at: at(time) });
  await database.db.insert(telemetryEvents).values([
    // Ann, one session: 10 s + 300 s + 300 s (to the idle stop), nothing while idle, then 60 s → 670 s.
    ev(annId, "s1", "LOGIN", "10:00:00"),
    ev(annId, "s1", "PAGE_VIEW", "10:00:10"),
    ev(annId, "s1", "PAGE_VIEW", "10:05:10"),
    ev(annId, "s1", "IDLE_STOP", "10:10:10"),
    ev(annId, "s1", "ACTIVITY", "10:40:00"),
    ev(annId, "s1", "PAGE_LEAVE", "10:41:00"),
    // A second session: an interval capped at 30 minutes.
    ev(annId, "s2", "PAGE_VIEW", "12:00:00"),
    ev(annId, "s2", "APP_EXIT", "14:00:00"),
    // Outside the range: not counted.
    { userId: annId, sessionId: "s0", action: "LOGIN", at: new Date("2026-04-01T09:00:00Z") },
    ev(benId, "b1", "LOGIN", "09:00:00"),
    // Ben, 40 tabs at once (issue #37), each open 10 minutes, a second apart: 639 s on one timeline.
    ...Array.from({ length: 40 }, (_, i) => [
      ev(benId, `tab-${i}`, "PAGE_VIEW", `11:00:${String(i).padStart(2, "0")}`),
      ev(benId, `tab-${i}`, "PAGE_LEAVE", `11:10:${String(i).padStart(2, "0")}`),
    ]).flat(),
  ]);
  await database.db.insert(learningCompletionLog).values([
    { userId: annId, contentId: "c1", completedAt: at("10:20:00") },
    { userId: annId, contentId: "c2", completedAt: at("10:30:00") },
  ]);
  const [module] = await database.db.insert(learningModules).values({ title: "M" }).returning();
  await database.db.insert(userLearningModules).values({ userId: annId, moduleId: module!.id, completedAt: at("10:35:00") });
  await createDocumentStore(database.db, "cashflow").submit(annId, {}, annId, { hasSeenCashflow: true, hasCompletedCashflow: true });
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

async function rowsOf(report: Uint8Array, sheetName = "User activity"): Promise<Record<string, unknown>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(report) as never);
  const sheet = workbook.getWorksheet(sheetName)!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((h, i) => [h, values[i]])));
  });
  return rows;
}

describe("AdminDownloadUserActivity", () => {
  it("counts each learner's activity in the range, by hand", async () => {
    const today = new Date().toISOString().slice(0, 10).split("-").map(Number);
    const res = await admin.adminDownloadUserActivity({ filter: { startDate: { year: 2026, month: 5, day: 1 }, endDate: { year: today[0]!, month: today[1]!, day: today[2]! } } });
    expect(res.contentType).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.fileName).toMatch(/^user-activity-2026-05-01_to_\d{4}-\d\d-\d\d\.xlsx$/);
    const rows = await rowsOf(res.report);
    const ann = rows.find((r) => r.Name === "Ann Able")!;
    expect(ann).toMatchObject({ Coach: "Cy One", "Sign-ins": 1, Sessions: 2, "Page views": 3, "Hours active": Math.round(((670 + 1800) / 3600) * 100) / 100, "Contents completed": 2, "Modules completed": 1, "Documents submitted": 1 });
    // Parallel tabs count once: 639 s, not 40 × 600 s.
    expect(rows.find((r) => r.Name === "Ben Best")).toMatchObject({ Coach: "nameless.lender@example.com", "Sign-ins": 1, "Referral code": "PARTNERX", "Hours active": Math.round((639 / 3600) * 100) / 100 });
    expect(rows[rows.length - 1]!.Name).toBe(`Total (${rows.length - 1} users)`);
  });

  it("gives a coach their own mentees only, and refuses another coach's", async () => {
    const rows = await rowsOf((await coach1.adminDownloadUserActivity({ filter: { startDate: { year: 2026, month: 5, day: 1 }, endDate: { year: 2026, month: 5, day: 31 } } })).report);
    expect(rows.map((r) => r.Name)).toEqual(["Ann Able", "Total (1 user)"]);
    expect((await outcome(coach1.adminDownloadUserActivity({ filter: { coachUserId: coach2Id } }))).code).toBe(Code.PermissionDenied);
    expect((await outcome(api.client(await tokenOf(annId)).adminDownloadUserActivity({}))).code).toBe(Code.PermissionDenied);
  });

  it("is in the language of whoever asks for it (their setting)", async () => {
    const { rememberLanguage } = await import("../../../src/server/identity/user-language.js");
    const lenderId = await insertUser(database, "COACH", { firstName: "Lu", lastName: "Lengua" });
    await rememberLanguage(database.db, lenderId, "es");
    const lender = api.client(await tokenOf(lenderId));
    const res = await lender.adminDownloadUserActivity({ filter: { startDate: { year: 2026, month: 5, day: 1 }, endDate: { year: 2026, month: 5, day: 31 } } });
    const rows = await rowsOf(res.report, "Actividad de usuarios");
    expect(Object.keys(rows[0]!)).toEqual([
      "Nombre",
      "Correo electrónico",
      "Negocio",
      "Asesor",
      "Código de referido",
      "Inicios de sesión",
      "Sesiones",
      "Páginas vistas",
      "Horas activas",
      "Contenidos completados",
      "Módulos completados",
      "Documentos enviados",
      "Última actividad (UTC)",
    ]);
    expect(rows.map((r) => r.Nombre)).toEqual(["Total (0 usuarios)"]);
  });

  it("filters by referral code, in any case", async () => {
    const rows = await rowsOf((await admin.adminDownloadUserActivity({ filter: { referralCode: "partnerx", startDate: { year: 2026, month: 5, day: 1 }, endDate: { year: 2026, month: 5, day: 31 } } })).report);
    expect(rows.map((r) => r.Name)).toEqual(["Ben Best", "Total (1 user)"]);
  });

  it("reads the learners in batches that take up where the last left off: every learner once, in name order", async () => {
    // Namesakes (the id breaks the tie) and a name in another case.
    for (const [firstName, lastName] of [["Dee", "Cruz"], ["Dee", "Cruz"], ["eve", "cruz"]]) await insertUser(database, "STANDARD", { firstName, lastName });
    const q = { start: "2026-05-01", end: "2026-05-31" };
    const all: string[] = [];
    for await (const batch of userActivityBatches(database.db, q)) all.push(...batch.map((r) => r.userId));
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const size of [1, 2, 3]) {
      const seen: string[] = [];
      for await (const batch of userActivityBatches(database.db, q, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        seen.push(...batch.map((r) => r.userId));
      }
      expect([size, seen]).toEqual([size, all]);
    }
  });

  it("writes the last activity as a date and time, and the hours with two decimals", async () => {
    const res = await admin.adminDownloadUserActivity({ filter: { startDate: { year: 2026, month: 5, day: 1 }, endDate: { year: 2026, month: 5, day: 31 } } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(res.report) as never);
    const sheet = workbook.getWorksheet("User activity")!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const ann = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === "Ann Able")!;
    const last = ann.getCell(headers.indexOf("Last activity (UTC)") + 1);
    expect(last.value).toBeInstanceOf(Date);
    expect(last.numFmt).toBe("yyyy-mm-dd hh:mm");
    expect(ann.getCell(headers.indexOf("Hours active") + 1).numFmt).toBe("0.00");
  });

  expectCases((req: object) => admin.adminDownloadUserActivity(req), [
    { name: "with the end before the start", request: { filter: { startDate: { year: 2026, month: 5, day: 2 }, endDate: { year: 2026, month: 5, day: 1 } } }, code: Code.InvalidArgument },
    { name: "with a range over 400 days", request: { filter: { startDate: { year: 2024, month: 1, day: 1 }, endDate: { year: 2026, month: 1, day: 1 } } }, code: Code.InvalidArgument },
    { name: "with a day that is not one", request: { filter: { endDate: { year: 2026, month: 13, day: 1 } } }, code: Code.InvalidArgument },
  ]);
});
