/**
 * The language a user reads (issue #16; ADR 0026): their `language` setting (the key/value entry
 * the web app keeps in step with the language they use), English when there is none.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { keyValues } from "../db/schema/users.js";
import type { MailLanguage } from "./mail-words.js";

/** The setting's key (the web app's LANGUAGE_SETTING_KEY). */
export const LANGUAGE_KEY = "language";

export const mailLanguage = (value: unknown): MailLanguage => (value === "es" ? "es" : "en");

export async function languageOf(db: Db, userId: string): Promise<MailLanguage> {
  return (await chosenLanguageOf(db, userId)) ?? "en";
}

/** The user's `language` setting, or null when they have none yet (e.g. never signed in). */
export async function chosenLanguageOf(db: Db, userId: string): Promise<MailLanguage | null> {
  const [row] = await db
    .select({ value: keyValues.value })
    .from(keyValues)
    .where(and(eq(keyValues.userId, userId), eq(keyValues.key, LANGUAGE_KEY)))
    .limit(1);
  return row ? mailLanguage(row.value) : null;
}

/** Keeps a language as the user's setting (a sign-up made in that language). */
export async function rememberLanguage(db: Db, userId: string, language: MailLanguage): Promise<void> {
  await db
    .insert(keyValues)
    .values({ userId, key: LANGUAGE_KEY, value: language })
    .onConflictDoUpdate({ target: [keyValues.userId, keyValues.key], set: { value: language, updatedAt: sql`now()` } });
}
