/**
 * Access-token checks (DESIGN §4, §6): RS256 only, the expected issuer and
 * audience, exp/iat/sub required, 60 s leeway; ID tokens refused. Then the
 * caller's row is read (from the database, or the cache the change feed keeps
 * current — see below), so disabling a user or changing their type takes effect
 * on their next call.
 *
 * Tokens issued before the user's `tokens_valid_after` (every session ended by a password reset
 * or change, or a confirmed address: identity/sessions.ts) are refused.
 *
 * Embedded issuer: `sub` is users.id. External issuer (e.g. Auth0): `sub` is
 * looked up in external_identities; a subject seen for the first time gets a
 * STANDARD user linked to it.
 *
 * With a change feed (ADR 0027) the two costs of every signed-in call are kept once: a token whose
 * signature and claims were checked is remembered until it expires (at most 5 minutes, the key
 * set's refresh), and the caller's row (type, enabled, tokens_valid_after) is cached until a
 * trigger says it changed — on any instance — so the rules above still hold at the next call.
 * An external subject's user id is kept once found (a link is only ever added); its row comes from
 * the same cache, and a removed account's subject is looked up afresh.
 */
import { createHash } from "node:crypto";
import { Code, ConnectError } from "@connectrpc/connect";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from "jose";
import { createChangeCache, type ChangeCache } from "../db/change-cache.js";
import { CHANGE_CHANNELS, type ChangeFeed } from "../db/change-feed.js";
import type { Db } from "../db/database.js";
import { externalIdentities, userStates, users, type UserType } from "../db/schema/index.js";
import type { TokenVerifier } from "../core/authenticate.js";
import type { Actor } from "../core/context.js";
import { rpcError } from "../core/errors.js";
import type { Role } from "../../shared/roles.js";

export const INVALID_TOKEN = "The access token is not valid.";
export const DISABLED_ACCOUNT = "This account is disabled.";
/** The token's session was ended (sessions.ts): sign in again. */
export const SESSION_ENDED = "This session has ended. Please sign in again.";
export const CLOCK_TOLERANCE_S = 60;

const ROLE_OF_TYPE: Record<UserType, Role> = {
  STANDARD: "standard",
  ADMIN: "admin",
  COACH: "coach",
  LENDER: "lender",
  BANK: "partner",
  API: "api",
  API_ADMIN: "api_admin",
};

/** users.type → the role the access rules use. */
export function roleOfUserType(type: UserType): Role {
  return ROLE_OF_TYPE[type];
}

export interface TokenVerifierOptions {
  db: Db;
  /** The issuer tokens must carry (the embedded provider's, or the external one's). */
  issuer: string;
  /** The API's audience. */
  audience: string;
  /** The issuer's public keys (jose: createLocalJWKSet / createRemoteJWKSet). */
  getKey: JWTVerifyGetKey;
  /** Set when the issuer is an external one: subjects map through external_identities. */
  externalIssuer?: string;
  /** The instance's change feed: checked tokens and users' rows are then cached (ADR 0027). */
  feed?: Pick<ChangeFeed, "live" | "subscribe">;
}

/** How many checked tokens and users' rows an instance keeps. */
export const VERIFIED_TOKENS_MAX = 20_000;
export const USER_ROWS_MAX = 20_000;
/** A checked token is checked again after this long at most (the key set's refresh: refreshingLocalJwks). */
const VERIFIED_TOKEN_MS = 5 * 60_000;
const USER_ROW_MS = 10 * 60_000;

/**
 * Tokens whose signature and claims passed, until `exp` (or 5 minutes): the check is an RSA
 * verification, the largest CPU cost of a small call. Oldest first out when full.
 */
function checkedTokens(now: () => number = Date.now) {
  const held = new Map<string, { payload: JWTPayload; until: number }>();
  return {
    get(token: string): JWTPayload | undefined {
      const hit = held.get(token);
      if (!hit) return undefined;
      if (hit.until > now()) return hit.payload;
      held.delete(token);
      return undefined;
    },
    keep(token: string, payload: JWTPayload) {
      const until = Math.min(typeof payload.exp === "number" ? payload.exp * 1000 : 0, now() + VERIFIED_TOKEN_MS);
      if (until <= now()) return;
      keepBounded(held, token, { payload, until }, VERIFIED_TOKENS_MAX);
    },
  };
}

/** Sets `key` in a map of at most `max` entries, the oldest first out. */
function keepBounded<K, V>(held: Map<K, V>, key: K, value: V, max: number): void {
  if (held.size >= max) held.delete(held.keys().next().value!);
  held.set(key, value);
}

const normalizeTyp = (typ: unknown) => (typeof typ === "string" ? typ.toLowerCase().replace(/^application\//, "") : undefined);

/** The e-mail a token carries: `email`, or a namespaced `https://…/email` claim. */
export function emailClaim(payload: JWTPayload): string | undefined {
  const candidates = [payload.email, ...Object.entries(payload).filter(([k]) => /^https?:\/\/.+\/email$/.test(k)).map(([, v]) => v)];
  for (const c of candidates) {
    if (typeof c === "string" && /^[^\s@]+@[^\s@]+$/.test(c.trim()) && c.length <= 254) return c.trim().toLowerCase();
  }
  return undefined;
}

/** Whether the issuer says the token's e-mail is verified: `email_verified`, plain or namespaced, exactly true. */
export function emailVerifiedClaim(payload: JWTPayload): boolean {
  if (payload.email_verified === true) return true;
  return Object.entries(payload).some(([k, v]) => /^https?:\/\/.+\/email_verified$/.test(k) && v === true);
}

export function createTokenVerifier(opts: TokenVerifierOptions): TokenVerifier {
  const external = opts.externalIssuer !== undefined;
  const issuer = opts.externalIssuer ?? opts.issuer;

  async function check(token: string): Promise<JWTPayload> {
    let payload: JWTPayload;
    let typ: string | undefined;
    try {
      const result = await jwtVerify(token, opts.getKey, {
        algorithms: ["RS256"],
        issuer,
        audience: opts.audience,
        clockTolerance: CLOCK_TOLERANCE_S,
        requiredClaims: ["exp", "iat", "sub"],
      });
      payload = result.payload;
      typ = normalizeTyp(result.protectedHeader.typ);
    } catch (err) {
      if (err instanceof ConnectError) throw err;
      if (err instanceof joseErrors.JWKSTimeout) throw new ConnectError("Sign-in cannot be checked right now. Please try again shortly.", Code.Unavailable);
      if (err instanceof joseErrors.JOSEError || err instanceof TypeError) throw rpcError.unauthenticated(INVALID_TOKEN);
      throw err;
    }
    if (typeof payload.sub !== "string" || payload.sub === "" || payload.sub.length > 255) throw rpcError.unauthenticated(INVALID_TOKEN);
    if (typ === "at+jwt") return payload;
    // An external issuer (Auth0) may send plain JWT access tokens: never an ID token (nonce), and for this API.
    if (external && typ === "jwt" && payload.nonce === undefined) {
      const aud = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      if (aud.includes(opts.audience)) return payload;
    }
    throw rpcError.unauthenticated(INVALID_TOKEN);
  }

  async function actorOf(row: UserRow | undefined, payload: JWTPayload): Promise<Actor> {
    if (!row) throw rpcError.unauthenticated(INVALID_TOKEN);
    if (!row.enabled) throw rpcError.unauthenticated(DISABLED_ACCOUNT);
    // Every session of the account was ended (password reset or change, address confirmed) after
    // this token was issued: the embedded provider's `iat_ms` (milliseconds) decides; with only
    // `iat` (whole seconds), a token of that same second is refused too.
    if (row.tokensValidAfter) {
      const endedAt = row.tokensValidAfter.getTime();
      const issuedAt = typeof payload.iat_ms === "number" ? payload.iat_ms : ((payload.iat ?? 0) + 1) * 1000 - 1;
      if (issuedAt <= endedAt) throw rpcError.unauthenticated(SESSION_ENDED);
    }
    const ref = typeof payload.gid === "string" ? payload.gid : typeof payload.sid === "string" ? payload.sid : undefined;
    return {
      userId: row.id,
      role: roleOfUserType(row.type),
      ...(ref && ref.length <= 255 ? { sessionRef: ref } : {}),
      ...(typeof payload.exp === "number" ? { expiresAt: payload.exp * 1000 } : {}),
    };
  }

  const columns = { id: users.id, type: users.type, enabled: users.enabled, tokensValidAfter: users.tokensValidAfter };
  type UserRow = { id: string; type: UserType; enabled: boolean; tokensValidAfter: Date | null };

  const loadUser = async (id: string): Promise<UserRow | undefined> => {
    const [row] = await opts.db.select(columns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  };
  const userRows: ChangeCache<UserRow | undefined> | undefined = opts.feed
    ? createChangeCache({ feed: opts.feed, channel: CHANGE_CHANNELS.users, maxWeight: USER_ROWS_MAX, ttlMs: USER_ROW_MS, keep: (row) => row !== undefined })
    : undefined;
  const tokens = opts.feed ? checkedTokens() : undefined;

  const embeddedUser = (sub: string) => (userRows ? userRows.get(sub, () => loadUser(sub)) : loadUser(sub));
  // An external subject's user, once linked: a link (external_identities) is only ever added, so
  // the subject's user id is kept and its row read through the cache of users' rows, which the
  // change feed keeps current — no query on a call of a known subject, as for the embedded issuer.
  const subjects = external && userRows ? new Map<string, string>() : undefined;

  async function externalUser(payload: JWTPayload): Promise<UserRow | undefined> {
    const sub = payload.sub!;
    const known = subjects?.get(sub);
    if (known !== undefined) {
      const row = await embeddedUser(known);
      if (row) return row;
      // The account was removed: the subject is looked up (and linked) afresh.
      subjects!.delete(sub);
    }
    const row = await linkedUser(payload);
    if (row && subjects) keepBounded(subjects, sub, row.id, USER_ROWS_MAX);
    return row;
  }

  async function linkedUser(payload: JWTPayload): Promise<UserRow | undefined> {
    const sub = payload.sub!;
    const find = async () => {
      const [row] = await opts.db
        .select(columns)
        .from(externalIdentities)
        .innerJoin(users, eq(users.id, externalIdentities.userId))
        .where(and(eq(externalIdentities.issuer, issuer), eq(externalIdentities.subject, sub)))
        .limit(1);
      return row;
    };
    const found = await find();
    if (found) return found;
    // First sight of an invited lender or bank (ADR 0022): an administrator made the account for
    // this address and invited it; the issuer vouches for the address (email_verified), and the
    // account has no link yet — so this sign-in is the invited person's, and it becomes theirs.
    const claimed = emailClaim(payload);
    if (claimed && emailVerifiedClaim(payload)) {
      const linked = await opts.db.transaction(async (tx) => {
        const [invited] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              sql`lower(${users.email}) = ${claimed}`,
              inArray(users.type, ["LENDER", "BANK"]),
              eq(users.enabled, true),
              isNotNull(users.invitedAt),
              isNull(users.invitationAcceptedAt),
              sql`not exists (select 1 from ${externalIdentities} e where e.user_id = "users"."id")`,
            ),
          )
          .limit(1)
          .for("update");
        if (!invited) return false;
        await tx.insert(externalIdentities).values({ issuer, subject: sub, userId: invited.id }).onConflictDoNothing();
        await tx.update(users).set({ invitationAcceptedAt: sql`now()` }).where(eq(users.id, invited.id));
        await tx.update(userStates).set({ hasVerifiedEmailAddress: true }).where(eq(userStates.userId, invited.id));
        return true;
      });
      if (linked) return find();
    }
    // Otherwise: a STANDARD user linked by subject. The e-mail is used only when no one has it
    // (never link to an existing account by e-mail: the other issuer may not have verified it).
    const placeholder = `external-${createHash("sha256").update(`${issuer}\n${sub}`).digest("hex").slice(0, 24)}@users.invalid`;
    await opts.db.transaction(async (tx) => {
      const taken = claimed
        ? (await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${claimed}`).limit(1)).length > 0
        : true;
      const email = taken || !claimed ? placeholder : claimed;
      const [user] = await tx
        .insert(users)
        .values({ type: "STANDARD", email })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) return; // a concurrent first call made it
      await tx.insert(userStates).values({ userId: user.id });
      await tx.insert(externalIdentities).values({ issuer, subject: sub, userId: user.id });
    }).catch((err: unknown) => {
      if ((err as { code?: string }).code !== "23505" && (err as { cause?: { code?: string } }).cause?.code !== "23505") throw err;
    });
    return find();
  }

  return async (token: string) => {
    let payload = tokens?.get(token);
    if (!payload) {
      payload = await check(token);
      tokens?.keep(token, payload);
    }
    return actorOf(external ? await externalUser(payload) : await embeddedUser(payload.sub!), payload);
  };
}

/**
 * getKey over keys this process can read itself (the embedded provider's, from
 * the database): cached, reloaded every `maxAgeMs` and when a token names a key
 * not in the cache (a rotation on another instance), at most every 10 s.
 */
export function refreshingLocalJwks(load: () => Promise<JSONWebKeySet>, maxAgeMs = 5 * 60_000): JWTVerifyGetKey {
  let cached: { getKey: ReturnType<typeof createLocalJWKSet>; at: number } | undefined;
  let loading: Promise<void> | undefined;
  const reload = () => {
    loading ??= load()
      .then((jwks) => {
        cached = { getKey: createLocalJWKSet(jwks), at: Date.now() };
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return async (header, token) => {
    if (!cached || Date.now() - cached.at > maxAgeMs) await reload();
    try {
      return await cached!.getKey(header, token);
    } catch (err) {
      if (!(err instanceof joseErrors.JWKSNoMatchingKey) || Date.now() - cached!.at < 10_000) throw err;
      await reload();
      return cached!.getKey(header, token);
    }
  };
}

/** getKey of an external issuer: its jwks_uri from OpenID discovery (fetched on first use), then jose's remote set. */
export function discoveredJwks(issuer: string): JWTVerifyGetKey {
  let remote: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const discover = async () => {
    const res = await fetch(`${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`OpenID discovery of ${issuer} answered ${res.status}`);
    const { jwks_uri: jwksUri } = (await res.json()) as { jwks_uri?: unknown };
    if (typeof jwksUri !== "string") throw new Error(`OpenID discovery of ${issuer} has no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    remote ??= discover().catch((err: unknown) => {
      remote = undefined;
      throw new ConnectError("Sign-in cannot be checked right now. Please try again shortly.", Code.Unavailable, undefined, undefined, err);
    });
    return (await remote)(header, token);
  };
}
