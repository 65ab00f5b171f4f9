/**
 * A user's own preferences (ADR 0019): GetMyPreferences and UpdateMyPreferences, for any signed-in
 * user, on their own account only (there is no other object to reach, so no policy beyond the
 * access table). validate (the update mask: only known preferences) → act → map.
 *
 * - unread_message_emails: whether the unread-message reminder (src/server/inbox/unread-reminders.ts)
 *   may mail the user; on by default.
 * - email_updates, sms_updates: consent to the program's news and updates (the Pinpoint export's
 *   OptOut, src/server/reports/pinpoint-report.ts); off until the user gives it.
 * - impact_check_in_emails: whether the periodic check-in e-mail (src/server/impact/check-in-mail.ts)
 *   may mail the learner; on by default. A coach's check-in on demand respects it too.
 */
import { create } from "@bufbuild/protobuf";
import { PreferencesSchema, type Preferences } from "../../../gen/compass/v1/compass_pb.js";
import { signedIn } from "../../core/context.js";
import { pathRule, updateMaskPaths } from "../field-masks.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { createPreferencesStore, type PreferenceRow } from "./preferences-store.js";

export const PREFERENCES_METHODS = ["getMyPreferences", "updateMyPreferences"] as const;
export type PreferencesHandlers = DomainHandlers<(typeof PREFERENCES_METHODS)[number]>;

const WRITABLE = ["unread_message_emails", "email_updates", "sms_updates", "impact_check_in_emails"] as const;

export const toPreferences = (row: PreferenceRow): Preferences =>
  create(PreferencesSchema, {
    unreadMessageEmails: row.unreadMessageEmails,
    emailUpdates: row.emailUpdates,
    smsUpdates: row.smsUpdates,
    impactCheckInEmails: row.impactCheckInEmails,
  });

export function preferencesService(deps: Pick<ServiceDeps, "db">): PreferencesHandlers {
  const store = createPreferencesStore(deps.db);
  return {
    async getMyPreferences(_req, ctx) {
      return { preferences: toPreferences(await store.get(signedIn(ctx).userId)) };
    },

    async updateMyPreferences(req, ctx) {
      const actor = signedIn(ctx);
      const paths = updateMaskPaths(req.updateMask, pathRule(WRITABLE), { noun: "preference" });
      const changes: Partial<PreferenceRow> = {};
      if (paths.includes("unread_message_emails")) changes.unreadMessageEmails = req.preferences?.unreadMessageEmails ?? false;
      if (paths.includes("email_updates")) changes.emailUpdates = req.preferences?.emailUpdates ?? false;
      if (paths.includes("sms_updates")) changes.smsUpdates = req.preferences?.smsUpdates ?? false;
      if (paths.includes("impact_check_in_emails")) changes.impactCheckInEmails = req.preferences?.impactCheckInEmails ?? false;
      return { preferences: toPreferences(await store.update(actor.userId, changes)) };
    },
  };
}
