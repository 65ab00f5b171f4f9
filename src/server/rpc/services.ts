/**
 * The one registry of domain handlers (DESIGN §3). Each domain lists the methods it implements
 * beside the factory that builds its handlers from the shared dependencies (rpc/service-deps.ts);
 * the server (src/server/build-server.ts, which main.ts and the test set-ups call) and the README's status table
 * (scripts/readme-status.ts) all read this list, so a domain added here is served, tested and
 * reported at once, and one left out is none of them.
 *
 * Adding a domain (docs/decisions/0007-domain-template.md): write `<domain>/<domain>-service.ts`
 * exporting `<DOMAIN>_METHODS` and `<domain>Service(deps)`, then add one `domain(...)` line below.
 * The compiler refuses a listed method without a handler; only listed methods are served (the
 * unit test tests/unit/rpc/services.test.ts refuses a handler that is not listed, and a method
 * listed by two domains).
 */
import type { HandlerContext } from "@connectrpc/connect";
import { VERSION } from "../version.js";
import type { MethodName } from "./access.js";
import { ACCOUNT_METHODS, accountService } from "./account/account-service.js";
import { MFA_METHODS, mfaService } from "./account/mfa-service.js";
import { SECURITY_METHODS, securityService } from "./account/security-service.js";
import { BUSINESS_PLAN_METHODS, businessPlanService } from "./business-plan/business-plan-service.js";
import { BUSINESS_SURVEY_METHODS, businessSurveyService } from "./business-survey/business-survey-service.js";
import { CASHFLOW_METHODS, cashflowService } from "./cashflow/cashflow-service.js";
import { CHAT_METHODS, chatService } from "./chat/chat-service.js";
import { CLASSES_METHODS, classesService } from "./classes/classes-service.js";
import { CLASS_REGISTRATIONS_METHODS, classRegistrationsService } from "./classes/class-registrations-service.js";
import { COUNSELING_METHODS, counselingService } from "./counseling/counseling-service.js";
import { INBOX_METHODS, inboxService } from "./inbox/inbox-service.js";
import { ADMIN_USERS_METHODS, adminUsersService } from "./admin-users/admin-users-service.js";
import { REPORTS_METHODS, reportsService } from "./reports/reports-service.js";
import { FUNDER_EXPORTS_METHODS, funderExportsService } from "./funder-exports/funder-exports-service.js";
import { AUDIT_LOG_METHODS, auditLogService } from "./audit-log/audit-log-service.js";
import { PARTNER_ACCOUNTS_METHODS, partnerAccountsService } from "./partner-accounts/partner-accounts-service.js";
import { PARTNER_REPORTS_METHODS, partnerReportsService } from "./partner-reports/partner-reports-service.js";
import { PREFERENCES_METHODS, preferencesService } from "./preferences/preferences-service.js";
import { STORAGE_METHODS, storageService } from "./storage/storage-service.js";
import { FILES_METHODS, filesService } from "./files/files-service.js";
import { JOURNEY_METHODS, journeyService } from "./journey/journey-service.js";
import { LEARNING_METHODS, learningService } from "./learning/learning-service.js";
import { LOAN_READINESS_METHODS, loanReadinessService } from "./loan-readiness/loan-readiness-service.js";
import { CHECK_IN_METHODS, checkInService } from "./impact/check-in-service.js";
import { LENDER_PACKET_METHODS, lenderPacketService } from "./loan-readiness/lender-packet-service.js";
import { MENTEES_METHODS, menteesService } from "./mentees/mentees-service.js";
import { NOTIFICATIONS_METHODS, notificationsService } from "./notifications/notifications-service.js";
import { REFERRALS_METHODS, referralsService } from "./referrals/referrals-service.js";
import { SEARCH_METHODS, searchService } from "./search/search-service.js";
import { SETTINGS_METHODS, settingsService } from "./settings/settings-service.js";
import { TA_TRACKING_METHODS, taTrackingService } from "./ta-tracking/ta-tracking-service.js";
import { IMPACT_METHODS, impactService } from "./impact/impact-service.js";
import { IMPACT_SUMMARY_METHODS, impactSummaryService } from "./impact/impact-summary-service.js";
import { TELEMETRY_METHODS, telemetryService } from "./telemetry/telemetry-service.js";
import { actorKey, denialRecorderKey, requestInfoKey, type DenialRecorder } from "../core/context.js";
import type { AuditLog } from "../audit/audit-log.js";
import { withAdminAudit } from "./admin-writes.js";
import { auditAction } from "./audit-action.js";
import type { Handlers } from "./dispatch.js";
import type { DomainHandlers, ServiceDeps } from "./service-deps.js";
import { systemService } from "./system/system-service.js";

export interface Domain<M extends MethodName> {
  readonly name: string;
  readonly methods: readonly M[];
  readonly create: (deps: ServiceDeps) => DomainHandlers<M>;
}

/** A domain in the registry, whatever its methods. */
export interface RegisteredDomain {
  readonly name: string;
  readonly methods: readonly MethodName[];
  readonly create: (deps: ServiceDeps) => Handlers;
}

const domain = <M extends MethodName>(name: string, methods: readonly M[], create: (deps: ServiceDeps) => DomainHandlers<M>): Domain<M> => ({
  name,
  methods,
  create,
});

/** Identifies this build in Ping answers. */
export const SERVER_CODE = `compass/${VERSION}`;

/** Ping needs nothing: the app serves it even without a database (tests of the RPC layer). */
export const systemHandlers = (): DomainHandlers<"ping"> => ({ ping: systemService({ serverCode: SERVER_CODE }).ping! });

/** Every domain, in the order their handlers are merged. */
export const DOMAINS: readonly RegisteredDomain[] = [
  domain("system", ["ping"], systemHandlers),
  domain("account", ACCOUNT_METHODS, accountService),
  domain("mfa", MFA_METHODS, mfaService),
  domain("security", SECURITY_METHODS, securityService),
  domain("learning", LEARNING_METHODS, learningService),
  domain("files", FILES_METHODS, filesService),
  domain("storage", STORAGE_METHODS, storageService),
  domain("classes", CLASSES_METHODS, classesService),
  domain("class-registrations", CLASS_REGISTRATIONS_METHODS, classRegistrationsService),
  domain("journey", JOURNEY_METHODS, journeyService),
  domain("settings", SETTINGS_METHODS, settingsService),
  domain("telemetry", TELEMETRY_METHODS, telemetryService),
  domain("search", SEARCH_METHODS, searchService),
  domain("cashflow", CASHFLOW_METHODS, cashflowService),
  domain("business-plan", BUSINESS_PLAN_METHODS, businessPlanService),
  domain("business-survey", BUSINESS_SURVEY_METHODS, businessSurveyService),
  domain("loan-readiness", LOAN_READINESS_METHODS, loanReadinessService),
  domain("impact-check-in", CHECK_IN_METHODS, checkInService),
  domain("lender-packet", LENDER_PACKET_METHODS, lenderPacketService),
  domain("ta-tracking", TA_TRACKING_METHODS, taTrackingService),
  domain("impact", IMPACT_METHODS, impactService),
  domain("impact-summary", IMPACT_SUMMARY_METHODS, impactSummaryService),
  domain("counseling", COUNSELING_METHODS, counselingService),
  domain("mentees", MENTEES_METHODS, menteesService),
  domain("referrals", REFERRALS_METHODS, referralsService),
  domain("notifications", NOTIFICATIONS_METHODS, notificationsService),
  domain("chat", CHAT_METHODS, chatService),
  domain("inbox", INBOX_METHODS, inboxService),
  domain("preferences", PREFERENCES_METHODS, preferencesService),
  domain("admin-users", ADMIN_USERS_METHODS, adminUsersService),
  domain("reports", REPORTS_METHODS, reportsService),
  domain("funder-exports", FUNDER_EXPORTS_METHODS, funderExportsService),
  domain("audit-log", AUDIT_LOG_METHODS, auditLogService),
  domain("partner-accounts", PARTNER_ACCOUNTS_METHODS, partnerAccountsService),
  domain("partner-reports", PARTNER_REPORTS_METHODS, partnerReportsService),
];

/** The methods the registry serves (the README's "implemented"). */
export const REGISTERED_METHODS: ReadonlySet<MethodName> = new Set(DOMAINS.flatMap((d) => d.methods));

/**
 * Policy refusals into the audit log's denial record (`audit.onDenied`, the same one the access
 * layer's refusals go to): the caller, client address and request id from the context, the
 * method, and the reason with the target's type and id (never personal data).
 * src/server/audit/audit-denied.ts's `auditDenied` does the same for code outside the registry.
 */
export function auditDenials(audit: Pick<AuditLog, "onDenied">): DenialRecorder {
  return (ctx, denial) => {
    const info = ctx.values.get(requestInfoKey);
    audit.onDenied({
      method: ctx.method.name,
      userId: ctx.values.get(actorKey)?.userId ?? null,
      reason: `${denial.reason} (${denial.targetType} ${denial.targetId})`,
      requestId: info?.requestId ?? "unknown",
      ...(info?.ip ? { ip: info.ip } : {}),
    });
  };
}

type AnyHandler = (req: unknown, ctx: HandlerContext) => unknown;

/**
 * The merged handler table of every domain, built from the shared dependencies. Only the
 * methods a domain lists are taken from its factory. Each handler's context carries the denial
 * recorder, so `denied(ctx, …)` reaches the audit log; an administrative write the table of
 * admin-writes.ts says the registry records writes its audit row once it has succeeded.
 */
export function serviceHandlers(deps: ServiceDeps): Handlers {
  const recordDenial = deps.recordDenial ?? (deps.audit ? auditDenials(deps.audit) : undefined);
  const record = deps.audit ? auditAction(deps.audit) : undefined;
  const table: Record<string, AnyHandler> = {};
  for (const d of DOMAINS) {
    const built = d.create(deps) as Record<string, AnyHandler>;
    for (const method of d.methods) {
      const impl = withAdminAudit(method, built[method]!, record);
      table[method] = recordDenial
        ? (req, ctx) => {
            ctx.values.set(denialRecorderKey, recordDenial);
            return impl(req, ctx);
          }
        : impl;
    }
  }
  return table as Handlers;
}
