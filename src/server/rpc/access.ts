/**
 * Coarse access per method: public, any signed-in user, or a list of roles.
 * Denied by default: the table must name every method of the service (the
 * compiler refuses a missing one, and a test checks the descriptor), and a
 * method that is not listed is refused at run time too.
 *
 * Rules (DESIGN §5): Admin* = admin; Coach* = coach, lender, admin; the rest
 * any signed-in user. Exceptions, each narrowed further by a policy:
 * - AdminDownloadTAReport also admits coaches and lenders (forced to their own
 *   mentees) and partners (forced to their own referral codes);
 * - AdminDownloadUserActivity also admits coaches and lenders (own mentees);
 * - the referral-code methods (ADR 0017) admit administrators and coaches only: spec §2 gives the
 *   referral-code generator to them, not to lenders; a coach only for their own codes (policy);
 * - the Partner* methods (ADR 0023) admit partner banks (their own codes only, by policy) and
 *   administrators;
 * - ListMyReportJobs and DownloadMyReportJob (ADR 0025) admit whoever may ask for a report that
 *   can run in the background (administrators, coaches, lenders, banks); each sees only their own jobs;
 * - a learner's own counseling record and class registrations (issue #40) admit learners only.
 */
import type { ServiceImpl } from "@connectrpc/connect";
import type { CompassService } from "../../gen/compass/v1/compass_pb.js";
import type { Role } from "../../shared/roles.js";
import type { Actor } from "../core/context.js";
import { rpcError } from "../core/errors.js";

export type MethodName = keyof ServiceImpl<typeof CompassService>;
export type Access = "public" | "signed-in" | readonly Role[];

const ADMIN = ["admin"] as const;
const COACH_LENDER_ADMIN = ["coach", "lender", "admin"] as const;
const ADMIN_COACH_LENDER = ["admin", "coach", "lender"] as const;
const ADMIN_COACH_LENDER_PARTNER = ["admin", "coach", "lender", "partner"] as const;
const ADMIN_COACH = ["admin", "coach"] as const;
const ADMIN_PARTNER = ["admin", "partner"] as const;
const LEARNER = ["standard"] as const;

export const access = {
  // Public
  ping: "public",
  signUp: "public",
  // Any signed-in, enabled user (object rules in each domain policy)
  createAttachment: "signed-in",
  deleteValueForKey: "signed-in",
  downloadMyBusinessPlan: "signed-in",
  downloadMyBusinessSurvey: "signed-in",
  downloadMyCashflow: "signed-in",
  downloadMyLenderPacket: "signed-in",
  getAllAttachments: "signed-in",
  getAllCategories: "signed-in",
  getAllLearningContents: "signed-in",
  getAllLearningModules: "signed-in",
  getAttachment: "signed-in",
  getCategory: "signed-in",
  getClass: "signed-in",
  getLearningContent: "signed-in",
  getLearningModule: "signed-in",
  getMyBusinessPlan: "signed-in",
  getMyBusinessSurvey: "signed-in",
  getMyCashflow: "signed-in",
  getMyChatMessages: "signed-in",
  getMyConversations: "signed-in",
  getMyCoach: "signed-in",
  getMyLearningJourney: "signed-in",
  getMyLoanReadiness: "signed-in",
  getMyLoanRequest: "signed-in",
  getMyNotifications: "signed-in",
  getMyPreferences: "signed-in",
  getMyProfile: "signed-in",
  getMyStorageUsage: "signed-in",
  getMyState: "signed-in",
  getMyUser: "signed-in",
  getUserChatMessages: "signed-in",
  getUserName: "signed-in",
  listUserChatMessages: "signed-in",
  markChatMessagesRead: "signed-in",
  markNotificationsRead: "signed-in",
  updateMyPreferences: "signed-in",
  watchMyInbox: "signed-in",
  getValueForKey: "signed-in",
  listAttachments: "signed-in",
  listCategories: "signed-in",
  listClasses: "signed-in",
  listLearningContents: "signed-in",
  listLearningModules: "signed-in",
  markLearningContentCompleted: "signed-in",
  markLearningModuleCompleted: "signed-in",
  putValueForKey: "signed-in",
  removeChatMessage: "signed-in",
  removeNotification: "signed-in",
  removeNotificationFromCoach: "signed-in",
  search: "signed-in",
  sendChatMessage: "signed-in",
  sendNotificationToCoach: "signed-in",
  submitMyBusinessPlan: "signed-in",
  submitMyBusinessSurvey: "signed-in",
  submitMyCashflow: "signed-in",
  submitMyLoanRequest: "signed-in",
  // Impact milestones (issue #40; ADR 0043): a learner's own (staff and banks have none: policy).
  listMyMilestones: "signed-in",
  submitMyMilestone: "signed-in",
  confirmMyMilestone: "signed-in",
  telemetry: "signed-in",
  updateMyProfile: "signed-in",
  uploadFile: "signed-in",
  // Second factor, own factors only (ADR 0006)
  finishMfaEnrollment: "signed-in",
  finishTotpEnrollment: "signed-in",
  listMyMfaFactors: "signed-in",
  removeAllMfaFactors: "signed-in",
  confirmMyIdentity: "signed-in",
  sendMyIdentityCode: "signed-in",
  changeMyPassword: "signed-in",
  startMfaEnrollment: "signed-in",
  startTotpEnrollment: "signed-in",
  // Administrators (exceptions noted)
  adminAddBankAccount: ADMIN,
  adminAddLenderAccount: ADMIN,
  adminAssignLearningContentToModule: ADMIN,
  adminAssignToCategory: ADMIN,
  adminCreateAttachment: ADMIN,
  adminCreateCategory: ADMIN,
  adminCreateClass: ADMIN,
  adminCreateLearningContent: ADMIN,
  adminCreateLearningModule: ADMIN,
  adminDeleteClass: ADMIN,
  adminDeleteUser: ADMIN,
  adminDeleteValueForKey: ADMIN,
  adminDownloadPinpointReport: ADMIN,
  adminDownloadTAReport: ADMIN_COACH_LENDER_PARTNER,
  adminDownloadUserActivity: ADMIN_COACH_LENDER,
  adminEditAttachment: ADMIN,
  adminEditCategory: ADMIN,
  adminEditLearningContent: ADMIN,
  adminGetLearningContentTranslations: ADMIN,
  adminPutLearningContentTranslation: ADMIN,
  adminRemoveLearningContentTranslation: ADMIN,
  adminEditLearningModule: ADMIN,
  adminGetAllUsers: ADMIN,
  adminGetBusinessPlan: ADMIN,
  adminGetBusinessSurvey: ADMIN,
  adminGetEligableLenders: ADMIN,
  adminGetReadinessThresholds: ADMIN,
  adminGetUser: ADMIN,
  adminGetUserState: ADMIN,
  adminGetValueForKey: ADMIN,
  adminListAllTATracking: ADMIN,
  adminListFilteredUsers: ADMIN,
  adminListUsers: ADMIN,
  adminListStorageUsers: ADMIN,
  adminListAuditLog: ADMIN,
  adminListAuditDenials: ADMIN,
  adminListPartnerAccounts: ADMIN,
  adminResendInvitation: ADMIN,
  partnerGetDashboard: ADMIN_PARTNER,
  partnerListTATracking: ADMIN_PARTNER,
  partnerGetImpactSummary: ADMIN_PARTNER,
  adminGetImpactSummary: ADMIN,
  adminListImpactMilestones: ADMIN,
  adminListImpactSessions: ADMIN,
  // The funder exports (issue #40 §5; ADR 0045): administrators only.
  adminDownloadCounselingRecords: ADMIN,
  adminDownloadTrainingEvents: ADMIN,
  adminDownloadImpactLedger: ADMIN,
  // Background reports (ADR 0025): whoever may ask for a large report follows their own jobs.
  listMyReportJobs: ADMIN_COACH_LENDER_PARTNER,
  downloadMyReportJob: ADMIN_COACH_LENDER_PARTNER,
  adminPutValueForKey: ADMIN,
  adminRemoveAttachment: ADMIN,
  adminRemoveCategory: ADMIN,
  adminRemoveLearningContent: ADMIN,
  adminRemoveLearningModule: ADMIN,
  adminSubmitBusinessPlan: ADMIN,
  adminSubmitBusinessSurvey: ADMIN,
  adminUnassignLearningContentToModule: ADMIN,
  adminUnassignToCategory: ADMIN,
  adminUpdateCategoryAssignedContent: ADMIN,
  adminUpdateClass: ADMIN,
  adminUpdateModuleContentOrder: ADMIN,
  adminUpdateReadinessThresholds: ADMIN,
  adminUpdateUser: ADMIN,
  adminUploadFile: ADMIN,
  // Coaches, lenders and administrators
  coachAssignLearningMaterialToUser: COACH_LENDER_ADMIN,
  coachDownloadUserBusinessPlan: COACH_LENDER_ADMIN,
  coachDownloadUserBusinessSurvey: COACH_LENDER_ADMIN,
  coachDownloadUserCashflow: COACH_LENDER_ADMIN,
  coachDownloadUserLenderPacket: COACH_LENDER_ADMIN,
  coachGetAllCoaches: COACH_LENDER_ADMIN,
  coachGetAllMentees: COACH_LENDER_ADMIN,
  coachGetMenteeById: COACH_LENDER_ADMIN,
  coachGetMyMentees: COACH_LENDER_ADMIN,
  coachGetMyTATracking: COACH_LENDER_ADMIN,
  // Loan readiness (ADR 0039): own mentees only (policy); partner banks none.
  coachGetUserLoanReadiness: COACH_LENDER_ADMIN,
  coachSetReadinessOverride: COACH_LENDER_ADMIN,
  // Impact milestones (ADR 0043): own mentees only (policy; administrators any, audited); partner banks none.
  coachListUserMilestones: COACH_LENDER_ADMIN,
  coachRecordMilestone: COACH_LENDER_ADMIN,
  coachVerifyMilestone: COACH_LENDER_ADMIN,
  coachListMyMentees: COACH_LENDER_ADMIN,
  coachListMyTATracking: COACH_LENDER_ADMIN,
  coachRemoveNotificationFromUser: COACH_LENDER_ADMIN,
  coachSendNotificationToUser: COACH_LENDER_ADMIN,
  coachTATrackingByClientId: COACH_LENDER_ADMIN,
  coachSendImpactCheckIn: COACH_LENDER_ADMIN,
  coachTATrackingById: COACH_LENDER_ADMIN,
  coachTATrackingDelete: COACH_LENDER_ADMIN,
  coachTATrackingEdit: COACH_LENDER_ADMIN,
  coachTATrackingSubmit: COACH_LENDER_ADMIN,
  coachUnassignLearningMaterialToUser: COACH_LENDER_ADMIN,
  coachCreateReferralCode: ADMIN_COACH,
  coachListReferralCodes: ADMIN_COACH,
  coachSetReferralCodeDisabled: ADMIN_COACH,
  // Counseling records and training events (issue #40; ADR 0040): a learner's own record and
  // registrations; staff, their own mentees' records (policy; administrators any, audited).
  getMyCounselingProfile: LEARNER,
  updateMyCounselingProfile: LEARNER,
  registerForClass: LEARNER,
  unregisterFromClass: LEARNER,
  coachGetUserCounselingProfile: COACH_LENDER_ADMIN,
  coachUpdateUserCounselingProfile: COACH_LENDER_ADMIN,
  adminListClassRegistrations: ADMIN,
  adminSetClassAttendance: ADMIN,
} as const satisfies Record<MethodName, Access>;

export function accessFor(method: string): Access | undefined {
  return Object.hasOwn(access, method) ? access[method as MethodName] : undefined;
}

/**
 * Throws UNAUTHENTICATED when sign-in is needed and missing, PERMISSION_DENIED
 * when the caller's role is not admitted, and PERMISSION_DENIED for any method
 * the table does not list.
 */
export function authorize(method: string, actor: Actor | null): void {
  const rule = accessFor(method);
  if (rule === undefined) throw rpcError.permissionDenied();
  if (rule === "public") return;
  if (!actor) throw rpcError.unauthenticated();
  if (rule === "signed-in") return;
  if (!rule.includes(actor.role)) throw rpcError.permissionDenied();
}
