/**
 * The user reads several areas show — the administrators' user lists and user page, the coach
 * pickers, a coach's mentees — and the one invalidation that refreshes them all after a change to
 * a user (an administrator's edit, a lender or partner bank added or edited).
 */
import type { DescMethodUnary } from "@bufbuild/protobuf";
import { createConnectQueryKey } from "@connectrpc/connect-query";
import type { QueryClient } from "@tanstack/react-query";
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
