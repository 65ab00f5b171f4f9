/**
 * /admin/audit-log's reads, in one module: one page of the recorded changes (AdminListAuditLog),
 * one page of the counted refusals (AdminListAuditDenials) and the name of a chosen person
 * (GetUserName); the people the "Who" filter suggests are src/web/queries/people-choices.ts's
 * search. The log is read-only: nothing here writes, so nothing
 * is invalidated. The previous page stays on screen while the next one loads.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { useQuery } from "@connectrpc/connect-query";
import { CompassService, type AdminListAuditDenialsRequestSchema, type AdminListAuditLogRequestSchema } from "../../../gen/compass/v1/compass_pb";

const method = CompassService.method;

/** Asks again once, unless the server refused the request itself (a filter or page token). */
const noRetry = (count: number, error: unknown) => count < 1 && ConnectError.from(error).code !== Code.InvalidArgument;

export function useChangesPage(request: MessageInitShape<typeof AdminListAuditLogRequestSchema>, enabled: boolean) {
  return useQuery(method.adminListAuditLog, request, { enabled, staleTime: 0, placeholderData: (previous) => previous, retry: noRetry });
}

export function useRefusalsPage(request: MessageInitShape<typeof AdminListAuditDenialsRequestSchema>, enabled: boolean) {
  return useQuery(method.adminListAuditDenials, request, { enabled, staleTime: 0, placeholderData: (previous) => previous, retry: noRetry });
}

/** The name of the user `id` (for an actor the records on screen do not name); NOT_FOUND for one who is gone. */
export function useUserName(id: string, enabled: boolean) {
  return useQuery(method.getUserName, { userId: id }, { enabled: enabled && id !== "", staleTime: 60_000, retry: false });
}
