/**
 * Counseling records between the wire and the database (issue #40; ADR 0040): enums stored by name
 * without their prefix ("PREFER_NOT_TO_SAY"), a language by its code, the business start date as
 * YYYY-MM-DD, employees as null when not given.
 *
 * An update writes only its mask's paths onto the stored record, then the whole merged record is
 * checked (src/shared/counseling-rules.ts; INVALID_ARGUMENT naming `profile.<path>`), so a rule
 * between two fields (branch of service and military status, say) holds whichever one changed.
 *
 * The consent rule: the demographics are kept only while the client's consent is on file.
 * - Only the client gives (`demographics_consent` true: the time is recorded, once) or withdraws it
 *   (false: every demographic answer is erased in the same write).
 * - A request that puts a demographic answer into a record without consent is refused, naming the
 *   field; clearing one is always allowed.
 * - Coaches and lenders neither see nor write the demographics (the privacy notice promises it);
 *   an administrator enters them only while the client's consent is on file.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
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
  CounselingProfileSchema,
  type CounselingProfile,
} from "../../../gen/compass/v1/compass_pb.js";
import { parseIsoDate } from "../../../shared/class-time.js";
import { counselingProfileProblems, DEMOGRAPHIC_PATHS, hasDemographics, type CounselingProfileLike } from "../../../shared/counseling-rules.js";
import { sessionDate } from "../../../shared/ta-tracking.js";
import { rpcError } from "../../core/errors.js";
import { refuseProblems } from "../documents/document-mapper.js";
import { pathRule } from "../field-masks.js";
import type { ProfileRow, ProfileValues } from "./counseling-store.js";

const FIELDS = [
  "race",
  "self_described_race",
  "ethnicity",
  "sex",
  "disability",
  "military_status",
  "branch_of_service",
  "referral_source",
  "referral_source_other",
  "in_business",
  "business_start_date",
  "business_type",
  "employees",
  "language",
] as const;
type Field = (typeof FIELDS)[number];
const OUTPUT_ONLY = ["user_id", "demographics_consent_time", "last_updated_time"];

const NOT_DEMOGRAPHIC = FIELDS.filter((f) => !(DEMOGRAPHIC_PATHS as readonly string[]).includes(f));

/** UpdateMyCounselingProfile: every field and the consent. */
export const CLIENT_PATHS = pathRule([...FIELDS, "demographics_consent"], OUTPUT_ONLY);
/** CoachUpdateUserCounselingProfile by an administrator: every field; the consent is the client's alone. */
export const ADMIN_PATHS = pathRule(FIELDS, [...OUTPUT_ONLY, "demographics_consent"]);
/** CoachUpdateUserCounselingProfile by a coach or lender: never the demographics, which they do not see (privacy notice). */
export const COACH_PATHS = pathRule(NOT_DEMOGRAPHIC, [...OUTPUT_ONLY, "demographics_consent", ...DEMOGRAPHIC_PATHS]);

type EnumObject = Record<number | string, string | number>;
const nameOf = (e: EnumObject, value: number): string => (typeof e[value] === "string" ? (e[value] as string) : "UNSPECIFIED");
const valueOf = (e: EnumObject, name: string): number => (typeof e[name] === "number" ? (e[name] as number) : 0);

/** A stored record (or none) as the shared rules see it. */
function likeOf(row: ProfileRow | null): CounselingProfileLike {
  const date = row?.businessStartDate ? parseIsoDate(row.businessStartDate) : null;
  return {
    race: (row?.race ?? []).map((r) => valueOf(ClientRace, r)).filter((v) => v !== 0),
    selfDescribedRace: row?.selfDescribedRace ?? "",
    ethnicity: valueOf(ClientEthnicity, row?.ethnicity ?? ""),
    sex: valueOf(ClientSex, row?.sex ?? ""),
    disability: valueOf(ClientDisability, row?.disability ?? ""),
    militaryStatus: valueOf(ClientMilitaryStatus, row?.militaryStatus ?? ""),
    branchOfService: valueOf(ClientMilitaryBranch, row?.branchOfService ?? ""),
    referralSource: valueOf(ClientReferralSource, row?.referralSource ?? ""),
    referralSourceOther: row?.referralSourceOther ?? "",
    inBusiness: valueOf(ClientInBusiness, row?.inBusiness ?? ""),
    ...(date ? { businessStartDate: date } : {}),
    businessType: valueOf(ClientBusinessType, row?.businessType ?? ""),
    employees: row?.employees ?? 0,
    language: row?.language ?? "",
  };
}

/** One masked field of the request onto the record. */
function setField(like: CounselingProfileLike, p: CounselingProfile, field: Field): void {
  switch (field) {
    case "race":
      like.race = [...p.race];
      return;
    case "self_described_race":
      like.selfDescribedRace = p.selfDescribedRace.trim();
      return;
    case "ethnicity":
      like.ethnicity = p.ethnicity;
      return;
    case "sex":
      like.sex = p.sex;
      return;
    case "disability":
      like.disability = p.disability;
      return;
    case "military_status":
      like.militaryStatus = p.militaryStatus;
      return;
    case "branch_of_service":
      like.branchOfService = p.branchOfService;
      return;
    case "referral_source":
      like.referralSource = p.referralSource;
      return;
    case "referral_source_other":
      like.referralSourceOther = p.referralSourceOther.trim();
      return;
    case "in_business":
      like.inBusiness = p.inBusiness;
      return;
    case "business_start_date":
      if (p.businessStartDate) like.businessStartDate = { year: p.businessStartDate.year, month: p.businessStartDate.month, day: p.businessStartDate.day };
      else delete like.businessStartDate;
      return;
    case "business_type":
      like.businessType = p.businessType;
      return;
    case "employees":
      like.employees = p.employees;
      return;
    case "language":
      like.language = p.language.trim();
      return;
  }
}

const noDemographics = () => ({ race: [] as number[], selfDescribedRace: "", ethnicity: 0, sex: 0, disability: 0, militaryStatus: 0, branchOfService: 0 });

export interface MergeOptions {
  /** Who writes: the client (may give or withdraw consent) or staff (may not). */
  by: "client" | "staff";
  now?: Date;
}

/**
 * The values to store: the masked fields of `p` over the stored record, the consent applied, the
 * whole checked. Throws INVALID_ARGUMENT (nothing is written) when a rule is broken.
 */
export function mergeProfile(stored: ProfileRow | null, p: CounselingProfile | undefined, paths: readonly string[], options: MergeOptions): ProfileValues {
  if (!p) throw rpcError.invalidArgument("profile: required.");
  const now = options.now ?? new Date();
  const like = likeOf(stored);
  for (const path of paths) if ((FIELDS as readonly string[]).includes(path)) setField(like, p, path as Field);

  let consentAt = stored?.demographicsConsentAt ?? null;
  if (options.by === "client" && paths.includes("demographics_consent")) consentAt = p.demographicsConsent ? (consentAt ?? now) : null;

  if (consentAt === null) {
    // A demographic answer this request puts in, without consent: refused, naming the field.
    const put = DEMOGRAPHIC_PATHS.find((path) => paths.includes(path) && hasDemographics({ ...noDemographics(), ...pick(like, path) }));
    if (put) {
      throw rpcError.invalidArgument(
        options.by === "client"
          ? `profile.${put}: your demographics are kept only with your consent (demographics_consent).`
          : `profile.${put}: demographics are kept only with the client's consent, which only the client can give.`,
      );
    }
    Object.assign(like, noDemographics());
  }

  refuseProblems("profile", counselingProfileProblems(like, now));
  return {
    demographicsConsentAt: consentAt,
    race: like.race.map((r) => nameOf(ClientRace, r)),
    selfDescribedRace: like.selfDescribedRace,
    ethnicity: nameOf(ClientEthnicity, like.ethnicity),
    sex: nameOf(ClientSex, like.sex),
    disability: nameOf(ClientDisability, like.disability),
    militaryStatus: nameOf(ClientMilitaryStatus, like.militaryStatus),
    branchOfService: nameOf(ClientMilitaryBranch, like.branchOfService),
    referralSource: nameOf(ClientReferralSource, like.referralSource),
    referralSourceOther: like.referralSourceOther,
    inBusiness: nameOf(ClientInBusiness, like.inBusiness),
    businessStartDate: like.businessStartDate ? sessionDate(like.businessStartDate) : null,
    businessType: nameOf(ClientBusinessType, like.businessType),
    employees: like.employees === 0 ? null : like.employees,
    language: like.language,
  };
}

/** The one demographic field of the record, by its path. */
function pick(like: CounselingProfileLike, path: (typeof DEMOGRAPHIC_PATHS)[number]): Partial<CounselingProfileLike> {
  switch (path) {
    case "race":
      return { race: like.race };
    case "self_described_race":
      return { selfDescribedRace: like.selfDescribedRace };
    case "ethnicity":
      return { ethnicity: like.ethnicity };
    case "sex":
      return { sex: like.sex };
    case "disability":
      return { disability: like.disability };
    case "military_status":
      return { militaryStatus: like.militaryStatus };
    case "branch_of_service":
      return { branchOfService: like.branchOfService };
  }
}

/**
 * A stored record (or none: an empty one) as the API sends it; without `demographics` (a coach or
 * lender reading), the demographic answers are left out — the consent and its time stay.
 */
export function toProfile(userId: string, row: ProfileRow | null, options: { demographics: boolean } = { demographics: true }): CounselingProfile {
  const like = options.demographics ? likeOf(row) : { ...likeOf(row), ...noDemographics() };
  return create(CounselingProfileSchema, {
    userId,
    demographicsConsent: row?.demographicsConsentAt != null,
    ...(row?.demographicsConsentAt ? { demographicsConsentTime: timestampFromDate(row.demographicsConsentAt) } : {}),
    race: like.race,
    selfDescribedRace: like.selfDescribedRace,
    ethnicity: like.ethnicity,
    sex: like.sex,
    disability: like.disability,
    militaryStatus: like.militaryStatus,
    branchOfService: like.branchOfService,
    referralSource: like.referralSource,
    referralSourceOther: like.referralSourceOther,
    inBusiness: like.inBusiness,
    ...(like.businessStartDate ? { businessStartDate: like.businessStartDate } : {}),
    businessType: like.businessType,
    employees: like.employees,
    language: like.language,
    ...(row ? { lastUpdatedTime: timestampFromDate(row.updatedAt) } : {}),
  });
}
