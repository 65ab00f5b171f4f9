/** Preferences' SQL: columns of the user's own row (ADR 0019). */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { users } from "../../db/schema/index.js";

export interface PreferenceRow {
  unreadMessageEmails: boolean;
  emailUpdates: boolean;
  smsUpdates: boolean;
  impactCheckInEmails: boolean;
}

const COLUMNS = { unreadMessageEmails: users.unreadMessageEmails, emailUpdates: users.emailUpdates, smsUpdates: users.smsUpdates, impactCheckInEmails: users.impactCheckInEmails };
const DEFAULTS: PreferenceRow = { unreadMessageEmails: true, emailUpdates: false, smsUpdates: false, impactCheckInEmails: true };

export function createPreferencesStore(db: Db) {
  return {
    async get(userId: string): Promise<PreferenceRow> {
      const [row] = await db.select(COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
      return row ?? DEFAULTS;
    },
    async update(userId: string, changes: Partial<PreferenceRow>): Promise<PreferenceRow> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning(COLUMNS);
      return row ?? DEFAULTS;
    },
  };
}
