/**
 * Rules of the account methods, as pure functions of the actor and the
 * resource (DESIGN §5). Unit-tested in tables.
 */
import { isCoachLike } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";
import { pathRule, snakePath, type PathRule } from "../field-masks.js";

/** Profile fields a user may write on their own profile (UpdateMyProfile). */
export const USER_EDITABLE_PROFILE_FIELDS = [
  "first_name",
  "last_name",
  "display_name",
  "phone_number",
  "middle_name",
  "gender",
  "date_of_birth",
  "race",
  "ethnicity",
  "minority_owned_business",
  "veteran_status",
  "marital_status",
  "citizenship",
  "technical_assistance_category",
  "business_name",
  "address",
  "business_type",
  "naics",
  "secondary_phone_number",
  "age",
  "how_did_you_hear_about_us",
  "please_describe",
  "relationship_to_business",
  "other_relationship_describe",
  "dba",
  "business_legal_structure",
  "other_legal_structure",
  "business_declared_bankruptcy",
  "owner_declared_bankruptcy",
  "company_physical_address",
  "company_mailing_address",
  "company_mailing_address_same_as_physical",
  "has_business_been_established",
  "business_established_date",
  "business_description",
  "business_loan_use_summary",
  "current_full_time_employees",
  "place_of_birth",
  "drivers_license_number",
  "annual_household_income",
  "number_of_household_members",
  "loan_officer_first_name",
  "loan_officer_last_name",
  "other_race",
  // The staff profile page's own fields (issue #38); anyone may set them on their own profile.
  "time_zone",
  "mail_signature",
  "photo_url",
] as const;
export type EditableProfileField = (typeof USER_EDITABLE_PROFILE_FIELDS)[number];

/**
 * Paths a user may never write on their own account: set by staff or by the
 * system (type, status, application decision, coach, referral code, login
 * e-mail, disabled flag).
 */
export const FORBIDDEN_SELF_PATHS = [
  "type",
  "status",
  "application_decision",
  "referral_code",
  "email",
  "is_disabled",
  "enabled",
  "assigned_coach",
  "id",
] as const;

const profilePaths = pathRule(USER_EDITABLE_PROFILE_FIELDS, FORBIDDEN_SELF_PATHS);
/**
 * Whether a user may write this update-mask path on their own profile (UpdateMyProfile): a
 * user-editable Profile field, a field set by staff or the system, or not a field at all.
 */
export const selfUpdatePath: PathRule = (path) => profilePaths(snakePath(path));

/** The profile fields a coach's view of a mentee never shows (DESIGN §5). */
export const COACH_HIDDEN_PROFILE_FIELDS = [
  "drivers_license_number",
  "annual_household_income",
  "race",
  "other_race",
  "ethnicity",
  "date_of_birth",
] as const;

/**
 * Which profile fields a viewer must not see of a subject's profile: nothing
 * hidden for oneself and admins; for anyone else (a coach or lender viewing a
 * mentee) the most sensitive fields. Whether the viewer may see the subject at
 * all is a separate rule.
 */
export function hiddenProfileFields(viewer: Actor, subjectUserId: string): readonly string[] {
  if (viewer.userId === subjectUserId || viewer.role === "admin") return [];
  return COACH_HIDDEN_PROFILE_FIELDS;
}

/** The profile fields a learner sees of their own coach (contact details only). */
export const COACH_CONTACT_PROFILE_FIELDS = ["first_name", "last_name", "display_name", "email", "phone_number", "business_name"] as const;

export interface NameTarget {
  id: string;
  assignedCoachId: string | null;
}

export interface NameRelations {
  /** The caller's own assigned coach. */
  actorAssignedCoachId: string | null;
  /** The caller and the target exchanged at least one chat message. */
  chatPartners: boolean;
  /** The target sent the caller a notification (the bell names its sender: issue #38). */
  notifiedActor: boolean;
}

/**
 * GetUserName (DESIGN §5): oneself, one's coach, one's mentees, chat partners, the sender of a
 * notification one received, and admins may read a user's name; anyone else is told NOT_FOUND.
 */
export function canReadUserName(actor: Actor, target: NameTarget, rel: NameRelations): boolean {
  if (actor.role === "admin") return true;
  if (target.id === actor.userId) return true;
  if (rel.actorAssignedCoachId !== null && rel.actorAssignedCoachId === target.id) return true;
  if (isCoachLike(actor.role) && target.assignedCoachId === actor.userId) return true;
  return rel.chatPartners || rel.notifiedActor;
}
