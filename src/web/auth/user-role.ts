import { UserType } from "../../gen/compass/v1/compass_pb";
import type { Role } from "../../shared/roles";

/** User type → role name (spec §6): STANDARD standard, ADMIN admin, COACH coach, LENDER lender, BANK partner. */
export function roleOf(type: UserType): Role | null {
  switch (type) {
    case UserType.STANDARD:
      return "standard";
    case UserType.ADMIN:
      return "admin";
    case UserType.COACH:
      return "coach";
    case UserType.LENDER:
      return "lender";
    case UserType.BANK:
      return "partner";
    case UserType.API:
      return "api";
    case UserType.API_ADMIN:
      return "api_admin";
    default:
      return null;
  }
}

