/**
 * How /admin/audit-log reads and asks for the audit records (pure, unit-tested):
 * - the action names the server records (src/server/rpc/**: `audit(ctx, "…")`, and every administrative
 *   write's in src/server/rpc/admin-writes.ts), grouped for the
 *   action filter; their labels are `auditLog.actions.<name>`, any other name is shown as it is;
 * - the filters and the open tab as the page's search parameters (`?tab=refusals&actor=…&from=…`),
 *   so a view can be shared and survives a reload; the actor and the days are shared by both tabs;
 * - the filters' checks (real days, the end not before the start, at most 200 characters — the
 *   server's limits) and the AdminListAuditLog / AdminListAuditDenials requests;
 * - who acted (a user, the system, a user since deleted, the overflow of many), the recorded
 *   details in a line and pretty-printed, and times in the viewer's locale and time zone.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { AdminListAuditDenialsRequestSchema, AdminListAuditLogRequestSchema } from "../../../gen/compass/v1/compass_pb";
import { isIsoDate } from "../../../shared/validators";
import { dateTimeFormat, displayTimeZone } from "../../i18n/formats";

// ---------------------------------------------------------------------------------------------
// Actions

/** The recorded action names, by area, in the order the action filter lists them. */
export const AUDIT_ACTION_GROUPS = [
  { group: "users", actions: ["admin_user_updated", "admin_user_deleted", "admin_invitation_sent", "admin_key_value_put", "admin_key_value_deleted"] },
  { group: "partners", actions: ["admin_lender_added", "admin_lender_updated", "admin_bank_added", "admin_bank_updated"] },
  {
    group: "documents",
    actions: [
      "admin_business_survey_submitted",
      "business_survey_download_link",
      "admin_business_plan_submitted",
      "business_plan_download_link",
      "admin_cashflow_submitted",
      "cashflow_download_link",
      "admin_loan_request_submitted",
      "loan_request_download_link",
      "lender_packet_download_link",
    ],
  },
  { group: "readiness", actions: ["admin_loan_readiness_read", "readiness_override_set", "readiness_thresholds_updated"] },
  { group: "impact", actions: ["milestone_recorded", "milestone_corrected", "milestone_verified", "milestone_confirmed", "admin_milestones_read", "admin_impact_milestones_listed", "admin_impact_sessions_listed", "impact_check_in_sent"] },
  { group: "reports", actions: ["report_ta_requested", "report_user_activity_downloaded", "report_pinpoint_requested", "report_job_download_link", "funder_counseling_records_requested", "funder_training_events_requested", "funder_impact_ledger_requested", "funder_export_downloaded"] },
  { group: "classes", actions: ["class_created", "class_updated", "class_deleted", "class_attendance_set"] },
  { group: "counseling", actions: ["admin_counseling_record_read", "counseling_record_updated"] },
  {
    group: "library",
    actions: [
      "category_created",
      "category_updated",
      "category_deleted",
      "category_item_added",
      "category_item_removed",
      "category_items_replaced",
      "learning_content_created",
      "learning_content_updated",
      "learning_content_deleted",
      "learning_content_translation_saved",
      "learning_content_translation_deleted",
      "learning_module_created",
      "learning_module_updated",
      "learning_module_deleted",
      "learning_module_content_added",
      "learning_module_content_removed",
      "learning_module_contents_reordered",
      "attachment_created",
      "attachment_updated",
      "attachment_deleted",
      "admin_file_uploaded",
    ],
  },
  { group: "referrals", actions: ["referral_code_created", "referral_code_enabled", "referral_code_disabled"] },
  { group: "security", actions: ["mfa_enrolled", "mfa_removed_all"] },
] as const;

export type AuditActionName = (typeof AUDIT_ACTION_GROUPS)[number]["actions"][number];

export const AUDIT_ACTIONS: readonly AuditActionName[] = AUDIT_ACTION_GROUPS.flatMap((g) => g.actions);

const KNOWN_ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

export const isKnownAction = (name: string): name is AuditActionName => KNOWN_ACTIONS.has(name);

/** Translates a key (i18next's `t`, or a stand-in in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** An action's readable label; an unknown name as it is. */
export const actionLabel = (name: string, t: Translate): string => (isKnownAction(name) ? t(`auditLog.actions.${name}`) : name);

/**
 * The action name for what was typed or picked in the action field: a known action's label (any
 * case) is that action; anything else is taken as an action name, as it is.
 */
export function actionFromText(text: string, t: Translate): string {
  const value = text.trim();
  if (!value) return "";
  const lower = value.toLowerCase();
  return AUDIT_ACTIONS.find((a) => actionLabel(a, t).toLowerCase() === lower) ?? value;
}

/** The target types the server records, suggested by the target type field. */
export const TARGET_TYPES = ["user", "class", "report", "category", "learning_content", "learning_module", "attachment", "file"] as const;

// ---------------------------------------------------------------------------------------------
// Filters and the address

export type AuditTab = "changes" | "refusals";

export const TAB_PARAM = "tab";

/** Every filter as text ("" for none); days as YYYY-MM-DD. */
export type AuditFilters = {
  action: string;
  actor: string;
  targetType: string;
  targetId: string;
  method: string;
  from: string;
  to: string;
};

export type FilterName = keyof AuditFilters;

export const NO_FILTERS: AuditFilters = { action: "", actor: "", targetType: "", targetId: "", method: "", from: "", to: "" };

/** The filters each tab uses (the actor and the days are shared). */
export const TAB_FILTERS: Readonly<Record<AuditTab, readonly FilterName[]>> = {
  changes: ["action", "actor", "targetType", "targetId", "from", "to"],
  refusals: ["method", "actor", "from", "to"],
};

/** The search parameter of each filter. */
export const FILTER_PARAMS: Readonly<Record<FilterName, string>> = {
  action: "action",
  actor: "actor",
  targetType: "target_type",
  targetId: "target_id",
  method: "method",
  from: "from",
  to: "to",
};

/** The server's limit on a text filter. */
export const FILTER_MAX = 200;

export const tabOf = (params: URLSearchParams): AuditTab => (params.get(TAB_PARAM) === "refusals" ? "refusals" : "changes");

/** The filters in the address (trimmed; missing ones empty). */
export function filtersOf(params: URLSearchParams): AuditFilters {
  const filters = { ...NO_FILTERS };
  for (const name of Object.keys(FILTER_PARAMS) as FilterName[]) filters[name] = (params.get(FILTER_PARAMS[name]) ?? "").trim();
  return filters;
}

/**
 * Writes a tab's filters into `params` (in place): the tab's filters as given (empty ones
 * removed); the other tab's own filters are kept, so going back to it finds them.
 */
export function writeFilters(params: URLSearchParams, tab: AuditTab, filters: Partial<AuditFilters>): void {
  for (const name of TAB_FILTERS[tab]) {
    const value = (filters[name] ?? "").trim();
    if (value) params.set(FILTER_PARAMS[name], value);
    else params.delete(FILTER_PARAMS[name]);
  }
}

/** Opens a tab (in place): the changes are the default, with no parameter. */
export function writeTab(params: URLSearchParams, tab: AuditTab): void {
  if (tab === "changes") params.delete(TAB_PARAM);
  else params.set(TAB_PARAM, tab);
}

/** Whether any of the tab's filters is set. */
export const hasFilters = (filters: AuditFilters, tab: AuditTab): boolean => TAB_FILTERS[tab].some((name) => filters[name].trim() !== "");

export type FilterErrorKey = "date" | "order" | "tooLong";
export type FilterErrors = Partial<Record<FilterName, FilterErrorKey>>;

/** The tab's filters' problems: a day that is not one, the end before the start, a text too long. */
export function filterErrors(filters: AuditFilters, tab: AuditTab): FilterErrors {
  const errors: FilterErrors = {};
  for (const name of TAB_FILTERS[tab]) if (filters[name].trim().length > FILTER_MAX) errors[name] = "tooLong";
  const from = filters.from.trim();
  const to = filters.to.trim();
  if (from && !errors.from && !isIsoDate(from)) errors.from = "date";
  if (to && !errors.to && !isIsoDate(to)) errors.to = "date";
  if (!errors.from && !errors.to && from && to && from > to) errors.to = "order";
  return errors;
}

/** A Date message for YYYY-MM-DD (undefined when blank or not a day). */
export function dateMessage(text: string): { year: number; month: number; day: number } | undefined {
  const value = text.trim();
  if (!isIsoDate(value)) return undefined;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** The server's field names (in its refusals) for the form's fields. */
export const SERVER_FIELD_ALIASES: Readonly<Record<string, FilterName>> = {
  start_date: "from",
  startDate: "from",
  end_date: "to",
  endDate: "to",
  actor_user_id: "actor",
  actorUserId: "actor",
  target_type: "targetType",
  target_id: "targetId",
};

export interface PageAsk {
  pageSize: number;
  pageToken: string;
}

const days = (filters: AuditFilters) => {
  const start = dateMessage(filters.from);
  const end = dateMessage(filters.to);
  return { ...(start ? { startDate: start } : {}), ...(end ? { endDate: end } : {}) };
};

export function changesRequest(filters: AuditFilters, page: PageAsk): MessageInitShape<typeof AdminListAuditLogRequestSchema> {
  return {
    pageRequest: { pageSize: page.pageSize, pageToken: page.pageToken },
    action: filters.action.trim(),
    actorUserId: filters.actor.trim(),
    targetType: filters.targetType.trim(),
    targetId: filters.targetId.trim(),
    ...days(filters),
  };
}

export function refusalsRequest(filters: AuditFilters, page: PageAsk): MessageInitShape<typeof AdminListAuditDenialsRequestSchema> {
  return {
    pageRequest: { pageSize: page.pageSize, pageToken: page.pageToken },
    method: filters.method.trim(),
    actorUserId: filters.actor.trim(),
    ...days(filters),
  };
}

// ---------------------------------------------------------------------------------------------
// What a record shows

/** The server's mark for a refusal row that folds several callers, addresses, methods or reasons. */
export const OVERFLOW = "*";
/** The server's mark for a refusal whose client address is not known. */
export const UNKNOWN_CLIENT = "?";

export type Actor =
  | { kind: "user"; id: string; name: string }
  /** The id of a user who is no longer there. */
  | { kind: "deleted"; id: string }
  /** A change the server made on its own (no actor). */
  | { kind: "system" }
  /** A refused caller who was not signed in. */
  | { kind: "anonymous" }
  /** A refusal row counting several signed-in users together. */
  | { kind: "several" };

/** Who acted, from a record's actor id and the name joined when it was read. */
export function actorOf(record: { actorUserId: string; actorName: string }, of: "change" | "refusal"): Actor {
  const id = record.actorUserId.trim();
  if (!id) return of === "change" ? { kind: "system" } : { kind: "anonymous" };
  if (of === "refusal" && id === OVERFLOW) return { kind: "several" };
  const name = record.actorName.trim();
  return name ? { kind: "user", id, name } : { kind: "deleted", id };
}

/** The recorded details as an object ({} when there are none or they are not an object). */
export function detailsOf(json: string): Record<string, unknown> | null {
  const text = json.trim();
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const valueText = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return String(value);
};

/** The details in one line ("paths: type · role: COACH"), cut at `max` characters; "" when none. */
export function detailsSummary(json: string, max = 80): string {
  const details = detailsOf(json);
  const text = details === null ? json.trim() : Object.entries(details).map(([k, v]) => `${k}: ${valueText(v)}`).join(" · ");
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The details pretty-printed (two spaces); what the server sent when it is not JSON; "" when none. */
export function prettyDetails(json: string): string {
  const text = json.trim();
  if (!text) return "";
  try {
    const value: unknown = JSON.parse(text);
    if (value !== null && typeof value === "object" && Object.keys(value).length === 0) return "";
    return JSON.stringify(value, null, 2);
  } catch {
    return text;
  }
}

/** A time in the viewer's locale and time zone, with the zone's name; `seconds` for the changes. */
export function timeFormat(locale: string, options: { seconds: boolean; timeZone?: string }): Intl.DateTimeFormat {
  return dateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(options.seconds ? { second: "2-digit" } : {}),
    timeZoneName: "short",
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  });
}

/** The viewer's time zone (e.g. "Europe/Paris"): their profile's, else the browser's (formats.ts). */
export const viewerTimeZone = (): string => displayTimeZone();

/** The address of a user's page (/admin/manage-user). */
export const manageUserHref = (base: string, id: string): string => `${base}?id=${encodeURIComponent(id)}`;

/** Whether typed text may be a user id (one word of 8 or more characters with a digit, no @). */
export const looksLikeUserId = (text: string): boolean => /^[^\s@]{8,200}$/.test(text.trim()) && /\d/.test(text);
