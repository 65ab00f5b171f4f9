import { describe, expect, it } from "vitest";
import { decideScroll, ScrollPositions } from "../../../src/web/scroll";

describe("scroll behaviour", () => {
  it("scrolls to a hash anchor first", () => {
    expect(decideScroll("#section-2", { x: 0, y: 400 })).toEqual({ kind: "anchor", id: "section-2" });
  });
  it("else restores the saved position", () => {
    expect(decideScroll("", { x: 0, y: 400 })).toEqual({ kind: "restore", position: { x: 0, y: 400 } });
  });
  it("else goes to the top", () => {
    expect(decideScroll("", undefined)).toEqual({ kind: "top" });
  });
  it("keeps positions by history entry and persists them", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as unknown as Storage;
    const a = new ScrollPositions(storage);
    a.set("k1", { x: 0, y: 120 });
    a.persist();
    expect(new ScrollPositions(storage).get("k1")).toEqual({ x: 0, y: 120 });
  });
});
