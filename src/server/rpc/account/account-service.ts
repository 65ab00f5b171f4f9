/**
 * The account methods: SignUp, GetMyUser, GetMyProfile, UpdateMyProfile,
 * GetMyState, GetMyCoach, GetUserName. Each: validate -> authorize -> act -> map.
 * The worked example of a domain (docs/decisions/0007-domain-template.md).
 */
import { create } from "@bufbuild/protobuf";
import { ProfileSchema, UserStateSchema } from "../../../gen/compass/v1/compass_pb.js";
import { signUpAccount } from "../../identity/accounts.js";
import { sendSignUpMail } from "../../identity/email-verification.js";
import { denied, requestInfoKey, signedIn } from "../../core/context.js";
import { rpcError } from "../../core/errors.js";
import { applyReadMask, onlyFields } from "../field-masks.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { parseProfileUpdate, toProfile, toUser, toUserState, USER_TYPE } from "./account-mapper.js";
import { nameSeenBy } from "../../core/names.js";
import { canReadUserName, COACH_CONTACT_PROFILE_FIELDS } from "./account-policy.js";
import { createAccountStore } from "./account-store.js";

export type AccountDeps = Pick<ServiceDeps, "db" | "keyring" | "limits" | "mailer" | "publicUrl">;

export const ACCOUNT_METHODS = ["signUp", "getMyUser", "getMyProfile", "updateMyProfile", "getMyState", "getMyCoach", "getUserName"] as const;
export type AccountHandlers = DomainHandlers<(typeof ACCOUNT_METHODS)[number]>;

export function accountService(deps: AccountDeps): AccountHandlers {
  const store = createAccountStore(deps.db, deps.keyring);

  async function me(userId: string) {
    const user = await store.user(userId);
    if (!user) throw rpcError.notFound("User not found");
    return user;
  }

  return {
    async signUp(req, ctx) {
      const ip = ctx.values.get(requestInfoKey)?.ip ?? "unknown";
      await deps.limits.consume("signUp", ip);
      // The same answer for a new and an existing address (the mail tells the owner which).
      const outcome = await signUpAccount(deps.db, { email: req.email, password: req.password, referralCode: req.referralCode });
      const { mailer, publicUrl } = deps;
      if (mailer && publicUrl) {
        void sendSignUpMail({ db: deps.db, mailer, config: { publicUrl } }, outcome).catch((err: unknown) =>
          ctx.values.get(requestInfoKey)?.log.warn({ err: { message: (err as Error).message } }, "could not send the sign-up mail"),
        );
      }
      return {};
    },

    async getMyUser(_req, ctx) {
      const actor = signedIn(ctx);
      return { user: toUser(await me(actor.userId)) };
    },

    async getMyProfile(req, ctx) {
      const actor = signedIn(ctx);
      const profile = toProfile(await me(actor.userId));
      return { profile: applyReadMask(ProfileSchema, profile, req.fields) };
    },

    async updateMyProfile(req, ctx) {
      const actor = signedIn(ctx);
      const changes = parseProfileUpdate(req.profile, req.updateMask);
      await me(actor.userId);
      await store.updateProfile(actor.userId, changes);
      return {};
    },

    async getMyState(req, ctx) {
      const actor = signedIn(ctx);
      const state = await store.state(actor.userId);
      const message = state ? toUserState(state) : create(UserStateSchema);
      return { state: applyReadMask(UserStateSchema, message, req.fields) };
    },

    async getMyCoach(_req, ctx) {
      const actor = signedIn(ctx);
      const self = await me(actor.userId);
      const coach = self.assignedCoachId ? await store.user(self.assignedCoachId) : null;
      if (!coach) throw rpcError.notFound("Coach not found");
      const profile = onlyFields(ProfileSchema, toProfile(coach), COACH_CONTACT_PROFILE_FIELDS);
      return { coach: toUser({ ...coach, assignedCoachId: null }, profile) };
    },

    async getUserName(req, ctx) {
      const actor = signedIn(ctx);
      const userId = req.userId.trim();
      if (!userId) throw rpcError.invalidArgument("user_id: required.");
      if (userId.length > 255) throw rpcError.invalidArgument("user_id: not a user id.");
      const view = await store.nameView(actor.userId, userId);
      if (!view) throw rpcError.notFound("User not found");
      if (!canReadUserName(actor, view.target, view)) denied(ctx, { targetType: "user", targetId: userId, reason: "not-related", message: "User not found" });
      // The one display-name rule (issue #38): the name, else the e-mail where the caller may see it
      // (a learner: only their own coach's); empty otherwise, and the page shows the role title.
      const name = nameSeenBy(view.target, { userId: actor.userId, role: actor.role, assignedCoachId: view.actorAssignedCoachId });
      return { name, userType: USER_TYPE[view.target.type] };
    },
  };
}
