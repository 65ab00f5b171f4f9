import { describe, expect, it } from "vitest";
import { addChoices, contentPlan, focusAfterMove, focusAfterRemove, moveItem, moveOnto, positionOf, sameList } from "../../../src/web/pages/admin-content/ordering";

describe("the admin ordered lists' rules", () => {
  it("moves a dropped item to the place of the one it was dropped on, up or down", () => {
    expect(moveOnto(["a", "b", "c", "d"], "a", "c")).toEqual(["b", "c", "a", "d"]);
    expect(moveOnto(["a", "b", "c", "d"], "d", "b")).toEqual(["a", "d", "b", "c"]);
    expect(moveOnto(["a", "b", "c"], "b", "b")).toEqual(["a", "b", "c"]);
  });

  it("leaves the list as it is when a drop names an item that is not in it", () => {
    expect(moveOnto(["a", "b"], "x", "a")).toEqual(["a", "b"]);
    expect(moveOnto(["a", "b"], "a", "x")).toEqual(["a", "b"]);
  });

  it("moves by a number of places, never past the ends", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, -5)).toEqual(["c", "a", "b"]);
  });

  it("plans no call at all for an unchanged list, and one order call for a pure reorder", () => {
    expect(contentPlan(["a", "b", "c"], ["a", "b", "c"])).toEqual({ unassign: [], assign: [], order: null });
    expect(contentPlan(["a", "b", "c"], ["c", "a", "b"])).toEqual({ unassign: [], assign: [], order: ["c", "a", "b"] });
    expect(contentPlan(["a"], [])).toEqual({ unassign: ["a"], assign: [], order: null });
  });

  it("keeps the focus on the moved row's button, or the other one once it reached an end", () => {
    expect(focusAfterMove(2, -1, 4)).toEqual({ index: 1, button: "up" });
    expect(focusAfterMove(1, -1, 4)).toEqual({ index: 0, button: "down" });
    expect(focusAfterMove(1, 1, 4)).toEqual({ index: 2, button: "down" });
    expect(focusAfterMove(2, 1, 4)).toEqual({ index: 3, button: "up" });
  });

  it("sends the focus to the row that took the removed one's place, the new last row, or the add field", () => {
    expect(focusAfterRemove(1, 3)).toBe(1);
    expect(focusAfterRemove(3, 3)).toBe(2);
    expect(focusAfterRemove(0, 0)).toBeNull();
  });

  it("offers to add only what the list does not hold yet, in the choices' order", () => {
    const choices = [
      { value: "m1", label: "One" },
      { value: "m2", label: "Two" },
      { value: "m3", label: "Three" },
    ];
    expect(addChoices(choices, ["m2"]).map((c) => c.value)).toEqual(["m1", "m3"]);
    expect(addChoices(choices, [])).toHaveLength(3);
  });

  it("counts positions from 1 and compares lists in order", () => {
    expect(positionOf(["a", "b"], "b")).toBe(2);
    expect(positionOf(["a", "b"], "z")).toBe(0);
    expect(sameList(["a", "b"], ["a", "b"])).toBe(true);
    expect(sameList(["a", "b"], ["b", "a"])).toBe(false);
    expect(sameList(["a"], ["a", "b"])).toBe(false);
  });
});
