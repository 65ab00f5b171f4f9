/**
 * How a person's name reads in lists, reports and mail: one helper for every layer (the RPC
 * domains, the reports and the stores), so a name is written the same way everywhere.
 */

/** A user's full name for lists and reports: "first last", else the display name ("" for none, e.g. a deleted user's). */
export function fullNameOf(p: { firstName: string | null; lastName: string | null; displayName: string | null }): string {
  return [p.firstName, p.lastName].filter((s) => s && s.trim()).join(" ").trim() || p.displayName?.trim() || "";
}
