/**
 * oidc-provider's storage adapter over oidc_payloads: sessions, grants,
 * authorization codes, refresh tokens, interactions… one row per model
 * instance, so they survive restarts and are shared by every instance.
 * Expired rows are treated as absent (and swept now and then).
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { errors, type Adapter, type AdapterPayload } from "oidc-provider";
import type { Db } from "../db/database.js";
import { oidcPayloads } from "../db/schema/identity.js";

/** How often (on average, per write) expired rows are swept. */
const SWEEP_EVERY = 200;

const live = sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`;

export type AdapterClass = new (model: string) => Adapter;

/** The adapter class bound to a database (oidc-provider constructs one per model). */
export function databaseAdapter(db: Db): AdapterClass {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
        consumedAt: null,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
      if (Math.random() * SWEEP_EVERY < 1) {
        await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now() - interval '1 hour'`)).catch(() => undefined);
      }
    }

    private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), where, live))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.id, id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }

    /**
     * Marks a code or refresh token used, once: of two concurrent uses of one refresh token (or
     * authorization code), only the first consumes it; the second finds it consumed already and
     * fails with invalid_grant, and its whole grant is revoked (reuse means the token leaked), so
     * the rotation chain can never fork.
     */
    async consume(id: string): Promise<void> {
      const used = await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id), isNull(oidcPayloads.consumedAt)))
        .returning({ grantId: oidcPayloads.grantId });
      if (used.length === 1) return;
      const [row] = await db
        .select({ grantId: oidcPayloads.grantId })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)))
        .limit(1);
      const grantId = row?.grantId;
      if (grantId) {
        await db
          .delete(oidcPayloads)
          .where(or(eq(oidcPayloads.grantId, grantId), and(eq(oidcPayloads.model, "Grant"), eq(oidcPayloads.id, grantId))));
      }
      throw new errors.InvalidGrant(`${this.model === "RefreshToken" ? "refresh token" : "grant"} already used`);
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.grantId, grantId)));
    }
  };
}
