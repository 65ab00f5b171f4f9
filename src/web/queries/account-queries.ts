/**
 * The account area's queries and mutations (the signed-in user's record, onboarding state, profile
 * and second factors), in one module. After a change, `invalidateAccount` refreshes only this
 * area's reads, so other areas' cached pages are left alone.
 */
import type { DescMethodUnary } from "@bufbuild/protobuf";
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService } from "../../gen/compass/v1/compass_pb";
import { isNotFound } from "../auth/use-current-user";

const method = CompassService.method;

/** Every read of the account area: what a change to the account can make stale. */
export const ACCOUNT_READS: readonly DescMethodUnary[] = [
  method.getMyUser,
  method.getMyState,
  method.getMyProfile,
  method.getMyCoach,
  method.listMyMfaFactors,
];

/** Marks the account area's queries stale and refetches the ones on screen (resolves when they are back). */
export async function invalidateAccount(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    ACCOUNT_READS.map((schema) => queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema, cardinality: undefined }) })),
  );
}

/** The saved profile (GetMyProfile); NOT_FOUND (no profile yet) is an answer, not retried. */
export function useMyProfile() {
  return useQuery(method.getMyProfile, {}, { retry: (n, e) => n < 1 && !isNotFound(e) });
}

export function useUpdateMyProfile() {
  return useMutation(method.updateMyProfile);
}

/** What the caller's uploads use of their storage quota (GetMyStorageUsage), fresh on each visit. */
export function useMyStorageUsage() {
  return useQuery(method.getMyStorageUsage, {}, { staleTime: 0 });
}

/** The caller's second factors, always fresh on the security page. */
export function useMyMfaFactors() {
  return useQuery(method.listMyMfaFactors, {}, { staleTime: 0 });
}

export const useStartMfaEnrollment = () => useMutation(method.startMfaEnrollment);
export const useFinishMfaEnrollment = () => useMutation(method.finishMfaEnrollment);
export const useStartTotpEnrollment = () => useMutation(method.startTotpEnrollment);
export const useFinishTotpEnrollment = () => useMutation(method.finishTotpEnrollment);
export const useRemoveAllMfaFactors = () => useMutation(method.removeAllMfaFactors);
export const useConfirmMyIdentity = () => useMutation(method.confirmMyIdentity);
export const useSendMyIdentityCode = () => useMutation(method.sendMyIdentityCode);
export const useChangeMyPassword = () => useMutation(method.changeMyPassword);
