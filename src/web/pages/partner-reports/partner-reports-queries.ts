/**
 * The partner reports' reads (ADR 0023), in one module: the dashboard (PartnerGetDashboard), the
 * TA sessions by month and category (PartnerListTATracking) and the impact figures of the referred
 * clients (PartnerGetImpactSummary, issue #40) for a scope; for administrators, the
 * banks to choose from (AdminListPartnerAccounts, type BANK) and the bank codes to choose from
 * (CoachListReferralCodes: one bank's, or every code, of which the banks'); and the TA report's
 * download link (AdminDownloadTAReport), asked for on a click (callUnaryMethod: nothing cached).
 *
 * A refusal is sorted for the page (`scopeProblemOf`): a field the server names goes on that
 * field of the scope filter; PERMISSION_DENIED (another bank's code) and NOT_FOUND (an
 * administrator's unknown code or bank) show the server's own words; anything else the app's
 * generic words. Those refusals are not retried: asking again gives the same answer.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { callUnaryMethod, useQuery, useTransport } from "@connectrpc/connect-query";
import { keepPreviousData } from "@tanstack/react-query";
import { useMemo } from "react";
import {
  CompassService,
  ReferralCodeKind,
  type AdminDownloadTAReportRequestSchema,
  type PartnerGetImpactSummaryRequestSchema,
  type PartnerScopeSchema,
} from "../../../gen/compass/v1/compass_pb";
import { parseFieldError } from "../../components/form/server-errors";

const method = CompassService.method;

type ScopeMessage = MessageInitShape<typeof PartnerScopeSchema>;

const FINAL = new Set([Code.PermissionDenied, Code.NotFound, Code.InvalidArgument, Code.Unauthenticated]);
const retry = (count: number, error: unknown) => count < 1 && !FINAL.has(ConnectError.from(error).code);

/** The dashboard's aggregates for a scope. */
export function useDashboard(scope: ScopeMessage, enabled: boolean) {
  return useQuery(method.partnerGetDashboard, { scope }, { enabled, retry, staleTime: 60_000 });
}

/** The scope's TA sessions by month and category. */
export function useTATracking(scope: ScopeMessage, enabled: boolean) {
  return useQuery(method.partnerListTATracking, { scope }, { enabled, retry, staleTime: 60_000 });
}

/** The impact figures of the scope's referred clients; the last figures stay on screen while the next load. */
export function useImpactSummary(request: MessageInitShape<typeof PartnerGetImpactSummaryRequestSchema>) {
  return useQuery(method.partnerGetImpactSummary, request, { retry, staleTime: 30_000, placeholderData: keepPreviousData });
}

export interface Choice {
  value: string;
  label: string;
}


export interface CodeChoice {
  code: string;
  disabled: boolean;
  /** The bank's name (an administrator looking at every bank's codes). */
  ownerName: string;
}

/** The bank codes an administrator may narrow to: the chosen bank's, or every bank's. */
export function useBankCodeChoices(enabled: boolean, bankUserId: string) {
  const query = useQuery(method.coachListReferralCodes, { ownerUserId: bankUserId }, { enabled, staleTime: 60_000 });
  const choices = useMemo<CodeChoice[]>(
    () =>
      (query.data?.referralCodes ?? [])
        .filter((c) => c.kind === ReferralCodeKind.BANK && (!bankUserId || c.ownerUserId === bankUserId))
        .map((c) => ({ code: c.code.toUpperCase(), disabled: c.disabled, ownerName: c.ownerName }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    [query.data, bankUserId],
  );
  return { query, choices };
}

/** The TA report's single-use link. */
export function useTAReportCall() {
  const transport = useTransport();
  return (request: MessageInitShape<typeof AdminDownloadTAReportRequestSchema>) => callUnaryMethod(transport, method.adminDownloadTAReport, request);
}

/** The scope filter's fields the server may name. */
export type ScopeField = "from" | "to" | "code";

const SERVER_FIELDS: Record<string, ScopeField> = {
  startDate: "from",
  endDate: "to",
  referralCode: "code",
};

export type ScopeProblem =
  /** The server refused a field of the filter. */
  | { kind: "field"; field: ScopeField; message: string }
  /** Not allowed or not found: the server's own words. */
  | { kind: "refused"; code: "denied" | "notFound"; message: string }
  /** Anything else (the network, a server failure). */
  | { kind: "other" };

/** What a failed report read means for the page. */
export function scopeProblemOf(error: unknown): ScopeProblem {
  const e = ConnectError.from(error);
  if (e.code === Code.InvalidArgument && e.rawMessage) {
    const parsed = parseFieldError(e.rawMessage);
    const field = parsed.field ? SERVER_FIELDS[parsed.field] : undefined;
    if (field) return { kind: "field", field, message: parsed.message };
  }
  if (e.code === Code.PermissionDenied) return { kind: "refused", code: "denied", message: e.rawMessage };
  if (e.code === Code.NotFound) return { kind: "refused", code: "notFound", message: e.rawMessage };
  return { kind: "other" };
}
