/**
 * Business plans on the wire and in the database (issue #12 §1): a submitted plan is checked by the
 * shared rules (src/shared/business-plan.ts) — INVALID_ARGUMENT naming the first problem's path,
 * `plan.competitors[2].price_level: …`, and nothing stored — then tidied (text trimmed, empty table
 * rows dropped, profit margins computed by the server, the formation date cleared for a business
 * not yet formed).
 */
import { create } from "@bufbuild/protobuf";
import { BusinessPlanSchema, type BusinessPlan } from "../../../gen/compass/v1/compass_pb.js";
import { businessPlanProblems, tidyBusinessPlan } from "../../../shared/business-plan.js";
import { rpcError } from "../../core/errors.js";
import { refuseProblems } from "../documents/document-mapper.js";

export function parseBusinessPlan(plan: BusinessPlan | undefined, now = new Date()): BusinessPlan {
  if (!plan) throw rpcError.invalidArgument("plan: required.");
  refuseProblems("plan", businessPlanProblems(plan, now));
  const tidy = tidyBusinessPlan(create(BusinessPlanSchema, plan));
  tidy.versionNumber = 0;
  return tidy;
}
