/**
 * THE display-name rule (issue #38): how Compass names a person wherever it shows one — lists,
 * reports, the audit log, chat, notifications, mail — on the server and in the web app alike.
 *
 * - the person's own name: "first last", else the display name;
 * - else their e-mail address (the first administrator and staff promoted from a learner sign-up
 *   never entered a name: they are still someone, not a blank or a "Deleted user");
 * - never an id;
 * - "Deleted user" only for a person who is gone (the caller says so: `deleted`), in the caller's
 *   words (the web passes its translation).
 */

import type { Role } from "./roles.js";

/** A person's name parts as stored (any may be missing or blank). */
export interface NameParts {
  readonly firstName?: string | null | undefined;
  readonly lastName?: string | null | undefined;
  readonly displayName?: string | null | undefined;
  readonly email?: string | null | undefined;
}

const clean = (s: string | null | undefined): string => (s ?? "").replace(/\s+/g, " ").trim();

/** The name the person entered: "first last", else the display name; "" when they entered none. */
export function ownName(p: NameParts | null | undefined): string {
  if (!p) return "";
  return [clean(p.firstName), clean(p.lastName)].filter(Boolean).join(" ") || clean(p.displayName);
}

/** Whether the person entered no name at all (staff are asked for one). */
export const hasNoName = (p: NameParts | null | undefined): boolean => ownName(p) === "";

/** How to show a living person: their name, else their e-mail; "" only when both are missing. */
export function personName(p: NameParts | null | undefined): string {
  return ownName(p) || clean(p?.email);
}

/** The English words; the web passes its own translation. */
export const DELETED_USER = "Deleted user";

/**
 * How to show a person who may be gone: `deleted` (the account no longer exists) gives the
 * "Deleted user" words; anyone else is named by `personName`.
 */
export function displayName(p: (NameParts & { readonly deleted?: boolean }) | null | undefined, words: { deleted: string } = { deleted: DELETED_USER }): string {
  if (p?.deleted) return words.deleted;
  return personName(p);
}

/** Who a name is shown to (the caller): their id, role and — for a learner — their assigned coach. */
export interface NameViewer {
  readonly userId: string;
  readonly role: Role;
  readonly assignedCoachId?: string | null | undefined;
}

/**
 * Whether the viewer may be shown the person's e-mail address in place of a name: staff (coach,
 * lender, partner, administrator) see the e-mail of anyone they may name at all; a learner only
 * their own and their own coach's (the coach's contact details are theirs to see: GetMyCoach).
 */
export function mayShowEmail(viewer: NameViewer, personId: string): boolean {
  if (viewer.role !== "standard") return true;
  return personId === viewer.userId || (!!viewer.assignedCoachId && personId === viewer.assignedCoachId);
}

/**
 * The person's name as this viewer may see it: their name, else their e-mail when `mayShowEmail`,
 * else "" — then the caller shows the person's role title ("Your coach", "Program staff"), never
 * "Someone" and never an id.
 */
export function nameSeenBy(p: (NameParts & { readonly id: string }) | null | undefined, viewer: NameViewer): string {
  if (!p) return "";
  return ownName(p) || (mayShowEmail(viewer, p.id) ? clean(p.email) : "");
}

/** Which role title stands in for a person without a name the viewer may see. */
export type RoleTitle = "yourCoach" | "coach" | "staff" | "learner";

/**
 * The role title for a person `nameSeenBy` gave no name: the viewer's own coach is "Your coach",
 * another coach or lender "Coach", any other staff member "Program staff", a learner "Learner".
 */
export function roleTitle(person: { readonly id: string; readonly role: Role | null }, viewer: Pick<NameViewer, "assignedCoachId">): RoleTitle {
  if (viewer.assignedCoachId && person.id === viewer.assignedCoachId) return "yourCoach";
  if (person.role === "coach" || person.role === "lender") return "coach";
  if (person.role === "standard") return "learner";
  return "staff";
}
