/**
 * The lender packet through the real server (issue #39, deliverable 5): DownloadMyLenderPacket (the
 * caller's own, inline) and CoachDownloadUserLenderPacket (a single-use link) — sign-in, the
 * user id checked, the access table (a learner and a partner bank refused), the policy (another
 * coach refused, the same answer whether or not the user exists, and nothing minted or audited),
 * FAILED_PRECONDITION before the first loan request, the link used once, an administrator's link
 * audited, the reader's language, and the PDF's text (pdftotext) holding the request's amount.
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, downloadLinks } from "../../../src/server/db/schema/index.js";
import { rememberLanguage } from "../../../src/server/identity/user-language.js";
import { DISCLAIMER } from "../../../src/shared/loan-readiness-words.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { describeDocumentAccess } from "../../setup/document-access.js";
import { sampleRequest } from "../../setup/loan-readiness.js";
import { expectCases, outcome } from "../../setup/rpc.js";
import { flat, PdfTools } from "../../unit/documents/pdf-tools.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let tools: PdfTools;
let coachId: string;
let coach: Client;
let otherCoach: Client;
let partner: Client;
let adminId: string;
let admin: Client;
/** A mentee of `coach` who has saved a loan request of $73,450 (and a plan), and one who has not. */
let menteeId: string;
let mentee: Client;
let freshMenteeId: string;
let fresh: Client;

const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";
const AMOUNT = "$73,450.00";

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  tools = await PdfTools.create();
  coachId = await insertUser(database, "COACH");
  coach = api.client(await tokenOf(coachId));
  otherCoach = api.client(await tokenOf(await insertUser(database, "LENDER")));
  partner = api.client(await tokenOf(await insertUser(database, "BANK")));
  adminId = await insertUser(database, "ADMIN");
  admin = api.client(await tokenOf(adminId));
  menteeId = await insertUser(database, "STANDARD", { businessName: "Panadería Núñez", firstName: "Rosa", lastName: "Núñez", assignedCoachId: coachId });
  mentee = api.client(await tokenOf(menteeId));
  await mentee.submitMyLoanRequest({ request: sampleRequest(73_450n) });
  await mentee.submitMyBusinessPlan({ plan: { companyDescription: "A family bakery on Main Street." } });
  freshMenteeId = await insertUser(database, "STANDARD", { assignedCoachId: coachId });
  fresh = api.client(await tokenOf(freshMenteeId));
}, 120_000);
afterAll(async () => {
  await tools?.remove();
  await api?.close();
  await database?.close();
});

const pdfTextOf = async (bytes: Uint8Array) => flat((await tools.read(Buffer.from(bytes), "packet")).text);
const fetchLink = (url: string) => fetch(`${api.server.url}${new URL(url, "http://compass.test").pathname}`);
const linksOf = async (subjectUserId: string) => database.db.select().from(downloadLinks).where(eq(downloadLinks.subjectUserId, subjectUserId));
const auditedLinks = async (subjectUserId: string) =>
  database.db.select().from(auditLog).where(and(eq(auditLog.action, "lender_packet_download_link"), eq(auditLog.targetId, subjectUserId)));

describeDocumentAccess({
  anonymous: () => api.client(),
  methods: [
    ["downloadMyLenderPacket", {}],
    ["coachDownloadUserLenderPacket", { userId: UNKNOWN_USER }],
  ],
  refused: [{ method: "coachDownloadUserLenderPacket", request: {}, clients: () => [mentee, partner], userId: () => menteeId }],
});

describe("CoachDownloadUserLenderPacket checks", () => {
  expectCases((req: { userId: string }) => coach.coachDownloadUserLenderPacket(req), [
    { name: "without a user id", request: { userId: "" }, code: Code.InvalidArgument, message: "user_id: required." },
  ]);

  it("refuses another coach or lender, and a user who does not exist, with one answer, minting and auditing nothing", async () => {
    const other = await outcome(otherCoach.coachDownloadUserLenderPacket({ userId: menteeId }));
    const unknown = await outcome(coach.coachDownloadUserLenderPacket({ userId: UNKNOWN_USER }));
    expect(other).toEqual({ code: Code.PermissionDenied, message: "You can download documents only for your own clients." });
    expect(unknown).toEqual(other);
    expect(await outcome(partner.coachDownloadUserLenderPacket({ userId: menteeId }))).toEqual({ code: Code.PermissionDenied, message: expect.any(String) });
    expect(await linksOf(menteeId)).toEqual([]);
    expect(await auditedLinks(menteeId)).toEqual([]);
  });

  it("answers FAILED_PRECONDITION for a mentee who has not saved a loan request, minting nothing", async () => {
    expect(await outcome(coach.coachDownloadUserLenderPacket({ userId: freshMenteeId }))).toEqual({ code: Code.FailedPrecondition, message: "This client has not saved a loan request yet." });
    expect(await linksOf(freshMenteeId)).toEqual([]);
  });
});

describe("DownloadMyLenderPacket", () => {
  it("answers FAILED_PRECONDITION before the first loan request is saved", async () => {
    expect(await outcome(fresh.downloadMyLenderPacket({}))).toEqual({ code: Code.FailedPrecondition, message: "There is no lender packet to download yet: save your loan request first." });
  });

  it("answers the packet inline: a PDF named for the business and request version, holding the request's amount", async () => {
    const { result } = await mentee.downloadMyLenderPacket({});
    expect(result?.contentType).toBe("application/pdf");
    expect(result?.fileName).toBe("lender-packet-panaderia-nunez-v1.pdf");
    expect(result?.urlToDownload).toBe("");
    const text = await pdfTextOf(result!.content);
    expect(text).toContain("Lender packet");
    expect(text).toContain(`Amount requested: ${AMOUNT}`);
    expect(text).toContain(DISCLAIMER.en);
    expect(text).toContain("A family bakery on Main Street.");
    // Not saved yet: named as missing.
    expect(text).toContain("Missing: no cash flow has been saved yet.");
  });

  it("is in the reader's language", async () => {
    await rememberLanguage(database.db, menteeId, "es");
    try {
      const text = await pdfTextOf((await mentee.downloadMyLenderPacket({})).result!.content);
      expect(text).toContain("Paquete para el prestamista");
      expect(text).toContain(`Monto solicitado: ${AMOUNT}`);
      expect(text).toContain(DISCLAIMER.es);
    } finally {
      await rememberLanguage(database.db, menteeId, "en");
    }
  });
});

describe("CoachDownloadUserLenderPacket links", () => {
  it("gives the mentee's coach a single-use link to the packet, audited", async () => {
    const { urlToDownload } = await coach.coachDownloadUserLenderPacket({ userId: menteeId });
    expect(urlToDownload).toMatch(/\/downloads\/[A-Za-z0-9_-]{43}$/);
    const first = await fetchLink(urlToDownload);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; .*lender-packet-panaderia-nunez-v1\.pdf/);
    expect(await pdfTextOf(new Uint8Array(await first.arrayBuffer()))).toContain(`Amount requested: ${AMOUNT}`);
    // Used once.
    expect((await fetchLink(urlToDownload)).status).toBe(404);
    const audited = await auditedLinks(menteeId);
    expect(audited.map((a) => a.actorUserId)).toEqual([coachId]);
  });

  it("gives an administrator a link to anyone's packet, audited", async () => {
    const { urlToDownload } = await admin.coachDownloadUserLenderPacket({ userId: menteeId });
    const response = await fetchLink(urlToDownload);
    expect(response.status).toBe(200);
    expect(await pdfTextOf(new Uint8Array(await response.arrayBuffer()))).toContain(AMOUNT);
    expect((await auditedLinks(menteeId)).map((a) => a.actorUserId).sort()).toEqual([adminId, coachId].sort());
  });
});
