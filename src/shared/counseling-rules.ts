/**
 * The rules of a counseling record (SBA Form 641 client fields), a TA session's 641 fields and a
 * class's Form 888 fields (issue #40; ADR 0040), shared by the server (INVALID_ARGUMENT naming the
 * field path) and the web forms (the same words next to the field). Pure.
 *
 * Counseling record (every field optional; UNSPECIFIED / empty / 0 = not answered):
 * - every choice is a value of its list (counseling-codes.ts);
 * - race: distinct values, "prefer not to say" alone; a self-description (one line, at most 80
 *   characters) only with "prefer to self-describe";
 * - branch of service only with a military status that has one (any but none, "no military
 *   service" and "prefer not to say");
 * - referral_source_other (one line, at most 80) only with the referral source "other";
 * - business_start_date only when in business, a real day from 1900 on and not in the future
 *   (generous to time zones, as the TA session date);
 * - employees 0 (not given) to 1,000,000; language empty or a code of the list.
 * The consent rule (demographics only with the client's consent) is the server's: it needs the
 * stored record (rpc/counseling/counseling-mapper.ts).
 */
import { sessionDate, sessionDateRange, type DateLike } from "./ta-tracking.js";
import {
  isLanguageCode,
  isListed,
  SBA_BUSINESS_TYPE,
  SBA_COUNSELING_AREA,
  SBA_DISABILITY,
  SBA_ETHNICITY,
  SBA_IN_BUSINESS,
  SBA_MILITARY_BRANCH,
  SBA_MILITARY_STATUS,
  SBA_RACE,
  SBA_REFERRAL_SOURCE,
  SBA_SESSION_TYPE,
  SBA_SEX,
  STATUSES_WITHOUT_BRANCH,
} from "./counseling-codes.js";

export const CHOICE_TEXT_MAX = 80;
export const EMPLOYEES_MAX = 1_000_000;
export const TRAINING_HOURS_MAX = 500;
export const CO_SPONSOR_MAX = 200;

/** The demographic fields: kept only with the client's consent. */
export const DEMOGRAPHIC_PATHS = ["race", "self_described_race", "ethnicity", "sex", "disability", "military_status", "branch_of_service"] as const;

export interface CounselingProfileLike {
  race: number[];
  selfDescribedRace: string;
  ethnicity: number;
  sex: number;
  disability: number;
  militaryStatus: number;
  branchOfService: number;
  referralSource: number;
  referralSourceOther: string;
  inBusiness: number;
  businessStartDate?: DateLike;
  businessType: number;
  employees: number;
  language: string;
}

export interface RuleProblem {
  path: string;
  message: string;
}

const RACE_PREFER_NOT = 8;
const RACE_SELF_DESCRIBE = 9;
const IN_BUSINESS_YES = 1;
const REFERRAL_OTHER = 20;

const chars = (s: string) => [...s].length;

/** Whether a record has any demographic answer (what may not be kept without consent). */
export function hasDemographics(p: Pick<CounselingProfileLike, "race" | "selfDescribedRace" | "ethnicity" | "sex" | "disability" | "militaryStatus" | "branchOfService">): boolean {
  return p.race.length > 0 || p.selfDescribedRace.trim() !== "" || p.ethnicity !== 0 || p.sex !== 0 || p.disability !== 0 || p.militaryStatus !== 0 || p.branchOfService !== 0;
}

/** The problems of a whole counseling record (paths are proto names). */
export function counselingProfileProblems(p: CounselingProfileLike, now: Date = new Date()): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const choice = (path: string, list: Readonly<Record<number, string>>, value: number) => {
    if (value !== 0 && !isListed(list, value)) add(path, "choose one of the listed values.");
  };
  const oneLine = (path: string, value: string) => {
    if (chars(value) > CHOICE_TEXT_MAX) add(path, `use at most ${CHOICE_TEXT_MAX} characters.`);
    else if (/[\r\n]/.test(value)) add(path, "keep it on one line.");
  };

  p.race.forEach((r, i) => {
    if (!isListed(SBA_RACE, r)) add(`race[${i}]`, "choose one of the listed values.");
  });
  if (new Set(p.race).size !== p.race.length) add("race", "choose each answer once.");
  else if (p.race.includes(RACE_PREFER_NOT) && p.race.length > 1) add("race", "“prefer not to say” goes alone.");
  if (p.selfDescribedRace.trim() !== "") {
    if (!p.race.includes(RACE_SELF_DESCRIBE)) add("self_described_race", "only with “prefer to self-describe”.");
    else oneLine("self_described_race", p.selfDescribedRace);
  }
  choice("ethnicity", SBA_ETHNICITY, p.ethnicity);
  choice("sex", SBA_SEX, p.sex);
  choice("disability", SBA_DISABILITY, p.disability);
  choice("military_status", SBA_MILITARY_STATUS, p.militaryStatus);
  choice("branch_of_service", SBA_MILITARY_BRANCH, p.branchOfService);
  if (p.branchOfService !== 0 && STATUSES_WITHOUT_BRANCH.has(p.militaryStatus)) add("branch_of_service", "only with a military status that has a branch of service.");
  choice("referral_source", SBA_REFERRAL_SOURCE, p.referralSource);
  if (p.referralSourceOther.trim() !== "") {
    if (p.referralSource !== REFERRAL_OTHER) add("referral_source_other", "only with the referral source “other”.");
    else oneLine("referral_source_other", p.referralSourceOther);
  }
  choice("in_business", SBA_IN_BUSINESS, p.inBusiness);
  if (p.businessStartDate) {
    const date = sessionDate(p.businessStartDate);
    if (p.inBusiness !== IN_BUSINESS_YES) add("business_start_date", "only when in business.");
    else if (!date) add("business_start_date", "give a day of the calendar.");
    else if (date > sessionDateRange(now).latest) add("business_start_date", "cannot be in the future.");
  }
  choice("business_type", SBA_BUSINESS_TYPE, p.businessType);
  if (!Number.isInteger(p.employees) || p.employees < 0 || p.employees > EMPLOYEES_MAX) add("employees", `give a number from 1 to ${EMPLOYEES_MAX.toLocaleString("en-US")}.`);
  if (p.language !== "" && !isLanguageCode(p.language)) add("language", "choose one of the listed languages.");
  return problems;
}

/** The 641 fields of a TA session (only the wanted paths). */
export function sessionCounselingProblems(
  r: { counselingArea: number; counselingSessionType: number; language: string },
  wanted: (path: string) => boolean = () => true,
): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  if (wanted("counseling_area") && r.counselingArea !== 0 && !isListed(SBA_COUNSELING_AREA, r.counselingArea)) add("counseling_area", "choose one of the listed values.");
  if (wanted("counseling_session_type") && r.counselingSessionType !== 0 && !isListed(SBA_SESSION_TYPE, r.counselingSessionType)) {
    add("counseling_session_type", "choose one of the listed values.");
  }
  if (wanted("language") && r.language !== "" && !isLanguageCode(r.language)) add("language", "choose one of the listed languages.");
  return problems;
}

/** A class's topic (a counseling area or none). */
export function classTopicProblem(topic: number): string | null {
  return topic === 0 || isListed(SBA_COUNSELING_AREA, topic) ? null : "choose one of the listed values.";
}

/** A class's training hours: 0 (not given) or above 0 up to TRAINING_HOURS_MAX. */
export function trainingHoursProblem(hours: number): string | null {
  return Number.isFinite(hours) && hours >= 0 && hours <= TRAINING_HOURS_MAX ? null : `give hours from 0 to ${TRAINING_HOURS_MAX}.`;
}

/** A class's co-sponsor: one line, at most CO_SPONSOR_MAX characters. */
export function coSponsorProblem(value: string): string | null {
  if (chars(value) > CO_SPONSOR_MAX) return `use at most ${CO_SPONSOR_MAX} characters.`;
  return /[\r\n]/.test(value) ? "keep it on one line." : null;
}
