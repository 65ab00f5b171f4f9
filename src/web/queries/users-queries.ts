/**
 * The user reads several areas show — the administrators' user lists and user page, the coach
 * pickers, a coach's mentees — and the one invalidation that refreshes them all after a change to
 * a user (an administrator's edit, a lender or partner bank added or edited), or after a change of
 * a user's role, which must not ask again what only the old role may read.
 */
import type { DescMethodUnary } from "@bufbuild/protobuf";
import { createConnectQueryKey } from "@connectrpc/connect-query";
import { partialMatchKey, type QueryClient } from "@tanstack/react-query";
import { CompassService } from "../../gen/compass/v1/compass_pb";

const method = CompassService.method;

const USER_READS: readonly DescMethodUnary[] = [
  method.adminListFilteredUsers,
  method.adminListUsers,
  method.adminGetAllUsers,
  method.adminGetUser,
  method.adminGetUserState,
  method.coachGetAllCoaches,
  method.coachGetMyMentees,
  method.coachGetMenteeById,
  method.coachListMyMentees,
];

/** Marks the user reads stale and refetches those on screen. */
export async function invalidateUsers(queryClient: QueryClient): Promise<void> {
  await Promise.all(USER_READS.map((schema) => queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema, cardinality: undefined }) })));
}

const keyOf = (schema: DescMethodUnary) => createConnectQueryKey({ schema, cardinality: undefined });

/**
 * After a change of a user's role (issue #38 §5). The page on screen was drawn for the old role,
 * and some of its reads, asked again as they were, would now be refused — each refusal counted
 * in the audit log as a refused call. So:
 * - one's own role (an administrator who is no longer one): no read of the page is asked again —
 *   they are marked stale — and the caller's own user is, whose new role the route guard follows
 *   away from the administrators' pages;
 * - someone else's: the user reads are refreshed as after any change, but the read of them as a
 *   mentee (only a learner is one) is only marked stale: once their new role is in, the page shows
 *   their learner panels again only if they are still a learner, and asks for it then.
 */
export async function invalidateAfterRoleChange(queryClient: QueryClient, change: { userId: string; self: boolean }): Promise<void> {
  if (change.self) {
    await Promise.all(USER_READS.map((schema) => queryClient.invalidateQueries({ queryKey: keyOf(schema), refetchType: "none" })));
    await Promise.all([method.getMyUser, method.getMyState].map((schema) => queryClient.invalidateQueries({ queryKey: keyOf(schema) })));
    return;
  }
  const asMentee = createConnectQueryKey({ schema: method.coachGetMenteeById, input: { menteeUserId: change.userId }, cardinality: "finite" });
  await queryClient.invalidateQueries({ queryKey: asMentee, refetchType: "none" });
  await Promise.all(USER_READS.map((schema) => queryClient.invalidateQueries({ queryKey: keyOf(schema), predicate: (query) => !partialMatchKey(query.queryKey, asMentee) })));
}
