import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import {
  categoryCycle,
  checkDescription,
  checkEstimatedMinutes,
  checkIdList,
  checkTags,
  checkTitle,
  featuredPlacementProblem,
  isFeaturedTitle,
  orInvalidArgument,
  TAGS_MAX,
} from "../../../src/server/learning/learning-validation.js";

describe("titles", () => {
  it.each([
    ["Writing a business plan", "Writing a business plan"],
    ["  Cash flow  ", "Cash flow"],
    ["a".repeat(200), "a".repeat(200)],
    ["😀".repeat(200), "😀".repeat(200)], // 200 characters, 400 UTF-16 units
    ["Préstamos para pequeñas empresas", "Préstamos para pequeñas empresas"],
  ])("accepts %j", (input, value) => {
    expect(checkTitle(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "title: enter a title."],
    ["   \t ", "title: enter a title."],
    ["a".repeat(201), "title: use at most 200 characters (this one has 201)."],
    ["two\nlines", "title: remove the line breaks and control characters."],
    ["bell\u0007", "title: remove the line breaks and control characters."],
    ["nul\u0000", "title: remove the line breaks and control characters."],
    ["c1\u0085", "title: remove the line breaks and control characters."],
    ["sep\u2028arator", "title: remove the line breaks and control characters."],
    ["tab\tinside", "title: remove the line breaks and control characters."],
  ])("refuses %j naming the field", (input, message) => {
    expect(checkTitle(input)).toEqual({ ok: false, problem: message });
  });

  it("names the field it is given", () => {
    expect(checkTitle("", "category.title")).toEqual({ ok: false, problem: "category.title: enter a title." });
  });
});

describe("descriptions", () => {
  it("accepts an empty one, and lines and tabs, trimmed", () => {
    expect(checkDescription("")).toEqual({ ok: true, value: "" });
    expect(checkDescription(" first\n\tsecond\r\n ")).toEqual({ ok: true, value: "first\n\tsecond" });
    expect(checkDescription("d".repeat(2000))).toEqual({ ok: true, value: "d".repeat(2000) });
  });

  it("refuses one over 2000 characters or with control characters", () => {
    expect(checkDescription("d".repeat(2001))).toEqual({
      ok: false,
      problem: "description: use at most 2000 characters (this one has 2001).",
    });
    expect(checkDescription("escape\u001b[31m")).toEqual({ ok: false, problem: "description: remove the control characters." });
  });
});

describe("tags", () => {
  it("lower-cases, trims and deduplicates them, keeping the first order", () => {
    expect(checkTags([" Marketing ", "cash-flow", "MARKETING", "2024", "Économie"])).toEqual({
      ok: true,
      value: ["marketing", "cash-flow", "2024", "économie"],
    });
  });

  it("accepts no tags, a one-character tag and a 32-character tag", () => {
    expect(checkTags([])).toEqual({ ok: true, value: [] });
    expect(checkTags(["a", "b".repeat(32)])).toEqual({ ok: true, value: ["a", "b".repeat(32)] });
  });

  it.each([
    [["ok", ""], "tags[1]: a tag cannot be empty."],
    [["  "], "tags[0]: a tag cannot be empty."],
    [["b".repeat(33)], `tags[0]: "${"b".repeat(33)}" is too long; a tag has at most 32 characters.`],
    [["two words"], 'tags[0]: "two words" is not a short word; use letters, digits and hyphens only.'],
    [["under_score"], 'tags[0]: "under_score" is not a short word; use letters, digits and hyphens only.'],
    [["-lead"], 'tags[0]: "-lead" is not a short word; use letters, digits and hyphens only.'],
    [["trail-"], 'tags[0]: "trail-" is not a short word; use letters, digits and hyphens only.'],
    [["dou--ble"], 'tags[0]: "dou--ble" is not a short word; use letters, digits and hyphens only.'],
    [["<script>"], 'tags[0]: "<script>" is not a short word; use letters, digits and hyphens only.'],
    [["emoji😀"], 'tags[0]: "emoji😀" is not a short word; use letters, digits and hyphens only.'],
  ])("refuses %j naming the tag", (tags, message) => {
    expect(checkTags(tags)).toEqual({ ok: false, problem: message });
  });

  it("allows 20 distinct tags (duplicates not counted) and refuses 21", () => {
    const twenty = Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`);
    expect(checkTags([...twenty, "T0", "t1"])).toEqual({ ok: true, value: twenty });
    expect(checkTags([...twenty, "t20"])).toEqual({ ok: false, problem: "tags: use at most 20 tags (there are 21)." });
  });

  it("cuts a long value short in the message", () => {
    const result = checkTags([`${"x".repeat(60)} y`]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problem).toContain(`"${"x".repeat(40)}…"`);
  });
});

describe("estimated minutes", () => {
  it.each([0, 1, 45, 10_000])("accepts %d", (minutes) => {
    expect(checkEstimatedMinutes(minutes)).toEqual({ ok: true, value: minutes });
  });

  it.each([-1, 10_001, 1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %d", (minutes) => {
    expect(checkEstimatedMinutes(minutes)).toEqual({
      ok: false,
      problem: "estimated_minutes: enter a whole number of minutes from 0 to 10000.",
    });
  });
});

describe("id lists", () => {
  it("keeps a list without duplicates in its order", () => {
    expect(checkIdList(["c", "a", "b"], "learning_content_ids")).toEqual({ ok: true, value: ["c", "a", "b"] });
    expect(checkIdList([], "learning_content_ids")).toEqual({ ok: true, value: [] });
  });

  it("refuses an id listed twice or an empty id, naming the field", () => {
    expect(checkIdList(["a", "b", "a"], "learning_content_ids")).toEqual({
      ok: false,
      problem: 'learning_content_ids: "a" is listed more than once.',
    });
    expect(checkIdList(["a", " "], "attachment_ids")).toEqual({ ok: false, problem: "attachment_ids[1]: an id cannot be empty." });
  });
});

describe("cycles in the category tree", () => {
  // root ─ a ─ b ─ c ; other (top level)
  const parentOf = new Map<string, string | null>([
    ["root", null],
    ["a", "root"],
    ["b", "a"],
    ["c", "b"],
    ["other", null],
  ]);

  it.each([
    ["itself", "a", "a"],
    ["its child", "a", "b"],
    ["its grandchild", "a", "c"],
    ["a descendant, from the top", "root", "c"],
  ])("refuses a category under %s", (_name, id, newParent) => {
    expect(categoryCycle(parentOf, id, newParent)).toBe(true);
  });

  it.each([
    ["the top level", "b", null],
    ["a sibling tree", "a", "other"],
    ["its own grandparent", "c", "root"],
    ["its current parent", "c", "b"],
    ["any category, when it is new", "new", "c"],
    ["a parent the map does not know", "a", "unknown"],
  ])("allows a category under %s", (_name, id, newParent) => {
    expect(categoryCycle(parentOf, id, newParent)).toBe(false);
  });

  it("answers a cycle, and ends, when the tree already loops above the new parent", () => {
    const damaged = new Map<string, string | null>([
      ["x", "y"],
      ["y", "x"],
    ]);
    expect(categoryCycle(damaged, "z", "x")).toBe(true);
  });
});

describe("the featured category", () => {
  it.each(["featured", "Featured", "FEATURED", "  featured \t", "FeAtUrEd"])("recognises %j", (title) => {
    expect(isFeaturedTitle(title)).toBe(true);
  });

  it.each(["", "feature", "featured items", "not featured", "fea tured"])("does not take %j for it", (title) => {
    expect(isFeaturedTitle(title)).toBe(false);
  });

  it("keeps it apart from the tree: no parent, and nothing under it", () => {
    expect(featuredPlacementProblem("Featured", { title: "Finance" })).toBe(
      "parent_category_id: the featured category stays at the top; it cannot have a parent.",
    );
    expect(featuredPlacementProblem("Finance", { title: " featured " })).toBe(
      "parent_category_id: a category cannot be placed under the featured category.",
    );
    expect(featuredPlacementProblem("Featured", null)).toBeNull();
    expect(featuredPlacementProblem("Loans", { title: "Finance" })).toBeNull();
  });
});

describe("turning a problem into INVALID_ARGUMENT", () => {
  it("throws the problem as an INVALID_ARGUMENT and passes a value through", () => {
    expect(orInvalidArgument(checkTitle(" T "))).toBe("T");
    try {
      orInvalidArgument(checkTitle(""));
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConnectError);
      expect((err as ConnectError).code).toBe(Code.InvalidArgument);
      expect((err as ConnectError).rawMessage).toBe("title: enter a title.");
    }
  });
});
