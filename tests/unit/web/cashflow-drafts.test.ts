import { describe, expect, it } from "vitest";
import { MAX_LIST_LINES, YEAR } from "../../../src/shared/cashflow";
import { chooseDraft as chooseAnyDraft, fitsServer, SERVER_VALUE_MAX_BYTES, type DraftSource } from "../../../src/web/drafts/draft-choice";
import { parseDraft, serializeDraft } from "../../../src/web/pages/cashflow/cashflow-drafts";
import { addListRow, emptyModel, LIST_FIELDS, periodId, PRE, PRESTARTUP_ROW, setAmounts, setFiscalStartingMonth, setHistoryMode, setPercent, type CashflowModel } from "../../../src/web/pages/cashflow/cashflow-model";

function typed(): CashflowModel {
  let model = setFiscalStartingMonth(emptyModel(), 10);
  const named = addListRow(model, "otherOperatingExpenses", "Software");
  const unnamed = addListRow(named.model, "otherOperatingExpenses");
  model = setHistoryMode(unnamed.model, YEAR.MINUS_1, "yearly");
  model = setPercent(model, "revenue", 2, -5);
  return setAmounts(model, [
    { rowId: PRESTARTUP_ROW, period: PRE, value: 750n },
    { rowId: "rent", period: periodId(1, 10), value: 1_000_000_000_000n },
    { rowId: unnamed.rowId!, period: periodId(1, 11), value: 12n },
    { rowId: "posSales", period: periodId(YEAR.MINUS_1, 0), value: 98_000n },
  ]);
}

/** Which cash-flow draft opens (the shared choice, reading the cash flow's drafts). */
const chooseDraft = (latestVersion: number, found: { source: DraftSource; text: string | null }[]) => chooseAnyDraft(latestVersion, found, parseDraft);

const draftText = (savedAt: number, baseVersion: number) => serializeDraft(emptyModel(), { savedAt, baseVersion });

describe("cash-flow drafts", () => {
  it("keep everything typed: named rows without amounts, their order, empty past years and blank percents", () => {
    const model = typed();
    const draft = parseDraft(serializeDraft(model, { savedAt: 1_700_000_000_000, baseVersion: 2 }))!;
    expect(draft.savedAt).toBe(1_700_000_000_000);
    expect(draft.baseVersion).toBe(2);
    expect(draft.model.fiscalStartingMonth).toBe(10);
    expect(draft.model.prestartupCashOnHand).toBe(750n);
    expect(draft.model.lists.otherOperatingExpenses.map((r) => r.label)).toEqual(["Software", ""]);
    expect(draft.model.history[YEAR.MINUS_1]).toBe("yearly");
    expect(draft.model.revenueChange).toEqual([null, null, -5, null]);
    const unnamed = `otherOperatingExpenses.${draft.model.lists.otherOperatingExpenses[1]!.key}`;
    expect(draft.model.values[unnamed]).toEqual({ [periodId(1, 11)]: 12n });
    expect(draft.model.values.rent).toEqual({ [periodId(1, 10)]: 1_000_000_000_000n });
    // Read back and written again: the same text.
    expect(serializeDraft(draft.model, { savedAt: 1_700_000_000_000, baseVersion: 2 })).toBe(serializeDraft(model, { savedAt: 1_700_000_000_000, baseVersion: 2 }));
  });

  it("are compact: an empty cash flow is a few bytes, and zeros are left out", () => {
    expect(draftText(1, 0)).toBe('{"v":1,"t":1,"b":0,"f":1}');
    expect(serializeDraft(typed(), { savedAt: 1, baseVersion: 0 })).not.toContain(":0}");
  });

  it("fit a key/value entry for a full year of every line, and say when they do not", () => {
    let model = emptyModel();
    for (const field of LIST_FIELDS) for (let i = 0; i < 3; i++) model = addListRow(model, field, `${field} ${i}`).model;
    const rowIds = ["posSales", "salesOnCredit", "rent", "grossWages", "utilities", "telephone", "insurance", "supplies", "advertising", "loanPrincipal"];
    const updates = rowIds.flatMap((rowId) => [PRE, ...Array.from({ length: 12 }, (_, m) => periodId(1, m + 1))].map((period) => ({ rowId, period, value: 123_456n })));
    model = setAmounts(model, updates);
    const text = serializeDraft(model, { savedAt: Date.now(), baseVersion: 4 });
    expect(fitsServer(text)).toBe(true);
    expect(fitsServer("x".repeat(SERVER_VALUE_MAX_BYTES))).toBe(true);
    expect(fitsServer("é".repeat(SERVER_VALUE_MAX_BYTES / 2 + 1))).toBe(false);
  });

  it("refuse what is not a draft", () => {
    for (const text of [null, "", "not json", "[]", '{"v":2,"t":1,"b":0,"f":1}', '{"v":1,"t":1,"b":0,"f":13}', '{"v":1,"t":1,"b":-1,"f":1}', '{"v":1,"t":1,"b":0,"f":1,"a":{"nope":{"pre":1}}}', '{"v":1,"t":1,"b":0,"f":1,"a":{"rent":{"y9m1":1}}}', '{"v":1,"t":1,"b":0,"f":1,"a":{"rent":{"pre":-4}}}', '{"v":1,"t":1,"b":0,"f":1,"a":{"otherRevenue.0":{"pre":4}}}', `{"v":1,"t":1,"b":0,"f":1,"l":{"additionalDraw":${JSON.stringify(Array(MAX_LIST_LINES + 1).fill("x"))}}}`, '{"v":1,"t":1,"b":0,"f":1,"h":{"2":"q"}}', '{"v":1,"t":1,"b":0,"f":1,"r":[1.5]}']) {
      expect([text, parseDraft(text)]).toEqual([text, null]);
    }
  });
});

describe("choosing the draft to restore", () => {
  it("restores the most recently saved draft made from the latest version", () => {
    const choice = chooseDraft(3, [
      { source: "device", text: draftText(1_000, 3) },
      { source: "account", text: draftText(2_000, 3) },
    ]);
    expect(choice.chosen?.source).toBe("account");
    expect(choice.discard).toEqual([]);
  });

  it("prefers the device's copy when both were saved at once", () => {
    expect(chooseDraft(0, [{ source: "account", text: draftText(5, 0) }, { source: "device", text: draftText(5, 0) }]).chosen?.source).toBe("device");
  });

  it("drops drafts made from a version older than the latest, and damaged ones", () => {
    const choice = chooseDraft(4, [
      { source: "device", text: draftText(9_000, 3) },
      { source: "account", text: "{broken" },
    ]);
    expect(choice.chosen).toBeNull();
    expect(choice.discard).toEqual(["device", "account"]);
  });

  it("keeps an older draft of the latest version over a newer one of an older version", () => {
    const choice = chooseDraft(2, [
      { source: "device", text: draftText(9_000, 1) },
      { source: "account", text: draftText(1_000, 2) },
    ]);
    expect(choice.chosen?.source).toBe("account");
    expect(choice.discard).toEqual(["device"]);
  });

  it("has nothing to restore without drafts", () => {
    expect(chooseDraft(0, [{ source: "device", text: null }, { source: "account", text: null }])).toEqual({ chosen: null, discard: [] });
  });
});
