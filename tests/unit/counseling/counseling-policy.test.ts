import { describe, expect, it } from "vitest";
import { isAuditedAccess, mayKeepRecordOf, seesDemographics } from "../../../src/server/rpc/counseling/counseling-policy.js";
import { mayChangeRegistration, mayMarkAttendance } from "../../../src/server/rpc/classes/classes-policy.js";
import { classStart, todayIn } from "../../../src/server/rpc/classes/class-registrations-service.js";
import type { Role } from "../../../src/shared/roles.js";

const coach = { userId: "coach-1", role: "coach" as Role };
const lender = { userId: "lender-1", role: "lender" as Role };
const otherCoach = { userId: "coach-2", role: "coach" as Role };
const admin = { userId: "admin-1", role: "admin" as Role };
const partner = { userId: "bank-1", role: "partner" as Role };
const learner = { userId: "m", role: "standard" as Role };

describe("whose counseling record staff may keep (issue #40)", () => {
  const mentee = { id: "m", isLearner: true, assignedCoachId: "coach-1" };
  const lendersMentee = { id: "l", isLearner: true, assignedCoachId: "lender-1" };
  const staffMember = { id: "c", isLearner: false, assignedCoachId: "coach-1" };
  const adminAsLearner = { id: "admin-1", isLearner: true, assignedCoachId: null };
  it.each([
    ["the coach, of their mentee", coach, mentee, true],
    ["another coach, of that mentee", otherCoach, mentee, false],
    ["a lender, of their mentee", lender, lendersMentee, true],
    ["a lender, of a coach's mentee", lender, mentee, false],
    ["an administrator, of any learner", admin, mentee, true],
    ["an administrator, of someone who is not a learner", admin, staffMember, false],
    ["anyone, of their own record (through the staff methods)", admin, adminAsLearner, false],
    ["anyone, of nobody", admin, null, false],
    ["a partner bank", partner, mentee, false],
    ["a learner, even of themselves", learner, mentee, false],
  ] as const)("%s: %s", (_name, actor, client, allowed) => {
    expect(mayKeepRecordOf(actor, client)).toBe(allowed);
  });

  it("shows the demographics to administrators only, and audits only their access", () => {
    expect([admin, coach, lender, partner, learner].map(seesDemographics)).toEqual([true, false, false, false, false]);
    expect([admin, coach, lender].map(isAuditedAccess)).toEqual([true, false, false]);
  });
});

describe("registration and attendance times (issue #40)", () => {
  it("lets a registration change until the class begins, in the organisation's zone", () => {
    const start = classStart({ classDate: "2026-03-09", classTime: "18:30:00" }, "America/New_York");
    expect(start.toISOString()).toBe("2026-03-09T22:30:00.000Z"); // EDT, the day after the change
    expect(mayChangeRegistration(start, new Date("2026-03-09T22:29:59Z"))).toBe(true);
    expect(mayChangeRegistration(start, new Date("2026-03-09T22:30:00Z"))).toBe(false);
    expect(classStart({ classDate: "2026-03-09", classTime: null }, "UTC").toISOString()).toBe("2026-03-09T00:00:00.000Z");
  });

  it("lets attendance be marked from the class's day on the organisation's wall clock", () => {
    // 03:00 UTC on the 10th is still the 9th in New York.
    const now = new Date("2026-03-10T03:00:00Z");
    expect(todayIn("America/New_York", now)).toBe("2026-03-09");
    expect(todayIn("UTC", now)).toBe("2026-03-10");
    expect(mayMarkAttendance("2026-03-09", todayIn("America/New_York", now))).toBe(true);
    expect(mayMarkAttendance("2026-03-10", todayIn("America/New_York", now))).toBe(false);
    expect(mayMarkAttendance("2026-03-10", todayIn("UTC", now))).toBe(true);
  });
});
