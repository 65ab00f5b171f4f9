/**
 * Outgoing SMS behind a sender interface. The default keeps messages in the outbox
 * (outbox_messages, channel 'sms') for the developer; the log names only the outbox row.
 * With SMS_PROVIDER=twilio, messages go to a Twilio-compatible REST API over HTTPS
 * (POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded, basic auth); a failure
 * becomes UNAVAILABLE with a message a user can act on, and the log never holds the number,
 * the text or the credentials.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import type { SmsConfig } from "../config.js";
import type { Db } from "../db/database.js";
import { outboxMessages } from "../db/schema/identity.js";
import type { MailLog } from "./mail.js";
import type { RateLimits } from "./rate-limits.js";
import { countryRefusal, mayText, SMS_DAILY_LIMIT_REACHED, type SmsPolicy } from "./sms-policy.js";

export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

export const SMS_SEND_FAILED = "We could not send the text message; please try again.";

export interface SmsLog extends MailLog {
  warn(obj: object, msg: string): void;
}

export function outboxSms(db: Db, log?: MailLog): SmsSender {
  return {
    async send({ to, text }) {
      const [row] = await db.insert(outboxMessages).values({ channel: "sms", recipient: to, body: text }).returning({ id: outboxMessages.id });
      log?.info({ outboxId: row?.id }, "SMS kept in the outbox (no SMS provider configured)");
    },
  };
}

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or messaging service id. */
  from: string;
  /** Default https://api.twilio.com; tests point it at a local server. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** A Twilio-compatible REST sender. */
export function twilioSms(options: TwilioOptions, log?: SmsLog): SmsSender {
  const base = (options.baseUrl ?? "https://api.twilio.com").replace(/\/+$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64")}`;
  const fromField = options.from.startsWith("MG") ? "MessagingServiceSid" : "From";
  const unavailable = () => new ConnectError(SMS_SEND_FAILED, Code.Unavailable);
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams({ To: to, [fromField]: options.from, Body: text }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (err) {
        const name = (err as Error).name;
        log?.warn({ provider: "twilio", reason: name === "TimeoutError" ? "timeout" : "network", error: name }, "SMS provider unreachable");
        throw unavailable();
      }
      if (response.ok) {
        const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
        log?.info({ provider: "twilio", messageSid: typeof body.sid === "string" ? body.sid : undefined }, "SMS sent");
        return;
      }
      // Twilio's error body has a numeric code and a message; the message may repeat the number, so only the code is logged.
      const body = (await response.json().catch(() => ({}))) as { code?: unknown };
      log?.warn({ provider: "twilio", status: response.status, providerCode: typeof body.code === "number" ? body.code : undefined }, "SMS provider refused the message");
      throw unavailable();
    },
  };
}

/** The configured sender, behind the country and daily limits (sms-policy.ts). */
export function createSmsSender(
  config: { identity: { sms: SmsConfig; smsPolicy: SmsPolicy } },
  db: Db,
  limits: Pick<RateLimits, "count">,
  log?: SmsLog,
): SmsSender {
  const sms = config.identity.sms;
  const sender =
    sms.provider === "twilio"
      ? twilioSms({ accountSid: sms.accountSid, authToken: sms.authToken, from: sms.from, baseUrl: sms.apiBaseUrl, timeoutMs: sms.timeoutMs }, log)
      : outboxSms(db, log);
  return guardedSms(sender, config.identity.smsPolicy, limits);
}

/**
 * The sender every text goes through: numbers outside the allowed countries are refused
 * (FAILED_PRECONDITION), and so is every text once the day's count is reached (RESOURCE_EXHAUSTED).
 */
export function guardedSms(sender: SmsSender, policy: SmsPolicy, limits: Pick<RateLimits, "count">): SmsSender {
  return {
    async send(message) {
      if (!mayText(policy, message.to)) throw new ConnectError(countryRefusal(policy), Code.FailedPrecondition);
      if ((await limits.count("smsDaily", "all")) < 0) throw new ConnectError(SMS_DAILY_LIMIT_REACHED, Code.ResourceExhausted);
      await sender.send(message);
    },
  };
}
