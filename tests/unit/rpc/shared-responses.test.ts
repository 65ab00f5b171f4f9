/** Responses answered to many calls keep what is made from them, once per variant (shared-responses.ts). */
import { describe, expect, it } from "vitest";
import { oncePerResponse, shareResponse } from "../../../src/server/rpc/shared-responses.js";

describe("oncePerResponse", () => {
  it("makes a variant once for a shared message, and every time for any other", () => {
    let made = 0;
    const make = () => ++made;
    const shared = shareResponse({});
    expect([oncePerResponse(shared, "binary", make), oncePerResponse(shared, "binary", make)]).toEqual([1, 1]);
    expect(oncePerResponse(shared, "text", make)).toBe(2);
    const plain = {};
    expect([oncePerResponse(plain, "binary", make), oncePerResponse(plain, "binary", make)]).toEqual([3, 4]);
  });

  it("keeps a promise, unless it fails", async () => {
    const shared = shareResponse({});
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error("no"));
    };
    await expect(oncePerResponse(shared, "br", failing)).rejects.toThrow("no");
    await expect(oncePerResponse(shared, "br", failing)).rejects.toThrow("no");
    expect(calls).toBe(2);
    const ok = oncePerResponse(shared, "gzip", () => Promise.resolve("z"));
    expect(oncePerResponse(shared, "gzip", () => Promise.resolve("other"))).toBe(ok);
  });
});
