import { describe, expect, it } from "vitest";
import { changedPaths, descendantIds, isUnused, parentChoices, usageOf, type CategoryLike } from "../../../src/web/pages/admin-content/category-tree";

const cat = (id: string, title: string, parentCategoryId = "", extra: Partial<CategoryLike> = {}): CategoryLike => ({
  id,
  title,
  description: "",
  parentCategoryId,
  childrenCategoryIds: [],
  assignedModulesIds: [],
  assignedContentIds: [],
  ...extra,
});

const tree = [cat("a", "Money"), cat("b", "Budgets", "a"), cat("c", "Cash", "b"), cat("d", "Loans"), cat("f", " Featured ")];

describe("category parent choices", () => {
  it("offer neither the category itself nor anything below it", () => {
    expect(parentChoices(tree, "a", "Money").map((c) => c.id)).toEqual(["d"]);
    expect(parentChoices(tree, "b", "Budgets").map((c) => c.id)).toEqual(["d", "a"]);
  });

  it("never offer the featured category, and offer nothing to the featured category", () => {
    expect(parentChoices(tree, null, "New").map((c) => c.title)).toEqual(["Budgets", "Cash", "Loans", "Money"]);
    expect(parentChoices(tree, null, "FEATURED")).toEqual([]);
  });

  it("find descendants even in a damaged tree with a loop", () => {
    const loop = [cat("x", "X", "y"), cat("y", "Y", "x")];
    expect([...descendantIds("x", loop)]).toEqual(["y"]);
  });
});

describe("where a category is used", () => {
  it("names its children and parent and counts its assigned items", () => {
    const money = cat("a", "Money", "", { childrenCategoryIds: ["b"], assignedModulesIds: ["m1", "m2"], assignedContentIds: ["c1"] });
    const usage = usageOf(money, [money, ...tree.slice(1)]);
    expect(usage).toEqual({ children: ["Budgets"], parent: null, modules: 2, contents: 1 });
    expect(isUnused(usage)).toBe(false);
    expect(usageOf(tree[2]!, tree)).toEqual({ children: [], parent: "Budgets", modules: 0, contents: 0 });
    expect(isUnused(usageOf(tree[2]!, tree))).toBe(true);
  });
});

describe("an edit's update mask", () => {
  it("lists only the fields that changed, ignoring spaces around text", () => {
    const saved = { title: "Money", parentCategoryId: "", description: "About money", htmlBody: "", imageSet: {} };
    expect(changedPaths(saved, { ...saved, title: " Money " })).toEqual([]);
    // An emptied editor is the same as no text.
    expect(changedPaths(saved, { ...saved, htmlBody: "<p></p>" })).toEqual([]);
    expect(changedPaths(saved, { ...saved, htmlBody: "<p>Hi</p>", imageSet: { original: "/files/k" } })).toEqual(["html_body", "image_set"]);
    expect(changedPaths(saved, { ...saved, title: "Cash", parentCategoryId: "d" })).toEqual(["title", "parent_category_id"]);
    expect(changedPaths(saved, { ...saved, description: "" })).toEqual(["description"]);
  });
});
