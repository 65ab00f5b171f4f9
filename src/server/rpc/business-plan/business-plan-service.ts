/**
 * The business plan (issue #12 §1, §3; spec §7): SubmitMyBusinessPlan and GetMyBusinessPlan on the
 * caller's own (any signed-in user), AdminGetBusinessPlan and AdminSubmitBusinessPlan on any user's
 * (administrators; the access table), DownloadMyBusinessPlan (the PDF, inline) and
 * CoachDownloadUserBusinessPlan (a single-use link, for the user's coach or lender or an
 * administrator). Versions, flags, read masks, downloads and audit are every document's
 * (documents/document-operations.ts); the plan's checks are business-plan-mapper.ts's.
 */
import { BusinessPlanSchema } from "../../../gen/compass/v1/compass_pb.js";
import { businessPlanFileName } from "../../documents/business-plan-pdf.js";
import { PDF_CONTENT_TYPE } from "../../documents/pdf-writer.js";
import type { DomainHandlers } from "../service-deps.js";
import { documentOperations, type DocumentDeps, type DocumentSpec } from "../documents/document-operations.js";
import { parseBusinessPlan } from "./business-plan-mapper.js";

export const BUSINESS_PLAN_METHODS = ["submitMyBusinessPlan", "getMyBusinessPlan", "downloadMyBusinessPlan", "adminGetBusinessPlan", "adminSubmitBusinessPlan", "coachDownloadUserBusinessPlan"] as const;
export type BusinessPlanHandlers = DomainHandlers<(typeof BUSINESS_PLAN_METHODS)[number]>;

export const BUSINESS_PLAN_DOCUMENT: DocumentSpec<typeof BusinessPlanSchema> = {
  kind: "businessPlan",
  auditName: "business_plan",
  schema: BusinessPlanSchema,
  parse: (plan) => parseBusinessPlan(plan),
  seen: "hasSeenBusinessPlan",
  completed: "hasCompletedBusinessPlan",
  render: (plan, owner, now, language) => ({
    task: { kind: "businessPlanPdf", plan, meta: { businessName: owner.businessName, ownerName: owner.ownerName, versionNumber: plan.versionNumber, date: now }, language },
    contentType: PDF_CONTENT_TYPE,
    fileName: businessPlanFileName(owner.businessName, plan.versionNumber),
  }),
  words: {
    noneYet: "There is no business plan to download yet: submit one first.",
    clientNoneYet: "This client has not submitted a business plan yet.",
  },
};

export function businessPlanService(deps: DocumentDeps): BusinessPlanHandlers {
  const plan = documentOperations(deps, BUSINESS_PLAN_DOCUMENT);
  return {
    submitMyBusinessPlan: async (req, ctx) => (await plan.submitMine(ctx, req.plan), {}),
    getMyBusinessPlan: async (req, ctx) => ({ plan: await plan.getMine(ctx, req.fields) }),
    adminGetBusinessPlan: async (req) => ({ plan: await plan.adminGet(req.userId, req.fields) }),
    adminSubmitBusinessPlan: async (req, ctx) => (await plan.adminSubmit(ctx, req.userId, req.plan), {}),
    downloadMyBusinessPlan: (_req, ctx) => plan.downloadMine(ctx),
    coachDownloadUserBusinessPlan: (req, ctx) => plan.coachDownload(ctx, req.userId),
  };
}
