import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { AddressType, NaicsSector, ProfileSchema } from "../../../gen/compass/v1/compass_pb";
import { adminValuesFromProfile, changedFields, changedPaths, profileUpdateRequest, validateAdminProfile } from "./admin-profile-form";

const profile = create(ProfileSchema, {
  firstName: "Ada",
  lastName: "Lopez",
  email: "ada@example.com",
  phoneNumber: "505-555-0100",
  businessName: "Ada's Bakery",
  status: "Active",
  applicationDecision: "",
  driversLicenseNumber: "D123",
  annualHouseholdIncome: "52000",
  minorityOwnedBusiness: true,
  naics: { industry: NaicsSector.RETAIL_TRADE, fullCode: 445291 },
  address: [
    { address1: "9 Business Rd", city: "Taos", usState: "NM", zipCode: "87571", addressType: AddressType.BUSINESS },
    { address1: "1 Main St", city: "Taos", usState: "NM", zipCode: "87571", county: "Taos", addressType: AddressType.PERSONAL },
  ],
});

describe("the administrator's profile editor", () => {
  it("starts from every saved field, the staff ones and the sealed ones included", () => {
    const values = adminValuesFromProfile(profile);
    expect(values.firstName).toBe("Ada");
    expect(values.status).toBe("Active");
    expect(values.driversLicenseNumber).toBe("D123");
    expect(values.annualHouseholdIncome).toBe("52000");
    expect(values.minorityOwnedBusiness).toBe("true");
    expect(values.address1).toBe("1 Main St");
    expect(values.naics).toBe("NAICS_SECTOR_RETAIL_TRADE");
    expect(adminValuesFromProfile(undefined).minorityOwnedBusiness).toBe("false");
  });

  it("finds only the fields whose value changed (formatting that stores the same value is no change)", () => {
    const saved = adminValuesFromProfile(profile);
    expect(changedFields(saved, { ...saved })).toEqual([]);
    expect(changedFields(saved, { ...saved, firstName: " Ada ", annualHouseholdIncome: "$52,000", usState: "nm" })).toEqual([]);
    expect(changedFields(saved, { ...saved, applicationDecision: "Approved", status: "Closed", city: "Santa Fe" })).toEqual(["status", "applicationDecision", "city"]);
  });

  it("names each changed field once in the mask as profile.<snake_name>, the address and the sector as one path", () => {
    expect(changedPaths(["applicationDecision", "address1", "zipCode", "naics", "driversLicenseNumber", "minorityOwnedBusiness"])).toEqual([
      "profile.application_decision",
      "profile.address",
      "profile.naics",
      "profile.drivers_license_number",
      "profile.minority_owned_business",
    ]);
  });

  it("sends only the changed fields, a boolean as a boolean", () => {
    const saved = adminValuesFromProfile(profile);
    const values = { ...saved, applicationDecision: " Approved ", minorityOwnedBusiness: "false", annualHouseholdIncome: "$60,000" };
    const changed = changedFields(saved, values);
    const req = profileUpdateRequest("u1", profile, values, changed);
    expect(req.userId).toBe("u1");
    expect(req.updateMask).toEqual({ paths: ["profile.application_decision", "profile.annual_household_income", "profile.minority_owned_business"] });
    expect(req.user?.profile).toEqual({ applicationDecision: "Approved", minorityOwnedBusiness: false, annualHouseholdIncome: "60000" });
  });

  it("replaces the personal address in the saved list and keeps the others", () => {
    const saved = adminValuesFromProfile(profile);
    const values = { ...saved, address1: "2 Side St", usState: "nm" };
    const req = profileUpdateRequest("u1", profile, values, changedFields(saved, values));
    expect(req.updateMask).toEqual({ paths: ["profile.address"] });
    expect(req.user?.profile?.address).toEqual([
      { address1: "9 Business Rd", address2: "", city: "Taos", usState: "NM", zipCode: "87571", county: "", addressType: AddressType.BUSINESS },
      { address1: "2 Side St", address2: "", city: "Taos", usState: "NM", zipCode: "87571", county: "Taos", addressType: AddressType.PERSONAL },
    ]);
  });

  it("adds a personal address when there was none, and removes one emptied", () => {
    const bare = create(ProfileSchema, {});
    const saved = adminValuesFromProfile(bare);
    const added = profileUpdateRequest("u1", bare, { ...saved, city: "Taos" }, ["city"]);
    expect(added.user?.profile?.address).toEqual([{ address1: "", address2: "", city: "Taos", usState: "", zipCode: "", county: "", addressType: AddressType.PERSONAL }]);
    const full = adminValuesFromProfile(profile);
    const emptied = { ...full, address1: "", city: "", usState: "", zipCode: "", county: "" };
    const removed = profileUpdateRequest("u1", profile, emptied, changedFields(full, emptied));
    expect(removed.user?.profile?.address?.map((a) => a.addressType)).toEqual([AddressType.BUSINESS]);
  });

  it("sends a new sector with the saved full code, and a cleared one as none", () => {
    const saved = adminValuesFromProfile(profile);
    const changed = profileUpdateRequest("u1", profile, { ...saved, naics: "NAICS_SECTOR_CONSTRUCTION" }, ["naics"]);
    expect(changed.user?.profile?.naics).toEqual({ industry: NaicsSector.CONSTRUCTION, fullCode: 445291 });
    const cleared = profileUpdateRequest("u1", profile, { ...saved, naics: "" }, ["naics"]);
    expect(cleared.updateMask).toEqual({ paths: ["profile.naics"] });
    expect(cleared.user?.profile?.naics).toBeUndefined();
  });

  it("checks only the changed fields, with the server's formats", () => {
    const saved = { ...adminValuesFromProfile(profile), zipCode: "bad saved value" };
    expect(validateAdminProfile(saved, { ...saved }, true)).toEqual({});
    expect(validateAdminProfile(saved, { ...saved, phoneNumber: "call me", age: "forty", dateOfBirth: "2999-01-01" }, false, "2025-06-01")).toEqual({
      phoneNumber: "phone",
      dateOfBirth: "pastDate",
      age: "whole",
    });
    expect(validateAdminProfile(saved, { ...saved, status: "x".repeat(201) }, false)).toEqual({ status: "tooLong" });
  });

  it("keeps a learner's required fields filled, but lets another user's be emptied", () => {
    const saved = adminValuesFromProfile(profile);
    expect(validateAdminProfile(saved, { ...saved, firstName: "", status: "" }, true)).toEqual({ firstName: "required" });
    expect(validateAdminProfile(saved, { ...saved, firstName: "" }, false)).toEqual({});
  });
});
