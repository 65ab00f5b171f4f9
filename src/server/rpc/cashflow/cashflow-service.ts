/**
 * The cash-flow projection (issue #11; spec §1, §7): SubmitMyCashflow, GetMyCashflow and
 * DownloadMyCashflow on the caller's own (any signed-in user), CoachDownloadUserCashflow on a
 * client's (coaches, lenders and administrators; the access table). The document's behaviour —
 * versions, the seen and completed flags, the read mask, the download and its single-use link — is
 * every document's (documents/document-operations.ts); this file says what a cash flow is: its
 * checks (cashflow-mapper.ts, the shared rules of src/shared/cashflow.ts) and its workbook.
 */
import { CashflowSchema } from "../../../gen/compass/v1/compass_pb.js";
import { CASHFLOW_CONTENT_TYPE, cashflowFileName } from "../../documents/cashflow-workbook.js";
import type { DomainHandlers } from "../service-deps.js";
import { documentOperations, type DocumentDeps, type DocumentSpec } from "../documents/document-operations.js";
import { parseCashflow } from "./cashflow-mapper.js";

export const CASHFLOW_METHODS = ["submitMyCashflow", "getMyCashflow", "downloadMyCashflow", "coachDownloadUserCashflow"] as const;
export type CashflowHandlers = DomainHandlers<(typeof CASHFLOW_METHODS)[number]>;

export const CASHFLOW_DOCUMENT: DocumentSpec<typeof CashflowSchema> = {
  kind: "cashflow",
  auditName: "cashflow",
  schema: CashflowSchema,
  parse: parseCashflow,
  seen: "hasSeenCashflow",
  completed: "hasCompletedCashflow",
  render: (cashflow, owner, now, language) => ({
    task: { kind: "cashflowWorkbook", cashflow, meta: { businessName: owner.businessName, versionNumber: cashflow.versionNumber, date: now }, language },
    contentType: CASHFLOW_CONTENT_TYPE,
    fileName: cashflowFileName(owner.businessName, cashflow.versionNumber),
  }),
  words: {
    noneYet: "There is no cash flow to download yet: submit one first.",
    clientNoneYet: "This client has not submitted a cash flow yet.",
  },
};

export function cashflowService(deps: DocumentDeps): CashflowHandlers {
  const cashflow = documentOperations(deps, CASHFLOW_DOCUMENT);
  return {
    submitMyCashflow: async (req, ctx) => (await cashflow.submitMine(ctx, req.cashflow), {}),
    getMyCashflow: async (req, ctx) => ({ cashflow: await cashflow.getMine(ctx, req.fields) }),
    downloadMyCashflow: (_req, ctx) => cashflow.downloadMine(ctx),
    coachDownloadUserCashflow: (req, ctx) => cashflow.coachDownload(ctx, req.userId),
  };
}
