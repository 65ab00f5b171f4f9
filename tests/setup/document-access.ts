/**
 * The access cases every document domain's methods share (cash flow, plan, survey): UNAUTHENTICATED
 * without a sign-in for each method, and PERMISSION_DENIED for the methods a learner and a coach may
 * not call (Admin*, CoachDownload* for a learner), whoever's document they name.
 */
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { outcome } from "./rpc.js";

type Call = (req: object) => Promise<unknown>;
const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;

export interface DocumentAccess {
  /** A client without a sign-in. */
  anonymous: () => unknown;
  /** Every method of the domain with a request it would otherwise accept to look at. */
  methods: readonly (readonly [string, object])[];
  /** Methods refused by role, with the clients refused and the user id their request names. */
  refused: readonly { method: string; request: object; clients: () => unknown[]; userId: () => string }[];
}

export function describeDocumentAccess(access: DocumentAccess): void {
  describe("access", () => {
    it.each(access.methods)("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
      expect((await outcome(call(access.anonymous(), method)(req))).code).toBe(Code.Unauthenticated);
    });
    for (const { method, request, clients, userId } of access.refused) {
      it(`${method} answers PERMISSION_DENIED to the roles the access table refuses`, async () => {
        for (const client of clients()) expect((await outcome(call(client, method)({ ...request, userId: userId() }))).code).toBe(Code.PermissionDenied);
      });
    }
  });
}

export interface DocumentDownloads<C> {
  /** The PDF's or workbook's type and a pattern of its file name. */
  contentType: string;
  fileName: RegExp;
  /** Makes a client of a new learner (assigned to `coachId`, when given) who has or has not submitted. */
  learner: (options: { submitted: boolean; coachId?: string }) => Promise<{ id: string; client: C }>;
  downloadMine: (client: C) => Promise<{ result?: { content: Uint8Array; contentType: string; fileName: string; urlToDownload: string } }>;
  coachDownload: (client: C, userId: string) => Promise<{ urlToDownload: string }>;
  /** A coach (id and client) and another coach's client. */
  coach: () => Promise<{ id: string; client: C }>;
  otherCoach: () => C;
  /** Fetches a link's path from the test server. */
  fetchLink: (url: string) => Promise<Response>;
  /** The first bytes of the document ("%PDF", "PK"). */
  magic: string;
}

/** DownloadMy* and CoachDownloadUser* of a document: inline bytes for the owner, a single-use link for their coach. */
export function describeDocumentDownloads<C>(d: DocumentDownloads<C>): void {
  describe("downloads", () => {
    it("DownloadMy* answers FAILED_PRECONDITION before the first submit, then the document inline", async () => {
      const before = await d.learner({ submitted: false });
      expect((await outcome(d.downloadMine(before.client))).code).toBe(Code.FailedPrecondition);
      const after = await d.learner({ submitted: true });
      const { result } = await d.downloadMine(after.client);
      expect(result?.contentType).toBe(d.contentType);
      expect(result?.fileName).toMatch(d.fileName);
      expect(result?.urlToDownload).toBe("");
      expect(Buffer.from(result!.content).subarray(0, d.magic.length).toString()).toBe(d.magic);
    });

    it("CoachDownloadUser* gives the user's coach a single-use link, and refuses another coach", async () => {
      const coach = await d.coach();
      const mentee = await d.learner({ submitted: true, coachId: coach.id });
      const { urlToDownload } = await d.coachDownload(coach.client, mentee.id);
      const first = await d.fetchLink(urlToDownload);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe(d.contentType);
      expect(first.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(Buffer.from(await first.arrayBuffer()).subarray(0, d.magic.length).toString()).toBe(d.magic);
      expect((await d.fetchLink(urlToDownload)).status).toBe(404);
      expect((await outcome(d.coachDownload(d.otherCoach(), mentee.id))).code).toBe(Code.PermissionDenied);
      const unsubmitted = await d.learner({ submitted: false, coachId: coach.id });
      expect((await outcome(d.coachDownload(coach.client, unsubmitted.id))).code).toBe(Code.FailedPrecondition);
    });
  });
}
