/**
 * The business survey (issue #12 §2, §3; spec §7): SubmitMyBusinessSurvey and GetMyBusinessSurvey
 * on the caller's own (any signed-in user), AdminGetBusinessSurvey and AdminSubmitBusinessSurvey on
 * any user's (administrators; the access table), DownloadMyBusinessSurvey (the PDF, inline) and
 * CoachDownloadUserBusinessSurvey (a single-use link, for the user's coach or lender or an
 * administrator). Versions, flags, read masks, downloads and audit are every document's
 * (documents/document-operations.ts); the checks are business-survey-mapper.ts's.
 */
import { BusinessSurveySchema } from "../../../gen/compass/v1/compass_pb.js";
import { businessSurveyFileName } from "../../documents/business-survey-pdf.js";
import { PDF_CONTENT_TYPE } from "../../documents/pdf-writer.js";
import type { DomainHandlers } from "../service-deps.js";
import { documentOperations, type DocumentDeps, type DocumentSpec } from "../documents/document-operations.js";
import { parseBusinessSurvey } from "./business-survey-mapper.js";

export const BUSINESS_SURVEY_METHODS = ["submitMyBusinessSurvey", "getMyBusinessSurvey", "downloadMyBusinessSurvey", "adminGetBusinessSurvey", "adminSubmitBusinessSurvey", "coachDownloadUserBusinessSurvey"] as const;
export type BusinessSurveyHandlers = DomainHandlers<(typeof BUSINESS_SURVEY_METHODS)[number]>;

export const BUSINESS_SURVEY_DOCUMENT: DocumentSpec<typeof BusinessSurveySchema> = {
  kind: "businessSurvey",
  auditName: "business_survey",
  schema: BusinessSurveySchema,
  parse: parseBusinessSurvey,
  seen: "hasSeenBusinessSurvey",
  completed: "hasCompletedBusinessSurvey",
  render: (survey, owner, now, language) => ({
    task: { kind: "businessSurveyPdf", survey, meta: { businessName: owner.businessName, ownerName: owner.ownerName, versionNumber: survey.versionNumber, date: now }, language },
    contentType: PDF_CONTENT_TYPE,
    fileName: businessSurveyFileName(owner.businessName, survey.versionNumber),
  }),
  words: {
    noneYet: "There is no business survey to download yet: submit one first.",
    clientNoneYet: "This client has not submitted a business survey yet.",
  },
};

export function businessSurveyService(deps: DocumentDeps): BusinessSurveyHandlers {
  const survey = documentOperations(deps, BUSINESS_SURVEY_DOCUMENT);
  return {
    submitMyBusinessSurvey: async (req, ctx) => (await survey.submitMine(ctx, req.survey), {}),
    getMyBusinessSurvey: async (req, ctx) => ({ survey: await survey.getMine(ctx, req.fields) }),
    adminGetBusinessSurvey: async (req) => ({ survey: await survey.adminGet(req.userId, req.fields) }),
    adminSubmitBusinessSurvey: async (req, ctx) => (await survey.adminSubmit(ctx, req.userId, req.survey), {}),
    downloadMyBusinessSurvey: (_req, ctx) => survey.downloadMine(ctx),
    coachDownloadUserBusinessSurvey: (req, ctx) => survey.coachDownload(ctx, req.userId),
  };
}
