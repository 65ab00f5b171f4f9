import { describe, expect, it } from "vitest";
import { contentUsage, moduleUsage } from "../../../src/web/pages/admin-content/library-usage";
import { addedFirst } from "../../../src/web/components/editor/saved-notice";

const categories = [
  { id: "c1", title: "Money", assignedModulesIds: ["m1"], assignedContentIds: ["x"] },
  { id: "c2", title: "Featured", assignedModulesIds: ["m1", "m2"], assignedContentIds: [] },
];
const modules = [
  { id: "m1", title: "Budgets", learningContentIds: ["x", "y"] },
  { id: "m2", title: "Accounts", learningContentIds: ["x"] },
];

describe("where a library item is used", () => {
  it("names the categories a module is assigned to, sorted", () => {
    expect(moduleUsage("m1", categories)).toEqual({ categories: ["Featured", "Money"] });
    expect(moduleUsage("m3", categories)).toEqual({ categories: [] });
  });

  it("names the modules and categories holding a content", () => {
    expect(contentUsage("x", modules, categories)).toEqual({ modules: ["Accounts", "Budgets"], categories: ["Money"] });
    expect(contentUsage("y", modules, categories)).toEqual({ modules: ["Budgets"], categories: [] });
    expect(contentUsage("z", modules, categories)).toEqual({ modules: [], categories: [] });
  });
});

describe("the item an add/edit page returns with (components/editor/saved-notice.tsx)", () => {
  const rows = [{ id: "a" }, { id: "b" }, { id: "c" }];
  it("lists an added item first and keeps the others' order", () => {
    expect(addedFirst(rows, { id: "c", title: "C", added: true }).map((r) => r.id)).toEqual(["c", "a", "b"]);
  });
  it("leaves the order alone for a changed item, an item not listed (filtered out) and no item", () => {
    expect(addedFirst(rows, { id: "c", title: "C", added: false }).map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(addedFirst(rows, { id: "z", title: "Z", added: true }).map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(addedFirst(rows, null).map((r) => r.id)).toEqual(["a", "b", "c"]);
  });
});
