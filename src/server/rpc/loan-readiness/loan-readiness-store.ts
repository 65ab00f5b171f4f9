/**
 * Loan readiness's SQL (issue #39; schema/readiness.ts): the installation's thresholds (one row, or
 * none = the model's defaults), the coaches' notes and overrides per learner and C, and what the
 * model reads besides the request — the latest cash flow, business plan and survey, the learner's
 * TA hours and the learning contents they completed — read in parallel, one query each.
 */
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import {
  INSTALLATION_THRESHOLDS_ID,
  readinessReviews,
  readinessThresholds,
  taTracking,
  userLearningContents,
  users,
  type ReadinessFactorName,
} from "../../db/schema/index.js";
import { DEFAULT_THRESHOLDS, type RankedCreditBand, type ReadinessState, type Thresholds } from "../../../shared/loan-readiness.js";
import type { NameParts } from "../../core/names.js";

export type Person = NameParts & { id: string };

export interface StoredThresholds extends Thresholds {
  /** Unset while the defaults apply. */
  updatedAt?: Date;
  updatedBy?: Person;
}

export interface StoredReview {
  factor: ReadinessFactorName;
  note: string;
  noteBy?: Person;
  noteAt?: Date;
  overrideState?: ReadinessState;
  overrideReason: string;
  overrideBy?: Person;
  overrideAt?: Date;
}

/** What a set changes: the note and/or the override of one C (undefined: left as it is). */
export interface ReviewChange {
  /** "" removes the note. */
  note: string;
  /** undefined removes the override. */
  override?: { state: ReadinessState; reason: string };
}

const person = (id: string | null, firstName: string | null, lastName: string | null, displayName: string | null, email: string | null): Person | undefined =>
  id ? { id, firstName, lastName, displayName, email } : undefined;

export function createReadinessStore(db: Db) {
  return {
    async thresholds(): Promise<StoredThresholds> {
      const [row] = await db
        .select({
          t: readinessThresholds,
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          displayName: users.displayName,
          email: users.email,
        })
        .from(readinessThresholds)
        .leftJoin(users, eq(users.id, readinessThresholds.updatedByUserId))
        .where(eq(readinessThresholds.id, INSTALLATION_THRESHOLDS_ID))
        .limit(1);
      if (!row) return { ...DEFAULT_THRESHOLDS };
      const by = person(row.id, row.firstName, row.lastName, row.displayName, row.email);
      return {
        dscrMinimum: row.t.dscrMinimum,
        equityMinimumPercent: row.t.equityMinimumPercent,
        collateralTarget: row.t.collateralTarget,
        minimumCreditBand: row.t.minimumCreditBand as RankedCreditBand,
        updatedAt: row.t.updatedAt,
        ...(by ? { updatedBy: by } : {}),
      };
    },

    async putThresholds(t: Thresholds, byUserId: string): Promise<void> {
      const values = {
        dscrMinimum: t.dscrMinimum,
        equityMinimumPercent: t.equityMinimumPercent,
        collateralTarget: t.collateralTarget,
        minimumCreditBand: t.minimumCreditBand,
        updatedByUserId: byUserId,
      };
      await db
        .insert(readinessThresholds)
        .values({ id: INSTALLATION_THRESHOLDS_ID, ...values })
        .onConflictDoUpdate({ target: readinessThresholds.id, set: { ...values, updatedAt: sql`now()` } });
    },

    async reviews(userId: string): Promise<StoredReview[]> {
      const noteBy = alias(users, "note_by");
      const overrideBy = alias(users, "override_by");
      const rows = await db
        .select({
          r: readinessReviews,
          noteBy: { id: noteBy.id, firstName: noteBy.firstName, lastName: noteBy.lastName, displayName: noteBy.displayName, email: noteBy.email },
          overrideBy: { id: overrideBy.id, firstName: overrideBy.firstName, lastName: overrideBy.lastName, displayName: overrideBy.displayName, email: overrideBy.email },
        })
        .from(readinessReviews)
        .leftJoin(noteBy, eq(noteBy.id, readinessReviews.noteByUserId))
        .leftJoin(overrideBy, eq(overrideBy.id, readinessReviews.overrideByUserId))
        .where(eq(readinessReviews.userId, userId));
      return rows.map(({ r, noteBy: n, overrideBy: o }) => {
        const nb = n ? person(n.id, n.firstName, n.lastName, n.displayName, n.email) : undefined;
        const ob = o ? person(o.id, o.firstName, o.lastName, o.displayName, o.email) : undefined;
        return {
          factor: r.factor as ReadinessFactorName,
          note: r.note,
          ...(nb ? { noteBy: nb } : {}),
          ...(r.noteAt ? { noteAt: r.noteAt } : {}),
          ...(r.overrideState ? { overrideState: r.overrideState as ReadinessState } : {}),
          overrideReason: r.overrideReason,
          ...(ob ? { overrideBy: ob } : {}),
          ...(r.overrideAt ? { overrideAt: r.overrideAt } : {}),
        };
      });
    },

    /**
     * Sets one C's note and override in one statement, keeping the author and time of whichever is
     * unchanged; a row left with neither is deleted. Returns the override's state before the change
     * (undefined: none).
     */
    async setReview(userId: string, factor: ReadinessFactorName, change: ReviewChange, byUserId: string): Promise<{ before: ReadinessState | undefined }> {
      return db.transaction(async (tx) => {
        const [old] = await tx
          .select()
          .from(readinessReviews)
          .where(and(eq(readinessReviews.userId, userId), eq(readinessReviews.factor, factor)))
          .for("update")
          .limit(1);
        const before = (old?.overrideState ?? undefined) as ReadinessState | undefined;
        if (!change.note && !change.override) {
          if (old) await tx.delete(readinessReviews).where(and(eq(readinessReviews.userId, userId), eq(readinessReviews.factor, factor)));
          return { before };
        }
        const now = new Date();
        const noteSame = old !== undefined && old.note === change.note;
        const overrideSame =
          old !== undefined && (old.overrideState ?? undefined) === change.override?.state && old.overrideReason === (change.override?.reason ?? "");
        const values = {
          note: change.note,
          noteByUserId: change.note ? (noteSame ? old.noteByUserId : byUserId) : null,
          noteAt: change.note ? (noteSame ? old.noteAt : now) : null,
          overrideState: change.override?.state ?? null,
          overrideReason: change.override?.reason ?? "",
          overrideByUserId: change.override ? (overrideSame ? old.overrideByUserId : byUserId) : null,
          overrideAt: change.override ? (overrideSame ? old.overrideAt : now) : null,
        };
        await tx
          .insert(readinessReviews)
          .values({ userId, factor, ...values })
          .onConflictDoUpdate({ target: [readinessReviews.userId, readinessReviews.factor], set: values });
        return { before };
      });
    },

    /** Hours of TA sessions recorded for this client (time spent with their coaches). */
    async taHours(userId: string): Promise<number> {
      const [row] = await db
        .select({ hours: sql<string | null>`sum(${taTracking.timeSpentHours})` })
        .from(taTracking)
        .where(eq(taTracking.clientUserId, userId));
      const hours = Number(row?.hours ?? 0);
      return Number.isFinite(hours) ? Math.round(hours * 100) / 100 : 0;
    },

    /** Learning contents the learner has completed. */
    async learningCompleted(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(userLearningContents)
        .where(and(eq(userLearningContents.userId, userId), isNotNull(userLearningContents.completedAt)));
      return Number(row?.n ?? 0);
    },
  };
}

export type ReadinessStore = ReturnType<typeof createReadinessStore>;
