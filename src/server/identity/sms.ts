/**
 * Outgoing SMS behind a sender interface. The default keeps messages in the outbox
 * (outbox_messages, channel 'sms') for the developer; the log names only the outbox row.
 * A real provider plugs in as another SmsSender.
 */
import type { Db } from "../db/database.js";
import { outboxMessages } from "../db/schema/identity.js";
import type { MailLog } from "./mail.js";

export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

export function outboxSms(db: Db, log?: MailLog): SmsSender {
  return {
    async send({ to, text }) {
      const [row] = await db.insert(outboxMessages).values({ channel: "sms", recipient: to, body: text }).returning({ id: outboxMessages.id });
      log?.info({ outboxId: row?.id }, "SMS kept in the outbox (no SMS provider configured)");
    },
  };
}
