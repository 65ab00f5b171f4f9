/**
 * The account methods' SQL: users with their sealed fields opened on read and
 * sealed on write (context `users.<column>:<userId>`, key id in
 * users.pii_key_id), onboarding state, and the relations GetUserName needs.
 */
import { and, eq, or, sql } from "drizzle-orm";
import type { KeyRing } from "../../crypto/keyring.js";
import type { Db } from "../../db/database.js";
import { chatMessages, notifications, userStates, users, type UserType } from "../../db/schema/index.js";
import { isProfileComplete } from "../../../shared/profile.js";
import { toProfile, type ProfileChanges, type SealedField, type StateRecord, type UserRecord } from "./account-mapper.js";

type UserRow = typeof users.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const SEALED: Record<SealedField, { column: "dateOfBirthEnc" | "driversLicenseNumberEnc" | "annualHouseholdIncomeEnc"; name: string }> = {
  dateOfBirth: { column: "dateOfBirthEnc", name: "date_of_birth" },
  driversLicenseNumber: { column: "driversLicenseNumberEnc", name: "drivers_license_number" },
  annualHouseholdIncome: { column: "annualHouseholdIncomeEnc", name: "annual_household_income" },
};
const SEALED_KEYS = Object.keys(SEALED) as SealedField[];

/** The additional authenticated data of a sealed users column. */
export const sealContext = (field: SealedField, userId: string) => `users.${SEALED[field].name}:${userId}`;

export interface AccountStore {
  user(userId: string): Promise<UserRecord | null>;
  state(userId: string): Promise<StateRecord | null>;
  /** Writes the listed profile fields; marks the profile completed once the required fields are there. */
  updateProfile(userId: string, changes: ProfileChanges): Promise<void>;
  /** What GetUserName needs to decide: the target's name, type and coach, the caller's coach, chat history, notifications from the target. */
  nameView(actorId: string, targetId: string): Promise<{
    target: { id: string; type: UserType; assignedCoachId: string | null; firstName: string; lastName: string; displayName: string; email: string };
    actorAssignedCoachId: string | null;
    chatPartners: boolean;
    /** The target sent the caller a notification (the caller is shown who it is from). */
    notifiedActor: boolean;
  } | null>;
}

export type { UserRow };

/**
 * A users row as a record. `sealed: "open"` decrypts the sealed fields (for the user themselves
 * and administrators); `"leave"` leaves them empty without decrypting (a coach's view never holds
 * them, not even in memory).
 */
export function userRecordOf(row: UserRow, keys: KeyRing, sealed: "open" | "leave" = "open"): UserRecord {
  const { dateOfBirthEnc: _d, driversLicenseNumberEnc: _l, annualHouseholdIncomeEnc: _a, piiKeyId, ...rest } = row;
  const opened = {} as Record<SealedField, string>;
  for (const f of SEALED_KEYS) {
    const value = row[SEALED[f].column];
    opened[f] = sealed === "open" && value && piiKeyId ? keys.open(value, piiKeyId, sealContext(f, row.id)) : "";
  }
  return { ...rest, ...opened };
}

export function createAccountStore(db: Db, keys: KeyRing): AccountStore {
  const open = (row: UserRow): UserRecord => userRecordOf(row, keys);

  async function lockedRow(tx: Tx, userId: string): Promise<UserRow | undefined> {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
    return row;
  }

  return {
    async user(userId) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row ? open(row) : null;
    },

    async state(userId) {
      const [row] = await db.select().from(userStates).where(eq(userStates.userId, userId)).limit(1);
      if (!row) return null;
      const { userId: _u, updatedAt: _t, ...state } = row;
      return state;
    },

    async updateProfile(userId, changes) {
      await db.transaction(async (tx) => {
        const row = await lockedRow(tx, userId);
        if (!row) return;
        const current = open(row);
        const merged: UserRecord = { ...current, ...changes };
        const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
        for (const [k, v] of Object.entries(changes)) {
          if (!(SEALED_KEYS as string[]).includes(k)) (set as Record<string, unknown>)[k] = v;
        }
        const sealedChanged = SEALED_KEYS.some((f) => f in changes);
        if (sealedChanged) {
          // Every sealed column is (re)sealed with the current key, so one key id covers them all.
          for (const f of SEALED_KEYS) {
            const plain = merged[f];
            set[SEALED[f].column] = plain ? keys.seal(plain, sealContext(f, userId)) : null;
          }
          set.piiKeyId = SEALED_KEYS.some((f) => merged[f]) ? keys.currentKeyId : null;
        }
        await tx.update(users).set(set).where(eq(users.id, userId));
        if (isProfileComplete(toProfile(merged))) {
          await tx
            .insert(userStates)
            .values({ userId, hasCompletedProfile: true })
            .onConflictDoUpdate({ target: userStates.userId, set: { hasCompletedProfile: true, updatedAt: sql`now()` } });
        }
      });
    },

    async nameView(actorId, targetId) {
      const [target] = await db
        .select({ id: users.id, type: users.type, assignedCoachId: users.assignedCoachId, firstName: users.firstName, lastName: users.lastName, displayName: users.displayName, email: users.email })
        .from(users)
        .where(eq(users.id, targetId))
        .limit(1);
      if (!target) return null;
      const [[actor], [chat], [notified]] = await Promise.all([
        db.select({ assignedCoachId: users.assignedCoachId }).from(users).where(eq(users.id, actorId)).limit(1),
        db
        .select({ one: sql<number>`1` })
        .from(chatMessages)
        .where(
          or(
            and(eq(chatMessages.sentByUserId, actorId), eq(chatMessages.sentToUserId, targetId)),
            and(eq(chatMessages.sentByUserId, targetId), eq(chatMessages.sentToUserId, actorId)),
          ),
        )
        .limit(1),
        db
          .select({ one: sql<number>`1` })
          .from(notifications)
          .where(and(eq(notifications.sentByUserId, targetId), eq(notifications.recipientUserId, actorId)))
          .limit(1),
      ]);
      return { target, actorAssignedCoachId: actor?.assignedCoachId ?? null, chatPartners: chat !== undefined, notifiedActor: notified !== undefined };
    },
  };
}
