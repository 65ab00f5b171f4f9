import { describe, expect, it } from "vitest";
import { contentUsage, moduleUsage } from "../../../src/web/pages/admin-content/library-usage";

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
