/**
 * Search results as the pages show them: the modules and articles a Search answered, read by id
 * in parallel, in the server's order (best first).
 */
import { useQuery } from "@connectrpc/connect-query";
import { CompassService, SearchResultType, type LearningContent, type LearningModule } from "../../../gen/compass/v1/compass_pb";
import { useContents, useModules } from "../../queries/learning-queries";
import { searchable } from "./search-query";

export type Hit = { kind: "module"; item: LearningModule } | { kind: "content"; item: LearningContent };

export function useSearchHits(query: string, limit?: number) {
  const check = searchable(query);
  const search = useQuery(CompassService.method.search, { query: check.ok ? check.query : "" }, { enabled: check.ok, staleTime: 30_000, retry: false });
  const results = (search.data?.results ?? []).slice(0, limit);
  const moduleIds = results.filter((r) => r.resultType === SearchResultType.LEARNING_MODULE).map((r) => r.contentId);
  const contentIds = results.filter((r) => r.resultType === SearchResultType.LEARNING_CONTENT).map((r) => r.contentId);
  const modules = useModules(moduleIds);
  const contents = useContents(contentIds);
  const hits: Hit[] = results.flatMap((r): Hit[] => {
    if (r.resultType === SearchResultType.LEARNING_MODULE) {
      const item = modules.items.find((m) => m.id === r.contentId);
      return item ? [{ kind: "module", item }] : [];
    }
    const item = contents.items.find((c) => c.id === r.contentId);
    return item ? [{ kind: "content", item }] : [];
  });
  return {
    check,
    hits,
    isPending: check.ok && (search.isPending || modules.isPending || contents.isPending),
    isError: search.isError,
    error: search.error,
    refetch: () => void search.refetch(),
  };
}
