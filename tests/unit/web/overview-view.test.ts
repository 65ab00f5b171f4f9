import { create } from "@bufbuild/protobuf";
import { timestampFromMs } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { PartnerAccountSchema, ReportJobSchema, ReportJobState, UserSchema } from "../../../src/gen/compass/v1/compass_pb";
import { pendingInvitations, reportsInProgress, signedUpWithin } from "../../../src/web/pages/admin-overview/overview-view";

const NOW = Date.UTC(2026, 11, 7, 12);
const DAY = 24 * 60 * 60 * 1000;

describe("admin overview: pending invitations", () => {
  it("lists lenders' and banks' invitations not accepted yet, oldest first, by their organisation's name", () => {
    const lender = (id: string, pending: boolean, daysAgo: number) =>
      create(PartnerAccountSchema, {
        user: { id, profile: { email: `${id}@example.org`, firstName: "Ana", lastName: id } },
        businessName: id === "l2" ? "" : `Lender ${id}`,
        invitationPending: pending,
        invitedTimestamp: timestampFromMs(NOW - daysAgo * DAY),
      });
    const bank = create(PartnerAccountSchema, { user: { id: "b1", profile: { email: "b1@example.org" } }, bankName: "First Bank", invitationPending: true, invitedTimestamp: timestampFromMs(NOW - 5 * DAY) });
    const list = pendingInvitations([lender("l1", true, 1), lender("l2", true, 9), lender("l3", false, 20)], [bank]);
    expect(list.map((i) => [i.userId, i.kind, i.name])).toEqual([
      ["l2", "lender", "Ana l2"],
      ["b1", "bank", "First Bank"],
      ["l1", "lender", "Lender l1"],
    ]);
    expect(list[0]!.invitedAt?.getTime()).toBe(NOW - 9 * DAY);
  });
});

describe("admin overview: reports and sign-ups", () => {
  it("keeps the reports being prepared, newest first, and counts the ready ones", () => {
    const job = (id: string, state: ReportJobState, minutesAgo: number) => create(ReportJobSchema, { id, state, createdAt: timestampFromMs(NOW - minutesAgo * 60_000) });
    const { active, ready } = reportsInProgress([
      job("old", ReportJobState.RUNNING, 10),
      job("done", ReportJobState.READY, 5),
      job("new", ReportJobState.QUEUED, 1),
      job("bad", ReportJobState.FAILED, 2),
    ]);
    expect(active.map((j) => j.id)).toEqual(["new", "old"]);
    expect(ready).toBe(1);
  });

  it("counts the sign-ups of the last days", () => {
    const user = (daysAgo: number | null) => create(UserSchema, { id: String(daysAgo), auth0CreatedTs: daysAgo === null ? undefined : timestampFromMs(NOW - daysAgo * DAY) });
    expect(signedUpWithin([user(0), user(6.9), user(7.5), user(null)], 7, NOW)).toBe(2);
  });
});
