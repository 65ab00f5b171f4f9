/**
 * Outgoing mail. With SMTP_URL: nodemailer over SMTP. Without: the outbox
 * (outbox_messages), where a developer reads what would have been sent; the
 * log says only that mail was kept, never the address or the body.
 */
import nodemailer from "nodemailer";
import type { Config } from "../config.js";
import type { Db } from "../db/database.js";
import { outboxMessages } from "../db/schema/identity.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

/** Keeps mail in outbox_messages (development default). */
export function outboxMailer(db: Db, log?: MailLog): Mailer {
  return {
    async send({ to, subject, text }) {
      const [row] = await db
        .insert(outboxMessages)
        .values({ channel: "email", recipient: to, subject, body: text })
        .returning({ id: outboxMessages.id });
      log?.info({ outboxId: row?.id }, "mail kept in the outbox (set SMTP_URL to send it)");
    },
  };
}

/** Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}

export function createMailer(config: Pick<Config, "identity">, db: Db, log?: MailLog): Mailer {
  return config.identity.smtpUrl ? smtpMailer(config.identity.smtpUrl, config.identity.mailFrom) : outboxMailer(db, log);
}
