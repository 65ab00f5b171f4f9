/**
 * /admin/download-report's reads: the pickers' people (coaches for administrators; clients —
 * every learner for administrators, one's own mentees for coaches and lenders) and the three
 * report calls, made on a click (callUnaryMethod: nothing is cached).
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { callUnaryMethod, useQuery, useTransport } from "@connectrpc/connect-query";
import { useMemo } from "react";
import {
  CompassService,
  UserType,
  type AdminDownloadTAReportRequestSchema,
  type AdminDownloadUserActivityRequestSchema,
} from "../../../gen/compass/v1/compass_pb";
import { choicesOf } from "../../queries/people-choices";

const method = CompassService.method;

/** The clients the caller may filter by: every learner (administrators) or their own mentees. */
export function useClientChoices(admin: boolean, enabled: boolean) {
  const all = useQuery(method.adminGetAllUsers, {}, { enabled: enabled && admin, staleTime: 60_000 });
  const mine = useQuery(method.coachGetMyMentees, {}, { enabled: enabled && !admin, staleTime: 60_000 });
  const query = admin ? all : mine;
  const choices = useMemo(
    () => (admin ? choicesOf((all.data?.users ?? []).filter((u) => u.type === UserType.STANDARD)) : choicesOf((mine.data?.mentees ?? []).map((m) => m.user))),
    [admin, all.data, mine.data],
  );
  return { query, choices };
}

/** The three report calls. */
export function useReportCalls() {
  const transport = useTransport();
  return {
    taReport: (request: MessageInitShape<typeof AdminDownloadTAReportRequestSchema>) => callUnaryMethod(transport, method.adminDownloadTAReport, request),
    userActivity: (request: MessageInitShape<typeof AdminDownloadUserActivityRequestSchema>) => callUnaryMethod(transport, method.adminDownloadUserActivity, request),
    pinpoint: () => callUnaryMethod(transport, method.adminDownloadPinpointReport, {}),
  };
}
