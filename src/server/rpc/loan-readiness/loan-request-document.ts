/**
 * The loan request (issue #39 §1; ADR 0039): the fourth versioned document (drafts as versions,
 * history thinned by housekeeping, the submit limit, audit — documents/document-operations.ts). A
 * submitted request is checked by the shared rules (src/shared/loan-request.ts) — INVALID_ARGUMENT
 * naming the first problem's path, `request.collateral[2].estimated_value: …`, and nothing stored —
 * then tidied (text trimmed, empty rows dropped, the client's version number ignored). It has no
 * download of its own: the lender packet renders it with the rest (no `render`).
 */
import { create } from "@bufbuild/protobuf";
import { LoanRequestSchema, type LoanRequest } from "../../../gen/compass/v1/compass_pb.js";
import { loanRequestProblems, tidyLoanRequest } from "../../../shared/loan-request.js";
import { rpcError } from "../../core/errors.js";
import { refuseProblems } from "../documents/document-mapper.js";
import type { DocumentSpec } from "../documents/document-operations.js";

export function parseLoanRequest(request: LoanRequest | undefined): LoanRequest {
  if (!request) throw rpcError.invalidArgument("request: required.");
  refuseProblems("request", loanRequestProblems(request));
  const tidy = tidyLoanRequest(create(LoanRequestSchema, request));
  tidy.versionNumber = 0;
  return tidy;
}

export const LOAN_REQUEST_DOCUMENT: DocumentSpec<typeof LoanRequestSchema> = {
  kind: "loanRequest",
  auditName: "loan_request",
  schema: LoanRequestSchema,
  parse: parseLoanRequest,
  seen: "hasSeenLoanRequest",
  completed: "hasCompletedLoanRequest",
};
