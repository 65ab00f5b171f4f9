/**
 * The onboarding profile rule shared by the server (UpdateMyProfile sets
 * user_states.has_completed_profile) and the web's /welcome page (which marks
 * the same fields required). Paths are Profile field names as on the wire.
 */

/** Profile fields a standard user must fill before reaching protected pages. "address" = one complete address. */
export const REQUIRED_PROFILE_FIELDS = ["first_name", "last_name", "phone_number", "business_name", "address"] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

/** The parts of an address that make it complete. */
export const REQUIRED_ADDRESS_PARTS = ["address1", "city", "usState", "zipCode"] as const;

export interface ProfileForCompleteness {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  businessName: string;
  address: ReadonlyArray<{ address1?: string; city?: string; usState?: string; zipCode?: string }>;
}

const filled = (s: string | undefined) => (s ?? "").trim() !== "";

/** The required fields still missing (empty when the profile is complete). */
export function missingProfileFields(p: ProfileForCompleteness): RequiredProfileField[] {
  const missing: RequiredProfileField[] = [];
  if (!filled(p.firstName)) missing.push("first_name");
  if (!filled(p.lastName)) missing.push("last_name");
  if (!filled(p.phoneNumber)) missing.push("phone_number");
  if (!filled(p.businessName)) missing.push("business_name");
  if (!p.address.some((a) => REQUIRED_ADDRESS_PARTS.every((k) => filled(a[k])))) missing.push("address");
  return missing;
}

export const isProfileComplete = (p: ProfileForCompleteness): boolean => missingProfileFields(p).length === 0;
