/**
 * What an admin add/edit page's reads say (pure, unit-tested): the form can show (`ready`, with
 * what it needs), a read is still on its way, a read failed (with a retry), or the page was opened
 * on an id that no longer exists. EditorPage shows each.
 */
import type { QueryLike } from "../query-state/query-state";

export type EditorLoad<T> =
  | { state: "ready"; data: T }
  | { state: "loading"; label: string }
  | { state: "error"; message: string; retry: () => void; retrying?: boolean }
  | { state: "not-found"; message: string; testId: string };

/** A read as an editor's load, in QueryState's order: its failure first, then its wait, then its data. */
export function loadOf<T>(query: QueryLike<T>, texts: { loading: string; error: string }): EditorLoad<T> {
  if (query.isError) return { state: "error", message: texts.error, retry: () => void query.refetch(), retrying: query.isFetching };
  if (query.isPending || query.data === undefined) return { state: "loading", label: texts.loading };
  return { state: "ready", data: query.data };
}

/**
 * The item an editor opened on (`id`), found in the loaded data: null for a new one (no id), 'not
 * found' when the data has no item with that id.
 */
export function withItem<T, I>(
  load: EditorLoad<T>,
  id: string | null,
  find: (data: T, id: string) => I | undefined,
  notFound: { message: string; testId: string },
): EditorLoad<{ data: T; item: I | null }> {
  if (load.state !== "ready") return load;
  if (!id) return { state: "ready", data: { data: load.data, item: null } };
  const item = find(load.data, id);
  return item === undefined ? { state: "not-found", ...notFound } : { state: "ready", data: { data: load.data, item } };
}
