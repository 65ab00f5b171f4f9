import { describe, expect, it } from "vitest";
import { chooseDraft, draftMeta, localDraftKey, serverDraftKey } from "../../../src/web/drafts/draft-choice";
import { latestDraftAt, pickSuggestions, sectionCandidates, toolState, type FoundItem } from "../../../src/web/pages/business/overview-model";
import { CASHFLOW_DOCUMENT } from "../../../src/web/pages/cashflow/cashflow-drafts";

const draft = (savedAt: number, baseVersion: number, extra: Record<string, unknown> = {}) => JSON.stringify({ v: 1, t: savedAt, b: baseVersion, ...extra });
const m = (id: string): FoundItem => ({ kind: "module", id });
const c = (id: string): FoundItem => ({ kind: "content", id });

describe("the my-business overview", () => {
  it("says a tool is submitted once a version exists, in progress once opened or drafted, else not started", () => {
    expect(toolState({}, 0, false)).toBe("notStarted");
    expect(toolState({ seen: true }, 0, false)).toBe("inProgress");
    expect(toolState({}, 0, true)).toBe("inProgress");
    expect(toolState({ seen: true, completed: true }, 0, false)).toBe("submitted");
    expect(toolState({ seen: true }, 2, true)).toBe("submitted");
  });

  it("dates the newest draft still worth opening, ignoring drafts of older versions and anything else", () => {
    expect(latestDraftAt(2, [draft(500, 2), draft(900, 1), null, "junk", draft(700, 3)])).toBe(700);
    expect(latestDraftAt(2, [draft(900, 1), undefined])).toBeNull();
  });

  it("takes each tag's best results in turn, each item once", () => {
    const byTag = new Map([
      ["bookkeeping", [c("a"), c("b"), m("x")]],
      ["cash-flow", [m("x"), c("c")]],
      ["records", []],
    ]);
    expect(sectionCandidates(["bookkeeping", "cash-flow", "records"], byTag, 10)).toEqual([c("a"), m("x"), c("b"), c("c")]);
    expect(sectionCandidates(["bookkeeping", "cash-flow"], byTag, 2)).toEqual([c("a"), m("x")]);
    expect(sectionCandidates(["unknown"], byTag, 5)).toEqual([]);
  });

  it("suggests per section only items tagged for it, a few each, none twice on the page", () => {
    const tags: Record<string, string[]> = { "content:a": ["Bookkeeping"], "content:b": ["stories"], "module:x": ["cash-flow", "pricing"], "content:p": ["pricing"] };
    const tagsOf = (item: FoundItem) => tags[`${item.kind}:${item.id}`];
    const picked = pickSuggestions(
      [
        { tags: ["bookkeeping", "cash-flow"], candidates: [c("a"), c("b"), m("x")] },
        { tags: ["pricing"], candidates: [m("x"), c("p"), c("gone")] },
      ],
      tagsOf,
      3,
    );
    expect(picked).toEqual([[c("a"), m("x")], [c("p")]]);
    expect(pickSuggestions([{ tags: ["bookkeeping", "cash-flow"], candidates: [c("a"), m("x")] }], tagsOf, 1)).toEqual([[c("a")]]);
  });
});

describe("drafts of any document", () => {
  it("live under the document's keys (the cash flow's unchanged)", () => {
    expect(serverDraftKey("business-plan")).toBe("business-plan.draft");
    expect(localDraftKey("business-survey", "u1")).toBe("compass.business-survey.draft.u1");
    expect(serverDraftKey(CASHFLOW_DOCUMENT)).toBe("cashflow.draft");
    expect(localDraftKey(CASHFLOW_DOCUMENT, "u1")).toBe("compass.cashflow.draft.u1");
  });

  it("open the newest made from the latest version, the device's on a tie, and drop older ones", () => {
    const parse = (text: string) => draftMeta(text);
    expect(chooseDraft(2, [{ source: "device", text: draft(5, 2) }, { source: "account", text: draft(9, 2) }], parse)).toEqual({ chosen: { source: "account", draft: { savedAt: 9, baseVersion: 2 } }, discard: [] });
    expect(chooseDraft(2, [{ source: "device", text: draft(9, 2) }, { source: "account", text: draft(9, 2) }], parse).chosen?.source).toBe("device");
    expect(chooseDraft(3, [{ source: "device", text: draft(9, 2) }, { source: "account", text: "junk" }], parse)).toEqual({ chosen: null, discard: ["device", "account"] });
    expect(draftMeta(draft(1, 0, { anything: true }))).toEqual({ savedAt: 1, baseVersion: 0 });
    expect(draftMeta('{"t":-1,"b":0}')).toBeNull();
  });
});
