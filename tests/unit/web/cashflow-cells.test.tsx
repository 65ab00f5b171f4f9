// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { useMemo, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { computeWorksheet, YEAR } from "../../../src/shared/cashflow";
import { AmountInput, type AmountActions, type AmountMessages } from "../../../src/web/pages/cashflow/amount-input";
import { sheetFigures } from "../../../src/web/pages/cashflow/cashflow-figures";
import { emptyModel, periodId, type FigureName, type HeadingName, setAmount, setFiscalStartingMonth, sheetColumns, sheetRows, toCashflow } from "../../../src/web/pages/cashflow/cashflow-model";
import type { SheetContext } from "../../../src/web/pages/cashflow/sheet-context";
import { WorksheetGrid } from "../../../src/web/pages/cashflow/worksheet-grid";
import { renderWithApp } from "./render";

afterEach(cleanup);

const messages: AmountMessages = { negative: "Amounts can't be negative.", invalid: "Enter a whole-dollar amount.", tooLong: "Too long.", tooLarge: "Too large." };
const format = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });
const actions = (): AmountActions => ({ onAmount: vi.fn(), onPaste: vi.fn(() => true), onEnter: vi.fn() });

function cell(value: bigint, a: AmountActions, error?: string) {
  return (
    <AmountInput id="c" rowId="rent" period="y1m7" value={value} label="Rent, July" error={error} actions={a} messages={messages} format={format} variant="grid" />
  );
}

describe("an amount of the worksheet", () => {
  it("shows the amount grouped, and its digits while it is typed in", () => {
    renderWithApp(cell(12500n, actions()));
    const input = screen.getByRole("textbox", { name: "Rent, July" }) as HTMLInputElement;
    expect(input.value).toBe("12,500");
    fireEvent.focus(input);
    expect(input.value).toBe("12500");
    fireEvent.blur(input);
    expect(input.value).toBe("12,500");
  });

  it("commits what reads as whole dollars as it is typed", () => {
    const a = actions();
    renderWithApp(cell(0n, a));
    const input = screen.getByRole("textbox", { name: "Rent, July" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "$1,250" } });
    expect(a.onAmount).toHaveBeenCalledWith("rent", "y1m7", 1250n);
  });

  it("explains a negative entry beside the field and keeps it out of the cash flow", () => {
    const a = actions();
    renderWithApp(cell(0n, a));
    const input = screen.getByRole("textbox", { name: "Rent, July" });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "-5" } });
    expect(a.onAmount).not.toHaveBeenCalled();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Amounts can't be negative.");
  });

  it("is described by a problem found on submit", () => {
    renderWithApp(cell(5n, actions(), "Too large."));
    const input = screen.getByRole("textbox", { name: "Rent, July" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)?.textContent).toBe("Too large.");
  });

  it("hands Enter to the page, and a pasted row of numbers, but not a single number", () => {
    const a = actions();
    renderWithApp(cell(0n, a));
    const input = screen.getByRole("textbox", { name: "Rent, July" });
    fireEvent.keyDown(input, { key: "Enter", shiftKey: true });
    expect(a.onEnter).toHaveBeenCalledWith("rent", "y1m7", true);
    fireEvent.paste(input, { clipboardData: { getData: () => "100\t200\t300" } });
    expect(a.onPaste).toHaveBeenCalledWith("rent", "y1m7", "100\t200\t300");
    fireEvent.paste(input, { clipboardData: { getData: () => "$1,000" } });
    expect(a.onPaste).toHaveBeenCalledTimes(1);
  });
});

/** The grid as the editor drives it: a model in state, the shared math on it. */
function Harness() {
  const [model, setModel] = useState(() => setFiscalStartingMonth(emptyModel(), 7));
  const columns = useMemo(() => sheetColumns(model, YEAR.STARTING), [model]);
  const live = toCashflow(model, "live").cashflow;
  const ctx = useMemo<SheetContext>(
    () => ({
      year: YEAR.STARTING,
      columns,
      columnLabels: columns.map((c) => (c === "pre" ? "Pre-startup" : ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][Number(c.slice(3)) - 1]!)),
      showTotal: true,
      actions: {
        onAmount: (rowId, period, value) => setModel((m) => setAmount(m, rowId, period, value)),
        onPaste: () => false,
        onEnter: () => {},
        onRename: () => {},
        onRemove: () => {},
        onAdd: () => {},
      },
      messages,
      format,
      money,
      text: {
        cellLabel: (line, column) => `${line}, ${column}`,
        listName: (line, n) => `Name of ${line} line ${n}`,
        unnamed: (line, n) => `${line} ${n}`,
        remove: (name) => `Remove line ${name}`,
        add: (line) => `Add a line: ${line}`,
        full: "Full",
        namePlaceholder: "Name this line",
        negative: "Below zero",
        negativeCell: "Cash position below zero",
        total: "Total",
        line: "Line",
      },
      fullLists: new Set(),
    }),
    [columns],
  );
  const rows = sheetRows(model.lists, YEAR.STARTING);
  const figures = sheetFigures(computeWorksheet(live), live, YEAR.STARTING, columns.length);
  // Every line and figure named by its id.
  const labels = new Proxy({}, { get: (_, key) => String(key) }) as Record<string, string> & Record<FigureName | HeadingName, string>;
  return (
    <WorksheetGrid
      ctx={ctx}
      caption="Worksheet"
      rows={rows}
      values={model.values}
      lineLabels={labels}
      figureLabels={labels}
      figures={figures}
      prestartup={model.prestartupCashOnHand}
      errors={new Map()}
    />
  );
}

describe("the whole-year grid", () => {
  it("names every input by its line and month, and updates the totals as amounts are typed", () => {
    renderWithApp(<Harness />);
    // Role queries walk the whole tree for every call: plain selectors keep this quick with ~450 inputs.
    const byLabel = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
    const inputs = [...document.querySelectorAll("input")];
    expect(inputs.length).toBeGreaterThan(400);
    expect(inputs.every((i) => (i.getAttribute("aria-label") ?? "") !== "")).toBe(true);
    expect(byLabel("rent, July")).toBeTruthy();
    expect(byLabel("cashOnHand, Pre-startup")).toBeTruthy();
    const sales = byLabel("posSales, August");
    fireEvent.focus(sales);
    fireEvent.change(sales, { target: { value: "900" } });
    const receipts = document.querySelector(`tr[data-figure="totalReceipts"] td[data-period="${periodId(1, 8)}"]`);
    expect(receipts?.textContent).toBe("$900");
    const rent = byLabel("rent, August");
    fireEvent.focus(rent);
    fireEvent.change(rent, { target: { value: "1000" } });
    const position = document.querySelector(`tr[data-figure="cashPosition"] td[data-period="${periodId(1, 8)}"]`);
    expect(position?.textContent).toContain("-$100");
    expect(position?.textContent).toContain("Below zero");
  });
});
