// @vitest-environment jsdom
import { act, cleanup, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DataTable, usePageTokenPaging, type DataTableColumn } from "../../../src/web/components/data-table";
import { nextSort } from "../../../src/web/components/data-table/sorting";
import { renderWithApp } from "./render";

afterEach(cleanup);

interface Person {
  id: string;
  name: string;
  visits: number;
}

const people: Person[] = Array.from({ length: 60 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, "0")}`,
  visits: (i * 7) % 13,
}));

const columns: DataTableColumn<Person>[] = [
  { id: "name", header: "Name", value: (p) => p.name },
  { id: "visits", header: "Visits", value: (p) => p.visits },
];

const bodyRows = () => within(screen.getAllByRole("rowgroup")[1]!).getAllByRole("row");
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole("cell").at(-2)!.textContent);
const status = () => screen.getByTestId("data-table-status").textContent;

function renderTable(props: Partial<Parameters<typeof DataTable<Person>>[0]> = {}) {
  return renderWithApp(<DataTable label="People" columns={columns} data={people} getRowId={(p) => p.id} {...props} />);
}

describe("data table", () => {
  it("shows 25 rows per page and pages forward and back", async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    expect(bodyRows()).toHaveLength(25);
    expect(status()).toBe("1–25 of 60 · Page 1 of 3");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(status()).toBe("26–50 of 60 · Page 2 of 3");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(bodyRows()).toHaveLength(10);
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(status()).toBe("26–50 of 60 · Page 2 of 3");
  });

  it("offers 25, 50 and 100 rows per page and goes back to page 1 on a change", async () => {
    const user = userEvent.setup({ delay: null });
    renderTable();
    const select = screen.getByRole("combobox", { name: "Rows per page" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(["25", "50", "100"]);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await user.selectOptions(select, "50");
    expect(bodyRows()).toHaveLength(50);
    expect(status()).toBe("1–50 of 60 · Page 1 of 2");
    await user.selectOptions(select, "100");
    expect(bodyRows()).toHaveLength(60);
  });

  it("cycles sorting none → ascending → descending → none on header clicks, with aria-sort", async () => {
    const user = userEvent.setup({ delay: null });
    renderTable({ data: people.slice(0, 5) });
    const header = screen.getByRole("columnheader", { name: /Visits/ });
    const button = within(header).getByRole("button", { name: /Visits/ });
    const visits = () => bodyRows().map((r) => Number(within(r).getAllByRole("cell").at(-1)!.textContent));
    const original = visits();
    expect(header.getAttribute("aria-sort")).toBe("none");
    await user.click(button);
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(visits()).toEqual([...original].sort((a, b) => a - b));
    await user.click(button);
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(visits()).toEqual([...original].sort((a, b) => b - a));
    await user.click(button);
    expect(header.getAttribute("aria-sort")).toBe("none");
    expect(visits()).toEqual(original);
  });

  it("sorts from the keyboard", async () => {
    const user = userEvent.setup({ delay: null });
    renderTable({ data: people.slice(0, 3) });
    const header = screen.getByRole("columnheader", { name: /Name/ });
    within(header).getByRole("button").focus();
    await user.keyboard("{Enter}");
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    await user.keyboard(" ");
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(firstCells()[0]).toBe("Person 03");
  });

  it("has the sort cycle as a pure rule", () => {
    expect(nextSort(null, "a")).toEqual({ columnId: "a", direction: "asc" });
    expect(nextSort({ columnId: "a", direction: "asc" }, "a")).toEqual({ columnId: "a", direction: "desc" });
    expect(nextSort({ columnId: "a", direction: "desc" }, "a")).toBeNull();
    expect(nextSort({ columnId: "a", direction: "desc" }, "b")).toEqual({ columnId: "b", direction: "asc" });
  });

  it("selects rows with labelled checkboxes and all rows on the page", async () => {
    const user = userEvent.setup({ delay: null });
    const onSelectionChange = vi.fn();
    renderTable({ selectable: true, getRowLabel: (p) => p.name, onSelectionChange });
    await user.click(screen.getByRole("checkbox", { name: "Select row Person 02" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["p2"]);
    const all = screen.getByRole("checkbox", { name: "Select all rows on this page" }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    await user.click(all);
    expect(onSelectionChange.mock.lastCall![0]).toHaveLength(25);
    expect(screen.getByText("25 selected")).toBeTruthy();
    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it("leaves the selection to the page when it passes selectedIds, so the page can clear it", async () => {
    const user = userEvent.setup({ delay: null });
    const onSelectionChange = vi.fn();
    const view = renderTable({ selectable: true, getRowLabel: (p) => p.name, selectedIds: ["p3"], onSelectionChange });
    expect((screen.getByRole("checkbox", { name: "Select row Person 03" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: "Select row Person 02" }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(["p3", "p2"]);
    // Until the page passes the new list, the table shows what the page says.
    expect((screen.getByRole("checkbox", { name: "Select row Person 02" }) as HTMLInputElement).checked).toBe(false);
    view.rerender(
      <DataTable label="People" columns={columns} data={people} getRowId={(p) => p.id} getRowLabel={(p) => p.name} selectable selectedIds={[]} onSelectionChange={onSelectionChange} />,
    );
    expect((screen.getByRole("checkbox", { name: "Select row Person 03" }) as HTMLInputElement).checked).toBe(false);
  });

  it("says 'No Available Data' when there are no rows", () => {
    renderTable({ data: [], selectable: true });
    expect(screen.getByText("No Available Data")).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Select all rows on this page" }) as HTMLInputElement).disabled).toBe(true);
  });

  it("shows loading and error states, with a retry", async () => {
    const user = userEvent.setup({ delay: null });
    const view = renderTable({ loading: true });
    expect(screen.getByText("Loading data…")).toBeTruthy();
    expect(screen.queryByText("No Available Data")).toBeNull();
    const onRetry = vi.fn();
    view.rerender(<DataTable label="People" columns={columns} data={[]} getRowId={(p) => p.id} error onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("The data could not be loaded.");
    expect(screen.queryByText("No Available Data")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("pages server data by page token", async () => {
    const user = userEvent.setup({ delay: null });
    // A fake API: tokens are offsets.
    const api = (pageSize: number, pageToken: string) => {
      const from = Number(pageToken || 0);
      const rows = people.slice(from, from + pageSize);
      return { rows, next: from + pageSize < people.length ? String(from + pageSize) : "" };
    };
    const seen: Array<{ pageSize: number; pageToken: string }> = [];
    function ServerTable() {
      const paging = usePageTokenPaging();
      seen.push(paging.request);
      const page = api(paging.request.pageSize, paging.request.pageToken);
      return <DataTable label="People" columns={columns} data={page.rows} getRowId={(p) => p.id} server={paging.paging(page.next)} />;
    }
    renderWithApp(<ServerTable />);
    expect(bodyRows()).toHaveLength(25);
    expect(status()).toBe("Page 1");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(seen.at(-1)).toEqual({ pageSize: 25, pageToken: "25" });
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(bodyRows()).toHaveLength(10);
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(seen.at(-1)).toEqual({ pageSize: 25, pageToken: "25" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "50");
    expect(seen.at(-1)).toEqual({ pageSize: 50, pageToken: "" });
    expect(status()).toBe("Page 1");
  });

  it("shows the range and page count of server data when the API gives the total", async () => {
    const user = userEvent.setup({ delay: null });
    function ServerTable() {
      const paging = usePageTokenPaging();
      const from = Number(paging.request.pageToken || 0);
      const rows = people.slice(from, from + paging.request.pageSize);
      const next = from + paging.request.pageSize < 40 ? String(from + paging.request.pageSize) : "";
      return <DataTable label="People" columns={columns} data={rows.slice(0, Math.max(0, 40 - from))} getRowId={(p) => p.id} server={paging.paging(next, 40)} />;
    }
    renderWithApp(<ServerTable />);
    expect(status()).toBe("1–25 of 40 · Page 1 of 2");
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(status()).toBe("26–40 of 40 · Page 2 of 2");
    expect((screen.getByRole("button", { name: "Next page" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("asks the server for another order when sorting is server-side", async () => {
    const user = userEvent.setup({ delay: null });
    const onSortChange = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<Parameters<typeof onSortChange>[0]>(null);
      return (
        <DataTable
          label="People"
          columns={columns}
          data={people.slice(0, 3)}
          getRowId={(p) => p.id}
          sort={sort}
          onSortChange={(s) => {
            onSortChange(s);
            setSort(s);
          }}
        />
      );
    }
    renderWithApp(<Sorted />);
    await user.click(screen.getByRole("button", { name: /Name/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: "name", direction: "asc" });
    // The data order is the server's: unchanged here.
    expect(firstCells()).toEqual(["Person 01", "Person 02", "Person 03"]);
    expect(screen.getByRole("columnheader", { name: /Name/ }).getAttribute("aria-sort")).toBe("ascending");
  });

  it("resets server paging", () => {
    const { result } = renderHook(() => usePageTokenPaging(50));
    act(() => result.current.paging("t2").onNextPage());
    expect(result.current.request).toEqual({ pageSize: 50, pageToken: "t2" });
    act(() => result.current.reset());
    expect(result.current.request).toEqual({ pageSize: 50, pageToken: "" });
  });
});
