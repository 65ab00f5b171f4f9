/**
 * The business plan (issue #12 §1, §3; spec §7): SubmitMyBusinessPlan and GetMyBusinessPlan on the
 * caller's own (any signed-in user), AdminGetBusinessPlan and AdminSubmitBusinessPlan on any user's
 * (administrators; the access table). Each handler: validate → act → map.
 *
 * - Submit stores a new version (every version kept) and sets has_seen_business_plan and
 *   has_completed_business_plan; the page keeps drafts between submits (ADR 0015).
 * - Get returns the latest version under the read mask (`fields`, paths of BusinessPlan), an empty
 *   plan with version 0 before the first submit; the owner's read sets has_seen_business_plan.
 * - Admin*: a user id that names nobody is NOT_FOUND ("User not found"); an administrator's submit
 *   is stored as saved by them and goes to the audit log (the user's id and the version; no text).
 */
import { create } from "@bufbuild/protobuf";
import { BusinessPlanSchema } from "../../../gen/compass/v1/compass_pb.js";
import { auditAction } from "../audit-action.js";
import { signedIn } from "../context.js";
import { rpcError } from "../errors.js";
import { applyReadMask } from "../field-masks.js";
import type { DomainHandlers, ServiceDeps } from "../services.js";
import { parseUserId } from "../settings/settings-mapper.js";
import { createDocumentStore } from "../documents/document-store.js";
import { businessPlanDocument, parseBusinessPlan, storedBusinessPlan } from "./business-plan-mapper.js";

export type BusinessPlanDeps = Pick<ServiceDeps, "db" | "audit">;

export const BUSINESS_PLAN_METHODS = ["submitMyBusinessPlan", "getMyBusinessPlan", "adminGetBusinessPlan", "adminSubmitBusinessPlan"] as const;
export type BusinessPlanHandlers = DomainHandlers<(typeof BUSINESS_PLAN_METHODS)[number]>;

const USER_NOT_FOUND = "User not found";
const SUBMITTED = { hasSeenBusinessPlan: true, hasCompletedBusinessPlan: true } as const;

/** The read mask checked before any database work. */
function checkMask(fields: Parameters<typeof applyReadMask>[2]): void {
  applyReadMask(BusinessPlanSchema, create(BusinessPlanSchema), fields);
}

export function businessPlanService(deps: BusinessPlanDeps): BusinessPlanHandlers {
  const store = createDocumentStore(deps.db, "businessPlan");
  const audit = auditAction(deps.audit);

  async function mustExist(userId: string): Promise<void> {
    if (!(await store.owner(userId))) throw rpcError.notFound(USER_NOT_FOUND);
  }

  return {
    async submitMyBusinessPlan(req, ctx) {
      const actor = signedIn(ctx);
      const plan = parseBusinessPlan(req.plan);
      await store.submit(actor.userId, businessPlanDocument(plan), actor.userId, SUBMITTED);
      return {};
    },

    async getMyBusinessPlan(req, ctx) {
      const actor = signedIn(ctx);
      checkMask(req.fields);
      const [latest] = await Promise.all([store.latest(actor.userId), store.markState(actor.userId, { hasSeenBusinessPlan: true })]);
      return { plan: applyReadMask(BusinessPlanSchema, storedBusinessPlan(latest), req.fields) };
    },

    async adminGetBusinessPlan(req) {
      const userId = parseUserId(req.userId);
      checkMask(req.fields);
      await mustExist(userId);
      return { plan: applyReadMask(BusinessPlanSchema, storedBusinessPlan(await store.latest(userId)), req.fields) };
    },

    async adminSubmitBusinessPlan(req, ctx) {
      const actor = signedIn(ctx);
      const userId = parseUserId(req.userId);
      const plan = parseBusinessPlan(req.plan);
      await mustExist(userId);
      const versionNumber = await store.submit(userId, businessPlanDocument(plan), actor.userId, SUBMITTED);
      await audit(ctx, "admin_business_plan_submitted", { type: "user", id: userId }, { versionNumber });
      return {};
    },
  };
}
