/**
 * The retention rule of documents' versions (issue #37; db/version-retention.ts) on a fake clock:
 * all of the last 30 days, then the last of each day, at most N in all, the newest never dropped.
 */
import { describe, expect, it } from "vitest";
import { versionsToDrop, type SavedVersion } from "../../../src/server/db/version-retention.js";

const NOW = new Date("2026-06-30T12:00:00Z");
const DAY = 24 * 3600_000;
/** A version saved `days` days (and `hours` hours) before NOW. */
const at = (versionNumber: number, days: number, hours = 0): SavedVersion => ({ versionNumber, savedAt: new Date(NOW.getTime() - days * DAY - hours * 3600_000) });
/** Versions 1..n, one a day, the newest saved today. */
const daily = (n: number): SavedVersion[] => Array.from({ length: n }, (_, i) => at(i + 1, n - 1 - i));

describe("versionsToDrop", () => {
  it.each([
    ["nothing saved", [], {}, []],
    ["a single version, however old", [at(1, 900)], {}, []],
    ["a single version, with a cap of one", [at(1, 900)], { maxVersions: 1 }, []],
    ["several today: all kept", [at(1, 0, 3), at(2, 0, 2), at(3, 0, 1)], {}, []],
    ["several 29 days ago: all kept (within 30 days)", [at(1, 29, 3), at(2, 29, 2), at(3, 29, 1), at(4, 0)], {}, []],
    ["several 31 days ago: the last of that day kept", [at(1, 31, 3), at(2, 31, 2), at(3, 31, 1), at(4, 0)], {}, [1, 2]],
    ["several on each of two old days: the last of each", [at(1, 45, 5), at(2, 45, 1), at(3, 40, 6), at(4, 40, 2), at(5, 1)], {}, [1, 3]],
    ["old versions only: the newest kept, then the last of each day before it", [at(1, 60, 3), at(2, 60, 2), at(3, 59, 1), at(4, 59)], {}, [1, 3]],
    ["365 daily versions, cap 200: the newest 200", daily(365), {}, Array.from({ length: 165 }, (_, i) => i + 1)],
    ["a cap of 3 over recent versions: the 3 newest", [at(1, 5), at(2, 4), at(3, 3), at(4, 2), at(5, 1)], { maxVersions: 3 }, [1, 2]],
    ["a cap of 1: only the newest", [at(1, 5), at(2, 4), at(3, 0)], { maxVersions: 1 }, [1, 2]],
    ["a cap of 0 still keeps the newest", [at(1, 5), at(2, 4)], { maxVersions: 0 }, [1]],
    ["keep-all of 0 days: one a day from today on", [at(1, 2, 3), at(2, 2, 1), at(3, 0, 2), at(4, 0, 1)], { keepAllDays: 0 }, [1, 3]],
    ["the order given does not matter", [at(4, 0), at(1, 31, 3), at(3, 31, 1), at(2, 31, 2)], {}, [1, 2]],
  ] as const)("%s", (_name, versions, rule, dropped) => {
    expect(versionsToDrop(versions, NOW, { keepAllDays: 30, maxVersions: 200, ...rule })).toEqual(dropped);
  });

  it("never drops the newest version, whatever the rule", () => {
    const versions = [at(7, 400), at(3, 500), at(5, 450)];
    for (const rule of [{ keepAllDays: 0, maxVersions: 0 }, { keepAllDays: 0, maxVersions: 1 }, { keepAllDays: 30, maxVersions: 200 }]) {
      expect(versionsToDrop(versions, NOW, rule)).not.toContain(7);
    }
  });
});
