/**
 * The counseling record's form values (src/web/components/counseling-record/record-values.ts):
 * from and to the API's record, the choices that clear what they no longer allow, "prefer not to
 * say" alone among the races, the shared rules on each form field, and the update mask of the
 * changed fields.
 */
import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import {
  ClientBusinessType,
  ClientEthnicity,
  ClientInBusiness,
  ClientMilitaryBranch,
  ClientMilitaryStatus,
  ClientRace,
  ClientReferralSource,
  CounselingProfileSchema,
} from "../../../src/gen/compass/v1/compass_pb";
import {
  BUSINESS_FIELDS,
  changedPaths,
  DEMOGRAPHIC_FIELDS,
  fieldOfPath,
  isDirty,
  parseEmployees,
  profileOf,
  recordProblems,
  tidy,
  toggleRace,
  valuesOf,
  withoutDemographics,
} from "../../../src/web/components/counseling-record/record-values";

const NOW = new Date("2026-12-07T12:00:00Z");
const ALL = [...DEMOGRAPHIC_FIELDS, ...BUSINESS_FIELDS];

const stored = create(CounselingProfileSchema, {
  userId: "u1",
  demographicsConsent: true,
  race: [ClientRace.ASIAN, ClientRace.SELF_DESCRIBE],
  selfDescribedRace: "Hmong",
  ethnicity: ClientEthnicity.NOT_HISPANIC_OR_LATINO,
  militaryStatus: ClientMilitaryStatus.VETERAN,
  branchOfService: ClientMilitaryBranch.NAVY,
  referralSource: ClientReferralSource.OTHER,
  referralSourceOther: "A flyer at the library",
  inBusiness: ClientInBusiness.YES,
  businessStartDate: { year: 2021, month: 3, day: 9 },
  businessType: ClientBusinessType.RETAIL_TRADE,
  employees: 4,
  language: "es",
});

describe("the form's values of a counseling record", () => {
  it("reads a stored record, and an empty one as nothing answered", () => {
    expect(valuesOf(stored)).toEqual({
      consent: true,
      race: ["1", "9"],
      selfDescribedRace: "Hmong",
      ethnicity: "2",
      sex: "0",
      disability: "0",
      militaryStatus: "7",
      branchOfService: "5",
      referralSource: "20",
      referralSourceOther: "A flyer at the library",
      inBusiness: "1",
      businessStartDate: "2021-03-09",
      businessType: "16",
      employees: "4",
      language: "es",
    });
    const empty = valuesOf(undefined);
    expect(empty).toMatchObject({ consent: false, race: [], ethnicity: "0", businessStartDate: "", employees: "", language: "" });
  });

  it("gives back the same record for the request", () => {
    const p = profileOf(valuesOf(stored));
    expect(p).toMatchObject({
      demographicsConsent: true,
      race: [1, 9],
      selfDescribedRace: "Hmong",
      militaryStatus: 7,
      branchOfService: 5,
      referralSourceOther: "A flyer at the library",
      businessStartDate: { year: 2021, month: 3, day: 9 },
      employees: 4,
      language: "es",
    });
    // No date, no employees: not given.
    const blank = profileOf({ ...valuesOf(undefined), employees: " " });
    expect(blank.businessStartDate).toBeUndefined();
    expect(blank.employees).toBe(0);
  });

  it("clears what a choice no longer allows", () => {
    const v = valuesOf(stored);
    expect(tidy({ ...v, race: ["1"] }).selfDescribedRace).toBe("");
    expect(tidy({ ...v, militaryStatus: String(ClientMilitaryStatus.NO_MILITARY_SERVICE) }).branchOfService).toBe("0");
    expect(tidy({ ...v, militaryStatus: String(ClientMilitaryStatus.SPOUSE_OF_MILITARY_MEMBER) }).branchOfService).toBe("5");
    expect(tidy({ ...v, referralSource: String(ClientReferralSource.INTERNET) }).referralSourceOther).toBe("");
    expect(tidy({ ...v, inBusiness: String(ClientInBusiness.NO) }).businessStartDate).toBe("");
    expect(tidy(v)).toEqual(v);
  });

  it("erases every demographic answer when the consent goes", () => {
    const v = withoutDemographics(valuesOf(stored));
    expect(v).toMatchObject({ race: [], selfDescribedRace: "", ethnicity: "0", sex: "0", disability: "0", militaryStatus: "0", branchOfService: "0" });
    expect(v.referralSourceOther).toBe("A flyer at the library");
  });

  it("keeps “prefer not to say” alone among the races, and the list in order", () => {
    expect(toggleRace(["7", "1"], "3", true)).toEqual(["1", "3", "7"]);
    expect(toggleRace(["1", "3"], "8", true)).toEqual(["8"]);
    expect(toggleRace(["8"], "2", true)).toEqual(["2"]);
    expect(toggleRace(["1", "3"], "1", false)).toEqual(["3"]);
    expect(toggleRace(["1"], "1", true)).toEqual(["1"]);
  });

  it("reads the employees typed", () => {
    expect(parseEmployees("")).toBe(0);
    expect(parseEmployees(" 1,250 ")).toBe(1250);
    expect(parseEmployees("3.5")).toBeNull();
    expect(parseEmployees("-2")).toBeNull();
    expect(parseEmployees("ten")).toBeNull();
  });
});

describe("the problems of a counseling record, each on its form field", () => {
  it("finds none in a good record", () => {
    expect(recordProblems(valuesOf(stored), NOW)).toEqual([]);
  });

  it("puts the shared rules' words on the fields, in form order", () => {
    const v = { ...valuesOf(stored), race: ["8", "1"], selfDescribedRace: "", employees: "0", businessStartDate: "2027-01-02" };
    expect(recordProblems(v, NOW)).toEqual([
      { field: "race", message: "“prefer not to say” goes alone." },
      { field: "businessStartDate", message: "cannot be in the future." },
      { field: "employees", message: "give a number from 1 to 1,000,000." },
    ]);
  });

  it("refuses employees that are not a number or beyond the list's bound, and a date that is not a day", () => {
    expect(recordProblems({ ...valuesOf(stored), employees: "many" }, NOW).map((p) => p.field)).toEqual(["employees"]);
    expect(recordProblems({ ...valuesOf(stored), employees: "1000001" }, NOW).map((p) => p.field)).toEqual(["employees"]);
    expect(recordProblems({ ...valuesOf(stored), businessStartDate: "2021-02-30" }, NOW)).toEqual([{ field: "businessStartDate", message: "give a day of the calendar." }]);
  });

  it("looks only at the fields the writer keeps (a coach: no demographics)", () => {
    const v = { ...valuesOf(stored), race: ["8", "1"] };
    expect(recordProblems(v, NOW, BUSINESS_FIELDS)).toEqual([]);
  });

  it("names the form field of a server's path", () => {
    expect(fieldOfPath("profile.race[1]")).toBe("race");
    expect(fieldOfPath("profile.branch_of_service")).toBe("branchOfService");
    expect(fieldOfPath("business_start_date")).toBe("businessStartDate");
    expect(fieldOfPath("profile")).toBeUndefined();
    expect(fieldOfPath(undefined)).toBeUndefined();
  });
});

describe("the update mask", () => {
  const initial = valuesOf(stored);

  it("names only the changed fields, in proto names", () => {
    expect(changedPaths(initial, initial, ALL, true)).toEqual([]);
    expect(isDirty(initial, initial, ALL, true)).toBe(false);
    const v = { ...initial, employees: "5", ethnicity: "3", race: ["1"], selfDescribedRace: "" };
    expect(changedPaths(initial, v, ALL, true)).toEqual(["race", "self_described_race", "ethnicity", "employees"]);
  });

  it("does not count what reads the same (spaces, commas)", () => {
    expect(changedPaths(initial, { ...initial, employees: " 4", referralSourceOther: "A flyer at the library " }, ALL, true)).toEqual([]);
  });

  it("puts the consent first when the client changes it, never for staff", () => {
    const given = { ...valuesOf(undefined), consent: true, ethnicity: "1" };
    expect(changedPaths(valuesOf(undefined), given, ALL, true)).toEqual(["demographics_consent", "ethnicity"]);
    expect(changedPaths(valuesOf(undefined), given, BUSINESS_FIELDS, false)).toEqual([]);
  });

  it("leaves the demographics out of a coach's mask", () => {
    const v = { ...initial, sex: "1", businessType: "2" };
    expect(changedPaths(initial, v, BUSINESS_FIELDS, false)).toEqual(["business_type"]);
  });
});
