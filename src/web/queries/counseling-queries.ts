/**
 * Counseling records' reads and writes (issue #40; ADR 0040): the learner's own
 * (GetMyCounselingProfile, UpdateMyCounselingProfile) and a client's, for staff
 * (CoachGetUserCounselingProfile, CoachUpdateUserCounselingProfile). A write puts the record it
 * returns into the read's cache, so the form starts again from what is stored.
 */
import { create } from "@bufbuild/protobuf";
import { createConnectQueryKey, useMutation, useQuery, useTransport } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { CoachGetUserCounselingProfileResponseSchema, CompassService, GetMyCounselingProfileResponseSchema } from "../../gen/compass/v1/compass_pb";

const method = CompassService.method;

/** The caller's own record; `enabled` once they are known to be a learner (staff have none). */
export const useMyCounselingProfile = (enabled = true) => useQuery(method.getMyCounselingProfile, {}, { enabled, staleTime: 0, retry: 1 });

export function useUpdateMyCounselingProfile() {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(method.updateMyCounselingProfile, {
    onSuccess: (res) => {
      const queryKey = createConnectQueryKey({ schema: method.getMyCounselingProfile, input: {}, transport, cardinality: "finite" });
      queryClient.setQueryData(queryKey, create(GetMyCounselingProfileResponseSchema, { profile: res.profile }));
    },
  });
}

/** A client's record, for their coach, lender or an administrator. */
export const useClientCounselingProfile = (userId: string) =>
  useQuery(method.coachGetUserCounselingProfile, { userId }, { enabled: userId !== "", staleTime: 0, retry: 1 });

export function useUpdateClientCounselingProfile(userId: string) {
  const queryClient = useQueryClient();
  const transport = useTransport();
  return useMutation(method.coachUpdateUserCounselingProfile, {
    onSuccess: (res) => {
      const queryKey = createConnectQueryKey({ schema: method.coachGetUserCounselingProfile, input: { userId }, transport, cardinality: "finite" });
      queryClient.setQueryData(queryKey, create(CoachGetUserCounselingProfileResponseSchema, { profile: res.profile }));
    },
  });
}
