/**
 * Search (issue #10 §3): the learning contents and modules matching what a learner typed, best
 * first, at most RESULTS_MAX. Any signed-in user (access.ts); every signed-in user may read the
 * whole library (as GetLearningContent / GetLearningModule), so there is no object rule and no
 * policy file. validate (search-mapper.ts) -> act (search-store.ts: ranking, prefixes, accents,
 * typos) -> map. A query without words answers no results without touching the database.
 */
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { parseSearchQuery, toSearchResponse } from "./search-mapper.js";
import { createSearchStore } from "./search-store.js";

export const SEARCH_METHODS = ["search"] as const;
export type SearchHandlers = DomainHandlers<(typeof SEARCH_METHODS)[number]>;
export type SearchDeps = Pick<ServiceDeps, "db">;

/** Most results one search answers. */
export const RESULTS_MAX = 50;

export function searchService(deps: SearchDeps): SearchHandlers {
  const store = createSearchStore(deps.db);
  return {
    async search(req) {
      const terms = parseSearchQuery(req.query);
      if (!terms) return toSearchResponse([]);
      return toSearchResponse(await store.search(terms, RESULTS_MAX));
    },
  };
}
