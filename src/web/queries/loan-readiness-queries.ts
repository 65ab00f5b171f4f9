/**
 * Loan readiness's reads and writes (issue #39): the learner's own (GetMyLoanReadiness, which holds
 * the saved request, the cash flow, the context and the thresholds; SubmitMyLoanRequest), a
 * mentee's (CoachGetUserLoanReadiness; CoachSetReadinessOverride answers the readiness as it now
 * stands, which replaces the cached one) and the installation's thresholds (administrators).
 */
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { CompassService } from "../../gen/compass/v1/compass_pb";

const method = CompassService.method;

export const useMyLoanReadiness = () => useQuery(method.getMyLoanReadiness, {}, { staleTime: 0, retry: 1 });
export const useSubmitLoanRequest = () => useMutation(method.submitMyLoanRequest);
export const useDownloadMyLenderPacket = () => useMutation(method.downloadMyLenderPacket);

export async function invalidateMyLoanReadiness(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.getMyLoanReadiness, cardinality: undefined }) });
}

export const useMenteeLoanReadiness = (userId: string) => useQuery(method.coachGetUserLoanReadiness, { userId }, { enabled: userId !== "", staleTime: 0, retry: 1 });

/** Sets one C's note and override, then reads the mentee's readiness again. */
export function useSetReadinessOverride() {
  const queryClient = useQueryClient();
  return useMutation(method.coachSetReadinessOverride, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.coachGetUserLoanReadiness, cardinality: undefined }) }),
  });
}

export const useReadinessThresholds = () => useQuery(method.adminGetReadinessThresholds, {}, { staleTime: 0, retry: 1 });
export const useUpdateReadinessThresholds = () => useMutation(method.adminUpdateReadinessThresholds);
