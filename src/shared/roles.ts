/**
 * Role names as the client and the access rules use them. The API's UserType
 * maps onto these; "partner" is the bank user type.
 */
export const ROLES = ["standard", "admin", "coach", "lender", "partner", "api", "api_admin"] as const;
export type Role = (typeof ROLES)[number];

/** Coaches and lenders both guide mentees. */
export const COACH_LIKE: readonly Role[] = ["coach", "lender"];

export function isCoachLike(role: Role): boolean {
  return COACH_LIKE.includes(role);
}

/** The program's staff (issue #38: they have their own profile page, and are asked for a name). */
export const STAFF_ROLES: readonly Role[] = ["admin", "coach", "lender", "partner"];

export function isStaffRole(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}
