/**
 * The admin content area's queries and mutations (categories, learning modules and learning
 * contents), in one module. After a change, `invalidateAdminContent` refreshes only this area's reads, so other
 * areas' cached pages are left alone.
 */
import type { DescMethodUnary } from "@bufbuild/protobuf";
import { createConnectQueryKey, useMutation, useQuery } from "@connectrpc/connect-query";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService } from "../../../gen/compass/v1/compass_pb";

const method = CompassService.method;

/**
 * Every read of the library a change can make stale: a removal also drops links held by the
 * others (a content goes from its modules and categories), so the area refreshes as one.
 */
export const ADMIN_CONTENT_READS: readonly DescMethodUnary[] = [
  method.getAllCategories,
  method.listCategories,
  method.getCategory,
  method.getAllLearningModules,
  method.listLearningModules,
  method.getLearningModule,
  method.getAllLearningContents,
  method.listLearningContents,
  method.getLearningContent,
];

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

/** Every learning module (the admin list searches and sorts them in the browser). */
export function useAllModules() {
  return useQuery(method.getAllLearningModules, {}, { staleTime: 0 });
}

/** Every learning content (articles and videos). */
export function useAllContents() {
  return useQuery(method.getAllLearningContents, {}, { staleTime: 0 });
}

export const useRemoveModule = () => useMutation(method.adminRemoveLearningModule);
export const useRemoveContent = () => useMutation(method.adminRemoveLearningContent);
