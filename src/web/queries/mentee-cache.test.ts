import { describe, expect, it } from "vitest";
import { BoundedCache, MENTEE_CACHE_LIMIT, menteeCache } from "./mentee-cache";

describe("the mentee cache", () => {
  it("keeps 1,000 entries and evicts the first on the 1,001st insert", () => {
    const cache = new BoundedCache<string, number>(MENTEE_CACHE_LIMIT);
    for (let i = 0; i < 1001; i++) cache.set(`u${i}`, i);
    expect(cache.size).toBe(1000);
    expect(cache.has("u0")).toBe(false);
    expect(cache.get("u1")).toBe(1);
    expect(cache.get("u1000")).toBe(1000);
  });

  it("refreshes an entry's place when it is set again", () => {
    const cache = new BoundedCache<string, number>(3);
    cache.set("a", 1).set("b", 2).set("c", 3);
    cache.set("a", 10);
    cache.set("d", 4);
    expect(cache.keys()).toEqual(["c", "a", "d"]);
    expect(cache.get("a")).toBe(10);
    expect(cache.has("b")).toBe(false);
  });

  it("counts a read as a use", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1).set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect(cache.keys()).toEqual(["a", "c"]);
  });

  it("refuses a bound that is not a positive whole number", () => {
    expect(() => new BoundedCache(0)).toThrow(RangeError);
    expect(() => new BoundedCache(1.5)).toThrow(RangeError);
  });

  it("shares one cache of 1,000 for the pages", () => {
    expect(menteeCache.limit).toBe(1000);
  });
});
