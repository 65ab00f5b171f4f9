/**
 * Business surveys on the wire (issue #12 §2): a submitted survey is checked against the current
 * questionnaire (src/shared/business-survey.ts: every section and question of it, in order, scored
 * 1–5; systems by their labels) — INVALID_ARGUMENT naming the first problem's path, nothing stored —
 * then made canonical: the questionnaire's section names, question texts and score labels are
 * written into it, so the stored version reads the same after the questions change.
 */
import { create } from "@bufbuild/protobuf";
import { BusinessSurveySchema, type BusinessSurvey } from "../../../gen/compass/v1/compass_pb.js";
import { canonicalSurvey, surveyProblems } from "../../../shared/business-survey.js";
import { rpcError } from "../../core/errors.js";
import { refuseProblems } from "../documents/document-mapper.js";

export function parseBusinessSurvey(survey: BusinessSurvey | undefined): BusinessSurvey {
  if (!survey) throw rpcError.invalidArgument("survey: required.");
  refuseProblems("survey", surveyProblems(survey));
  const tidy = canonicalSurvey(create(BusinessSurveySchema, survey));
  tidy.versionNumber = 0;
  return tidy;
}
