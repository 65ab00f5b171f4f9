/**
 * Referral codes' SQL (users.ts `referral_codes`): codes with their owner's name and the number of
 * users who signed up with each (users.referral_code), newest first. A code is inserted with a fresh
 * random value, drawn again on the (rare) collision with an existing one as codes are compared (any
 * case, look-alikes folded: src/shared/referral-code.ts); a code is found by its folded form.
 */
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { foldedCodeSql, referralCodes, users, type ReferralKind } from "../../db/schema/index.js";
import { foldedCode } from "../../../shared/referral-code.js";
import { personName } from "../../core/names.js";

export interface CodeRow {
  code: string;
  ownerUserId: string;
  ownerName: string;
  kind: ReferralKind;
  createdAt: Date;
  disabled: boolean;
  signUps: number;
}

/** Users who signed up with the code (served by users_referral_code_idx). */
const signedUp = sql<number>`(select count(*)::int from ${users} u where u.referral_code = ${referralCodes.code})`;

export function createReferralsStore(db: Db) {
  async function list(where: SQL | undefined): Promise<CodeRow[]> {
    const rows = await db
      .select({
        code: referralCodes.code,
        ownerUserId: referralCodes.ownerUserId,
        firstName: users.firstName,
        lastName: users.lastName,
        displayName: users.displayName,
        email: users.email,
        kind: referralCodes.kind,
        createdAt: referralCodes.createdAt,
        disabledAt: referralCodes.disabledAt,
        signUps: signedUp,
      })
      .from(referralCodes)
      .innerJoin(users, eq(users.id, referralCodes.ownerUserId))
      .where(where)
      .orderBy(desc(referralCodes.createdAt), referralCodes.code);
    // The owner by the one display-name rule (issue #38): a coach who never entered a name is her e-mail.
    return rows.map(({ disabledAt, firstName, lastName, displayName, email, ...r }) => ({
      ...r,
      ownerName: personName({ firstName, lastName, displayName, email }),
      disabled: disabledAt !== null,
    }));
  }

  return {
    async owner(userId: string): Promise<{ id: string; type: string } | null> {
      const [row] = await db.select({ id: users.id, type: users.type }).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** Inserts `code` unless one equal as codes are compared exists (false then). */
    async insert(code: string, ownerUserId: string, kind: ReferralKind, createdByUserId: string): Promise<boolean> {
      const rows = await db.insert(referralCodes).values({ code, ownerUserId, kind, createdByUserId }).onConflictDoNothing().returning({ code: referralCodes.code });
      return rows.length > 0;
    },

    list: (ownerUserId: string | null) => list(ownerUserId === null ? undefined : eq(referralCodes.ownerUserId, ownerUserId)),

    /** The code as typed (any case, spaces, look-alikes), or null. */
    async one(typed: string): Promise<CodeRow | null> {
      const [row] = await list(eq(foldedCodeSql(referralCodes.code), foldedCode(typed)));
      return row ?? null;
    },

    /** `code` as stored (CodeRow.code). */
    async setDisabled(code: string, disabled: boolean): Promise<void> {
      await db
        .update(referralCodes)
        .set({ disabledAt: disabled ? sql`coalesce(${referralCodes.disabledAt}, now())` : null })
        .where(eq(referralCodes.code, code));
    },
  };
}
