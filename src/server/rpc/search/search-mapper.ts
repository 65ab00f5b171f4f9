/**
 * Search messages <-> the store's terms and hits. `parseSearchQuery` turns what a learner typed
 * into the words the store looks for: the query is trimmed and may hold at most QUERY_MAX
 * characters (code points; more is INVALID_ARGUMENT naming `query`); its words are the runs of
 * letters, combining marks and digits, so punctuation and spaces only separate words, and a query
 * with none (".", "  ?!") searches for nothing (null: an empty answer, not an error). Only the first
 * TERMS_MAX words count. `toSearchResponse` names each hit by its kind and id, best first.
 */
import { create } from "@bufbuild/protobuf";
import { SearchResponseSchema, SearchResultType, type SearchResponse } from "../../../gen/compass/v1/compass_pb.js";
import { rpcError } from "../../core/errors.js";

/** Longest query, in characters. */
export const QUERY_MAX = 200;
/** Words of a query that are looked for; later ones are ignored. */
export const TERMS_MAX = 16;
/** Queries with fewer letters and digits than this get no typo-tolerant (trigram) matches: too short to tell a typo from another word. */
export const FUZZY_MIN_CHARACTERS = 4;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** What the store looks for. */
export interface SearchTerms {
  /** The words, NFC, separated by single spaces, in the order typed (the last may be a prefix). */
  text: string;
  /** Whether to add typo-tolerant matches on titles and tags when the exact ones are few. */
  fuzzy: boolean;
}

/** The terms of a query; null when it has no words (nothing to look for). INVALID_ARGUMENT when too long. */
export function parseSearchQuery(query: string): SearchTerms | null {
  const trimmed = query.trim();
  const length = [...trimmed].length;
  if (length > QUERY_MAX) throw rpcError.invalidArgument(`query: use at most ${QUERY_MAX} characters (this one has ${length}).`);
  const words = (trimmed.normalize("NFC").match(WORD) ?? []).slice(0, TERMS_MAX);
  if (words.length === 0) return null;
  const text = words.join(" ");
  return { text, fuzzy: [...text.replaceAll(" ", "")].length >= FUZZY_MIN_CHARACTERS };
}

export type SearchKind = "content" | "module";

/** One item found: a learning content or a learning module. */
export interface SearchHit {
  kind: SearchKind;
  id: string;
}

const RESULT_TYPE: Record<SearchKind, SearchResultType> = {
  content: SearchResultType.LEARNING_CONTENT,
  module: SearchResultType.LEARNING_MODULE,
};

export function toSearchResponse(hits: readonly SearchHit[]): SearchResponse {
  return create(SearchResponseSchema, { results: hits.map((h) => ({ resultType: RESULT_TYPE[h.kind], contentId: h.id })) });
}
