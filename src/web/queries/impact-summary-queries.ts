/**
 * The impact dashboard's reads (issue #40): AdminGetImpactSummary for the period and filters chosen,
 * and AdminListImpactMilestones and AdminListImpactSessions, the records behind one of its figures.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { createInfiniteQueryOptions, useQuery, useTransport } from "@connectrpc/connect-query";
import { keepPreviousData, useInfiniteQuery as useTanstackInfiniteQuery } from "@tanstack/react-query";
import {
  CompassService,
  type AdminGetImpactSummaryRequestSchema,
  type AdminListImpactMilestonesRequestSchema,
  type AdminListImpactSessionsRequestSchema,
} from "../../gen/compass/v1/compass_pb";

export const useAdminImpactSummary = (request: MessageInitShape<typeof AdminGetImpactSummaryRequestSchema>) =>
  useQuery(CompassService.method.adminGetImpactSummary, request, { staleTime: 30_000, retry: 1, placeholderData: keepPreviousData });

/** The milestones behind a figure (AdminListImpactMilestones), 25 at a time, more on demand. */
export function useAdminImpactMilestones(request: Omit<MessageInitShape<typeof AdminListImpactMilestonesRequestSchema>, "pageRequest" | "$typeName">) {
  const transport = useTransport();
  // connect-query's React hook types only top-level page keys; its core builds the options for a nested one.
  const options = createInfiniteQueryOptions(
    CompassService.method.adminListImpactMilestones,
    { ...request, pageRequest: { pageSize: 25, pageToken: "" } },
    { transport, pageParamKey: "pageRequest.pageToken", getNextPageParam: (last) => last.pageResponse?.nextPageToken || undefined },
  );
  return useTanstackInfiniteQuery({ ...options, staleTime: 30_000, retry: 1 });
}

/** The TA sessions behind the sessions, hours and clients counseled (AdminListImpactSessions), 25 at a time. */
export function useAdminImpactSessions(request: Omit<MessageInitShape<typeof AdminListImpactSessionsRequestSchema>, "pageRequest" | "$typeName">) {
  const transport = useTransport();
  const options = createInfiniteQueryOptions(
    CompassService.method.adminListImpactSessions,
    { ...request, pageRequest: { pageSize: 25, pageToken: "" } },
    { transport, pageParamKey: "pageRequest.pageToken", getNextPageParam: (last) => last.pageResponse?.nextPageToken || undefined },
  );
  return useTanstackInfiniteQuery({ ...options, staleTime: 30_000, retry: 1 });
}
