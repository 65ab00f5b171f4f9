/**
 * The versioned documents' SQL (schema/documents.ts: one current row per user, every submitted
 * version in the history table), shared by the cash flow, (issue #12) the plan and the survey, and
 * (issue #39) the loan request.
 *
 * `submit` numbers versions in the database, not in the application: one INSERT … ON CONFLICT DO
 * UPDATE bumps `version_number` atomically, so two submits at the same moment get versions n and
 * n + 1 (never both n), and the history row and the user's state flags are written in the same
 * transaction.
 */
import { and, desc, eq, not, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { businessPlanHistory, businessPlans, businessSurveyHistory, businessSurveys, cashflowHistory, cashflows, loanRequestHistory, loanRequests, userStates, users } from "../../db/schema/index.js";
import type { Role } from "../../../shared/roles.js";
import { roleOfUserType } from "../../identity/token-verifier.js";
import { personName } from "../../core/names.js";
import type { DocumentSubject } from "./document-policy.js";

export const DOCUMENT_TABLES = {
  cashflow: { current: cashflows, history: cashflowHistory },
  businessPlan: { current: businessPlans, history: businessPlanHistory },
  businessSurvey: { current: businessSurveys, history: businessSurveyHistory },
  loanRequest: { current: loanRequests, history: loanRequestHistory },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_TABLES;

/** The user_states flags a submit may set. */
export type StateFlags = Partial<Pick<typeof userStates.$inferInsert, "hasSeenCashflow" | "hasCompletedCashflow" | "hasSeenBusinessPlan" | "hasCompletedBusinessPlan" | "hasSeenBusinessSurvey" | "hasCompletedBusinessSurvey" | "hasSeenLoanRequest" | "hasCompletedLoanRequest">>;

export interface StoredDocument {
  versionNumber: number;
  document: Record<string, unknown>;
  updatedAt: Date;
}

export interface DocumentOwner extends DocumentSubject {
  businessName: string;
  /** The owner's name as documents show it (display name, else first and last). */
  ownerName: string;
}

export interface DocumentStore {
  /** The latest submitted version, or null before the first submit. */
  latest(userId: string): Promise<StoredDocument | null>;
  /** One submitted version, or null. */
  version(userId: string, versionNumber: number): Promise<StoredDocument | null>;
  /** Every submitted version's number and time, newest first. */
  versions(userId: string): Promise<{ versionNumber: number; savedAt: Date }[]>;
  /** Stores a new version (its number is returned) and sets the flags, in one transaction. */
  submit(userId: string, document: Record<string, unknown>, byUserId: string, flags: StateFlags): Promise<number>;
  /** Sets state flags (a row already holding them is not rewritten). */
  markState(userId: string, flags: StateFlags): Promise<void>;
  /** The user a document belongs to (for policy and the document's header), or null. */
  owner(userId: string): Promise<DocumentOwner | null>;
  /** A user as the policy sees them when they are not the caller (a link's minter), or null when gone or disabled. */
  actor(userId: string): Promise<{ userId: string; role: Role } | null>;
}

export function createDocumentStore(db: Db, kind: DocumentKind): DocumentStore {
  const { current, history } = DOCUMENT_TABLES[kind];

  async function markState(tx: Pick<Db, "insert">, userId: string, flags: StateFlags): Promise<void> {
    const names = Object.keys(flags) as (keyof StateFlags)[];
    if (names.length === 0) return;
    // Rewrite the row only when a flag changes (opening the tool reads far more often than it sets).
    const unchanged = sql`(${sql.join(
      names.map((n) => sql`${userStates[n]} is not distinct from ${flags[n]}`),
      sql` and `,
    )})`;
    await tx
      .insert(userStates)
      .values({ userId, ...flags })
      .onConflictDoUpdate({ target: userStates.userId, set: { ...flags, updatedAt: sql`now()` }, setWhere: not(unchanged) });
  }

  return {
    async latest(userId) {
      const [row] = await db
        .select({ versionNumber: current.versionNumber, document: current.document, updatedAt: current.updatedAt })
        .from(current)
        .where(eq(current.userId, userId))
        .limit(1);
      return row ?? null;
    },

    async version(userId, versionNumber) {
      const [row] = await db
        .select({ versionNumber: history.versionNumber, document: history.document, updatedAt: history.savedAt })
        .from(history)
        .where(and(eq(history.userId, userId), eq(history.versionNumber, versionNumber)))
        .limit(1);
      return row ?? null;
    },

    async versions(userId) {
      return db
        .select({ versionNumber: history.versionNumber, savedAt: history.savedAt })
        .from(history)
        .where(eq(history.userId, userId))
        .orderBy(desc(history.versionNumber));
    },

    async submit(userId, document, byUserId, flags) {
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(current)
          .values({ userId, versionNumber: 1, document, updatedByUserId: byUserId })
          .onConflictDoUpdate({
            target: current.userId,
            set: { versionNumber: sql`${current.versionNumber} + 1`, document: sql`excluded.document`, updatedAt: sql`now()`, updatedByUserId: sql`excluded.updated_by_user_id` },
          })
          .returning({ versionNumber: current.versionNumber });
        const versionNumber = saved!.versionNumber;
        await tx.insert(history).values({ userId, versionNumber, document, savedByUserId: byUserId });
        await markState(tx, userId, flags);
        return versionNumber;
      });
    },

    async markState(userId, flags) {
      await markState(db, userId, flags);
    },

    async owner(userId) {
      const [row] = await db
        .select({ id: users.id, assignedCoachId: users.assignedCoachId, businessName: users.businessName, displayName: users.displayName, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) return null;
      return { id: row.id, assignedCoachId: row.assignedCoachId, businessName: row.businessName.trim(), ownerName: personName(row) };
    },

    async actor(userId) {
      const [row] = await db.select({ type: users.type, enabled: users.enabled }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.enabled ? { userId, role: roleOfUserType(row.type) } : null;
    },
  };
}
