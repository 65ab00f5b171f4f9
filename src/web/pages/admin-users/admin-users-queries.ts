/**
 * The administrators' user pages' reads and writes, in one module: one page of the filtered list,
 * one user with their onboarding flags, the coaches to assign, and AdminUpdateUser /
 * AdminDeleteUser. After a change, `invalidateUsers` refreshes this area's reads and the coach
 * lists that show who coaches whom (the mentee pages read those).
 */
import type { DescMethodUnary, MessageInitShape } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService, type AdminListFilteredUsersRequestSchema } from "../../../gen/compass/v1/compass_pb";

const method = CompassService.method;

const notFound = (error: unknown) => ConnectError.from(error).code === Code.NotFound;
export const isNotFoundError = (error: unknown): boolean => error !== null && error !== undefined && notFound(error);

/** One page of the filtered list; the previous page stays on screen while the next loads. */
export function useUsersPage(request: MessageInitShape<typeof AdminListFilteredUsersRequestSchema>) {
  return useQuery(method.adminListFilteredUsers, request, { staleTime: 0, placeholderData: (previous) => previous });
}

/** Enabled coaches and lenders (the coach pickers). */
export const useCoaches = () => useQuery(method.coachGetAllCoaches, {}, { staleTime: 60_000 });

/** One user, every field (the sealed ones opened); never retried when they are not there. */
export function useAdminUser(id: string) {
  return useQuery(method.adminGetUser, { userId: id }, { enabled: id !== "", staleTime: 0, retry: (count, error) => count < 1 && !notFound(error) });
}

export function useAdminUserState(id: string) {
  return useQuery(method.adminGetUserState, { userId: id }, { enabled: id !== "", staleTime: 0, retry: (count, error) => count < 1 && !notFound(error) });
}

export const useUpdateUser = () => useMutation(method.adminUpdateUser);
export const useDeleteUser = () => useMutation(method.adminDeleteUser);

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
