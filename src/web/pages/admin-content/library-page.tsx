/**
 * What the admin library pages share around their forms: several reads shown as one (`allOf`, for
 * QueryState) and the save of a module's contents through unassign, assign and order (the module
 * editor and /admin/module-content do it alike).
 */
import { useMutation } from "@connectrpc/connect-query";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import type { QueryLike } from "../../components/query-state/query-state";
import { contentPlan } from "./ordering";

type Reads = Record<string, QueryLike<unknown>>;
type DataOf<R extends Reads> = { [K in keyof R]: R[K] extends QueryLike<infer T> ? T : never };

/** Several reads as one: pending or failed while any is, the data once all have it, one retry for all. */
export function allOf<R extends Reads>(reads: R): QueryLike<DataOf<R>> {
  const list = Object.values(reads);
  const ready = list.every((q) => q.data !== undefined);
  return {
    isPending: list.some((q) => q.isPending),
    isError: list.some((q) => q.isError),
    isFetching: list.some((q) => q.isFetching),
    data: ready ? (Object.fromEntries(Object.entries(reads).map(([k, q]) => [k, q.data])) as DataOf<R>) : undefined,
    refetch: () => Promise.all(list.map((q) => q.refetch())),
  };
}

/** Saves a module's contents: from the saved list to `now` with unassign, assign, then order when needed. */
export function useSaveModuleContents() {
  const method = CompassService.method;
  const assign = useMutation(method.adminAssignLearningContentToModule);
  const unassign = useMutation(method.adminUnassignLearningContentToModule);
  const order = useMutation(method.adminUpdateModuleContentOrder);
  return async (learningModuleId: string, saved: readonly string[], now: readonly string[]): Promise<void> => {
    const plan = contentPlan(saved, now);
    for (const learningContentId of plan.unassign) await unassign.mutateAsync({ learningModuleId, learningContentId });
    for (const learningContentId of plan.assign) await assign.mutateAsync({ learningModuleId, learningContentId });
    if (plan.order) await order.mutateAsync({ learningModuleId, learningContentIds: plan.order });
  };
}
