import { create } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { AddressSchema, GenderSchema, ProfileSchema, UserStateSchema, type Profile } from "../../../src/gen/compass/v1/compass_pb.js";
import {
  applyReadMask,
  enumValueName,
  isIsoDate,
  isPlausiblePhone,
  parseProfileUpdate,
  withoutFields,
} from "../../../src/server/rpc/account/account-mapper.js";
import { COACH_HIDDEN_PROFILE_FIELDS } from "../../../src/server/rpc/account/account-policy.js";
import { isProfileComplete, missingProfileFields, REQUIRED_PROFILE_FIELDS } from "../../../src/shared/profile.js";

const profile = (p: Partial<Profile>) => create(ProfileSchema, p as never);

function failure(fn: () => unknown): ConnectError {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConnectError) return err;
    throw err;
  }
  throw new Error("expected a failure");
}

describe("ISO dates", () => {
  it.each([
    ["2024-02-29", true],
    ["2023-02-29", false],
    ["1990-13-01", false],
    ["1990-1-1", false],
    ["01/02/1990", false],
    ["1700-01-01", false],
  ])("%s → %s", (s, ok) => expect(isIsoDate(s)).toBe(ok));
});

describe("phone numbers", () => {
  it.each([
    ["+1 (555) 123-4567", true],
    ["555.123.4567", true],
    ["5551234", true],
    ["123", false],
    ["call me", false],
    ["+1234567890123456", false],
  ])("%s → %s", (s, ok) => expect(isPlausiblePhone(s)).toBe(ok));
});

describe("enum-valued strings", () => {
  it.each([
    ["GENDER_FEMALE", "GENDER_FEMALE"],
    ["female", "GENDER_FEMALE"],
    ["GENDER_UNSPECIFIED", null],
    ["UNSPECIFIED", null],
    ["robot", null],
  ])("%s → %s", (s, name) => expect(enumValueName(GenderSchema, s)).toBe(name));
});

describe("an update of one's profile", () => {
  it("returns only the listed fields, camelCase paths accepted", () => {
    expect(parseProfileUpdate(profile({ firstName: " Ada ", lastName: "L" }), { paths: ["firstName"] } as never)).toEqual({ firstName: "Ada" });
  });
  it("needs a mask", () => {
    expect(failure(() => parseProfileUpdate(profile({}), undefined)).rawMessage).toMatch(/^update_mask/);
    expect(failure(() => parseProfileUpdate(profile({}), { paths: [] } as never)).code).toBe(Code.InvalidArgument);
  });
  it.each([
    ["status", { status: "APPROVED" }],
    ["email", {}],
    ["naics.industry", {}],
    ["date_of_birth", { dateOfBirth: "yesterday" }],
    ["annual_household_income", { annualHouseholdIncome: "lots" }],
    ["citizenship", { citizenship: "MARTIAN" }],
    ["marital_status", { maritalStatus: "COMPLICATED" }],
    ["veteran_status", { veteranStatus: "MAYBE" }],
    ["ethnicity", { ethnicity: "X" }],
    ["first_name", { firstName: "x".repeat(201) }],
  ])("refuses %s, naming it", (path, p) => {
    const err = failure(() => parseProfileUpdate(profile(p), { paths: [path] } as never));
    expect(err.code).toBe(Code.InvalidArgument);
    expect(err.rawMessage).toContain(path);
  });
  it("refuses a malformed ZIP code in an address", () => {
    const p = profile({ address: [create(AddressSchema, { zipCode: "ABCDE" })] });
    expect(failure(() => parseProfileUpdate(p, { paths: ["address"] } as never)).rawMessage).toContain("address[0].zip_code");
  });
  it("clears a field with an empty value", () => {
    expect(parseProfileUpdate(profile({}), { paths: ["date_of_birth", "minority_owned_business"] } as never)).toEqual({ dateOfBirth: "", minorityOwnedBusiness: false });
  });
});

describe("read masks", () => {
  it("keeps only the listed fields, all when empty, and refuses unknown ones", () => {
    const s = create(UserStateSchema, { hasSeenCashflow: true, hasCompletedProfile: true });
    expect(applyReadMask(UserStateSchema, s, { paths: ["has_seen_cashflow"] } as never)).toMatchObject({ hasSeenCashflow: true, hasCompletedProfile: false });
    expect(applyReadMask(UserStateSchema, s, undefined)).toBe(s);
    expect(failure(() => applyReadMask(UserStateSchema, s, { paths: ["nope"] } as never)).rawMessage).toContain("nope");
  });
  it("drops a coach's hidden fields", () => {
    const p = profile({ firstName: "Ada", race: "RACE_ASIAN", dateOfBirth: "1990-01-01", driversLicenseNumber: "D1", annualHouseholdIncome: "1", ethnicity: "E" });
    expect(withoutFields(ProfileSchema, p, COACH_HIDDEN_PROFILE_FIELDS)).toMatchObject({ firstName: "Ada", race: "", dateOfBirth: "", driversLicenseNumber: "", annualHouseholdIncome: "", ethnicity: "" });
  });
});

describe("the onboarding profile", () => {
  const complete = { firstName: "A", lastName: "B", phoneNumber: "555", businessName: "C", address: [{ address1: "1 Main", city: "X", usState: "IL", zipCode: "62701" }] };
  it("is complete with every required field", () => {
    expect(isProfileComplete(complete)).toBe(true);
  });
  it.each(REQUIRED_PROFILE_FIELDS.map((f) => [f]))("misses %s", (field) => {
    const p = { ...complete, ...(field === "address" ? { address: [{ address1: "1 Main", city: "" }] } : { [field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase())]: " " }) };
    expect(missingProfileFields(p)).toEqual([field]);
  });
});
