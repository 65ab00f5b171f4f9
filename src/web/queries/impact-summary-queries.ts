/** The impact dashboard's read (issue #40): AdminGetImpactSummary for the period and filters chosen. */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { useQuery } from "@connectrpc/connect-query";
import { keepPreviousData } from "@tanstack/react-query";
import { CompassService, type AdminGetImpactSummaryRequestSchema } from "../../gen/compass/v1/compass_pb";

export const useAdminImpactSummary = (request: MessageInitShape<typeof AdminGetImpactSummaryRequestSchema>) =>
  useQuery(CompassService.method.adminGetImpactSummary, request, { staleTime: 30_000, retry: 1, placeholderData: keepPreviousData });
