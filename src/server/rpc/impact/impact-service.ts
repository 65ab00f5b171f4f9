/**
 * Impact milestones (issue #40 §1, §2, §7; ADR 0043): the learner's ListMyMilestones, SubmitMyMilestone and
 * ConfirmMyMilestone, and staff's CoachListUserMilestones, CoachRecordMilestone and
 * CoachVerifyMilestone. Each handler: validate (impact-mapper.ts, the shared rules) → authorize
 * (access.ts, then impact-policy.ts) → act (impact-store.ts; a change of an existing milestone is
 * one transaction that keeps the former version) → map.
 *
 * - A new milestone is credited to the client's assigned coach and the bank whose referral code they
 *   signed up with, as they are now; corrections keep that credit.
 * - The *My* methods are a learner's: staff and partner banks list none and write none
 *   (FAILED_PRECONDITION).
 * - Every change of an existing milestone names the version it was read at (stale: ABORTED) and
 *   keeps the former version in milestone_history; a change the state does not allow is
 *   FAILED_PRECONDITION; a milestone of someone else (or none) is NOT_FOUND for a learner and, for
 *   staff, whose mentee it is decides first (PERMISSION_DENIED, the same answer whether or not the
 *   user exists).
 * - Audited (ids, kinds, versions and states only): every staff record, correction and
 *   verification, a client's correction and confirmation, and an administrator's read.
 */
import { Code, ConnectError, type HandlerContext } from "@connectrpc/connect";
import { denied, signedIn, type Actor } from "../../core/context.js";
import { optionalId, parseUserId, requiredId } from "../../core/ids.js";
import { rpcError } from "../../core/errors.js";
import type { NameViewer } from "../../core/names.js";
import { MILESTONES_PER_CLIENT_MAX } from "../../../shared/impact-milestones.js";
import type { Milestone } from "../../../gen/compass/v1/compass_pb.js";
import { auditAction } from "../audit-action.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { parseEvidenceNote, parseFacts, parseVersion, toMilestone } from "./impact-mapper.js";
import {
  clientCorrectionRefusal,
  confirmRefusal,
  isAuditedRead,
  keepsOwnMilestones,
  mayManageMilestones,
  MILESTONE_NOT_FOUND,
  MILESTONE_STALE,
  MILESTONES_FOR_LEARNERS,
  MILESTONES_FULL,
  NOT_YOUR_CLIENT_MILESTONES,
  STATE_REFUSALS,
  verifyRefusal,
  type StateRefusal,
} from "./impact-policy.js";
import { createImpactStore, MilestoneRefused, type MilestoneClient, type MilestoneRow } from "./impact-store.js";

export const IMPACT_METHODS = [
  "listMyMilestones",
  "submitMyMilestone",
  "confirmMyMilestone",
  "coachListUserMilestones",
  "coachRecordMilestone",
  "coachVerifyMilestone",
] as const;
export type ImpactHandlers = DomainHandlers<(typeof IMPACT_METHODS)[number]>;

/** A guard's refusal as the caller is answered. */
function refusal(err: unknown): never {
  if (err instanceof MilestoneRefused) {
    if (err.reason === "not-found") throw rpcError.notFound(MILESTONE_NOT_FOUND);
    if (err.reason === "stale") throw new ConnectError(MILESTONE_STALE, Code.Aborted);
    throw new ConnectError(STATE_REFUSALS[err.refusal ?? "settled"], Code.FailedPrecondition);
  }
  throw err;
}

const refuseWith = (why: StateRefusal | null) => {
  if (why) throw new MilestoneRefused("state", why);
};

export function impactService(deps: Pick<ServiceDeps, "db" | "audit">): ImpactHandlers {
  const store = createImpactStore(deps.db);
  const audit = auditAction(deps.audit);

  /**
   * A learner calling the *My* methods, with their client record. The access table admits every
   * signed-in role to them (as every *My* method); staff and partner banks keep no milestones of
   * their own, so a write of theirs is FAILED_PRECONDITION (their list is empty).
   */
  async function ownClient(ctx: HandlerContext): Promise<{ actor: Actor; client: MilestoneClient }> {
    const actor = signedIn(ctx);
    const client = keepsOwnMilestones(actor) ? await store.client(actor.userId) : null;
    if (!client) throw new ConnectError(MILESTONES_FOR_LEARNERS, Code.FailedPrecondition);
    return { actor, client };
  }

  /** A staff caller's mentee, refused (PERMISSION_DENIED, the same whether or not they exist) unless the policy allows. */
  async function menteeFor(ctx: HandlerContext, userId: string): Promise<{ actor: Actor; client: MilestoneClient }> {
    const actor = signedIn(ctx);
    const client = await store.client(userId);
    if (!client || !mayManageMilestones(actor, client)) {
      denied(ctx, { targetType: "user", targetId: userId, reason: client ? "not-client" : "no-user", answer: "permission-denied", message: NOT_YOUR_CLIENT_MILESTONES });
    }
    return { actor, client };
  }

  const viewerOf = (actor: Actor, client: MilestoneClient): NameViewer => ({
    userId: actor.userId,
    role: actor.role,
    assignedCoachId: actor.userId === client.id ? client.assignedCoachId : null,
  });

  async function one(client: MilestoneClient, id: string, viewer: NameViewer): Promise<Milestone> {
    const [m] = await store.list(client.id, [id]);
    // Read a moment after it was written; a deletion in between answers as for an unknown milestone.
    if (!m) throw rpcError.notFound(MILESTONE_NOT_FOUND);
    return toMilestone(m, viewer);
  }

  async function insertNew(client: MilestoneClient, values: Omit<Parameters<typeof store.insert>[0], "userId" | "creditedCoachUserId" | "creditedPartnerUserId" | "creditedReferralCode">): Promise<string> {
    if ((await store.countFor(client.id)) >= MILESTONES_PER_CLIENT_MAX) throw rpcError.resourceExhausted(MILESTONES_FULL);
    return store.insert({
      ...values,
      userId: client.id,
      creditedCoachUserId: client.creditedCoachUserId,
      creditedPartnerUserId: client.creditedPartnerUserId,
      creditedReferralCode: client.creditedReferralCode,
    });
  }

  const details = (before: MilestoneRow, after: { state: string; recordedByRole: string }) => ({
    kind: before.kind,
    version: before.version + 1,
    oldState: before.state,
    newState: after.state,
    oldRecordedBy: before.recordedByRole,
    newRecordedBy: after.recordedByRole,
  });

  return {
    async listMyMilestones(_req, ctx) {
      if (!keepsOwnMilestones(signedIn(ctx))) return { milestones: [] };
      const { actor, client } = await ownClient(ctx);
      const viewer = viewerOf(actor, client);
      return { milestones: (await store.list(client.id)).map((m) => toMilestone(m, viewer)) };
    },

    async submitMyMilestone(req, ctx) {
      const facts = parseFacts(req.facts);
      const id = optionalId(req.milestoneId, "milestone_id");
      const version = id ? parseVersion(req.version) : 0;
      const { actor, client } = await ownClient(ctx);
      if (!id) {
        const newId = await insertNew(client, { ...facts, state: "reported", recordedByUserId: actor.userId, recordedByRole: "client" });
        return { milestone: await one(client, newId, viewerOf(actor, client)) };
      }
      const { before } = await store
        .change(client.id, id, version, "corrected", actor.userId, (row) => refuseWith(clientCorrectionRefusal(row)), { ...facts, recordedByUserId: actor.userId })
        .catch(refusal);
      await audit(ctx, "milestone_corrected", { type: "milestone", id }, details(before, before));
      return { milestone: await one(client, id, viewerOf(actor, client)) };
    },

    async confirmMyMilestone(req, ctx) {
      const id = requiredId(req.milestoneId, "milestone_id");
      const version = parseVersion(req.version);
      const { actor, client } = await ownClient(ctx);
      const { before } = await store
        .change(client.id, id, version, "confirmed", actor.userId, (row) => refuseWith(confirmRefusal(row)), { state: "confirmed", confirmedAt: new Date() })
        .catch(refusal);
      await audit(ctx, "milestone_confirmed", { type: "milestone", id }, details(before, { state: "confirmed", recordedByRole: before.recordedByRole }));
      return { milestone: await one(client, id, viewerOf(actor, client)) };
    },

    async coachListUserMilestones(req, ctx) {
      const userId = parseUserId(req.userId);
      const { actor, client } = await menteeFor(ctx, userId);
      const viewer = viewerOf(actor, client);
      const milestones = (await store.list(client.id)).map((m) => toMilestone(m, viewer));
      if (isAuditedRead(actor)) await audit(ctx, "admin_milestones_read", { type: "user", id: client.id });
      return { milestones };
    },

    async coachRecordMilestone(req, ctx) {
      const userId = parseUserId(req.userId);
      const facts = parseFacts(req.facts);
      const id = optionalId(req.milestoneId, "milestone_id");
      const version = id ? parseVersion(req.version) : 0;
      const { actor, client } = await menteeFor(ctx, userId);
      if (!id) {
        const newId = await insertNew(client, { ...facts, state: "reported", recordedByUserId: actor.userId, recordedByRole: "staff" });
        await audit(ctx, "milestone_recorded", { type: "milestone", id: newId }, { userId: client.id, kind: facts.kind, version: 1 });
        return { milestone: await one(client, newId, viewerOf(actor, client)) };
      }
      // A staff correction is staff's word: reported again, awaiting the client's confirmation.
      const after = { state: "reported", recordedByRole: "staff" } as const;
      const { before } = await store
        .change(client.id, id, version, "corrected", actor.userId, () => undefined, {
          ...facts,
          ...after,
          recordedByUserId: actor.userId,
          evidenceNote: "",
          verifiedByUserId: null,
          verifiedAt: null,
          confirmedAt: null,
        })
        .catch(refusal);
      await audit(ctx, "milestone_corrected", { type: "milestone", id }, { userId: client.id, ...details(before, after) });
      return { milestone: await one(client, id, viewerOf(actor, client)) };
    },

    async coachVerifyMilestone(req, ctx) {
      const userId = parseUserId(req.userId);
      const id = requiredId(req.milestoneId, "milestone_id");
      const note = parseEvidenceNote(req.evidenceNote);
      const version = parseVersion(req.version);
      const { actor, client } = await menteeFor(ctx, userId);
      const { before } = await store
        .change(client.id, id, version, "verified", actor.userId, (row) => refuseWith(verifyRefusal(row)), {
          state: "verified",
          evidenceNote: note,
          verifiedByUserId: actor.userId,
          verifiedAt: new Date(),
        })
        .catch(refusal);
      await audit(ctx, "milestone_verified", { type: "milestone", id }, { userId: client.id, ...details(before, { state: "verified", recordedByRole: before.recordedByRole }) });
      return { milestone: await one(client, id, viewerOf(actor, client)) };
    },
  };
}
