/**
 * Referral codes (issue #13 §3; ADR 0017): CoachCreateReferralCode, CoachListReferralCodes and
 * CoachSetReferralCodeDisabled, for administrators (any coach's, lender's or bank's codes) and
 * coaches (their own; the access table refuses lenders and banks). Each handler: validate →
 * authorize (referrals-policy.ts) → act → map. Making and switching off codes is audited.
 *
 * A code is found as people type it: any case, spaces and look-alikes (O/0, I/L/1) folded
 * (src/shared/referral-code.ts). A sign-up with a code (src/server/identity/accounts.ts) accepts it
 * so, and only while it is not disabled: a coach's or lender's code makes the new user their mentee; a bank's records the
 * referral for the bank's reports.
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { ReferralCodeKind, ReferralCodeSchema, type ReferralCode } from "../../../gen/compass/v1/compass_pb.js";
import type { ReferralKind } from "../../db/schema/index.js";
import { auditAction } from "../audit-action.js";
import { denied, signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { canonicalCode } from "../../../shared/referral-code.js";
import { CODE_NOT_FOUND, mayManageCodesOf, mayOwnCodes, newReferralCode, NOT_YOUR_CODES } from "./referrals-policy.js";
import { createReferralsStore, type CodeRow } from "./referrals-store.js";

export const REFERRALS_METHODS = ["coachCreateReferralCode", "coachListReferralCodes", "coachSetReferralCodeDisabled"] as const;
export type ReferralsHandlers = DomainHandlers<(typeof REFERRALS_METHODS)[number]>;

const KIND: Record<ReferralKind, ReferralCodeKind> = { coach: ReferralCodeKind.COACH, lender: ReferralCodeKind.LENDER, bank: ReferralCodeKind.BANK };
const KIND_OF_TYPE: Record<string, ReferralKind> = { COACH: "coach", LENDER: "lender", BANK: "bank" };
const ATTEMPTS = 5;

export function referralsService(deps: Pick<ServiceDeps, "db" | "audit" | "publicUrl">): ReferralsHandlers {
  const store = createReferralsStore(deps.db);
  const audit = auditAction(deps.audit);
  const signUpUrl = (code: string) => (deps.publicUrl ? new URL(`/auth/signup/${code}`, deps.publicUrl).toString() : `/auth/signup/${code}`);

  const toMessage = (r: CodeRow): ReferralCode =>
    create(ReferralCodeSchema, {
      code: r.code,
      ownerUserId: r.ownerUserId,
      ownerName: r.ownerName,
      kind: KIND[r.kind],
      createdTimestamp: timestampFromDate(r.createdAt),
      disabled: r.disabled,
      signUpCount: r.signUps,
      signUpUrl: signUpUrl(r.code),
    });

  return {
    async coachCreateReferralCode(req, ctx) {
      const actor = signedIn(ctx);
      const ownerUserId = req.ownerUserId.trim() || actor.userId;
      if (!mayManageCodesOf(actor, ownerUserId)) throw rpcError.permissionDenied(NOT_YOUR_CODES);
      const owner = await store.owner(ownerUserId);
      if (!owner) throw rpcError.notFound("User not found");
      if (!mayOwnCodes(owner.type)) throw rpcError.invalidArgument("owner_user_id: only a coach, a lender or a bank has referral codes.");
      for (let i = 0; i < ATTEMPTS; i++) {
        const code = newReferralCode();
        if (await store.insert(code, owner.id, KIND_OF_TYPE[owner.type]!, actor.userId)) {
          await audit(ctx, "referral_code_created", { type: "user", id: owner.id }, { code });
          return { referralCode: toMessage((await store.one(code))!) };
        }
      }
      throw rpcError.resourceExhausted("Could not find a free code; try again.");
    },

    async coachListReferralCodes(req, ctx) {
      const actor = signedIn(ctx);
      const named = req.ownerUserId.trim();
      if (named && !mayManageCodesOf(actor, named)) throw rpcError.permissionDenied(NOT_YOUR_CODES);
      const owner = named || (actor.role === "admin" ? null : actor.userId);
      return { referralCodes: (await store.list(owner)).map(toMessage) };
    },

    async coachSetReferralCodeDisabled(req, ctx) {
      const actor = signedIn(ctx);
      const code = canonicalCode(req.code);
      if (code === "") throw rpcError.invalidArgument("code: required.");
      const row = await store.one(code);
      if (!row || !mayManageCodesOf(actor, row.ownerUserId)) denied(ctx, { targetType: "referral_code", targetId: code.slice(0, 64), reason: row ? "not-own" : "no-code", message: CODE_NOT_FOUND });
      await store.setDisabled(row.code, req.disabled);
      await audit(ctx, req.disabled ? "referral_code_disabled" : "referral_code_enabled", { type: "user", id: row.ownerUserId }, { code: row.code });
      return {};
    },
  };
}
