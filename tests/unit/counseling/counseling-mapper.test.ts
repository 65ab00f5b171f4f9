import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { ClientEthnicity, ClientRace, CounselingProfileSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { ADMIN_PATHS, CLIENT_PATHS, COACH_PATHS, mergeProfile, toProfile } from "../../../src/server/rpc/counseling/counseling-mapper.js";
import type { ProfileRow } from "../../../src/server/rpc/counseling/counseling-store.js";
import { outcomeOf } from "../../setup/rpc.js";

const NOW = new Date("2026-12-07T12:00:00Z");
const CONSENT_AT = new Date("2026-11-01T09:00:00Z");
const row = (over: Partial<ProfileRow> = {}): ProfileRow => ({
  userId: "u1",
  demographicsConsentAt: null,
  race: [],
  selfDescribedRace: "",
  ethnicity: "UNSPECIFIED",
  sex: "UNSPECIFIED",
  disability: "UNSPECIFIED",
  militaryStatus: "UNSPECIFIED",
  branchOfService: "UNSPECIFIED",
  referralSource: "UNSPECIFIED",
  referralSourceOther: "",
  inBusiness: "UNSPECIFIED",
  businessStartDate: null,
  businessType: "UNSPECIFIED",
  employees: null,
  language: "",
  updatedByUserId: null,
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});
const profile = (init: Parameters<typeof create<typeof CounselingProfileSchema>>[1]) => create(CounselingProfileSchema, init);

describe("mergeProfile: the consent rule (ADR 0040)", () => {
  it("records the consent's time once, and keeps it when given again", () => {
    const first = mergeProfile(null, profile({ demographicsConsent: true, ethnicity: ClientEthnicity.HISPANIC_OR_LATINO }), ["demographics_consent", "ethnicity"], { by: "client", now: NOW });
    expect(first).toMatchObject({ demographicsConsentAt: NOW, ethnicity: "HISPANIC_OR_LATINO" });
    const again = mergeProfile(row({ demographicsConsentAt: CONSENT_AT }), profile({ demographicsConsent: true }), ["demographics_consent"], { by: "client", now: NOW });
    expect(again.demographicsConsentAt).toEqual(CONSENT_AT);
  });

  it("erases every demographic answer when the client withdraws, keeping the rest", () => {
    const stored = row({ demographicsConsentAt: CONSENT_AT, race: ["WHITE"], ethnicity: "HISPANIC_OR_LATINO", sex: "FEMALE", language: "es" });
    expect(mergeProfile(stored, profile({}), ["demographics_consent"], { by: "client", now: NOW })).toMatchObject({
      demographicsConsentAt: null,
      race: [],
      ethnicity: "UNSPECIFIED",
      sex: "UNSPECIFIED",
      language: "es",
    });
  });

  it("refuses a demographic answer without consent (naming it) but lets one be cleared", () => {
    expect(outcomeOf(() => mergeProfile(null, profile({ race: [ClientRace.ASIAN] }), ["race"], { by: "client", now: NOW }))).toEqual({
      code: Code.InvalidArgument,
      message: "profile.race: your demographics are kept only with your consent (demographics_consent).",
    });
    expect(outcomeOf(() => mergeProfile(null, profile({ race: [ClientRace.ASIAN] }), ["race"], { by: "staff", now: NOW }))).toEqual({
      code: Code.InvalidArgument,
      message: "profile.race: demographics are kept only with the client's consent, which only the client can give.",
    });
    expect(mergeProfile(null, profile({ race: [] }), ["race"], { by: "client", now: NOW }).race).toEqual([]);
  });

  it("never lets staff change the consent, even when the request carries it", () => {
    const stored = row({ demographicsConsentAt: CONSENT_AT, sex: "MALE" });
    expect(mergeProfile(stored, profile({ demographicsConsent: false }), ["demographics_consent"], { by: "staff", now: NOW })).toMatchObject({ demographicsConsentAt: CONSENT_AT, sex: "MALE" });
  });

  it("writes only the masked paths", () => {
    const stored = row({ language: "vi", employees: 3 });
    expect(mergeProfile(stored, profile({ language: "es", employees: 9 }), ["employees"], { by: "client", now: NOW })).toMatchObject({ language: "vi", employees: 9 });
    expect(mergeProfile(stored, profile({ employees: 0 }), ["employees"], { by: "client", now: NOW }).employees).toBeNull();
  });
});

describe("the paths each caller may write, and what staff read", () => {
  it("gives the consent to the client only, and the demographics to administrators but not coaches", () => {
    expect([CLIENT_PATHS("demographics_consent"), ADMIN_PATHS("demographics_consent"), COACH_PATHS("demographics_consent")]).toEqual(["writable", "forbidden", "forbidden"]);
    expect([CLIENT_PATHS("race"), ADMIN_PATHS("race"), COACH_PATHS("race")]).toEqual(["writable", "writable", "forbidden"]);
    expect([CLIENT_PATHS("language"), ADMIN_PATHS("language"), COACH_PATHS("language")]).toEqual(["writable", "writable", "writable"]);
    expect(CLIENT_PATHS("last_updated_time")).toBe("forbidden");
  });

  it("leaves the demographics out of a coach's read, keeping the consent", () => {
    const stored = row({ demographicsConsentAt: CONSENT_AT, race: ["ASIAN"], ethnicity: "NOT_HISPANIC_OR_LATINO", language: "es" });
    expect(toProfile("u1", stored, { demographics: false })).toMatchObject({ demographicsConsent: true, race: [], ethnicity: 0, language: "es" });
    expect(toProfile("u1", stored)).toMatchObject({ race: [ClientRace.ASIAN], ethnicity: ClientEthnicity.NOT_HISPANIC_OR_LATINO });
    expect(toProfile("u1", null)).toMatchObject({ userId: "u1", demographicsConsent: false, employees: 0 });
  });
});
