/**
 * Who may see and annotate a learner's loan readiness (issue #39 §6; ADR 0039). Pure; unit-tested in
 * tests/unit/loan-readiness/loan-readiness-policy.test.ts.
 *
 * - Reading: as the learner's documents (documents/document-policy.ts) — the learner, their
 *   assigned coach or lender, administrators; partner banks never (the access table refuses them
 *   first). A caller who may not is answered PERMISSION_DENIED whether or not the user exists.
 * - An administrator's read of someone else's readiness is audited.
 * - Notes and overrides: the learner's coach or lender, or an administrator — never on one's own
 *   readiness (a coach who is also a learner cannot judge themselves).
 */
import type { Actor } from "../../core/context.js";
import { canReadUserDocuments, type DocumentSubject } from "../documents/document-policy.js";

type Caller = Pick<Actor, "userId" | "role">;

export const canReadReadiness = (actor: Caller, subject: DocumentSubject): boolean => canReadUserDocuments(actor, subject);

export const isAuditedRead = (actor: Caller, subject: Pick<DocumentSubject, "id">): boolean => actor.role === "admin" && actor.userId !== subject.id;

export function canReviewReadiness(actor: Caller, subject: DocumentSubject): boolean {
  if (actor.userId === subject.id) return false;
  if (actor.role !== "admin" && actor.role !== "coach" && actor.role !== "lender") return false;
  return canReadUserDocuments(actor, subject);
}

/** The one answer to a caller who may not see (or annotate) a user's readiness, or of a user who does not exist. */
export const NOT_YOUR_CLIENT_READINESS = "You can see loan readiness only for your own clients.";
