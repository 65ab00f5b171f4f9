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
