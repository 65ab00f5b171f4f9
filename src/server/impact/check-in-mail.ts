/**
 * The impact check-in e-mail (issue #40, deliverable 2). Clients seldom report growth on their own,
 * so Compass asks them: a learner whose first technical-assistance session was at least
 * IMPACT_CHECK_IN_MONTHS ago (default 6; 0 switches the periodic mail off) gets an e-mail that many
 * months after the last one (or after that first session), in their language, with a link to the
 * check-in page (/my-impact; the app asks them to sign in first when they are not). A coach may
 * send one on demand (CoachSendImpactCheckIn), which restarts the clock. Learners switch it off in
 * the account menu (Preferences.impact_check_in_emails), and then neither the periodic one nor a
 * coach's reaches them. Disabled accounts and placeholder addresses get none.
 *
 * A recurring task of the job queue (hourly, once across instances; ADR 0035). A learner is claimed
 * by one conditional update (sent_at moved only if still due), so two passes at once never both
 * mail the same learner.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Mailer } from "../identity/mail.js";
import { MAIL_WORDS } from "../identity/mail-words.js";
import { LANGUAGE_KEY, mailLanguage } from "../identity/user-language.js";
import type { JobQueue } from "../jobs/job-queue.js";

export interface CheckInDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** Months between two check-ins (IMPACT_CHECK_IN_MONTHS); 0: no periodic check-in. */
  everyMonths: number;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

type Recipient = {
  id: string;
  email: string;
  first_name: string | null;
  language: string | null;
};

async function mail(deps: Pick<CheckInDeps, "mailer" | "publicUrl">, to: Recipient, fromCoach: boolean): Promise<void> {
  const words = MAIL_WORDS[mailLanguage(to.language)].impactCheckIn(deps.publicUrl, (to.first_name ?? "").trim(), fromCoach);
  await deps.mailer.send({ to: to.email, ...words });
}

/** Mails every learner who is due now; returns how many were mailed. */
export async function sendImpactCheckIns(deps: CheckInDeps, now = new Date()): Promise<number> {
  if (deps.everyMonths <= 0) return 0;
  const at = now.toISOString();
  const due = await deps.db.execute<Recipient>(sql`
    with first_session as (
      select client_user_id as user_id, min(date_of_session) as first_on from ta_tracking group by client_user_id
    )
    update users u set impact_check_in_sent_at = ${at}::timestamptz
    from first_session f
    where f.user_id = u.id
      and u.type = 'STANDARD' and u.enabled and u.impact_check_in_emails and u.email not like '%@users.invalid'
      and f.first_on <= (${at}::timestamptz - make_interval(months => ${deps.everyMonths}))::date
      and (u.impact_check_in_sent_at is null
        or u.impact_check_in_sent_at <= ${at}::timestamptz - make_interval(months => ${deps.everyMonths}))
    returning u.id, u.email, u.first_name,
      (select kv.value from key_values kv where kv.user_id = u.id and kv.key = ${LANGUAGE_KEY}) as language`);
  let sent = 0;
  for (const row of due.rows) {
    try {
      await mail(deps, row, false);
      sent++;
    } catch (err) {
      // Not retried before the next period: a check-in is an invitation, not a notice.
      deps.log?.warn({ err: { message: (err as Error).message }, userId: row.id }, "check-in e-mail not sent");
    }
  }
  return sent;
}

/** Why a coach's check-in was not sent. */
export type CheckInRefusal = "opted-out" | "no-address" | "too-soon";

/** A coach's check-in is not sent twice to one learner within this time (a double click, two coaches). */
export const CHECK_IN_ON_DEMAND_GAP_HOURS = 24;

/**
 * A coach's check-in on demand: mails `userId` now (and restarts their periodic clock), unless they
 * switched check-ins off, have no real address, or had one in the last 24 hours. The claim is one
 * conditional update, so two coaches clicking at once send one e-mail.
 */
export async function sendCheckInNow(
  deps: Pick<CheckInDeps, "db" | "mailer" | "publicUrl">,
  userId: string,
  now = new Date(),
): Promise<{ sent: true; at: Date } | { sent: false; why: CheckInRefusal; lastSentAt: Date | null }> {
  const at = now.toISOString();
  const claimed = await deps.db.execute<Recipient & { previous: Date | string | null }>(sql`
    update users u set impact_check_in_sent_at = ${at}::timestamptz
    from (select id, impact_check_in_sent_at as previous from users where id = ${userId} for update) p
    where u.id = p.id and u.enabled and u.impact_check_in_emails and u.email not like '%@users.invalid'
      and (u.impact_check_in_sent_at is null
        or u.impact_check_in_sent_at <= ${at}::timestamptz - make_interval(hours => ${CHECK_IN_ON_DEMAND_GAP_HOURS}))
    returning u.id, u.email, u.first_name, p.previous,
      (select kv.value from key_values kv where kv.user_id = u.id and kv.key = ${LANGUAGE_KEY}) as language`);
  const row = claimed.rows[0];
  if (row) {
    try {
      await mail(deps, row, true);
    } catch (err) {
      // Not sent: the clock goes back to where it was, so the coach can try again at once.
      const previous = row.previous === null ? null : new Date(row.previous).toISOString();
      await deps.db.execute(sql`update users set impact_check_in_sent_at = ${previous}::timestamptz where id = ${userId} and impact_check_in_sent_at = ${at}::timestamptz`);
      throw err;
    }
    return { sent: true, at: now };
  }
  const state = await deps.db.execute<{ impact_check_in_emails: boolean; email: string; impact_check_in_sent_at: Date | string | null }>(
    sql`select impact_check_in_emails, email, impact_check_in_sent_at from users where id = ${userId}`,
  );
  const user = state.rows[0];
  const lastSentAt = user?.impact_check_in_sent_at ? new Date(user.impact_check_in_sent_at) : null;
  if (!user || user.email.endsWith("@users.invalid")) return { sent: false, why: "no-address", lastSentAt };
  if (!user.impact_check_in_emails) return { sent: false, why: "opted-out", lastSentAt };
  return { sent: false, why: "too-soon", lastSentAt };
}

export const IMPACT_CHECK_INS_TASK = "impact-check-ins";

/** Declares the periodic check-in as a task of the job queue, hourly (once across instances). */
export function defineImpactCheckIns(jobs: JobQueue, deps: CheckInDeps): void {
  jobs.define({
    name: IMPACT_CHECK_INS_TASK,
    cron: "17 * * * *",
    policy: "short",
    pollingIntervalSeconds: 60,
    expireInSeconds: 900,
    async run() {
      const sent = await sendImpactCheckIns(deps);
      if (sent > 0) deps.log?.info?.({ sent }, "check-in e-mails sent");
    },
  });
}
