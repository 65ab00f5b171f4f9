/**
 * The admin content area's queries and mutations (categories today; modules and contents next), in
 * one module. After a change, `invalidateAdminContent` refreshes only this area's reads, so other
 * areas' cached pages are left alone.
 */
import type { DescMethodUnary } from "@bufbuild/protobuf";
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService } from "../../../gen/compass/v1/compass_pb";

const method = CompassService.method;

/** Every read a change to a category can make stale. */
export const ADMIN_CONTENT_READS: readonly DescMethodUnary[] = [method.getAllCategories, method.listCategories, method.getCategory];

/** Marks the area's queries stale and refetches the ones on screen (resolves when they are back). */
export async function invalidateAdminContent(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    ADMIN_CONTENT_READS.map((schema) => queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema, cardinality: undefined }) })),
  );
}

/** Every category (the admin list searches and sorts them in the browser; the tree needs them all). */
export function useAllCategories() {
  return useQuery(method.getAllCategories, {}, { staleTime: 0 });
}

export const useCreateCategory = () => useMutation(method.adminCreateCategory);
export const useEditCategory = () => useMutation(method.adminEditCategory);
export const useRemoveCategory = () => useMutation(method.adminRemoveCategory);
