/**
 * Impact milestones' reads and writes (issue #40): the learner's own (ListMyMilestones,
 * SubmitMyMilestone, ConfirmMyMilestone) and a mentee's (CoachListUserMilestones,
 * CoachRecordMilestone, CoachVerifyMilestone). Every write reads the list again.
 */
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { CompassService } from "../../gen/compass/v1/compass_pb";

const method = CompassService.method;

/** The caller's milestones; `enabled` once they are known to be a learner (staff have none). */
export const useMyMilestones = (enabled = true) => useQuery(method.listMyMilestones, {}, { enabled, staleTime: 0, retry: 1 });

/** Reads every list of milestones (the learner's own, or a mentee's) again after a write. */
function useInvalidate(list: "mine" | "mentee") {
  const queryClient = useQueryClient();
  const queryKey =
    list === "mine"
      ? createConnectQueryKey({ schema: method.listMyMilestones, cardinality: undefined })
      : createConnectQueryKey({ schema: method.coachListUserMilestones, cardinality: undefined });
  return () => queryClient.invalidateQueries({ queryKey });
}

export function useSubmitMyMilestone() {
  const onSuccess = useInvalidate("mine");
  return useMutation(method.submitMyMilestone, { onSuccess });
}

export function useConfirmMyMilestone() {
  const onSuccess = useInvalidate("mine");
  return useMutation(method.confirmMyMilestone, { onSuccess });
}

export const useMenteeMilestones = (userId: string) => useQuery(method.coachListUserMilestones, { userId }, { enabled: userId !== "", staleTime: 0, retry: 1 });
export function useRecordMilestone() {
  const onSuccess = useInvalidate("mentee");
  return useMutation(method.coachRecordMilestone, { onSuccess });
}

export function useVerifyMilestone() {
  const onSuccess = useInvalidate("mentee");
  return useMutation(method.coachVerifyMilestone, { onSuccess });
}
