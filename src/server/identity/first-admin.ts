/**
 * First run: with no ADMIN user in the database, create one with ADMIN_EMAIL and a random
 * one-time password, printed once to stderr; the login page then asks for a new password
 * (must_change_password). Idempotent across restarts and instances (advisory lock + check).
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { userCredentials } from "../db/schema/identity.js";
import { userStates, users } from "../db/schema/users.js";
import { hashPassword, normalizeEmail } from "./accounts.js";

export interface FirstAdminResult {
  created: boolean;
  userId?: string;
}

export function framedNotice(email: string, password: string, publicUrl: string): string {
  const lines = [
    "Compass: the first administrator account was created.",
    `  sign in at: ${publicUrl}/auth/login`,
    `  e-mail:     ${email}`,
    `  password:   ${password}`,
    "This one-time password is shown only now; you will choose a new one at first sign-in.",
  ];
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = "=".repeat(width);
  return `\n${bar}\n${lines.map((l) => `  ${l}`).join("\n")}\n${bar}\n\n`;
}

export async function ensureFirstAdmin(
  db: Db,
  options: { email: string; publicUrl: string; print?: (text: string) => void },
): Promise<FirstAdminResult> {
  const print = options.print ?? ((text: string) => process.stderr.write(text));
  const email = normalizeEmail(options.email);
  const password = randomBytes(18).toString("base64url");
  const passwordHash = await hashPassword(password);
  const result = await db.transaction(async (tx): Promise<FirstAdminResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('compass:first-admin'))`);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.type, "ADMIN")).limit(1);
    if (admin) return { created: false };
    const [existing] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    let userId: string;
    if (existing) {
      // The configured address already has an account: it becomes the administrator.
      userId = existing.id;
      await tx.update(users).set({ type: "ADMIN", enabled: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
    } else {
      const [row] = await tx.insert(users).values({ type: "ADMIN", email, displayName: "Administrator" }).returning({ id: users.id });
      userId = row!.id;
    }
    // The operator chose this address (ADMIN_EMAIL): it counts as confirmed, so the one-time password signs in.
    await tx
      .insert(userStates)
      .values({ userId, hasVerifiedEmailAddress: true })
      .onConflictDoUpdate({ target: userStates.userId, set: { hasVerifiedEmailAddress: true, updatedAt: sql`now()` } });
    await tx
      .insert(userCredentials)
      .values({ userId, passwordHash, mustChangePassword: true })
      .onConflictDoUpdate({
        target: userCredentials.userId,
        set: { passwordHash, mustChangePassword: true, passwordChangedAt: sql`now()` },
      });
    return { created: true, userId };
  });
  if (result.created) print(framedNotice(email, password, options.publicUrl));
  return result;
}
