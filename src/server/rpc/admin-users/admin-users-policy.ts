/**
 * The administrators' user management rules (issue #15 §1), as pure functions (unit-tested in
 * tables): which AdminUpdateUser paths exist, the last-administrator rule, who may be a coach, and
 * how the list's filters and sort are read.
 */
import { USER_EDITABLE_PROFILE_FIELDS } from "../account/account-policy.js";
import { pathRule, snakePath, type PathRule } from "../field-masks.js";
import type { UserType } from "../../db/schema/users.js";

/** User fields an administrator writes besides the profile. */
export const ADMIN_USER_PATHS = ["type", "enabled", "assigned_coach", "logo_url"] as const;
export type AdminUserPath = (typeof ADMIN_USER_PATHS)[number];

/** Profile fields an administrator writes: the user's own, and the two staff set. */
export const ADMIN_PROFILE_FIELDS = [...USER_EDITABLE_PROFILE_FIELDS, "status", "application_decision"] as const;

/** Never written through AdminUpdateUser: ids and the login address (changed by its owner, with a confirmation). */
const FORBIDDEN = ["id", "auth0_created_ts", "profile.email", "profile.referral_code"] as const;

const profileRule = pathRule(ADMIN_PROFILE_FIELDS);
/** The rule of a `profile.` path's remainder (parseProfileUpdate reads paths relative to Profile). */
export const adminProfilePath: PathRule = (path) => profileRule(snakePath(path));

export type AdminPathKind = { kind: "user"; path: AdminUserPath } | { kind: "profile"; path: string } | { kind: "forbidden" } | { kind: "unknown" };

/** What an AdminUpdateUser mask path names. */
export function adminUpdatePath(raw: string): AdminPathKind {
  const path = snakePath(raw);
  if ((FORBIDDEN as readonly string[]).includes(path)) return { kind: "forbidden" };
  if ((ADMIN_USER_PATHS as readonly string[]).includes(path)) return { kind: "user", path: path as AdminUserPath };
  if (path.startsWith("profile.")) {
    const rest = path.slice("profile.".length);
    return adminProfilePath(rest) === "writable" ? { kind: "profile", path: rest } : { kind: "unknown" };
  }
  return { kind: "unknown" };
}

export const isAdminType = (type: UserType): boolean => type === "ADMIN" || type === "API_ADMIN";

/**
 * The last-administrator rule: a change that would leave no enabled administrator (disabling or
 * demoting the only one) is refused. `enabledAdmins` counts them before the change.
 */
export function leavesNoAdmin(target: { type: UserType; enabled: boolean }, next: { type: UserType; enabled: boolean }, enabledAdmins: number): boolean {
  const wasCounted = isAdminType(target.type) && target.enabled;
  const staysCounted = isAdminType(next.type) && next.enabled;
  return wasCounted && !staysCounted && enabledAdmins <= 1;
}

/** Who may be assigned as someone's coach: an enabled coach or lender, not the user themselves. */
export function canCoach(coach: { id: string; type: UserType; enabled: boolean } | null, userId: string): boolean {
  return coach !== null && coach.id !== userId && coach.enabled && (coach.type === "COACH" || coach.type === "LENDER");
}

/** The columns AdminListFilteredUsers sorts by (sort_by), and the default. */
export const USER_SORTS = ["created", "name", "email", "business_name", "type", "status", "application_decision"] as const;
export type UserSort = (typeof USER_SORTS)[number];
const SORT_ALIASES: Record<string, UserSort> = {
  "": "created",
  created: "created",
  created_timestamp: "created",
  auth0_created_ts: "created",
  name: "name",
  last_name: "name",
  email: "email",
  business_name: "business_name",
  business: "business_name",
  type: "type",
  status: "status",
  application_decision: "application_decision",
  decision: "application_decision",
};

/** sort_by as a column (null: not one). */
export function userSortOf(raw: string): UserSort | null {
  return SORT_ALIASES[snakePath(raw.trim()).toLowerCase()] ?? null;
}

/** sort_direction: "asc" or "desc" (empty: asc for a named column, newest first for the default). */
export function sortDirectionOf(raw: string, sort: UserSort, named: boolean): "asc" | "desc" | null {
  const d = raw.trim().toLowerCase();
  if (d === "") return sort === "created" && !named ? "desc" : "asc";
  return d === "asc" || d === "desc" ? d : null;
}

/** filter_type: a UserType value name ("USER_TYPE_COACH", or "COACH"); null when it is none. */
export function userTypeFilterOf(raw: string, types: readonly UserType[]): UserType | null {
  const name = raw.trim().toUpperCase().replace(/^USER_TYPE_/, "");
  return (types as readonly string[]).includes(name) ? (name as UserType) : null;
}

/** The free text's words (at most 8, each at most 64 characters), lower case. */
export function searchWords(raw: string): string[] {
  return raw
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => w.slice(0, 64));
}
