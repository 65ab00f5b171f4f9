/**
 * The coaching area's reads and writes: the caller's mentees (the client picker), the TA session
 * log (one keyset page with its totals) and referral codes. After a change, the invalidate helpers
 * refresh only this area's keys.
 */
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import { Code, ConnectError } from "@connectrpc/connect";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService, UserType, type User } from "../../../gen/compass/v1/compass_pb";
import { personName } from "../../../shared/display-name";
import type { DateLike } from "../../../shared/ta-tracking";

const method = CompassService.method;

/** A person's name as lists show it: the one display-name rule (the name, else the e-mail; never an id). */
export function nameOf(user: User | undefined): string {
  return personName(user?.profile);
}

export const useMyMentees = () => useQuery(method.coachGetMyMentees, {}, { staleTime: 60_000 });
export const useAllCoaches = (enabled: boolean) => useQuery(method.coachGetAllCoaches, {}, { enabled, staleTime: 60_000 });
/** The partner banks (administrators only): a referral code's owner may be one. */
export const useBanks = (enabled: boolean) => useQuery(method.adminListPartnerAccounts, { type: UserType.BANK }, { enabled, staleTime: 60_000 });

export interface TrackingFilter {
  clientUserId: string;
  startDate?: DateLike;
  endDate?: DateLike;
}

export function useTrackingPage(filter: TrackingFilter, pageRequest: { pageSize: number; pageToken: string }, enabled: boolean) {
  return useQuery(
    method.coachListMyTATracking,
    { pageRequest, clientUserId: filter.clientUserId, startDate: filter.startDate, endDate: filter.endDate },
    { enabled, staleTime: 0, placeholderData: (previous) => previous },
  );
}

const notFound = (error: unknown) => ConnectError.from(error).code === Code.NotFound;
export const isNotFoundError = (error: unknown): boolean => error !== null && error !== undefined && notFound(error);

export function useTracking(id: string | null) {
  return useQuery(method.coachTATrackingById, { taTrackingId: id ?? "" }, { enabled: id !== null, staleTime: 0, retry: (count, error) => count < 1 && !notFound(error) });
}

export const useSubmitTracking = () => useMutation(method.coachTATrackingSubmit);
export const useEditTracking = () => useMutation(method.coachTATrackingEdit);
export const useDeleteTracking = () => useMutation(method.coachTATrackingDelete);

export async function invalidateTracking(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.coachListMyTATracking, cardinality: undefined }) }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.coachTATrackingById, cardinality: undefined }) }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.coachGetMyTATracking, cardinality: undefined }) }),
    queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.coachTATrackingByClientId, cardinality: undefined }) }),
  ]);
}

export const useReferralCodes = () => useQuery(method.coachListReferralCodes, { ownerUserId: "" }, { staleTime: 0 });
export const useCreateReferralCode = () => useMutation(method.coachCreateReferralCode);
export const useSetReferralCodeDisabled = () => useMutation(method.coachSetReferralCodeDisabled);

export async function invalidateReferralCodes(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: method.coachListReferralCodes, cardinality: undefined }) });
}
