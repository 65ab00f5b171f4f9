import { describe, expect, it } from "vitest";
import { changedModulePaths, contentPlan, moveItem, type ModuleFormValues } from "../../../src/web/pages/admin-content/module-form";

const base: ModuleFormValues = { title: "A", description: "", tags: [], estimatedMinutes: "", contentIds: ["a", "b"], htmlBody: "", imageSet: {}, attachmentIds: [] };

describe("the learning module editor's save plan", () => {
  it("unassigns removed contents, assigns new ones and orders only when the links alone leave a different order", () => {
    expect(contentPlan(["a", "b"], ["a", "b"])).toEqual({ unassign: [], assign: [], order: null });
    expect(contentPlan(["a", "b"], ["b", "a"])).toEqual({ unassign: [], assign: [], order: ["b", "a"] });
    expect(contentPlan(["a", "b"], ["b", "c"])).toEqual({ unassign: ["a"], assign: ["c"], order: null });
    expect(contentPlan([], ["c", "a"])).toEqual({ unassign: [], assign: ["c", "a"], order: null });
    expect(contentPlan(["a", "b"], ["c", "b"])).toEqual({ unassign: ["a"], assign: ["c"], order: ["c", "b"] });
  });

  it("masks only the changed fields, counting empty minutes as 0", () => {
    expect(changedModulePaths(base, { ...base, estimatedMinutes: 0, contentIds: ["b"] })).toEqual([]);
    expect(changedModulePaths(base, { ...base, title: " B ", tags: ["x"], estimatedMinutes: 12 })).toEqual(["title", "tags", "estimated_minutes"]);
    expect(changedModulePaths(base, { ...base, htmlBody: "<p></p>" })).toEqual([]);
    expect(changedModulePaths(base, { ...base, htmlBody: "<p>Why</p>", imageSet: { original: "/files/k" }, attachmentIds: ["t"] })).toEqual([
      "html_body",
      "image_set",
      "attachment_ids",
    ]);
  });

  it("moves an item up or down and never past the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });
});
