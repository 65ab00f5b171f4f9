/** Adding up the impact summary's grouped rows (src/server/rpc/impact/impact-summary.ts). */
import { describe, expect, it } from "vitest";
import { CapitalType } from "../../../src/gen/compass/v1/compass_pb.js";
import {
  addRevenue,
  capitalTotals,
  CAPITAL_SOURCES_MAX,
  emptyTally,
  figuresOf,
  keyOf,
  mergeMilestones,
  mergeSessions,
  type MilestoneGroupRow,
  type Tally,
} from "../../../src/server/rpc/impact/impact-summary.js";

const row = (g: number, values: Partial<MilestoneGroupRow> = {}): MilestoneGroupRow => ({
  g,
  q: null,
  coach: null,
  partner: null,
  clients: 1,
  jobs_created_ft: 2,
  jobs_created_pt: 1,
  jobs_retained_ft: 0,
  jobs_retained_pt: 0,
  capital_count: 1,
  capital_amount: "9007199254740993",
  capital_program: "0",
  starts: 0,
  certifications: 1,
  awaiting: 2,
  ...values,
});

function tallies() {
  const map = new Map<string, Tally>();
  const tally = (key: string) => {
    let t = map.get(key);
    if (!t) map.set(key, (t = emptyTally()));
    return t;
  };
  return { map, tally };
}

describe("the impact summary's tallies", () => {
  it("keys each grouping set's row", () => {
    expect(keyOf({ g: 7, q: null, coach: null, partner: null })).toBe("all");
    expect(keyOf({ g: 3, q: "2026-10-01", coach: null, partner: null })).toBe("q:2026-10-01");
    expect(keyOf({ g: 5, q: null, coach: "c1", partner: null })).toBe("coach:c1");
    expect(keyOf({ g: 6, q: null, coach: null, partner: "" })).toBe("partner:");
    expect(keyOf({ g: 1, q: "x", coach: "y", partner: null })).toBeNull();
  });

  it("adds milestones, sessions and revenue into their keys, amounts beyond 2^53 exactly", () => {
    const { map, tally } = tallies();
    mergeMilestones([row(7), row(3, { q: "2026-10-01" }), row(5, { coach: "c1" })], tally);
    mergeSessions(
      [
        { g: 7, q: null, coach: null, partner: null, sessions: 3, clients: 2, hours: 4.25 },
        { g: 5, q: null, coach: "c1", partner: null, sessions: 1, clients: 1, hours: 1 },
      ],
      tally,
      false,
    );
    addRevenue([{ q: "2026-10-01", coach: "c1", partner: "", change: "-500" }], tally);
    const all = figuresOf(map.get("all")!);
    expect(all.capitalAmount).toBe(9007199254740993n);
    expect([all.sessions, all.clientsCounseled, all.counselingHours, all.milestonesAwaiting]).toEqual([3, 2, 4.25, 2]);
    expect([all.revenueChange, all.revenueChangeClients]).toEqual([-500n, 1]);
    // Partners get no coach groups: the coach's sessions are left out, its milestones were merged.
    expect(map.get("coach:c1")!.sessions).toBe(0);
    expect(map.get("coach:c1")!.revenueChange).toBe(-500n);
    expect(map.get("partner:")!.revenueChangeClients).toBe(1);
  });

  it("lists capital by type in the enum's order and by source, largest first, at most 25", () => {
    const sources = Array.from({ length: 30 }, (_, i) => ({ type: null, source: `S${i}`, n: 1, amount: String(1000 + i), program: "0" }));
    const { byType, bySource } = capitalTotals([
      { type: "grant", source: null, n: 2, amount: "700", program: "0" },
      { type: "loan", source: null, n: 1, amount: "500", program: "500" },
      ...sources,
    ]);
    expect(byType.map((c) => [c.type, c.count, c.amount])).toEqual([
      [CapitalType.LOAN, 1, 500n],
      [CapitalType.GRANT, 2, 700n],
    ]);
    expect(bySource).toHaveLength(CAPITAL_SOURCES_MAX);
    expect(bySource[0]!.source).toBe("S29");
  });
});
