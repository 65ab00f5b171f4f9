/**
 * The administrators' user pages' reads and writes, in one module: one page of the filtered list,
 * one user with their onboarding flags, the coaches to assign, and AdminUpdateUser /
 * AdminDeleteUser. After a change, the pages call `invalidateUsers` (queries/users-queries), which
 * refreshes the user reads every area shows.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { useMutation, useQuery } from "@connectrpc/connect-query";
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

/** One page of the accounts whose uploads use the most storage, largest first (ADR 0031). */
export function useStorageUsers(pageToken: string) {
  return useQuery(method.adminListStorageUsers, { pageRequest: { pageSize: 10, pageToken } }, { staleTime: 0, placeholderData: (previous) => previous });
}

export const useUpdateUser = () => useMutation(method.adminUpdateUser);
export const useDeleteUser = () => useMutation(method.adminDeleteUser);
