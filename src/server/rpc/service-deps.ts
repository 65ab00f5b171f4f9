/**
 * What every domain's factory is given (ServiceDeps) and what it returns (DomainHandlers): the
 * domains import these from here, and the registry (services.ts) imports the domains, so the
 * two never import each other. buildServer (src/server/build-server.ts) fills ServiceDeps once.
 */
import type { AuditLog } from "../audit/audit-log.js";
import type { KeyRing } from "../crypto/keyring.js";
import type { Db } from "../db/database.js";
import type { FileStore } from "../files/file-store.js";
import type { ChangeFeed } from "../db/change-feed.js";
import type { InboxHub } from "../inbox/inbox-hub.js";
import type { ReportJobs } from "../reports/report-jobs.js";
import type { HeavyWork } from "../heavy/heavy-work.js";
import type { RateLimits } from "../identity/rate-limits.js";
import type { Mailer } from "../identity/mail.js";
import type { SmsSender } from "../identity/sms.js";
import type { SmsPolicy } from "../identity/sms-policy.js";
import type { MethodName } from "./access.js";
import type { Handlers } from "./dispatch.js";
import type { DenialRecorder } from "../core/context.js";

/** What every domain's factory may use: the database, keys, limits, audit log, senders. */
export interface ServiceDeps {
  db: Db;
  keyring: KeyRing;
  limits: RateLimits;
  sms: SmsSender;
  /** The audit log: admin changes (`record`), and policy refusals (`denied(ctx, …)` → `onDenied`). */
  audit?: Pick<AuditLog, "record" | "onDenied">;
  /** Records policy refusals instead of `audit.onDenied`. */
  recordDenial?: DenialRecorder;
  /** Mail to users (security notices); without it none is sent. */
  mailer?: Mailer;
  /** PUBLIC_URL, for links in mail. */
  publicUrl?: string;
  /** OIDC_ISSUER when sign-in is another issuer's (invitations then link at first sign-in: ADR 0022). */
  externalIssuer?: string;
  /** Which numbers may be texted (SMS_ALLOWED_COUNTRIES). */
  smsPolicy?: SmsPolicy;
  /** Uploaded files (the blob store and the files table); without it uploads are refused. */
  files?: FileStore;
  /** The pool that makes PDFs and workbooks off the event loop (ADR 0034); without it the document downloads are UNIMPLEMENTED. */
  heavy?: HeavyWork;
  /** Background reports (ADR 0025); without them every report is streamed to the browser. */
  reportJobs?: ReportJobs;
  /** A report expected to hold more rows than this runs in the background (REPORT_BACKGROUND_ROWS). */
  reportBackgroundRows?: number;
  /** This instance's live-inbox hub (ADR 0019); without it WatchMyInbox is UNIMPLEMENTED. */
  inbox?: InboxHub;
  /** This instance's change feed (ADR 0027): caches kept current by it; without it nothing is cached. */
  feed?: Pick<ChangeFeed, "live" | "subscribe">;
  /** ORG_TIME_ZONE: the zone classes are scheduled in (default UTC). */
  orgTimeZone?: string;
  /** How often an idle inbox stream sends a heartbeat (default 25 s; tests shorten it). */
  inboxHeartbeatMs?: number;
}

/** The handlers of a domain: exactly one for each listed method. */
export type DomainHandlers<M extends MethodName> = Required<Pick<Handlers, M>>;
