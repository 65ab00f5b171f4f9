import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { CategorySchema } from "../../../src/gen/compass/v1/compass_pb";
import { isFeaturedTitle } from "../../../src/shared/featured";
import { ancestorsOf } from "../../../src/web/pages/learning/library-tree";
import { neighbours } from "../../../src/web/pages/learning/lesson-page";

const category = (id: string, parentCategoryId = "") => create(CategorySchema, { id, title: id.toUpperCase(), parentCategoryId });

describe("the learner's reading pages", () => {
  it("finds the lessons before and after one in a module's order", () => {
    expect(neighbours(["a", "b", "c"], "b")).toEqual({ previous: "a", next: "c" });
    expect(neighbours(["a", "b", "c"], "a")).toEqual({ previous: null, next: "b" });
    expect(neighbours(["a", "b", "c"], "c")).toEqual({ previous: "b", next: null });
    expect(neighbours(["a", "b"], "x")).toEqual({ previous: null, next: null });
  });

  it("walks a category's parents top first, stopping at a missing parent or a cycle", () => {
    const all = [category("root"), category("mid", "root"), category("leaf", "mid")];
    expect(ancestorsOf(all[2]!, all).map((c) => c.id)).toEqual(["root", "mid"]);
    expect(ancestorsOf(category("orphan", "gone"), all)).toEqual([]);
    const loop = [category("x", "y"), category("y", "x")];
    expect(ancestorsOf(loop[0]!, loop).map((c) => c.id)).toEqual(["y"]);
  });

  it("knows the featured category in any case, spaces around ignored", () => {
    expect(isFeaturedTitle(" Featured ")).toBe(true);
    expect(isFeaturedTitle("featured stories")).toBe(false);
  });
});
