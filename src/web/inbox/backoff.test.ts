import { describe, expect, it } from "vitest";
import { BACKOFF_MAX_MS, backoffCeiling, backoffDelay } from "./backoff";

describe("the inbox's reconnect back-off", () => {
  it("starts at 1 s and doubles up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(backoffCeiling)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffCeiling(0)).toBe(0);
  });

  it("draws each delay between half and all of its ceiling", () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 0.999999)).toBe(1000);
    expect(backoffDelay(3, () => 0.5)).toBe(3000);
    expect(backoffDelay(20, () => 0.5)).toBe(22500);
    for (let i = 0; i < 100; i++) {
      const d = backoffDelay(10);
      expect(d).toBeGreaterThanOrEqual(BACKOFF_MAX_MS / 2);
      expect(d).toBeLessThanOrEqual(BACKOFF_MAX_MS);
    }
  });

  it("waits nothing before the first attempt", () => {
    expect(backoffDelay(0, () => 0.7)).toBe(0);
  });
});
