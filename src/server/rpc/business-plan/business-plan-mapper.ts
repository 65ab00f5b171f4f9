/**
 * Business plans on the wire and in the database (issue #12 §1): a submitted plan is checked by the
 * shared rules (src/shared/business-plan.ts) — INVALID_ARGUMENT naming the first problem's path,
 * `plan.competitors[2].price_level: …`, and nothing stored — then tidied (text trimmed, empty table
 * rows dropped, profit margins computed by the server, the formation date cleared for a business
 * not yet formed) and stored as every document is (documents/document-mapper.ts).
 */
import { create } from "@bufbuild/protobuf";
import { BusinessPlanSchema, type BusinessPlan } from "../../../gen/compass/v1/compass_pb.js";
import { businessPlanProblems, tidyBusinessPlan } from "../../../shared/business-plan.js";
import { rpcError } from "../errors.js";
import { documentJson, storedMessage } from "../documents/document-mapper.js";
import type { StoredDocument } from "../documents/document-store.js";

export function parseBusinessPlan(plan: BusinessPlan | undefined, now = new Date()): BusinessPlan {
  if (!plan) throw rpcError.invalidArgument("plan: required.");
  const problems = businessPlanProblems(plan, now);
  const [first] = problems;
  if (first) {
    const more = problems.length > 1 ? ` (${problems.length - 1} more ${problems.length === 2 ? "problem" : "problems"} after this one)` : "";
    throw rpcError.invalidArgument(`plan.${first.path}: ${first.message}${more}`);
  }
  const tidy = tidyBusinessPlan(create(BusinessPlanSchema, plan));
  tidy.versionNumber = 0;
  return tidy;
}

export const businessPlanDocument = (plan: BusinessPlan): Record<string, unknown> => documentJson(BusinessPlanSchema, plan);
export const storedBusinessPlan = (stored: StoredDocument | null): BusinessPlan => storedMessage(BusinessPlanSchema, stored);
