/**
 * Counseling records (issue #40 §3; ADR 0040): the client fields of SBA Form 641, kept per learner.
 * Each handler: validate → authorize (counseling-policy.ts) → act → map.
 *
 * - GetMy/UpdateMyCounselingProfile: the learner's own record (the access table admits learners);
 *   only here is the consent to keep demographics given or withdrawn.
 * - CoachGet/CoachUpdateUserCounselingProfile: a coach's or lender's own mentees, an administrator
 *   any learner; refused with PERMISSION_DENIED (the same whether or not the user exists) before
 *   anything is read or written. An administrator's read and every staff write are audited (the
 *   field paths, never the values). Coaches and lenders neither see nor write the demographics.
 * - An update writes only its mask's paths, checked with the whole record in one transaction
 *   (counseling-store.ts); a refusal writes nothing.
 */
import type { HandlerContext } from "@connectrpc/connect";
import { denied, signedIn, type Actor } from "../../core/context.js";
import { parseUserId } from "../../core/ids.js";
import { auditAction } from "../audit-action.js";
import { maskPaths, updateMaskPaths } from "../field-masks.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { ADMIN_PATHS, CLIENT_PATHS, COACH_PATHS, mergeProfile, toProfile } from "./counseling-mapper.js";
import { isAuditedAccess, mayKeepRecordOf, NOT_YOUR_CLIENT_RECORD, seesDemographics } from "./counseling-policy.js";
import { createCounselingStore } from "./counseling-store.js";

export const COUNSELING_METHODS = ["getMyCounselingProfile", "updateMyCounselingProfile", "coachGetUserCounselingProfile", "coachUpdateUserCounselingProfile"] as const;
export type CounselingHandlers = DomainHandlers<(typeof COUNSELING_METHODS)[number]>;

export function counselingService(deps: Pick<ServiceDeps, "db" | "audit">): CounselingHandlers {
  const store = createCounselingStore(deps.db);
  const audit = auditAction(deps.audit);

  /** The learner a staff call names, refused unless the caller keeps their record. */
  async function clientFor(ctx: HandlerContext, actor: Actor, userId: string): Promise<string> {
    const client = await store.client(userId);
    if (!client || !mayKeepRecordOf(actor, client)) {
      denied(ctx, { targetType: "user", targetId: userId, reason: client ? "not-client" : "no-user", answer: "permission-denied", message: NOT_YOUR_CLIENT_RECORD });
    }
    return client.id;
  }

  return {
    async getMyCounselingProfile(_req, ctx) {
      const actor = signedIn(ctx);
      return { profile: toProfile(actor.userId, await store.get(actor.userId)) };
    },

    async updateMyCounselingProfile(req, ctx) {
      const actor = signedIn(ctx);
      const paths = updateMaskPaths(req.updateMask, CLIENT_PATHS, { noun: "counseling record field" });
      if (!req.profile) mergeProfile(null, undefined, paths, { by: "client" });
      const row = await store.change(actor.userId, actor.userId, (stored) => mergeProfile(stored, req.profile, paths, { by: "client" }));
      return { profile: toProfile(actor.userId, row) };
    },

    async coachGetUserCounselingProfile(req, ctx) {
      const actor = signedIn(ctx);
      const userId = await clientFor(ctx, actor, parseUserId(req.userId));
      const profile = toProfile(userId, await store.get(userId), { demographics: seesDemographics(actor) });
      if (isAuditedAccess(actor)) await audit(ctx, "admin_counseling_record_read", { type: "user", id: userId });
      return { profile };
    },

    async coachUpdateUserCounselingProfile(req, ctx) {
      const actor = signedIn(ctx);
      const requested = parseUserId(req.userId);
      const paths = updateMaskPaths(req.updateMask, seesDemographics(actor) ? ADMIN_PATHS : COACH_PATHS, { noun: "counseling record field" });
      if (!req.profile) mergeProfile(null, undefined, paths, { by: "staff" });
      const userId = await clientFor(ctx, actor, requested);
      const row = await store.change(userId, actor.userId, (stored) => mergeProfile(stored, req.profile, paths, { by: "staff" }));
      await audit(ctx, "counseling_record_updated", { type: "user", id: userId }, { paths: maskPaths(req.updateMask) });
      return { profile: toProfile(userId, row, { demographics: seesDemographics(actor) }) };
    },
  };
}
