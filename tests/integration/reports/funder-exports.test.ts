/**
 * The funder exports through the real server (issue #40 §5 and §7; ADR 0045):
 * AdminDownloadCounselingRecords, AdminDownloadTrainingEvents and AdminDownloadImpactLedger —
 * access (unauthenticated; learner, coach, partner refused), bad periods and formats, the period
 * rule (30 September and 1 October), non-reportable sessions left out, demographics only with
 * consent and as SBA's literals, the stable client code and no name, e-mail, phone or address in
 * any file, the XML valid against its XSD (and a broken one refused), the training events' counts,
 * the ledger in CSV and XLSX, the background-job path and the audit rows.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Code } from "@connectrpc/connect";
import { and, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { ReportFormat, ReportJobKind, ReportJobState } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, classes, classRegistrations, counselingProfiles, funderClientCodes, milestones, referralCodes, taTracking } from "../../../src/server/db/schema/index.js";
import { filesystemBlobStore } from "../../../src/server/files/blob-store.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";
import { parseCsv } from "../../setup/csv.js";

type Client = ReturnType<AccountServer["client"]>;

const COUNSELING_XSD = readFileSync("src/server/reports/schemas/counseling-records.xsd", "utf8");
const TRAINING_XSD = readFileSync("src/server/reports/schemas/training-events.xsd", "utf8");

let database: TestDatabase;
let api: AccountServer;
let adminId: string;
let admin: Client;
let learner: Client;
let coach: Client;
let partner: Client;
let coachId: string;
/** Clients: A with consent and every answer, B without consent, C with consent and "prefer not to say". */
let clientA: string;
let clientB: string;
let clientC: string;
const session: Record<string, string> = {};
const classId: Record<string, string> = {};
const milestoneId: Record<string, string> = {};

/** What must never be in a file: the clients' names, e-mails, phones, addresses (and their ids). */
const SECRETS = ["Xavier", "Quokkaname", "Brunhilde", "Zebedee", "505-555-0199", "5055550199", "Evergreen", "Springfield", "Mockingbird"];
let forbidden: string[] = [];

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN", { firstName: "Ada", lastName: "Admin" });
  admin = api.client(await tokenOf(adminId));
  coachId = await insertUser(database, "COACH", { firstName: "Ana", lastName: "Counselor" });
  coach = api.client(await tokenOf(coachId));
  const bankId = await insertUser(database, "BANK", { firstName: "First", lastName: "Bank" });
  partner = api.client(await tokenOf(bankId));
  await database.db.insert(referralCodes).values({ code: "BANKONE1", ownerUserId: bankId, kind: "bank" });
  const address = (street: string) => [{ address1: street, city: "Springfield", us_state: "NM", zip_code: "87501" }];
  clientA = await insertUser(database, "STANDARD", { firstName: "Xavier", lastName: "Quokkaname", phoneNumber: "+15055550199", addresses: address("742 Evergreen Terrace"), assignedCoachId: coachId, referralCode: "BANKONE1" });
  clientB = await insertUser(database, "STANDARD", { firstName: "Brunhilde", lastName: "Quokkaname", phoneNumber: "505-555-0199", addresses: address("1 Mockingbird Lane") });
  clientC = await insertUser(database, "STANDARD", { firstName: "Zebedee", lastName: "Quokkaname" });
  learner = api.client(await tokenOf(clientC));
  const emails = await database.db.query.users.findMany({ where: (u, { inArray: within }) => within(u.id, [clientA, clientB, clientC]), columns: { email: true } });
  forbidden = [...SECRETS, ...emails.map((e) => e.email), clientA, clientB, clientC];

  const consent = new Date("2025-09-01T00:00:00Z");
  await database.db.insert(counselingProfiles).values([
    {
      userId: clientA,
      demographicsConsentAt: consent,
      race: ["ASIAN", "WHITE"],
      ethnicity: "NOT_HISPANIC_OR_LATINO",
      sex: "FEMALE",
      disability: "PREFER_NOT_TO_SAY",
      militaryStatus: "VETERAN",
      branchOfService: "NAVY",
      referralSource: "WORD_OF_MOUTH",
      inBusiness: "YES",
      businessStartDate: "2019-04-01",
      businessType: "RETAIL_TRADE",
      employees: 4,
      language: "es",
    },
    { userId: clientB, referralSource: "INTERNET", referralSourceOther: "", inBusiness: "NO", language: "en" },
    { userId: clientC, demographicsConsentAt: consent, race: ["PREFER_NOT_TO_SAY"], sex: "PREFER_NOT_TO_SAY", ethnicity: "PREFER_NOT_TO_SAY" },
  ]);

  const sessions: [string, string, string, Partial<typeof taTracking.$inferInsert>][] = [
    ["lastDayOfFy2026", clientA, "2026-09-30", { counselingArea: "BUSINESS_PLAN", counselingSessionType: "TELEPHONE", timeSpentHours: 1.5, prepTimeHours: 0.5, travelTimeHours: 0.25, language: "es" }],
    ["firstDayOfFy2027", clientA, "2026-10-01", { counselingArea: "MARKETING_SALES", counselingSessionType: "ONLINE", timeSpentHours: 1 }],
    ["firstDayOfFy2026", clientB, "2025-10-01", { sessionType: "PERSON_TO_PERSON", timeSpentHours: 2 }],
    ["notReportable", clientB, "2026-03-01", { reportable: false, timeSpentHours: 3 }],
    ["preferNotToSay", clientC, "2026-01-15", { counselingArea: "CREDIT_COUNSELING", sessionType: "PHONE", timeSpentHours: 0.75 }],
    ["lastDayOfFy2025", clientA, "2025-09-30", { timeSpentHours: 1 }],
  ];
  for (const [key, client, date, values] of sessions) {
    const [row] = await database.db
      .insert(taTracking)
      .values({
        coachUserId: coachId,
        clientUserId: client,
        createdByUserId: coachId,
        dateOfSession: date,
        clientName: client === clientA ? "Xavier Quokkaname" : "Brunhilde Quokkaname",
        contact: "505-555-0199 at the front desk",
        comments: "Met at 742 Evergreen Terrace, Springfield",
        serviceProvided: "Reviewed Xavier's plan",
        ...values,
      })
      .returning({ id: taTracking.id });
    session[key] = row!.id;
  }

  const classRows: [string, Partial<typeof classes.$inferInsert> & { title: string; classDate: string }][] = [
    ["hybrid", { title: "Cash flow <basics> & more", classDate: "2026-02-10", topic: "BUSINESS_FINANCIAL_CASH_FLOW", trainingHours: 2, coSponsor: "Chamber of Commerce", url: "https://meet.example.org/cash", address: "1 Plaza" }],
    ["inPerson", { title: "Pricing", classDate: "2026-05-05", address: "1 Plaza" }],
    ["online", { title: "Marketing", classDate: "2026-10-02", url: "https://meet.example.org/mkt", durationMinutes: 90, topic: "MARKETING_SALES" }],
  ];
  for (const [key, values] of classRows) {
    const [row] = await database.db.insert(classes).values(values).returning({ id: classes.id });
    classId[key] = row!.id;
  }
  const registered = new Date("2026-02-01T00:00:00Z");
  await database.db.insert(classRegistrations).values([
    { classId: classId.hybrid!, userId: clientA, registeredAt: registered, attended: true, attendanceMarkedAt: new Date("2026-02-10T18:00:00Z"), attendanceMarkedByUserId: adminId },
    { classId: classId.hybrid!, userId: clientB, registeredAt: null, attended: true, attendanceMarkedAt: new Date("2026-02-10T18:00:00Z"), attendanceMarkedByUserId: adminId },
    { classId: classId.hybrid!, userId: clientC, registeredAt: registered, attended: false },
  ]);

  const [loan] = await database.db
    .insert(milestones)
    .values({
      userId: clientA,
      kind: "capital_accessed",
      occurredOn: "2026-03-01",
      amount: 25_000,
      capitalType: "loan",
      capitalSource: "Bank",
      lenderName: "First Community Bank",
      throughProgram: true,
      state: "verified",
      recordedByUserId: coachId,
      recordedByRole: "staff",
      evidenceNote: "Loan papers of Xavier Quokkaname, 742 Evergreen Terrace",
      verifiedByUserId: coachId,
      verifiedAt: new Date("2026-03-05T12:00:00Z"),
      creditedCoachUserId: coachId,
      creditedPartnerUserId: bankId,
      creditedReferralCode: "BANKONE1",
    })
    .returning({ id: milestones.id });
  milestoneId.loan = loan!.id;
  const [jobs] = await database.db
    .insert(milestones)
    .values({ userId: clientB, kind: "jobs_created", occurredOn: "2025-10-01", fullTimeJobs: 2, partTimeJobs: 1, state: "reported", recordedByUserId: clientB, recordedByRole: "client" })
    .returning({ id: milestones.id });
  milestoneId.jobs = jobs!.id;
  const [started] = await database.db
    .insert(milestones)
    .values({ userId: clientA, kind: "business_started", occurredOn: "2026-10-01", legalForm: "LLC", state: "confirmed", recordedByUserId: coachId, recordedByRole: "staff", confirmedAt: new Date("2026-10-03T12:00:00Z") })
    .returning({ id: milestones.id });
  milestoneId.started = started!.id;
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const fetchLink = (url: string) => fetch(new URL(new URL(url, api.server.url).pathname, api.server.url));

async function downloaded(answer: Promise<{ urlToDownload: string }>): Promise<Response> {
  const { urlToDownload } = await answer;
  expect(urlToDownload).toMatch(/\/downloads\/[A-Za-z0-9_-]{43}$/);
  const res = await fetchLink(urlToDownload);
  expect(res.status).toBe(200);
  return res;
}

/** The CSV's rows as objects keyed by the header. */
const records = (text: string): Record<string, string>[] => {
  const [header, ...rows] = parseCsv(text);
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i] ?? ""])));
};

const expectNothingPersonal = (text: string) => {
  for (const s of forbidden) expect(text, `the file holds ${s}`).not.toContain(s);
};

const validate = (xml: string, xsd: string, name: string) => validateXML({ xml: [{ fileName: "export.xml", contents: xml }], schema: [{ fileName: name, contents: xsd }] });

const fy = (fiscalYear: number, quarter = 0) => ({ fiscalYear, quarter });

describe("access", () => {
  it("asks for sign-in and refuses learners, coaches and partner banks on every export", async () => {
    const calls = [
      (c: Client) => c.adminDownloadCounselingRecords({ period: fy(2026) }),
      (c: Client) => c.adminDownloadTrainingEvents({ period: fy(2026) }),
      (c: Client) => c.adminDownloadImpactLedger({ period: fy(2026) }),
    ];
    for (const call of calls) {
      expect((await outcome(call(api.client()))).code).toBe(Code.Unauthenticated);
      for (const who of [learner, coach, partner]) expect((await outcome(call(who))).code).toBe(Code.PermissionDenied);
    }
  });
});

const nextYear = new Date().getUTCFullYear() + 1;
const badPeriods = [
  { name: "without a period", request: {}, code: Code.InvalidArgument, message: "period: choose a fiscal year." },
  { name: "for a fiscal year before 2000", request: { period: fy(1999) }, code: Code.InvalidArgument, message: `period.fiscal_year: give a fiscal year from 2000 to ${nextYear}.` },
  { name: "for a fiscal year after next year", request: { period: fy(nextYear + 1) }, code: Code.InvalidArgument, message: `period.fiscal_year: give a fiscal year from 2000 to ${nextYear}.` },
  { name: "for quarter 5", request: { period: fy(2026, 5) }, code: Code.InvalidArgument, message: "period.quarter: give a quarter from 1 to 4, or 0 for the whole year." },
  { name: "for quarter -1", request: { period: fy(2026, -1) }, code: Code.InvalidArgument, message: "period.quarter: give a quarter from 1 to 4, or 0 for the whole year." },
];

describe("AdminDownloadCounselingRecords refuses", () => {
  expectCases((req: object) => admin.adminDownloadCounselingRecords(req), [
    ...badPeriods,
    { name: "XLSX", request: { period: fy(2026), format: ReportFormat.XLSX }, code: Code.InvalidArgument, message: "format: CSV or XML." },
    { name: "a format off the list", request: { period: fy(2026), format: 42 }, code: Code.InvalidArgument, message: "format: CSV or XML." },
  ]);
});

describe("AdminDownloadTrainingEvents refuses", () => {
  expectCases((req: object) => admin.adminDownloadTrainingEvents(req), [...badPeriods, { name: "XLSX", request: { period: fy(2026), format: ReportFormat.XLSX }, code: Code.InvalidArgument, message: "format: CSV or XML." }]);
});

describe("AdminDownloadImpactLedger refuses", () => {
  expectCases((req: object) => admin.adminDownloadImpactLedger(req), [...badPeriods, { name: "XML", request: { period: fy(2026), format: ReportFormat.XML }, code: Code.InvalidArgument, message: "format: CSV or XLSX." }]);
});

describe("AdminDownloadCounselingRecords", () => {
  let fy2026: Record<string, string>[] = [];
  let fy2026Text = "";

  it("gives one record per reportable session of the fiscal year, in date order: 1 October 2025 to 30 September 2026", async () => {
    const res = await downloaded(admin.adminDownloadCounselingRecords({ period: fy(2026), format: ReportFormat.CSV }));
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; .*counseling-records-FY2026\.csv/);
    fy2026Text = await res.text();
    fy2026 = records(fy2026Text);
    expect(fy2026.map((r) => r["Session id"])).toEqual([session.firstDayOfFy2026, session.preferNotToSay, session.lastDayOfFy2026]);
    expect(fy2026.map((r) => r["Date counseled"])).toEqual(["2025-10-01", "2026-01-15", "2026-09-30"]);
    // The non-reportable session is left out.
    expect(fy2026Text).not.toContain(session.notReportable!);
  });

  it("puts a session of 30 September in the fiscal year ending then, and one of 1 October in the next", async () => {
    const q4 = records(await (await downloaded(admin.adminDownloadCounselingRecords({ period: fy(2026, 4) }))).text());
    expect(q4.map((r) => r["Session id"])).toEqual([session.lastDayOfFy2026]);
    const nextQ1 = records(await (await downloaded(admin.adminDownloadCounselingRecords({ period: fy(2027, 1) }))).text());
    expect(nextQ1.map((r) => r["Session id"])).toEqual([session.firstDayOfFy2027]);
    const lastQ4 = records(await (await downloaded(admin.adminDownloadCounselingRecords({ period: fy(2025, 4) }))).text());
    expect(lastQ4.map((r) => r["Session id"])).toEqual([session.lastDayOfFy2025]);
    const q1 = records(await (await downloaded(admin.adminDownloadCounselingRecords({ period: fy(2026, 1) }))).text());
    expect(q1.map((r) => r["Session id"])).toEqual([session.firstDayOfFy2026]);
  });

  it("writes a client with consent with SBA's literal values, and the session's fields", () => {
    const a = fy2026.find((r) => r["Session id"] === session.lastDayOfFy2026)!;
    expect(a).toMatchObject({
      "Counselor name": "Ana Counselor",
      "Counseling provided": "Business Plan",
      "Session type": "Telephone",
      "Contact hours": "1.5",
      "Prepare hours": "0.5",
      "Travel hours": "0.25",
      "Session language": "Spanish",
      Race: "Asian; White",
      Ethnicity: "Non Hispanic or Latino",
      Sex: "Female",
      Disability: "Prefer not to say",
      "Military status": "Veteran",
      "Branch of service": "Navy",
      "Referred by": "Word of Mouth",
      "Currently in business": "Yes",
      "Business start date": "2019-04-01",
      "Type of business": "Retail Trade",
      "Total number of employees": "4",
      "Client language": "Spanish",
    });
  });

  it("writes a client without consent without demographics, and derives the session type from the older one", () => {
    const b = fy2026.find((r) => r["Session id"] === session.firstDayOfFy2026)!;
    for (const column of ["Race", "Self-described race", "Ethnicity", "Sex", "Disability", "Military status", "Branch of service"]) expect(b[column], column).toBe("");
    expect(b).toMatchObject({ "Referred by": "Internet", "Currently in business": "No", "Client language": "English", "Session type": "Face-to-face", "Contact hours": "2" });
  });

  it("writes 'prefer not to say' as SBA has it, and as no value for Sex", () => {
    const c = fy2026.find((r) => r["Session id"] === session.preferNotToSay)!;
    expect(c).toMatchObject({ Race: "Prefer not to say", Ethnicity: "Prefer not to say", Sex: "", "Session type": "Telephone", "Counseling provided": "Credit Counseling" });
  });

  it("names each client by a stable code, the same in every export, and never by name, e-mail, phone or address", async () => {
    const codes = await database.db.select().from(funderClientCodes).where(inArray(funderClientCodes.userId, [clientA, clientB, clientC]));
    const codeOf = Object.fromEntries(codes.map((c) => [c.userId, c.code]));
    expect(Object.values(codeOf)).toHaveLength(3);
    for (const code of Object.values(codeOf)) expect(code).toMatch(/^C[0-9A-F]{16}$/);
    expect(new Set(Object.values(codeOf)).size).toBe(3);
    expect(fy2026.map((r) => r["Client code"])).toEqual([codeOf[clientB], codeOf[clientC], codeOf[clientA]]);
    // The next year's export (a new request, a new link) gives client A the same code.
    const again = records(await (await downloaded(admin.adminDownloadCounselingRecords({ period: fy(2027) }))).text());
    expect(again.map((r) => r["Client code"])).toEqual([codeOf[clientA]]);
    expectNothingPersonal(fy2026Text);
  });

  it("gives XML valid against counseling-records.xsd, which it names, with the same records (a broken document is refused)", async () => {
    const res = await downloaded(admin.adminDownloadCounselingRecords({ period: fy(2026), format: ReportFormat.XML }));
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/counseling-records-FY2026\.xml/);
    const xml = await res.text();
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="counseling-records.xsd"');
    expect(xml).toContain('FiscalYear="2026" Quarter="0" PeriodStart="2025-10-01" PeriodEnd="2026-09-30"');
    const result = await validate(xml, COUNSELING_XSD, "counseling-records.xsd");
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml.match(/<CounselingRecord>/g)).toHaveLength(3);
    expect(xml).toContain("<Race><Code>Asian</Code><Code>White</Code></Race>");
    expect(xml).toContain("<CounselingHours><Contact>1.5</Contact><Prepare>0.5</Prepare><Travel>0.25</Travel></CounselingHours>");
    expectNothingPersonal(xml);
    // The validator refuses what the schema does not allow.
    const broken = await validate(xml.replace("<Sex>Female</Sex>", "<Sex>Woman</Sex>"), COUNSELING_XSD, "counseling-records.xsd");
    expect(broken.valid).toBe(false);
  });

  it("audits the request and the download", async () => {
    await downloaded(admin.adminDownloadCounselingRecords({ period: fy(2026, 2), format: ReportFormat.XML }));
    const rows = await database.db.select().from(auditLog).where(and(eq(auditLog.actorUserId, adminId), inArray(auditLog.action, ["funder_counseling_records_requested", "funder_export_downloaded"])));
    // Quarter 2 of 2026 is asked for only here.
    const recent = rows.filter((r) => r.details.fiscalYear === 2026 && r.details.quarter === 2);
    expect(recent.map((r) => r.action).sort()).toEqual(["funder_counseling_records_requested", "funder_export_downloaded"]);
    const requested = recent.find((r) => r.action === "funder_counseling_records_requested")!;
    expect(requested).toMatchObject({ targetType: "report", targetId: "counseling_records" });
    expect(requested.details).toEqual({ fiscalYear: 2026, quarter: 2, format: "xml", rows: 1 });
  });
});

describe("AdminDownloadTrainingEvents", () => {
  it("gives one record per class of the period with its attendees counted by what their counseling records say", async () => {
    const res = await downloaded(admin.adminDownloadTrainingEvents({ period: fy(2026) }));
    expect(res.headers.get("content-disposition")).toMatch(/training-events-FY2026\.csv/);
    const text = await res.text();
    const rows = records(text);
    expect(rows.map((r) => r["Event id"])).toEqual([classId.hybrid, classId.inPerson]);
    expect(rows[0]).toMatchObject({
      "Training title": "Cash flow <basics> & more",
      "Date training started": "2026-02-10",
      "Training topic": "Business Financial/Cash Flow",
      "Total training hours": "2",
      "Co-sponsor": "Chamber of Commerce",
      "Program format": "Hybrid",
      // A and B attended (B walked in); C registered and did not come.
      "Number trained": "2",
      "In business": "1",
      "Not in business": "1",
      Female: "1",
      Male: "0",
      // B gave no consent: counted as not given.
      "Sex not given": "1",
      Veterans: "1",
      Asian: "1",
      White: "1",
      "Race not given": "1",
      "Non Hispanic or Latino": "1",
      "Ethnicity not given": "1",
    });
    expect(rows[1]).toMatchObject({ "Program format": "In-person", "Total training hours": "", "Number trained": "0", "Sex not given": "0" });
    expectNothingPersonal(text);
    const next = records(await (await downloaded(admin.adminDownloadTrainingEvents({ period: fy(2027, 1) }))).text());
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ "Program format": "Online", "Total training hours": "1.5", "Training topic": "Marketing/Sales" });
  });

  it("gives XML valid against training-events.xsd", async () => {
    const res = await downloaded(admin.adminDownloadTrainingEvents({ period: fy(2026), format: ReportFormat.XML }));
    const xml = await res.text();
    expect(xml).toContain('xsi:noNamespaceSchemaLocation="training-events.xsd"');
    expect(xml).toContain("<TrainingTitle>Cash flow &lt;basics&gt; &amp; more</TrainingTitle>");
    expect(xml).toContain("<NumberTrained><Total>2</Total><CurrentlyInBusiness>1</CurrentlyInBusiness>");
    const result = await validate(xml, TRAINING_XSD, "training-events.xsd");
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect((await validate(xml.replace("<ProgramFormatType>Hybrid</ProgramFormatType>", "<ProgramFormatType>Mixed</ProgramFormatType>"), TRAINING_XSD, "training-events.xsd")).valid).toBe(false);
  });
});

describe("AdminDownloadImpactLedger", () => {
  it("gives one CSV row per milestone that happened in the period, without the evidence note's text", async () => {
    const res = await downloaded(admin.adminDownloadImpactLedger({ period: fy(2026) }));
    expect(res.headers.get("content-disposition")).toMatch(/impact-ledger-FY2026\.csv/);
    const text = await res.text();
    const rows = records(text);
    const [codeA] = await database.db.select({ code: funderClientCodes.code }).from(funderClientCodes).where(eq(funderClientCodes.userId, clientA));
    const [codeB] = await database.db.select({ code: funderClientCodes.code }).from(funderClientCodes).where(eq(funderClientCodes.userId, clientB));
    expect(rows.map((r) => r["Milestone id"])).toEqual([milestoneId.jobs, milestoneId.loan]);
    expect(rows[0]).toMatchObject({ "Client code": codeB!.code, Kind: "Jobs created", Date: "2025-10-01", "Full-time jobs": "2", "Part-time jobs": "1", State: "Reported", "Recorded by": "Client", "Evidence note on file": "No" });
    expect(rows[1]).toMatchObject({
      "Client code": codeA!.code,
      Kind: "Capital accessed",
      Date: "2026-03-01",
      "Amount (USD)": "25000",
      "Capital type": "Loan",
      "Capital source": "Bank",
      "Lender name": "First Community Bank",
      "Through this program": "Yes",
      State: "Verified",
      "Recorded by": "Staff",
      "Verified on": "2026-03-05",
      "Evidence note on file": "Yes",
      "Credited coach": "Ana Counselor",
      "Referral code": "BANKONE1",
    });
    expect(text).not.toContain("Loan papers");
    expectNothingPersonal(text);
  });

  it("gives the same rows as XLSX", async () => {
    const res = await downloaded(admin.adminDownloadImpactLedger({ period: fy(2027), format: ReportFormat.XLSX }));
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/impact-ledger-FY2027\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet("Impact ledger")!;
    expect(sheet.rowCount).toBe(2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = Object.fromEntries(header.map((h, i) => [h as string, sheet.getRow(2).getCell(i + 1).value]));
    expect(row).toMatchObject({ "Milestone id": milestoneId.started, Kind: "Business started", "Legal form": "LLC", State: "Confirmed", "Recorded by": "Staff" });
    expect(row.Date).toEqual(new Date("2026-10-01T00:00:00Z"));
    expect(row["Confirmed on"]).toEqual(new Date("2026-10-03T00:00:00Z"));
    const all = JSON.stringify(sheet.getSheetValues());
    expectNothingPersonal(all);
  });
});

describe("a large period (over REPORT_BACKGROUND_ROWS)", () => {
  let background: AccountServer;
  let blobDir: string;
  beforeAll(async () => {
    blobDir = mkdtempSync(path.join(tmpdir(), "compass-funder-blobs-"));
    background = await startAccountServer(database, { reportBackgroundRows: 1, blobs: filesystemBlobStore(blobDir) });
  });
  afterAll(async () => {
    await background?.close();
    if (blobDir) rmSync(blobDir, { recursive: true, force: true });
  });

  it("is made in the background and downloads as the same export", async () => {
    const client = background.client(await tokenOf(adminId));
    const answer = await client.adminDownloadCounselingRecords({ period: fy(2026), format: ReportFormat.XML });
    expect(answer.urlToDownload).toBe("");
    expect(answer.reportJob).toMatchObject({ kind: ReportJobKind.COUNSELING_RECORDS, format: ReportFormat.XML, rowsTotal: 3n, fileName: "counseling-records-FY2026.xml" });
    await background.reportJobs.drain();
    const { jobs } = await client.listMyReportJobs({});
    expect(jobs.find((j) => j.id === answer.reportJob!.id)).toMatchObject({ state: ReportJobState.READY, rowsDone: 3n });
    const { urlToDownload } = await client.downloadMyReportJob({ jobId: answer.reportJob!.id });
    const res = await fetch(new URL(new URL(urlToDownload, background.server.url).pathname, background.server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml.match(/<CounselingRecord>/g)).toHaveLength(3);
    expect((await validate(xml, COUNSELING_XSD, "counseling-records.xsd")).valid).toBe(true);
    expectNothingPersonal(xml);

    const ledger = await client.adminDownloadImpactLedger({ period: fy(2026), format: ReportFormat.XLSX });
    expect(ledger.reportJob).toMatchObject({ kind: ReportJobKind.IMPACT_LEDGER, format: ReportFormat.XLSX, rowsTotal: 2n });
    const training = await client.adminDownloadTrainingEvents({ period: fy(2026) });
    expect(training.reportJob).toMatchObject({ kind: ReportJobKind.TRAINING_EVENTS, format: ReportFormat.CSV, rowsTotal: 2n });
    await background.reportJobs.drain();
    const after = (await client.listMyReportJobs({})).jobs;
    expect(after.find((j) => j.id === ledger.reportJob!.id)?.state).toBe(ReportJobState.READY);
    expect(after.find((j) => j.id === training.reportJob!.id)?.state).toBe(ReportJobState.READY);
    const [audited] = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "funder_impact_ledger_requested"), eq(auditLog.actorUserId, adminId), eq(auditLog.targetId, "impact_ledger")));
    expect(audited).toBeDefined();
    const backgroundRows = await database.db.select().from(auditLog).where(and(eq(auditLog.action, "funder_counseling_records_requested"), eq(auditLog.actorUserId, adminId)));
    expect(backgroundRows.some((r) => (r.details as { background?: boolean }).background === true)).toBe(true);
  });
});
