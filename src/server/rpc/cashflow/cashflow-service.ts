/**
 * The cash-flow projection (issue #11; spec §1, §7): SubmitMyCashflow, GetMyCashflow and
 * DownloadMyCashflow on the caller's own (any signed-in user), CoachDownloadUserCashflow on a
 * client's (coaches, lenders and administrators; the access table). Each handler: validate →
 * authorize → act → map.
 *
 * - Submit stores a new version (1, 2, …; every version kept in cashflows_history) and sets
 *   has_seen_cashflow and has_completed_cashflow.
 * - Get returns the latest version under the read mask (`fields`, paths of Cashflow); before the
 *   first submit, an empty cash flow with version_number 0. Opening the tool is seeing it: the
 *   caller's has_seen_cashflow is set. (The page keeps drafts itself between submits:
 *   docs/decisions/0015-download-links.md lists where.)
 * - DownloadMyCashflow returns the workbook's bytes (FAILED_PRECONDITION before the first submit).
 * - CoachDownloadUserCashflow returns a single-use link (src/server/downloads/), minted only when
 *   the caller may read the user's documents (document-policy.ts): anyone else is answered
 *   PERMISSION_DENIED, the same whether or not the user exists. Every link minted is audited.
 */
import { create } from "@bufbuild/protobuf";
import { CashflowSchema } from "../../../gen/compass/v1/compass_pb.js";
import { buildCashflowWorkbook, CASHFLOW_CONTENT_TYPE, cashflowFileName } from "../../documents/cashflow-workbook.js";
import { mintDownloadLink, type DownloadGrant } from "../../downloads/download-links.js";
import type { DownloadDocument } from "../../downloads/download-routes.js";
import type { Db } from "../../db/database.js";
import { auditAction } from "../audit-action.js";
import { denied, signedIn } from "../context.js";
import { rpcError } from "../errors.js";
import { applyReadMask } from "../field-masks.js";
import type { DomainHandlers, ServiceDeps } from "../services.js";
import { parseUserId } from "../settings/settings-mapper.js";
import { canReadUserDocuments, NOT_YOUR_CLIENT } from "../documents/document-policy.js";
import { createDocumentStore } from "../documents/document-store.js";
import { cashflowDocument, parseCashflow, storedCashflow } from "./cashflow-mapper.js";

export type CashflowDeps = Pick<ServiceDeps, "db" | "audit" | "publicUrl">;

export const CASHFLOW_METHODS = ["submitMyCashflow", "getMyCashflow", "downloadMyCashflow", "coachDownloadUserCashflow"] as const;
export type CashflowHandlers = DomainHandlers<(typeof CASHFLOW_METHODS)[number]>;

export const NO_CASHFLOW_YET = "There is no cash flow to download yet: submit one first.";

/** The workbook of a user's latest cash flow, or null before their first submit. */
export async function renderCashflow(db: Db, userId: string, now = new Date()): Promise<DownloadDocument | null> {
  const store = createDocumentStore(db, "cashflow");
  const [owner, latest] = await Promise.all([store.owner(userId), store.latest(userId)]);
  if (!owner || !latest) return null;
  const cashflow = storedCashflow(latest);
  const businessName = owner.businessName.trim();
  const content = await buildCashflowWorkbook(cashflow, { businessName, versionNumber: cashflow.versionNumber, date: now });
  return { content, contentType: CASHFLOW_CONTENT_TYPE, fileName: cashflowFileName(businessName, cashflow.versionNumber) };
}

/** The download route's renderer: the minter must still be allowed when the link is used. */
export async function renderCashflowDownload(db: Db, grant: DownloadGrant): Promise<DownloadDocument | null> {
  const store = createDocumentStore(db, "cashflow");
  const [owner, minter] = await Promise.all([store.owner(grant.subjectUserId), store.actor(grant.mintedByUserId)]);
  if (!owner || !minter || !canReadUserDocuments(minter, owner)) return null;
  return renderCashflow(db, grant.subjectUserId);
}

export function cashflowService(deps: CashflowDeps): CashflowHandlers {
  const store = createDocumentStore(deps.db, "cashflow");

  const audit = auditAction(deps.audit);

  return {
    async submitMyCashflow(req, ctx) {
      const actor = signedIn(ctx);
      const cashflow = parseCashflow(req.cashflow);
      await store.submit(actor.userId, cashflowDocument(cashflow), actor.userId, { hasSeenCashflow: true, hasCompletedCashflow: true });
      return {};
    },

    async getMyCashflow(req, ctx) {
      const actor = signedIn(ctx);
      applyReadMask(CashflowSchema, create(CashflowSchema), req.fields);
      const [latest] = await Promise.all([store.latest(actor.userId), store.markState(actor.userId, { hasSeenCashflow: true })]);
      return { cashflow: applyReadMask(CashflowSchema, storedCashflow(latest), req.fields) };
    },

    async downloadMyCashflow(_req, ctx) {
      const actor = signedIn(ctx);
      const document = await renderCashflow(deps.db, actor.userId);
      if (!document) throw rpcError.failedPrecondition(NO_CASHFLOW_YET);
      return { result: { content: document.content, contentType: document.contentType, fileName: document.fileName, urlToDownload: "" } };
    },

    async coachDownloadUserCashflow(req, ctx) {
      const actor = signedIn(ctx);
      const userId = parseUserId(req.userId);
      const owner = await store.owner(userId);
      if (!owner || !canReadUserDocuments(actor, owner)) {
        denied(ctx, { targetType: "user", targetId: userId, reason: owner ? "not-client" : "no-user", answer: "permission-denied", message: NOT_YOUR_CLIENT });
      }
      if (!(await store.latest(userId))) throw rpcError.failedPrecondition("This client has not submitted a cash flow yet.");
      const urlToDownload = await mintDownloadLink(deps.db, { kind: "cashflow", subjectUserId: userId, mintedByUserId: actor.userId }, deps.publicUrl);
      await audit(ctx, "cashflow_download_link", { type: "user", id: userId });
      return { urlToDownload };
    },
  };
}
