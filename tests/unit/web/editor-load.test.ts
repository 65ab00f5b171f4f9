/** What an admin add/edit page's reads say (src/web/components/editor/editor-load.ts). */
import { describe, expect, it, vi } from "vitest";
import { loadOf, withItem, type EditorLoad } from "../../../src/web/components/editor/editor-load";

const texts = { loading: "Loading…", error: "Could not load." };
const query = <T>(over: Partial<{ isPending: boolean; isError: boolean; isFetching: boolean; data: T }>) => ({
  isPending: false,
  isError: false,
  isFetching: false,
  data: undefined as T | undefined,
  refetch: vi.fn(),
  ...over,
});
const notFound = { message: "Gone.", testId: "thing-not-found" };
const items = { list: [{ id: "a" }, { id: "b" }] };
const find = (data: typeof items, id: string) => data.list.find((x) => x.id === id);

describe("an editor's load", () => {
  it("shows a failed read first, with a retry that refetches (spinning while it does)", () => {
    const q = query({ isError: true, isPending: true, isFetching: true });
    const load = loadOf(q, texts);
    expect(load).toMatchObject({ state: "error", message: "Could not load.", retrying: true });
    if (load.state === "error") load.retry();
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it("waits while the read is pending or has no data, then is ready with it", () => {
    expect(loadOf(query({ isPending: true }), texts)).toEqual({ state: "loading", label: "Loading…" });
    expect(loadOf(query({}), texts)).toEqual({ state: "loading", label: "Loading…" });
    expect(loadOf(query({ data: items }), texts)).toEqual({ state: "ready", data: items });
  });

  it("opens a new item (no id) with none, an edit with the item found, and says 'not found' for an unknown id", () => {
    const ready: EditorLoad<typeof items> = { state: "ready", data: items };
    expect(withItem(ready, null, find, notFound)).toEqual({ state: "ready", data: { data: items, item: null } });
    expect(withItem(ready, "b", find, notFound)).toEqual({ state: "ready", data: { data: items, item: { id: "b" } } });
    expect(withItem(ready, "gone", find, notFound)).toEqual({ state: "not-found", message: "Gone.", testId: "thing-not-found" });
  });

  it("keeps a wait or a failure as it is (no item is looked for yet)", () => {
    const loading: EditorLoad<typeof items> = { state: "loading", label: "Loading…" };
    expect(withItem(loading, "a", find, notFound)).toBe(loading);
    const failed: EditorLoad<typeof items> = { state: "error", message: "Could not load.", retry: () => {} };
    expect(withItem(failed, "gone", find, notFound)).toBe(failed);
  });
});
