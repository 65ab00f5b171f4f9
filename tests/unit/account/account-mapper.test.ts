import { create } from "@bufbuild/protobuf";
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { AddressSchema, GenderSchema, ProfileSchema, type Profile } from "../../../src/gen/compass/v1/compass_pb.js";
import { enumValueName, parseProfileUpdate } from "../../../src/server/rpc/account/account-mapper.js";
import { withoutFields } from "../../../src/server/rpc/field-masks.js";
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
  it.each(["ABCDE", "123456789", "1234", "12345-678"])("refuses the ZIP code %s in an address, as the web form does", (zipCode) => {
    const p = profile({ address: [create(AddressSchema, { zipCode })] });
    expect(failure(() => parseProfileUpdate(p, { paths: ["address"] } as never)).rawMessage).toContain("address[0].zip_code");
  });
  it("accepts a 5-digit ZIP code and ZIP+4", () => {
    const p = profile({ address: [create(AddressSchema, { zipCode: "87571" }), create(AddressSchema, { zipCode: "87571-1234" })] });
    expect(parseProfileUpdate(p, { paths: ["address"] } as never).addresses?.map((a) => a.zip_code)).toEqual(["87571", "87571-1234"]);
  });
  it.each(["5551234", "123-456-7890", "call me"])("refuses the phone number %s", (phoneNumber) => {
    expect(failure(() => parseProfileUpdate(profile({ phoneNumber }), { paths: ["phone_number"] } as never)).rawMessage).toContain("phone_number");
  });
  it("clears a field with an empty value", () => {
    expect(parseProfileUpdate(profile({}), { paths: ["date_of_birth", "minority_owned_business"] } as never)).toEqual({ dateOfBirth: "", minorityOwnedBusiness: false });
  });
});

describe("a coach's view of a profile", () => {
  it("drops the hidden fields", () => {
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
