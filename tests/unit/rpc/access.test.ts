import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { CompassService } from "../../../src/gen/compass/v1/compass_pb.js";
import { access, authorize } from "../../../src/server/rpc/access.js";
import { ROLES, type Role } from "../../../src/shared/roles.js";
import { outcomeOf } from "../../setup/rpc.js";

const names = CompassService.methods.map((m) => m.localName);

const VERDICT = { ok: "allowed", [Code.Unauthenticated]: "unauthenticated", [Code.PermissionDenied]: "denied" } as const;

function outcome(method: string, role: Role | null): "allowed" | "unauthenticated" | "denied" {
  const { code, message } = outcomeOf(() => authorize(method, role ? { role, userId: "u1" } : null));
  const verdict = (VERDICT as Partial<Record<string | number, "allowed" | "unauthenticated" | "denied">>)[code];
  if (!verdict) throw new Error(`authorize(${method}) answered ${code}: ${message}`);
  return verdict;
}

describe("access table", () => {
  it("lists every method of the service and nothing else", () => {
    expect(Object.keys(access).sort()).toEqual([...names].sort());
    // The spec's 111 methods, the six second-factor methods of ADR 0006, the three of ADR 0008 and
    // the three referral-code methods of ADR 0017, the seven messaging methods of ADR 0019, the
    // two audit-log methods of ADR 0021, the two partner-account methods of ADR 0022, the two
    // partner-report methods of ADR 0023, the two background-report methods of ADR 0025, the
    // two storage-use methods of ADR 0031, the three translation methods of ADR 0036, the seven
    // loan-readiness methods of ADR 0039 and its two lender-packet methods, the six impact-milestone
    // methods, the two impact summaries and the check-in of issue #40, the eight counseling-record
    // and class-registration methods of ADR 0040, the three funder exports of ADR 0045, and the list
    // behind the summary's figures (ADR 0046).
    expect(names).toHaveLength(111 + 6 + 3 + 3 + 7 + 2 + 2 + 2 + 2 + 2 + 3 + 7 + 2 + 6 + 2 + 1 + 8 + 3 + 1 + 1);
  });

  it("admits anyone to Ping and SignUp only", () => {
    const publicOnes = names.filter((n) => outcome(n, null) === "allowed");
    expect(publicOnes.sort()).toEqual(["ping", "signUp"]);
  });

  it("asks for sign-in on every other method", () => {
    for (const n of names.filter((n) => n !== "ping" && n !== "signUp")) expect(outcome(n, null)).toBe("unauthenticated");
  });

  it("keeps Admin methods for administrators, with the report exceptions", () => {
    for (const n of names.filter((n) => n.startsWith("admin"))) {
      expect(outcome(n, "admin")).toBe("allowed");
      expect(outcome(n, "standard")).toBe("denied");
      const coachAllowed = n === "adminDownloadTAReport" || n === "adminDownloadUserActivity";
      expect(outcome(n, "coach")).toBe(coachAllowed ? "allowed" : "denied");
      expect(outcome(n, "lender")).toBe(coachAllowed ? "allowed" : "denied");
      expect(outcome(n, "partner")).toBe(n === "adminDownloadTAReport" ? "allowed" : "denied");
    }
  });

  // The referral-code methods (ADR 0017) leave lenders out: spec §2 gives the generator to admins and coaches.
  const REFERRAL_METHODS = ["coachCreateReferralCode", "coachListReferralCodes", "coachSetReferralCodeDisabled"];

  it("keeps Coach methods for coaches, lenders and administrators", () => {
    for (const n of names.filter((n) => n.startsWith("coach") && !REFERRAL_METHODS.includes(n))) {
      for (const role of ROLES) {
        expect(outcome(n, role)).toBe(["coach", "lender", "admin"].includes(role) ? "allowed" : "denied");
      }
    }
  });

  it("keeps the referral-code methods for coaches and administrators", () => {
    for (const n of REFERRAL_METHODS) {
      expect(names).toContain(n);
      for (const role of ROLES) expect(outcome(n, role)).toBe(["coach", "admin"].includes(role) ? "allowed" : "denied");
    }
  });

  it("keeps the partner-report methods for partner banks and administrators", () => {
    for (const n of ["partnerGetDashboard", "partnerListTATracking"]) {
      expect(names).toContain(n);
      for (const role of ROLES) expect(outcome(n, role)).toBe(["partner", "admin"].includes(role) ? "allowed" : "denied");
    }
  });

  const REPORT_JOB_METHODS = ["listMyReportJobs", "downloadMyReportJob"];

  it("keeps the background-report methods for those who may ask for a report that runs in the background", () => {
    for (const n of REPORT_JOB_METHODS) {
      expect(names).toContain(n);
      for (const role of ROLES) expect(outcome(n, role)).toBe(["admin", "coach", "lender", "partner"].includes(role) ? "allowed" : "denied");
    }
  });

  // A counseling record and class registrations are a client's (ADR 0040): staff have none.
  const LEARNER_ONLY = ["getMyCounselingProfile", "updateMyCounselingProfile", "registerForClass", "unregisterFromClass"];

  it("keeps a client's counseling record and class registrations for learners", () => {
    for (const n of LEARNER_ONLY) {
      expect(names).toContain(n);
      for (const role of ROLES) expect(outcome(n, role)).toBe(role === "standard" ? "allowed" : "denied");
    }
  });

  it("admits every signed-in role to the learner's own methods", () => {
    for (const n of names.filter((n) => !n.startsWith("admin") && !n.startsWith("coach") && !n.startsWith("partner") && !REPORT_JOB_METHODS.includes(n) && !LEARNER_ONLY.includes(n))) {
      for (const role of ROLES) expect(outcome(n, role)).toBe("allowed");
    }
  });

  it("refuses a method the table does not list", () => {
    expect(outcome("dropAllTables", "admin")).toBe("denied");
    expect(outcome("toString", "admin")).toBe("denied");
    expect(outcome("__proto__", null)).toBe("denied");
  });
});
