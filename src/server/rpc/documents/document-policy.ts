/**
 * Who may read a learner's documents — the cash flow, and (issue #12) the business plan and survey —
 * and every version of them (spec §6, issue #11): the learner, their assigned coach or lender, and
 * administrators. Pure; unit-tested in tests/unit/documents/document-policy.test.ts. A caller who may
 * not is answered PERMISSION_DENIED whether or not the user exists (the service uses one answer).
 */
import { isCoachLike } from "../../../shared/roles.js";
import type { Actor } from "../../core/context.js";

export interface DocumentSubject {
  id: string;
  assignedCoachId: string | null;
}

export function canReadUserDocuments(actor: Pick<Actor, "userId" | "role">, subject: DocumentSubject): boolean {
  if (actor.role === "admin") return true;
  if (actor.userId === subject.id) return true;
  return isCoachLike(actor.role) && subject.assignedCoachId === actor.userId;
}

/** The one answer to a coach asking for a document they may not read (or of a user who does not exist). */
export const NOT_YOUR_CLIENT = "You can download documents only for your own clients.";
