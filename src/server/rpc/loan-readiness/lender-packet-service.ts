/**
 * The lender packet (issue #39, deliverable 5; ADR 0039): one PDF of a learner's loan readiness —
 * the summary with the DSCR table, the loan request with its schedules, the plan, the cash flow by
 * year and the survey's results (documents/lender-packet-pdf.ts) — made in the heavy-work pool
 * (ADR 0034: one document per account at a time, RESOURCE_EXHAUSTED saying when to try again).
 *
 * - DownloadMyLenderPacket: the caller's own packet inline (a DownloadResult, like
 *   DownloadMyBusinessPlan); FAILED_PRECONDITION before their first loan request is saved.
 * - CoachDownloadUserLenderPacket: a single-use link (src/server/downloads/, kind "lenderPacket")
 *   for the learner's coach or lender or an administrator (loan-readiness-policy.ts: as the
 *   learner's documents; partner banks never — the access table refuses them first); anyone else is
 *   PERMISSION_DENIED, the same whether or not the user exists. Each link minted is audited and
 *   counts as the caller opening the loan request (document-reviews.ts). The link's renderer checks
 *   again, when it is used, that its minter may still read the learner's readiness.
 *
 * The packet is in the reader's language (ADR 0026: the caller's, or the link's minter's), and the
 * names on it (overrides, notes) as the reader may see them (ADR 0037).
 */
import type { HandlerContext } from "@connectrpc/connect";
import { denied, signedIn, type Actor } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { parseUserId } from "../../core/ids.js";
import type { NameViewer } from "../../core/names.js";
import type { Db } from "../../db/database.js";
import { lenderPacketFileName, PDF_CONTENT_TYPE } from "../../documents/lender-packet-pdf.js";
import { mintDownloadLink, type DownloadGrant } from "../../downloads/download-links.js";
import type { DownloadDocument, DownloadRenderer } from "../../downloads/download-routes.js";
import type { HeavyWork } from "../../heavy/heavy-work.js";
import { languageOf } from "../../identity/user-language.js";
import { auditAction } from "../audit-action.js";
import { NOT_YOUR_CLIENT } from "../documents/document-policy.js";
import { markReviewed } from "../documents/document-reviews.js";
import { createDocumentStore, type DocumentOwner } from "../documents/document-store.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { canReadReadiness } from "./loan-readiness-policy.js";
import { loadLoanReadiness } from "./loan-readiness-service.js";

export const LENDER_PACKET_METHODS = ["downloadMyLenderPacket", "coachDownloadUserLenderPacket"] as const;
export type LenderPacketHandlers = DomainHandlers<(typeof LENDER_PACKET_METHODS)[number]>;

type Reader = Pick<Actor, "userId" | "role">;

/** Who the packet's names are shown to: the reader (the owner sees their coach's names as the owner does). */
const viewerOf = (reader: Reader, owner: DocumentOwner): NameViewer => ({
  userId: reader.userId,
  role: reader.role,
  assignedCoachId: reader.userId === owner.id ? owner.assignedCoachId : null,
});

/**
 * `userId`'s packet made in the pool for `reader` (in their language; one of theirs at a time);
 * null when the user does not exist or has not saved a loan request.
 */
export async function renderLenderPacket(db: Db, heavy: HeavyWork, userId: string, reader: Reader, now = new Date()): Promise<DownloadDocument | null> {
  const owner = await createDocumentStore(db, "loanRequest").owner(userId);
  if (!owner) return null;
  const [loaded, language] = await Promise.all([loadLoanReadiness(db, userId, { viewer: viewerOf(reader, owner) }), languageOf(db, reader.userId)]);
  if (!loaded || loaded.request.versionNumber === 0) return null;
  const versionNumber = loaded.request.versionNumber;
  const content = await heavy.run(reader.userId, {
    kind: "lenderPacketPdf",
    packet: {
      readiness: loaded.readiness,
      summary: loaded.summary,
      ...(loaded.plan ? { plan: loaded.plan } : {}),
      ...(loaded.survey ? { survey: loaded.survey } : {}),
    },
    meta: { businessName: loaded.owner.businessName, ownerName: loaded.owner.ownerName, versionNumber, date: now },
    language,
  });
  return { content, contentType: PDF_CONTENT_TYPE, fileName: lenderPacketFileName(loaded.owner.businessName, versionNumber) };
}

/** The download route's renderer of "lenderPacket" links: the minter must still be allowed when the link is used. */
export function lenderPacketRenderer(db: Db, heavy: HeavyWork): DownloadRenderer {
  const documents = createDocumentStore(db, "loanRequest");
  return async (grant: DownloadGrant) => {
    const [owner, minter] = await Promise.all([documents.owner(grant.subjectUserId), documents.actor(grant.mintedByUserId)]);
    if (!owner || !minter || !canReadReadiness(minter, owner)) return null;
    return renderLenderPacket(db, heavy, grant.subjectUserId, minter);
  };
}

export function lenderPacketService(deps: Pick<ServiceDeps, "db" | "audit" | "publicUrl" | "heavy">): LenderPacketHandlers {
  const documents = createDocumentStore(deps.db, "loanRequest");
  const audit = auditAction(deps.audit);

  return {
    async downloadMyLenderPacket(_req, ctx) {
      const actor = signedIn(ctx);
      if (!deps.heavy) throw rpcError.unimplemented(ctx.method.name);
      const document = await renderLenderPacket(deps.db, deps.heavy, actor.userId, actor);
      if (!document) throw rpcError.failedPrecondition("There is no lender packet to download yet: save your loan request first.");
      return { result: { content: document.content, contentType: document.contentType, fileName: document.fileName, urlToDownload: "" } };
    },

    async coachDownloadUserLenderPacket(req, ctx: HandlerContext) {
      const actor = signedIn(ctx);
      const userId = parseUserId(req.userId);
      const owner = await documents.owner(userId);
      if (!owner || !canReadReadiness(actor, owner)) {
        denied(ctx, { targetType: "user", targetId: userId, reason: owner ? "not-client" : "no-user", answer: "permission-denied", message: NOT_YOUR_CLIENT });
      }
      if (!(await documents.latest(userId))) throw rpcError.failedPrecondition("This client has not saved a loan request yet.");
      const urlToDownload = await mintDownloadLink(deps.db, { kind: "lenderPacket", subjectUserId: userId, mintedByUserId: actor.userId }, deps.publicUrl);
      await Promise.all([
        audit(ctx, "lender_packet_download_link", { type: "user", id: userId }),
        actor.userId !== userId ? markReviewed(deps.db, actor.userId, userId, "loanRequest") : undefined,
      ]);
      return { urlToDownload };
    },
  };
}
