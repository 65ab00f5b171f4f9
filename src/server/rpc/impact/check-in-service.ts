/**
 * CoachSendImpactCheckIn (issue #40, deliverable 2): a coach, lender or administrator e-mails a
 * learner the check-in on their business's progress now — the same e-mail as the periodic one
 * (src/server/impact/check-in-mail.ts), saying their coach asks. validate → authorize (access.ts,
 * then check-in-policy.ts) → act → map; audited.
 *
 * Refusals: PERMISSION_DENIED for someone else's client or an unknown user (one answer);
 * FAILED_PRECONDITION for a user who is not a learner, who switched check-ins off or has no e-mail
 * address; RESOURCE_EXHAUSTED when a check-in went out in the last 24 hours (saying when); UNAVAILABLE
 * when this installation sends no mail.
 */
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { Code, ConnectError } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.js";
import { denied, signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { parseUserId } from "../../core/ids.js";
import { CHECK_IN_ON_DEMAND_GAP_HOURS, sendCheckInNow } from "../../impact/check-in-mail.js";
import { auditAction } from "../audit-action.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { canSendCheckIn, NOT_YOUR_CLIENT_CHECK_IN } from "./check-in-policy.js";

export const CHECK_IN_METHODS = ["coachSendImpactCheckIn"] as const;
export type CheckInHandlers = DomainHandlers<(typeof CHECK_IN_METHODS)[number]>;

export function checkInService(deps: Pick<ServiceDeps, "db" | "audit" | "mailer" | "publicUrl">): CheckInHandlers {
  const audit = auditAction(deps.audit);
  return {
    async coachSendImpactCheckIn(req, ctx) {
      const actor = signedIn(ctx);
      const userId = parseUserId(req.userId);
      const [subject] = await deps.db
        .select({ id: users.id, assignedCoachId: users.assignedCoachId, type: users.type })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!subject || !canSendCheckIn(actor, subject)) {
        denied(ctx, { targetType: "user", targetId: userId, reason: subject ? "not-client" : "no-user", answer: "permission-denied", message: NOT_YOUR_CLIENT_CHECK_IN });
      }
      if (subject.type !== "STANDARD") throw rpcError.failedPrecondition("Check-ins go to learners only.");
      if (!deps.mailer || !deps.publicUrl) throw new ConnectError("This installation sends no e-mail.", Code.Unavailable);

      const outcome = await sendCheckInNow({ db: deps.db, mailer: deps.mailer, publicUrl: deps.publicUrl }, subject.id);
      if (!outcome.sent) {
        if (outcome.why === "opted-out") throw rpcError.failedPrecondition("This client has switched check-in e-mails off.");
        if (outcome.why === "no-address") throw rpcError.failedPrecondition("This client has no e-mail address to send a check-in to.");
        const hours = outcome.lastSentAt
          ? Math.max(1, Math.ceil((outcome.lastSentAt.getTime() + CHECK_IN_ON_DEMAND_GAP_HOURS * 3600_000 - Date.now()) / 3600_000))
          : CHECK_IN_ON_DEMAND_GAP_HOURS;
        throw rpcError.resourceExhausted(
          hours === 1
            ? `A check-in went to this client in the last ${CHECK_IN_ON_DEMAND_GAP_HOURS} hours. Try again in an hour.`
            : `A check-in went to this client in the last ${CHECK_IN_ON_DEMAND_GAP_HOURS} hours. Try again in ${hours} hours.`,
        );
      }
      await audit(ctx, "impact_check_in_sent", { type: "user", id: subject.id });
      return { sentAt: timestampFromDate(outcome.at) };
    },
  };
}
