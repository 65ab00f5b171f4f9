/**
 * Identity: credentials, second factors, one-time codes, the OpenID Connect
 * provider's state and signing keys, the developer outbox and rate-limit
 * counters. Secrets are stored hashed (passwords, codes) or sealed with the
 * data key (private keys, phone numbers, TOTP secrets), with the key id.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";
import { at, bytea, id } from "./columns.js";
import { users } from "./users.js";

/** A local account's password (argon2id). Failed sign-ins are counted in rate_limits (identity/login-guard.ts). */
export const userCredentials = pgTable("user_credentials", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  passwordHash: text("password_hash").notNull(),
  /** Set for the first administrator's one-time password: must be changed at first sign-in. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  passwordChangedAt: at("password_changed_at").notNull().defaultNow(),
});

/**
 * Browsers a user has completed a sign-in from: the sha256 of the random `compass_device` cookie
 * the provider sets then. A correct password from a known device gets past an account-wide lock.
 */
export const knownDevices = pgTable(
  "known_devices",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    lastUsedAt: at("last_used_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] }), index("known_devices_last_used_idx").on(t.lastUsedAt)],
);

/**
 * A fresh proof of the person (password or a current second-factor code) for one sign-in session
 * (`session_ref`: the provider grant behind the caller's access token), required for sensitive
 * changes until `expires_at` (identity/step-up.ts).
 */
export const stepUps = pgTable(
  "step_ups",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionRef: text("session_ref").notNull(),
    method: text("method").notNull(),
    confirmedAt: at("confirmed_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionRef] }), index("step_ups_expires_idx").on(t.expiresAt)],
);

/** The subject a user has at an external OpenID Connect issuer (the spec's auth0_id). */
export const externalIdentities = pgTable(
  "external_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index("external_identities_user_idx").on(t.userId)],
);

export const MFA_KINDS = ["sms", "totp"] as const;
export type MfaKind = (typeof MFA_KINDS)[number];

/** An enrolled (or enrolling) second factor. */
export const mfaFactors = pgTable(
  "mfa_factors",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<MfaKind>().notNull(),
    /** 'My Cellphone Number' for the SMS factor. */
    displayName: text("display_name").notNull(),
    /** Phone number (sms) or shared secret (totp), sealed. */
    secretEnc: bytea("secret_enc").notNull(),
    keyId: text("key_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Null until the enrolment code was confirmed. */
    verifiedAt: at("verified_at"),
    /** TOTP: the last 30-second step whose code was accepted (a code works once). */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
  },
  (t) => [index("mfa_factors_user_idx").on(t.userId), check("mfa_factors_kind_check", sql`${t.kind} in ('sms','totp')`)],
);

export const CODE_PURPOSES = ["password_reset", "email_verification", "mfa_enrol", "mfa_sign_in", "account_unlock", "step_up", "invitation"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** One-time codes: stored hashed, single use, expiring, invalidated after too many wrong tries. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<CodePurpose>().notNull(),
    codeHash: text("code_hash").notNull(),
    /** The factor a second-factor code belongs to. */
    factorId: text("factor_id").references(() => mfaFactors.id, { onDelete: "cascade" }),
    attempts: integer("attempts").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    consumedAt: at("consumed_at"),
  },
  (t) => [
    index("verification_codes_user_purpose_idx").on(t.userId, t.purpose, t.createdAt.desc()),
    index("verification_codes_factor_idx").on(t.factorId),
    check(
      "verification_codes_purpose_check",
      sql`${t.purpose} in ('password_reset','email_verification','mfa_enrol','mfa_sign_in','account_unlock','step_up','invitation')`,
    ),
  ],
);

/** oidc-provider's models (sessions, grants, codes, tokens, interactions), one row per model instance. */
export const oidcPayloads = pgTable(
  "oidc_payloads",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: at("expires_at"),
    consumedAt: at("consumed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index("oidc_payloads_grant_idx").on(t.grantId),
    index("oidc_payloads_uid_idx").on(t.uid),
    index("oidc_payloads_user_code_idx").on(t.userCode),
    index("oidc_payloads_expires_idx").on(t.expiresAt),
  ],
);

/** The provider's signing keys (RS256): the private JWK sealed with the data key. */
export const oidcSigningKeys = pgTable(
  "oidc_signing_keys",
  {
    kid: text("kid").primaryKey(),
    alg: text("alg").notNull(),
    privateJwkEnc: bytea("private_jwk_enc").notNull(),
    keyId: text("key_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** Retired keys still verify tokens for a while but no longer sign. */
    retiredAt: at("retired_at"),
  },
  (t) => [index("oidc_signing_keys_created_idx").on(t.createdAt.desc())],
);

/** Mail and SMS kept for the developer when no SMTP server or SMS provider is configured. */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: id(),
    channel: text("channel").$type<"email" | "sms">().notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("outbox_messages_recipient_idx").on(t.recipient, t.createdAt.desc()),
    check("outbox_messages_channel_check", sql`${t.channel} in ('email','sms')`),
  ],
);

/** rate-limiter-flexible's PostgreSQL store (its own column layout), shared by every instance. */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});
