// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryState, type QueryLike } from "../../../src/web/components/query-state/query-state";
import { renderWithApp } from "./render";

afterEach(cleanup);

const query = (over: Partial<QueryLike<string[]>>): QueryLike<string[]> => ({ isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...over });

function show(q: QueryLike<string[]>) {
  return renderWithApp(
    <QueryState query={q} loadingLabel="Loading the list…" errorMessage="The list could not be loaded." isEmpty={(d) => d.length === 0} empty={<p>Nothing yet.</p>}>
      {(items) => <ul>{items.map((i) => <li key={i}>{i}</li>)}</ul>}
    </QueryState>,
  );
}

describe("the shared loading / error / empty state", () => {
  it("announces a labelled loader while the query loads", () => {
    show(query({ isPending: true }));
    expect(screen.getByRole("status").textContent).toBe("Loading the list…");
  });

  it("shows an error alert whose 'Try again' refetches", () => {
    const q = query({ isError: true });
    show(q);
    expect(screen.getByRole("alert").textContent).toContain("The list could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it("shows the empty state for no data, and the content otherwise", () => {
    const view = show(query({ data: [] }));
    expect(screen.getByText("Nothing yet.")).toBeTruthy();
    view.unmount();
    show(query({ data: ["a", "b"] }));
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["a", "b"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
