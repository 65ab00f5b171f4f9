/**
 * The unread-message e-mail (issue #14 §3; ADR 0019): a user with a chat message or notification
 * that has waited unread for 15 minutes gets one e-mail saying so — never its content or sender —
 * at most one an hour, and only about messages newer than the last such e-mail (an old unread
 * message does not bring a new e-mail every hour). Users switch it off in the account menu
 * (Preferences.unread_message_emails). Disabled accounts and placeholder addresses get none.
 *
 * A recurring task of the job queue (every minute, once across instances; ADR 0035). A user is
 * also claimed by one conditional update (sent_at moved only if still due), so two passes at once
 * never both mail the same user for the same wait.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import type { Mailer, MailMessage } from "../identity/mail.js";
import { MAIL_WORDS, type MailLanguage } from "../identity/mail-words.js";
import { LANGUAGE_KEY, mailLanguage } from "../identity/user-language.js";
import type { JobQueue } from "../jobs/job-queue.js";

export const UNREAD_REMINDER_AFTER_MINUTES = 15;
export const UNREAD_REMINDER_EVERY_MINUTES = 60;
/** Unread items older than this are not reminded of (they were, or the user chose not to read them). */
const LOOK_BACK_DAYS = 7;

export interface ReminderDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log?: { warn(obj: object, msg: string): void; info?(obj: object, msg: string): void };
}

/** The e-mail, in the user's language: that something waits, where to read it, how to stop these. No content. */
export function unreadReminder(publicUrl: string, language: MailLanguage = "en"): Omit<MailMessage, "to"> {
  return MAIL_WORDS[language].unreadReminder(publicUrl);
}

/** Mails every user who is due now; returns how many were mailed. */
export async function sendUnreadReminders(deps: ReminderDeps, now = new Date()): Promise<number> {
  const due = await deps.db.execute<{ id: string; email: string; language: string | null }>(sql`
    with waiting as (
      select sent_to_user_id as user_id, created_at from chat_messages
        where not is_read and not is_deleted
          and created_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${UNREAD_REMINDER_AFTER_MINUTES})
          and created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${LOOK_BACK_DAYS})
      union all
      select recipient_user_id, created_at from notifications
        where read_at is null
          and created_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${UNREAD_REMINDER_AFTER_MINUTES})
          and created_at > ${now.toISOString()}::timestamptz - make_interval(days => ${LOOK_BACK_DAYS})
    )
    update users u set unread_email_sent_at = ${now.toISOString()}::timestamptz
    where u.id in (
      select w.user_id from waiting w join users x on x.id = w.user_id
      where x.enabled and x.unread_message_emails and x.email not like '%@users.invalid'
        and (x.unread_email_sent_at is null or (
          x.unread_email_sent_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${UNREAD_REMINDER_EVERY_MINUTES})
          and w.created_at > x.unread_email_sent_at))
    )
    and (u.unread_email_sent_at is null or u.unread_email_sent_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${UNREAD_REMINDER_EVERY_MINUTES}))
    returning u.id, u.email, (select kv.value from key_values kv where kv.user_id = u.id and kv.key = ${LANGUAGE_KEY}) as language`);
  let sent = 0;
  for (const row of due.rows) {
    try {
      await deps.mailer.send({ to: row.email, ...unreadReminder(deps.publicUrl, mailLanguage(row.language)) });
      sent++;
    } catch (err) {
      // Not retried before the next hour: a reminder is a courtesy, and a failing mailer must not
      // turn into a flood once it recovers.
      deps.log?.warn({ err: { message: (err as Error).message }, userId: row.id }, "unread-message e-mail not sent");
    }
  }
  return sent;
}

export const UNREAD_REMINDERS_TASK = "unread-reminders";

/** Declares the reminder as a task of the job queue, every minute (once across instances). */
export function defineUnreadReminders(jobs: JobQueue, deps: ReminderDeps): void {
  jobs.define({
    name: UNREAD_REMINDERS_TASK,
    cron: "* * * * *",
    policy: "short",
    pollingIntervalSeconds: 15,
    // A minute late is harmless; a pass that has not finished within five has lost its way.
    expireInSeconds: 300,
    async run() {
      const sent = await sendUnreadReminders(deps);
      if (sent > 0) deps.log?.info?.({ sent }, "unread-message e-mails sent");
    },
  });
}
