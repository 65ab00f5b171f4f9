/**
 * The library's reads (categories, modules, contents): the server answers them in the page's
 * language (ADR 0036: a translation when there is one), so switching the language refreshes them —
 * the ones on screen at once, the others when next used — instead of showing the other language's
 * text from the cache.
 */
import type { DescMethodUnary } from "@bufbuild/protobuf";
import { createConnectQueryKey } from "@connectrpc/connect-query";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService } from "../../gen/compass/v1/compass_pb";

const method = CompassService.method;

export const LIBRARY_READS: readonly DescMethodUnary[] = [
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

export async function refreshLibrary(queryClient: QueryClient): Promise<void> {
  await Promise.all(LIBRARY_READS.map((schema) => queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema, cardinality: undefined }) })));
}
