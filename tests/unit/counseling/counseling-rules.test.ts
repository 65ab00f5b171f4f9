import { describe, expect, it } from "vitest";
import {
  ClientBusinessType,
  ClientDisability,
  ClientEthnicity,
  ClientInBusiness,
  ClientMilitaryBranch,
  ClientMilitaryStatus,
  ClientRace,
  ClientReferralSource,
  ClientSex,
  CounselingArea,
  CounselingSessionType,
} from "../../../src/gen/compass/v1/compass_pb.js";
import {
  isLanguageCode,
  LANGUAGE_CODES,
  SBA_BUSINESS_TYPE,
  SBA_COUNSELING_AREA,
  SBA_DISABILITY,
  SBA_ETHNICITY,
  SBA_IN_BUSINESS,
  SBA_LANGUAGE,
  SBA_MILITARY_BRANCH,
  SBA_MILITARY_STATUS,
  SBA_RACE,
  SBA_REFERRAL_SOURCE,
  SBA_SESSION_TYPE,
  SBA_SEX,
  sbaValue,
} from "../../../src/shared/counseling-codes.js";
import {
  classTopicProblem,
  coSponsorProblem,
  counselingProfileProblems,
  hasDemographics,
  sessionCounselingProblems,
  trainingHoursProblem,
  type CounselingProfileLike,
} from "../../../src/shared/counseling-rules.js";

/** Every value of a generated enum but UNSPECIFIED. */
const listedValues = (e: Record<string, string | number>) => Object.values(e).filter((v): v is number => typeof v === "number" && v !== 0);

describe("the SBA code lists (ADR 0040)", () => {
  // SBA's Nexus schemas spell these values; the exports write them as they are.
  it.each([
    ["CounselingArea", CounselingArea, SBA_COUNSELING_AREA, 22],
    ["CounselingSessionType", CounselingSessionType, SBA_SESSION_TYPE, 6],
    ["ClientRace", ClientRace, SBA_RACE, 9],
    ["ClientEthnicity", ClientEthnicity, SBA_ETHNICITY, 3],
    ["ClientSex", ClientSex, SBA_SEX, 3],
    ["ClientDisability", ClientDisability, SBA_DISABILITY, 3],
    ["ClientMilitaryStatus", ClientMilitaryStatus, SBA_MILITARY_STATUS, 8],
    ["ClientMilitaryBranch", ClientMilitaryBranch, SBA_MILITARY_BRANCH, 7],
    ["ClientReferralSource", ClientReferralSource, SBA_REFERRAL_SOURCE, 20],
    ["ClientInBusiness", ClientInBusiness, SBA_IN_BUSINESS, 3],
    ["ClientBusinessType", ClientBusinessType, SBA_BUSINESS_TYPE, 21],
  ] as const)("%s: every enum value has exactly one SBA value, and no two share one", (_name, e, list, size) => {
    const values = listedValues(e as unknown as Record<string, string | number>);
    expect(values).toHaveLength(size);
    expect(Object.keys(list).map(Number).sort((a, b) => a - b)).toEqual(values.sort((a, b) => a - b));
    const literal = Object.values(list).filter((v) => v !== "");
    expect(new Set(literal).size).toBe(literal.length);
  });

  it("spells SBA's values as its schemas do", () => {
    expect(sbaValue(SBA_COUNSELING_AREA, CounselingArea.BUSINESS_START_UP_PREPLANNING)).toBe("Business Start-up/Preplanning");
    expect(sbaValue(SBA_COUNSELING_AREA, CounselingArea.ECOMMERCE)).toBe("eCommerce");
    expect(sbaValue(SBA_SESSION_TYPE, CounselingSessionType.FACE_TO_FACE)).toBe("Face-to-face");
    expect(sbaValue(SBA_ETHNICITY, ClientEthnicity.NOT_HISPANIC_OR_LATINO)).toBe("Non Hispanic or Latino");
    expect(sbaValue(SBA_RACE, ClientRace.SELF_DESCRIBE)).toBe("Prefer to Self-Describe");
    // SBA's schema has Male and Female only: "prefer not to say" goes out as no value.
    expect(sbaValue(SBA_SEX, ClientSex.PREFER_NOT_TO_SAY)).toBe("");
    expect(sbaValue(SBA_COUNSELING_AREA, CounselingArea.UNSPECIFIED)).toBe("");
    expect(sbaValue(SBA_COUNSELING_AREA, 99)).toBe("");
  });

  it("lists SBA's 50 languages under distinct codes, English and Spanish first", () => {
    expect(LANGUAGE_CODES).toHaveLength(50);
    expect(LANGUAGE_CODES.slice(0, 2)).toEqual(["en", "es"]);
    expect(new Set(Object.values(SBA_LANGUAGE)).size).toBe(50);
    expect(SBA_LANGUAGE["ase"]).toBe("ASL-American Sign Language");
    expect(SBA_LANGUAGE["other"]).toBe("Other");
    expect([isLanguageCode("es"), isLanguageCode(""), isLanguageCode("toString"), isLanguageCode("EN")]).toEqual([true, false, false, false]);
  });
});

const EMPTY: CounselingProfileLike = {
  race: [],
  selfDescribedRace: "",
  ethnicity: 0,
  sex: 0,
  disability: 0,
  militaryStatus: 0,
  branchOfService: 0,
  referralSource: 0,
  referralSourceOther: "",
  inBusiness: 0,
  businessType: 0,
  employees: 0,
  language: "",
};
const NOW = new Date("2026-12-07T12:00:00Z");
const problems = (over: Partial<CounselingProfileLike>) => counselingProfileProblems({ ...EMPTY, ...over }, NOW).map((p) => `${p.path}: ${p.message}`);

describe("counselingProfileProblems", () => {
  it("takes an empty record (every field is optional) and a full one", () => {
    expect(problems({})).toEqual([]);
    expect(
      problems({
        race: [ClientRace.WHITE, ClientRace.SELF_DESCRIBE],
        selfDescribedRace: "Mestiza",
        ethnicity: ClientEthnicity.HISPANIC_OR_LATINO,
        sex: ClientSex.FEMALE,
        disability: ClientDisability.PREFER_NOT_TO_SAY,
        militaryStatus: ClientMilitaryStatus.SERVICE_DISABLED_VETERAN,
        branchOfService: ClientMilitaryBranch.SPACE_FORCE,
        referralSource: ClientReferralSource.OTHER,
        referralSourceOther: "Radio ad",
        inBusiness: ClientInBusiness.YES,
        businessStartDate: { year: 2026, month: 12, day: 7 },
        businessType: ClientBusinessType.OTHER_SERVICES,
        employees: 1_000_000,
        language: "other",
      }),
    ).toEqual([]);
  });

  it.each([
    ["a race off the list", { race: [ClientRace.ASIAN, 10] }, "race[1]: choose one of the listed values."],
    ["UNSPECIFIED as a race", { race: [0] }, "race[0]: choose one of the listed values."],
    ["a race twice", { race: [ClientRace.ASIAN, ClientRace.ASIAN] }, "race: choose each answer once."],
    ["“prefer not to say” with another race", { race: [ClientRace.PREFER_NOT_TO_SAY, ClientRace.WHITE] }, "race: “prefer not to say” goes alone."],
    ["a self-description without its choice", { race: [ClientRace.WHITE], selfDescribedRace: "x" }, "self_described_race: only with “prefer to self-describe”."],
    ["a self-description over 80 characters", { race: [ClientRace.SELF_DESCRIBE], selfDescribedRace: "x".repeat(81) }, "self_described_race: use at most 80 characters."],
    ["a self-description on two lines", { race: [ClientRace.SELF_DESCRIBE], selfDescribedRace: "a\nb" }, "self_described_race: keep it on one line."],
    ["an ethnicity off the list", { ethnicity: 4 }, "ethnicity: choose one of the listed values."],
    ["a sex off the list", { sex: -1 }, "sex: choose one of the listed values."],
    ["a disability off the list", { disability: 1.5 }, "disability: choose one of the listed values."],
    ["a branch without military service", { militaryStatus: ClientMilitaryStatus.NO_MILITARY_SERVICE, branchOfService: ClientMilitaryBranch.ARMY }, "branch_of_service: only with a military status that has a branch of service."],
    ["a branch for “prefer not to say”", { militaryStatus: ClientMilitaryStatus.PREFER_NOT_TO_SAY, branchOfService: ClientMilitaryBranch.ARMY }, "branch_of_service: only with a military status that has a branch of service."],
    ["a branch without any status", { branchOfService: ClientMilitaryBranch.NAVY }, "branch_of_service: only with a military status that has a branch of service."],
    ["a referral text without “other”", { referralSource: ClientReferralSource.SCORE, referralSourceOther: "x" }, "referral_source_other: only with the referral source “other”."],
    ["a start date when undetermined", { inBusiness: ClientInBusiness.UNDETERMINED, businessStartDate: { year: 2020, month: 1, day: 1 } }, "business_start_date: only when in business."],
    ["a start date that is no day", { inBusiness: ClientInBusiness.YES, businessStartDate: { year: 2025, month: 2, day: 29 } }, "business_start_date: give a day of the calendar."],
    ["a start date in the future everywhere", { inBusiness: ClientInBusiness.YES, businessStartDate: { year: 2026, month: 12, day: 9 } }, "business_start_date: cannot be in the future."],
    ["negative employees", { employees: -1 }, "employees: give a number from 1 to 1,000,000."],
    ["fractional employees", { employees: 2.5 }, "employees: give a number from 1 to 1,000,000."],
    ["a language off the list", { language: "EN" }, "language: choose one of the listed languages."],
  ] as const)("refuses %s", (_name, over, message) => {
    expect(problems(over as Partial<CounselingProfileLike>)).toContain(message);
  });

  it("takes a branch with a military spouse's status (the member's branch) and none with any status", () => {
    expect(problems({ militaryStatus: ClientMilitaryStatus.SPOUSE_OF_MILITARY_MEMBER, branchOfService: ClientMilitaryBranch.COAST_GUARD })).toEqual([]);
    expect(problems({ militaryStatus: ClientMilitaryStatus.ACTIVE_DUTY })).toEqual([]);
  });

  it("says whether a record holds any demographic answer", () => {
    expect(hasDemographics(EMPTY)).toBe(false);
    expect(hasDemographics({ ...EMPTY, selfDescribedRace: "  " })).toBe(false);
    expect(hasDemographics({ ...EMPTY, race: [ClientRace.PREFER_NOT_TO_SAY] })).toBe(true);
    expect(hasDemographics({ ...EMPTY, branchOfService: ClientMilitaryBranch.ARMY })).toBe(true);
  });
});

describe("a TA session's 641 fields and a class's 888 fields", () => {
  it("checks the session's area, type and language against SBA's lists (the wanted paths only)", () => {
    expect(sessionCounselingProblems({ counselingArea: 0, counselingSessionType: 0, language: "" })).toEqual([]);
    expect(sessionCounselingProblems({ counselingArea: 22, counselingSessionType: 6, language: "yue" })).toEqual([]);
    expect(sessionCounselingProblems({ counselingArea: 23, counselingSessionType: 7, language: "xx" }).map((p) => p.path)).toEqual(["counseling_area", "counseling_session_type", "language"]);
    expect(sessionCounselingProblems({ counselingArea: 23, counselingSessionType: 7, language: "xx" }, (p) => p === "language").map((p) => p.path)).toEqual(["language"]);
  });

  it("checks a class's topic, hours and co-sponsor", () => {
    expect([classTopicProblem(0), classTopicProblem(22), classTopicProblem(23)]).toEqual([null, null, "choose one of the listed values."]);
    expect([trainingHoursProblem(0), trainingHoursProblem(500), trainingHoursProblem(500.01), trainingHoursProblem(Number.NaN)]).toEqual([null, null, "give hours from 0 to 500.", "give hours from 0 to 500."]);
    expect([coSponsorProblem(""), coSponsorProblem("x".repeat(200)), coSponsorProblem("x".repeat(201)), coSponsorProblem("a\rb")]).toEqual([null, null, "use at most 200 characters.", "keep it on one line."]);
  });
});
