/**
 * Every administrative write is audited (issue #38 §5): each method only administrators may call
 * that is not a read (Get, List, Search, Download) has an entry here — the compiler refuses a
 * missing one (the table's type is derived from the access table, access.ts), and
 * tests/unit/rpc/admin-writes.test.ts derives the same list from the table at run time.
 *
 * An entry is either
 * - `{ action, target, details? }`: the registry (services.ts) records the row itself once the
 *   handler has succeeded — the action, the target (type and id, from the request or, for a
 *   creation, the answer) and ids, counts or field paths only (never values or personal data); or
 * - `{ recordedByHandler: [...] }`: the handler records it, as only it knows what happened (a
 *   lender added or updated, an entry deleted or not there, the version written, the stored file's
 *   id); the entry names the actions it writes.
 * A refused or failed call records nothing here (refusals are counted in audit_denials).
 */
import type { HandlerContext } from "@connectrpc/connect";
import type { access, MethodName } from "./access.js";
import type { AuditAction, AuditTarget } from "./audit-action.js";
import type { Handlers } from "./dispatch.js";

/** The methods only administrators may call (the rule is exactly ["admin"]). */
type AdminOnly = { [K in MethodName]: (typeof access)[K] extends readonly ["admin"] ? K : never }[MethodName];
/** Administrators' reads, by their names. */
type AdminRead = `admin${"Get" | "List" | "Search" | "Download"}${string}`;
/** The administrative writes: every admin-only method that is not a read. */
export type AdminWriteMethod = Exclude<AdminOnly, AdminRead>;

/** The same rule at run time, over an access-table row. */
export const ADMIN_READ = /^admin(?:Get|List|Search|Download)/;
export function isAdminWrite(method: string, rule: unknown): boolean {
  return Array.isArray(rule) && rule.length === 1 && rule[0] === "admin" && !ADMIN_READ.test(method);
}

type Impl<M extends MethodName> = NonNullable<Handlers[M]>;
type RequestOf<M extends MethodName> = Parameters<Impl<M>>[0];
type AnswerOf<M extends MethodName> = Awaited<ReturnType<Impl<M>>>;

export interface RecordedWrite<M extends MethodName> {
  action: string;
  target: (req: RequestOf<M>, answer: AnswerOf<M>) => AuditTarget;
  details?: (req: RequestOf<M>, answer: AnswerOf<M>) => Record<string, unknown>;
}
export interface HandlerRecorded {
  recordedByHandler: readonly string[];
}
export type AdminWriteAudit<M extends MethodName> = RecordedWrite<M> | HandlerRecorded;

const idOf = (value: string | undefined) => (value ?? "").trim();
/** The field paths an edit asked to write (an empty mask: every field). */
const paths = (req: { updateMask?: { paths: string[] } }) => ({ paths: req.updateMask?.paths ?? [] });
/** The module and/or content a category (un)assignment names. */
const categoryItem = (req: { learningModuleId: string; learningContentId: string }) => ({
  ...(idOf(req.learningModuleId) ? { learningModuleId: idOf(req.learningModuleId) } : {}),
  ...(idOf(req.learningContentId) ? { learningContentId: idOf(req.learningContentId) } : {}),
});

export const ADMIN_WRITE_AUDIT: { readonly [M in AdminWriteMethod]: AdminWriteAudit<M> } = {
  // The learning library: categories, contents, modules, their links, attachments.
  adminCreateCategory: { action: "category_created", target: (_req, a) => ({ type: "category", id: idOf(a.categoryId) }) },
  adminEditCategory: { action: "category_updated", target: (req) => ({ type: "category", id: idOf(req.categoryId) }), details: paths },
  adminRemoveCategory: { action: "category_deleted", target: (req) => ({ type: "category", id: idOf(req.categoryId) }) },
  adminAssignToCategory: { action: "category_item_added", target: (req) => ({ type: "category", id: idOf(req.categoryId) }), details: categoryItem },
  adminUnassignToCategory: { action: "category_item_removed", target: (req) => ({ type: "category", id: idOf(req.categoryId) }), details: categoryItem },
  adminUpdateCategoryAssignedContent: {
    action: "category_items_replaced",
    target: (req) => ({ type: "category", id: idOf(req.categoryId) }),
    details: (req) => ({ modules: req.learningModuleIds.length, contents: req.learningContentIds.length }),
  },
  adminCreateLearningContent: { action: "learning_content_created", target: (_req, a) => ({ type: "learning_content", id: idOf(a.learningContentId) }) },
  adminEditLearningContent: { action: "learning_content_updated", target: (req) => ({ type: "learning_content", id: idOf(req.learningContentId) }), details: paths },
  adminRemoveLearningContent: { action: "learning_content_deleted", target: (req) => ({ type: "learning_content", id: idOf(req.learningContentId) }) },
  // A translation (ADR 0036): the language, never the text.
  adminPutLearningContentTranslation: {
    action: "learning_content_translation_saved",
    target: (req) => ({ type: "learning_content", id: idOf(req.learningContentId) }),
    details: (req) => ({ language: idOf(req.language) }),
  },
  adminRemoveLearningContentTranslation: {
    action: "learning_content_translation_deleted",
    target: (req) => ({ type: "learning_content", id: idOf(req.learningContentId) }),
    details: (req) => ({ language: idOf(req.language) }),
  },
  adminCreateLearningModule: {
    action: "learning_module_created",
    target: (_req, a) => ({ type: "learning_module", id: idOf(a.learningModuleId) }),
    details: (req) => ({ contents: req.learningContentIds.length }),
  },
  adminEditLearningModule: { action: "learning_module_updated", target: (req) => ({ type: "learning_module", id: idOf(req.learningModuleId) }), details: paths },
  adminRemoveLearningModule: { action: "learning_module_deleted", target: (req) => ({ type: "learning_module", id: idOf(req.learningModuleId) }) },
  adminAssignLearningContentToModule: {
    action: "learning_module_content_added",
    target: (req) => ({ type: "learning_module", id: idOf(req.learningModuleId) }),
    details: (req) => ({ learningContentId: idOf(req.learningContentId) }),
  },
  adminUnassignLearningContentToModule: {
    action: "learning_module_content_removed",
    target: (req) => ({ type: "learning_module", id: idOf(req.learningModuleId) }),
    details: (req) => ({ learningContentId: idOf(req.learningContentId) }),
  },
  adminUpdateModuleContentOrder: {
    action: "learning_module_contents_reordered",
    target: (req) => ({ type: "learning_module", id: idOf(req.learningModuleId) }),
    details: (req) => ({ contents: req.learningContentIds.length }),
  },
  adminCreateAttachment: { action: "attachment_created", target: (_req, a) => ({ type: "attachment", id: idOf(a.attachmentId) }) },
  adminEditAttachment: { action: "attachment_updated", target: (req) => ({ type: "attachment", id: idOf(req.attachmentId) }), details: paths },
  adminRemoveAttachment: { action: "attachment_deleted", target: (req) => ({ type: "attachment", id: idOf(req.attachmentId) }) },
  // Files: the stored file's id is the handler's (files-service.ts; the upload route records the same).
  adminUploadFile: { recordedByHandler: ["admin_file_uploaded"] },
  // Classes (classes-service.ts: the paths written).
  adminCreateClass: { recordedByHandler: ["class_created"] },
  // Loan readiness (ADR 0039): the handler knows the thresholds before and after.
  adminUpdateReadinessThresholds: { recordedByHandler: ["readiness_thresholds_updated"] },
  adminUpdateClass: { recordedByHandler: ["class_updated"] },
  adminDeleteClass: { recordedByHandler: ["class_deleted"] },
  // Attendance at a class (issue #40): the class, the learner and the mark.
  adminSetClassAttendance: {
    action: "class_attendance_set",
    target: (req) => ({ type: "class", id: idOf(req.classId) }),
    details: (req) => ({ userId: idOf(req.userId), attended: req.attended }),
  },
  // Users and their stored settings (admin-users-service.ts, settings-service.ts).
  adminUpdateUser: { recordedByHandler: ["admin_user_updated"] },
  adminDeleteUser: { recordedByHandler: ["admin_user_deleted"] },
  adminPutValueForKey: { recordedByHandler: ["admin_key_value_put"] },
  adminDeleteValueForKey: { recordedByHandler: ["admin_key_value_deleted"] },
  // Partner accounts (partner-accounts-service.ts: added or updated, and the invitation).
  adminAddLenderAccount: { recordedByHandler: ["admin_lender_added", "admin_lender_updated", "admin_invitation_sent"] },
  adminAddBankAccount: { recordedByHandler: ["admin_bank_added", "admin_bank_updated", "admin_invitation_sent"] },
  adminResendInvitation: { recordedByHandler: ["admin_invitation_sent"] },
  // Business documents written for a user (documents/document-operations.ts: the version).
  adminSubmitBusinessPlan: { recordedByHandler: ["admin_business_plan_submitted"] },
  adminSubmitBusinessSurvey: { recordedByHandler: ["admin_business_survey_submitted"] },
};

/** An entry as the registry reads it, whatever its method. */
type AnyEntry = HandlerRecorded | { action: string; target: (req: unknown, answer: unknown) => AuditTarget; details?: (req: unknown, answer: unknown) => Record<string, unknown> };
const entries = ADMIN_WRITE_AUDIT as unknown as Readonly<Record<string, AnyEntry>>;

/** Every action name an administrative write records (the audit log page labels each). */
export const ADMIN_WRITE_ACTIONS: readonly string[] = [...new Set(Object.values(entries).flatMap((e) => ("recordedByHandler" in e ? e.recordedByHandler : [e.action])))];

type AnyImpl = (req: unknown, ctx: HandlerContext) => unknown;

/**
 * The handler of `method`, recording its row after it succeeds when the table says the registry
 * records it; the handler as it is otherwise. The row is written before the answer goes (a failed
 * write never fails the call: auditAction).
 */
export function withAdminAudit(method: string, impl: AnyImpl, record: AuditAction | undefined): AnyImpl {
  const entry = Object.hasOwn(entries, method) ? entries[method] : undefined;
  if (!record || !entry || "recordedByHandler" in entry) return impl;
  return async (req, ctx) => {
    const answer = await impl(req, ctx);
    await record(ctx, entry.action, entry.target(req, answer), entry.details?.(req, answer));
    return answer;
  };
}
