/**
 * Every environment variable Compass reads, parsed and validated in one place.
 * The README's configuration table documents the same names and defaults.
 */
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { smsPolicyFromEnv, type SmsPolicy } from "./identity/sms-policy.js";
import { organizationFromEnv, type OrganizationSettings } from "./privacy/privacy-settings.js";
import { canonicalTimeZone } from "../shared/class-time.js";
import type { VersionRetention } from "./db/version-retention.js";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface DocumentsConfig {
  /** Versions of one document one account may submit per window (DOCUMENT_SUBMIT_LIMIT). */
  submitLimit: number;
  /** That window, in minutes (DOCUMENT_SUBMIT_WINDOW_MINUTES). */
  submitWindowMinutes: number;
  /** Which old versions housekeeping keeps (DOCUMENT_VERSIONS_KEEP_ALL_DAYS, DOCUMENT_VERSIONS_MAX). */
  retention: VersionRetention;
}

export interface Config {
  /** TCP port the HTTP server listens on. */
  port: number;
  /** Interface to bind. */
  host: string;
  /** The origin users reach Compass at (no trailing slash); used for links, cookies and the OIDC issuer. */
  publicUrl: string;
  /** Where the embedded database, blobs and generated keys live. */
  dataDir: string;
  /** An external PostgreSQL server; unset = the embedded engine under DATA_DIR. */
  databaseUrl: string | undefined;
  logLevel: LogLevel;
  /** Origins (besides PUBLIC_URL's own) allowed to call the API from a browser. */
  corsOrigins: string[];
  /** Largest RPC request body, in bytes (uploads raise it per method). */
  rpcReadMaxBytes: number;
  /** Open inbox streams (WatchMyInbox) this instance serves at most (INBOX_STREAMS_MAX). */
  inboxStreamsMax: number;
  /** Open inbox streams one user may hold on this instance (INBOX_STREAMS_PER_USER). */
  inboxStreamsPerUser: number;
  /** A report expected to hold more rows than this is made in the background (REPORT_BACKGROUND_ROWS; ADR 0025). */
  reportBackgroundRows: number;
  /** Background reports one account may have waiting or being made at once (REPORT_JOBS_PER_ACCOUNT). */
  reportJobsPerAccount: number;
  /** Longest deadline a caller may ask for with grpc-timeout, and the deadline when none is sent. */
  rpcMaxTimeoutMs: number;
  /** Where the built web app lives (served with an SPA fallback when present). */
  webRoot: string;
  /** Wait this long for in-flight requests on SIGTERM/SIGINT before closing anyway. */
  shutdownGraceMs: number;
  /** A client must send a whole request (headers and body) within this time, or its connection is closed. */
  requestTimeoutMs: number;
  /** A client must send a request's headers within this time (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: number;
  /** Which proxies' X-Forwarded-For to believe (client IPs for rate limits and the audit log). */
  trustProxy: boolean | string[];
  identity: IdentityConfig;
  /** Who runs this installation and its privacy notice (ORG_NAME, ORG_CONTACT_EMAIL, PRIVACY_POLICY_FILE). */
  organization: OrganizationSettings;
  /** ORG_TIME_ZONE: the IANA time zone classes are scheduled in (their date and start time). */
  orgTimeZone: string;
  /** Where uploaded files live: FILES_DIR (default DATA_DIR/files), or an S3-compatible bucket (S3_*). */
  files: FilesConfig;
  /** Versioned documents (issue #37): how often one account may submit one, and how long versions are kept. */
  documents: DocumentsConfig;
  /** STARTER_LIBRARY: load the starter library into an empty content library at start (default on). */
  starterLibrary: boolean;
  /** Storage quotas and the collection of unreferenced uploads (UPLOAD_*; ADR 0031). */
  uploads: UploadsConfig;
  /** The pool of worker threads that makes PDFs and workbooks (HEAVY_*; ADR 0034). */
  heavy: HeavyConfig;
  /** Months between two impact check-in e-mails to a learner, from their first TA session (IMPACT_CHECK_IN_MONTHS; 0: none). */
  impactCheckInMonths: number;
}

export interface HeavyConfig {
  /** Worker threads (HEAVY_WORKERS; default the cores this process may use). 0: made on the main thread (debugging, before/after measurements). */
  workers: number;
  /** Documents waiting for a thread at most, beyond those being made (HEAVY_QUEUE). */
  queue: number;
  /** A worker's JavaScript heap (old generation) at most, in MB (HEAVY_WORKER_MEMORY_MB). */
  workerMemoryMb: number;
}

export interface UploadsConfig {
  /** Bytes each kind of account may keep (UPLOAD_QUOTA_{LEARNER,COACH,PARTNER,ADMIN}_MB); null: unlimited (0 in the variable). */
  quotas: { learner: number | null; coach: number | null; partner: number | null; admin: number | null };
  /** An upload nothing references is collected this long after it was made (UPLOAD_ORPHAN_GRACE_HOURS). */
  orphanGraceMs: number;
}

export type FilesConfig =
  | { store: "filesystem"; dir: string }
  | {
      store: "s3";
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      prefix: string;
    };

export interface IdentityConfig {
  /** Unset: the embedded provider at {PUBLIC_URL}/oidc. Set: another OpenID Connect issuer. */
  externalIssuer: string | undefined;
  /** The issuer tokens must carry (embedded: {PUBLIC_URL}/oidc). */
  issuer: string;
  /** The web app's client id at the issuer. */
  clientId: string;
  /** The API's audience (resource indicator): access tokens must be issued for it. */
  audience: string;
  /** The first administrator's e-mail, created on first run with an empty database. */
  adminEmail: string;
  /** SMTP server for mail (`smtp://user:pass@host:587`); unset: the outbox keeps mail for the developer. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** An external loan-application questionnaire; unset: the built-in /welcome questionnaire. */
  loanApplicationUrl: string | undefined;
  /** Where text messages go (SMS_PROVIDER): the outbox, or a Twilio-compatible REST API. */
  sms: SmsConfig;
  /** Which countries may be texted and how many texts a day (SMS_ALLOWED_COUNTRIES, SMS_DAILY_LIMIT). */
  smsPolicy: SmsPolicy;
}

export type SmsConfig =
  | { provider: "outbox" }
  | {
      provider: "twilio";
      accountSid: string;
      authToken: string;
      /** TWILIO_FROM: the sending number (E.164) or a messaging service id (MG…). */
      from: string;
      /** SMS_API_BASE_URL: default https://api.twilio.com (tests: a local server). */
      apiBaseUrl: string;
      timeoutMs: number;
    };

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS: readonly LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(`${name} must use http or https, got "${raw}"`);
  }
  return url.origin;
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, "PORT", 8080, 0, 65535);
  const host = env.HOST?.trim() || "0.0.0.0";
  const publicUrl = origin("PUBLIC_URL", env.PUBLIC_URL?.trim() || `http://localhost:${port}`);
  const dataDir = path.resolve(env.DATA_DIR?.trim() || "./data");
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }
  const logLevel = (env.LOG_LEVEL?.trim() || "info") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`);
  const corsOrigins = (env.CORS_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => origin("CORS_ORIGINS", s));
  return {
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl,
    logLevel,
    corsOrigins,
    rpcReadMaxBytes: integer(env, "RPC_READ_MAX_BYTES", 4 * 1024 * 1024, 1024, 64 * 1024 * 1024),
    inboxStreamsMax: integer(env, "INBOX_STREAMS_MAX", 5_000, 1, 1_000_000),
    inboxStreamsPerUser: integer(env, "INBOX_STREAMS_PER_USER", 10, 1, 1_000),
    reportBackgroundRows: integer(env, "REPORT_BACKGROUND_ROWS", 10_000, 0, 100_000_000),
    reportJobsPerAccount: integer(env, "REPORT_JOBS_PER_ACCOUNT", 3, 1, 1_000),
    rpcMaxTimeoutMs: integer(env, "RPC_MAX_TIMEOUT_MS", 60_000, 100, 15 * 60_000),
    webRoot: path.resolve(env.WEB_ROOT?.trim() || "./dist/web"),
    shutdownGraceMs: integer(env, "SHUTDOWN_GRACE_MS", 10_000, 0, 120_000),
    ...httpTimeouts(env),
    trustProxy: trustProxy(env.TRUST_PROXY),
    identity: identityConfig(env, publicUrl),
    organization: organization(env),
    orgTimeZone: orgTimeZone(env),
    files: filesConfig(env, dataDir),
    documents: {
      submitLimit: integer(env, "DOCUMENT_SUBMIT_LIMIT", 20, 1, 100_000),
      submitWindowMinutes: integer(env, "DOCUMENT_SUBMIT_WINDOW_MINUTES", 10, 1, 7 * 24 * 60),
      retention: {
        keepAllDays: integer(env, "DOCUMENT_VERSIONS_KEEP_ALL_DAYS", 30, 0, 36_500),
        maxVersions: integer(env, "DOCUMENT_VERSIONS_MAX", 200, 1, 1_000_000),
      },
    },
    starterLibrary: onOff(env, "STARTER_LIBRARY", true),
    uploads: uploadsConfig(env),
    heavy: {
      workers: integer(env, "HEAVY_WORKERS", Math.max(1, availableParallelism()), 0, 256),
      queue: integer(env, "HEAVY_QUEUE", 16, 0, 10_000),
      workerMemoryMb: integer(env, "HEAVY_WORKER_MEMORY_MB", 128, 32, 16_384),
    },
    impactCheckInMonths: integer(env, "IMPACT_CHECK_IN_MONTHS", 6, 0, 24),
  };
}

/** UPLOAD_QUOTA_*_MB (0: unlimited) and UPLOAD_ORPHAN_GRACE_HOURS. */
function uploadsConfig(env: Env): UploadsConfig {
  const MB = 1024 * 1024;
  const quota = (name: string, fallbackMb: number) => {
    const mb = integer(env, name, fallbackMb, 0, 10_000_000);
    return mb === 0 ? null : mb * MB;
  };
  return {
    quotas: {
      learner: quota("UPLOAD_QUOTA_LEARNER_MB", 200),
      coach: quota("UPLOAD_QUOTA_COACH_MB", 1024),
      partner: quota("UPLOAD_QUOTA_PARTNER_MB", 200),
      admin: quota("UPLOAD_QUOTA_ADMIN_MB", 0),
    },
    orphanGraceMs: integer(env, "UPLOAD_ORPHAN_GRACE_HOURS", 24, 1, 24 * 365) * 3600_000,
  };
}

/** A switch: on/off (also true/false), any case; unset or empty = `fallback`. */
function onOff(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase() ?? "";
  if (value === "") return fallback;
  if (value === "on" || value === "true") return true;
  if (value === "off" || value === "false") return false;
  throw new ConfigError(`${name} must be on or off, got "${env[name]}"`);
}

/** S3_BUCKET set: an S3-compatible store (S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID/S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE, S3_PREFIX); else FILES_DIR. */
function filesConfig(env: Env, dataDir: string): FilesConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { store: "filesystem", dir: path.resolve(dataDir, env.FILES_DIR?.trim() || "files") };
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey) throw new ConfigError("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together");
  const forcePathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() || "false";
  if (forcePathStyle !== "true" && forcePathStyle !== "false") throw new ConfigError("S3_FORCE_PATH_STYLE must be true or false");
  const prefix = env.S3_PREFIX?.trim() ?? "";
  if (prefix && !/^[A-Za-z0-9_\-/]+\/$/.test(prefix)) throw new ConfigError(`S3_PREFIX must be letters, digits, '_', '-' and '/', ending in '/', got "${prefix}"`);
  return {
    store: "s3",
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint: env.S3_ENDPOINT?.trim() ? absoluteUrl("S3_ENDPOINT", env.S3_ENDPOINT.trim()) : undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: forcePathStyle === "true",
    prefix,
  };
}

function organization(env: Env): OrganizationSettings {
  try {
    return organizationFromEnv(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

/** ORG_TIME_ZONE: an IANA name ("America/New_York"), as Intl spells it; default UTC. */
function orgTimeZone(env: Env): string {
  const raw = env.ORG_TIME_ZONE?.trim() || "UTC";
  const zone = canonicalTimeZone(raw);
  if (!zone) throw new ConfigError(`ORG_TIME_ZONE must be an IANA time zone such as America/New_York, got "${raw}"`);
  return zone;
}

/**
 * How long a client may take to send a request, and to keep an idle connection: slow or silent
 * clients must not hold connections (and the calls behind them) open forever.
 */
function httpTimeouts(env: Env): Pick<Config, "requestTimeoutMs" | "headersTimeoutMs" | "keepAliveTimeoutMs"> {
  const requestTimeoutMs = integer(env, "REQUEST_TIMEOUT_MS", 30_000, 500, 3_600_000);
  const headersTimeoutMs = integer(env, "HEADERS_TIMEOUT_MS", Math.min(10_000, requestTimeoutMs), 500, 3_600_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  }
  const keepAliveTimeoutMs = integer(env, "KEEP_ALIVE_TIMEOUT_MS", 72_000, 500, 3_600_000);
  return { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs };
}

/** TRUST_PROXY: unset/false, true (any proxy), or comma-separated proxy addresses/CIDRs. */
function trustProxy(raw: string | undefined): boolean | string[] {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  const list = value.split(",").map((s) => s.trim()).filter(Boolean);
  const valid = (entry: string) => {
    const [address = "", prefix, ...rest] = entry.split("/");
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    return family !== 0 && rest.length === 0 && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits));
  };
  if (!list.every(valid)) {
    throw new ConfigError("TRUST_PROXY must be true, false, or comma-separated proxy IP addresses/CIDRs");
  }
  return list;
}

function absoluteUrl(name: string, raw: string): string {
  origin(name, raw); // validates scheme and form
  return raw.replace(/\/+$/, "");
}

function identityConfig(env: Env, publicUrl: string): IdentityConfig {
  // Kept exactly as written (no trailing-slash trimming): tokens' `iss` must equal it, and some
  // issuers' identifiers end in "/" (Auth0: https://TENANT.auth0.com/).
  const rawIssuer = env.OIDC_ISSUER?.trim();
  if (rawIssuer) origin("OIDC_ISSUER", rawIssuer); // validates scheme and form
  const externalIssuer = rawIssuer || undefined;
  if (externalIssuer && !env.OIDC_CLIENT_ID?.trim()) {
    throw new ConfigError("OIDC_CLIENT_ID is required with OIDC_ISSUER (the web app's client id at that issuer)");
  }
  if (externalIssuer && !env.OIDC_AUDIENCE?.trim()) {
    throw new ConfigError("OIDC_AUDIENCE is required with OIDC_ISSUER (the API identifier access tokens are issued for)");
  }
  const adminEmail = env.ADMIN_EMAIL?.trim() || "admin@localhost";
  if (!/^[^\s@]+@[^\s@]+$/.test(adminEmail)) throw new ConfigError(`ADMIN_EMAIL is not an e-mail address: "${adminEmail}"`);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError("SMTP_URL must be an smtp:// or smtps:// URL");
  return {
    externalIssuer,
    issuer: externalIssuer ?? `${publicUrl}/oidc`,
    clientId: env.OIDC_CLIENT_ID?.trim() || "compass-web",
    audience: env.OIDC_AUDIENCE?.trim() || `${publicUrl}/api`,
    adminEmail,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || `Compass <no-reply@${new URL(publicUrl).hostname}>`,
    loanApplicationUrl: env.LOAN_APPLICATION_URL?.trim()
      ? absoluteUrl("LOAN_APPLICATION_URL", env.LOAN_APPLICATION_URL.trim())
      : undefined,
    sms: smsConfig(env),
    smsPolicy: smsPolicy(env),
  };
}

function smsPolicy(env: Env): SmsPolicy {
  try {
    return smsPolicyFromEnv(env);
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
}

/** SMS_PROVIDER: unset/outbox (keep texts for the developer) or twilio (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM). */
function smsConfig(env: Env): SmsConfig {
  const provider = env.SMS_PROVIDER?.trim().toLowerCase() || "outbox";
  if (provider === "outbox") return { provider: "outbox" };
  if (provider !== "twilio") throw new ConfigError(`SMS_PROVIDER must be twilio or outbox, got "${provider}"`);
  const required = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new ConfigError(`${name} is required with SMS_PROVIDER=twilio`);
    return value;
  };
  const accountSid = required("TWILIO_ACCOUNT_SID");
  const authToken = required("TWILIO_AUTH_TOKEN");
  const from = required("TWILIO_FROM");
  if (!/^[A-Za-z0-9]+$/.test(accountSid)) throw new ConfigError("TWILIO_ACCOUNT_SID must be letters and digits (AC…)");
  if (!/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/.test(from)) {
    throw new ConfigError("TWILIO_FROM must be an E.164 number (+15551234567) or a messaging service id (MG…)");
  }
  const apiBaseUrl = env.SMS_API_BASE_URL?.trim() ? absoluteUrl("SMS_API_BASE_URL", env.SMS_API_BASE_URL.trim()) : "https://api.twilio.com";
  return { provider: "twilio", accountSid, authToken, from, apiBaseUrl, timeoutMs: integer(env, "SMS_TIMEOUT_MS", 10_000, 500, 60_000) };
}
