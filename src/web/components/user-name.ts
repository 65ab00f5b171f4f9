/** A user's name as the lists show it (the user pages, the audit log, the reports' pickers). */
import type { User } from "../../gen/compass/v1/compass_pb";

/** A user's name as lists show it: first and last name, else the display name, the e-mail or the id. */
export function userName(user: User | undefined): string {
  const p = user?.profile;
  const full = [p?.firstName, p?.lastName].filter((s) => s && s.trim()).join(" ").trim();
  return full || p?.displayName?.trim() || p?.email || user?.id || "";
}
