import { describe, expect, it } from "vitest";
import { checkQuota, DEFAULT_STORAGE_QUOTAS, formatBytes, MB, QuotaExceededError, quotaOf } from "../../../src/server/files/storage-quota.js";

describe("storage quotas (ADR 0031)", () => {
  it.each([
    ["STANDARD", 200 * MB],
    ["COACH", 1024 * MB],
    ["LENDER", 1024 * MB],
    ["BANK", 200 * MB],
    ["API", 200 * MB],
    ["ADMIN", null],
    ["API_ADMIN", null],
  ] as const)("gives a %s account %s bytes by default", (type, quota) => {
    expect(quotaOf(type, DEFAULT_STORAGE_QUOTAS)).toBe(quota);
  });

  it.each([
    [0, "0 KB"],
    [1, "1 KB"],
    [512 * 1024, "512 KB"],
    [MB, "1 MB"],
    [12.34 * MB, "12.3 MB"],
    [200 * MB, "200 MB"],
    [150.6 * MB, "151 MB"],
  ])("shows %s bytes as %s", (bytes, shown) => {
    expect(formatBytes(bytes)).toBe(shown);
  });

  it("refuses only what would pass the quota, and nothing when unlimited", () => {
    expect(() => checkQuota(150 * MB, 50 * MB, 200 * MB)).not.toThrow();
    expect(() => checkQuota(150 * MB, 50 * MB + 1, 200 * MB)).toThrow(QuotaExceededError);
    expect(() => checkQuota(10_000 * MB, 10_000 * MB, null)).not.toThrow();
    const err = (() => {
      try {
        checkQuota(190 * MB, 20 * MB, 200 * MB);
      } catch (e) {
        return e as QuotaExceededError;
      }
    })();
    expect(err).toMatchObject({ usedBytes: 190 * MB, quotaBytes: 200 * MB, neededBytes: 20 * MB });
    expect(err?.message).toBe("Your storage is full: 190 MB of 200 MB used, and this file needs 20 MB. Remove files you no longer need, or ask an administrator.");
  });
});
