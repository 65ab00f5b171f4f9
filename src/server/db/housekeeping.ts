/**
 * Periodic clean-up of rows that have expired: the OpenID Connect provider's
 * sessions, codes and tokens (the adapter already treats them as absent),
 * one-time codes a day after they expired, and rate-limit counters. Every
 * instance may run it; the deletes are idempotent.
 */
import { lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { oidcPayloads, rateLimits, verificationCodes } from "./schema/identity.js";
import type { Db } from "./database.js";

const DAY_MS = 24 * 3600_000;

export interface PurgeCounts {
  oidcPayloads: number;
  verificationCodes: number;
  rateLimits: number;
}

export async function purgeExpired(db: Db, now = new Date()): Promise<PurgeCounts> {
  const payloads = await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, now)).returning({ id: oidcPayloads.id });
  const codes = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, new Date(now.getTime() - DAY_MS)))
    .returning({ id: verificationCodes.id });
  const limits = await db.delete(rateLimits).where(lt(rateLimits.expire, now.getTime())).returning({ key: rateLimits.key });
  return { oidcPayloads: payloads.length, verificationCodes: codes.length, rateLimits: limits.length };
}

/** Runs purgeExpired now and then every intervalMs; returns a function that stops it. */
export function scheduleHousekeeping(db: Db, log: Pick<FastifyBaseLogger, "info" | "warn">, intervalMs = 3600_000): () => void {
  const run = () =>
    purgeExpired(db).then(
      (counts) => log.info({ purged: counts }, "housekeeping: expired rows removed"),
      (err: unknown) => log.warn({ err }, "housekeeping failed; will retry at the next interval"),
    );
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
