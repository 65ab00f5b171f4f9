/**
 * Where and how much Compass may text (SMS pumping: any account could otherwise make the
 * operator pay for texts to premium international numbers):
 *
 * - SMS_ALLOWED_COUNTRIES: ISO 3166 country codes whose numbers may be texted (default: the
 *   United States and its territories). The country is read from the number itself
 *   (libphonenumber-js metadata: +1 787 is Puerto Rico, +1 416 is Canada…).
 * - SMS_DAILY_LIMIT: texts this installation sends per day, all users together (default 1000),
 *   counted in PostgreSQL (the `smsDaily` rate limit) so every instance shares it.
 *
 * Refusals have messages a user can act on: another number, or an authenticator app.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";

export const DEFAULT_SMS_COUNTRIES = ["US", "PR", "VI", "GU", "AS", "MP", "UM"] as const;
export const DEFAULT_SMS_DAILY_LIMIT = 1000;

export interface SmsPolicy {
  /** Upper-case ISO 3166-1 alpha-2 codes. */
  allowedCountries: readonly string[];
  dailyLimit: number;
}

export const DEFAULT_SMS_POLICY: SmsPolicy = { allowedCountries: DEFAULT_SMS_COUNTRIES, dailyLimit: DEFAULT_SMS_DAILY_LIMIT };

export const SMS_DAILY_LIMIT_REACHED = "We cannot send more text messages today. Please try again tomorrow, or use an authenticator app.";

/** Reads SMS_ALLOWED_COUNTRIES and SMS_DAILY_LIMIT; throws an Error naming the variable when malformed. */
export function smsPolicyFromEnv(env: Record<string, string | undefined>): SmsPolicy {
  const rawCountries = env.SMS_ALLOWED_COUNTRIES?.trim();
  const allowedCountries = rawCountries
    ? rawCountries.split(",").map((c) => c.trim().toUpperCase()).filter(Boolean)
    : [...DEFAULT_SMS_COUNTRIES];
  for (const c of allowedCountries) {
    if (!/^[A-Z]{2}$/.test(c)) throw new Error(`SMS_ALLOWED_COUNTRIES must be two-letter country codes separated by commas, got "${c}"`);
  }
  const rawLimit = env.SMS_DAILY_LIMIT?.trim();
  if (rawLimit && !/^\d+$/.test(rawLimit)) throw new Error(`SMS_DAILY_LIMIT must be a whole number, got "${rawLimit}"`);
  const dailyLimit = rawLimit ? Number(rawLimit) : DEFAULT_SMS_DAILY_LIMIT;
  if (dailyLimit < 1 || dailyLimit > 1_000_000) throw new Error("SMS_DAILY_LIMIT must be between 1 and 1000000");
  return { allowedCountries, dailyLimit };
}

/** The rate-limit override that makes the `smsDaily` count this policy's daily limit. */
export const smsDailyOverride = (policy: SmsPolicy) => ({ smsDaily: { points: policy.dailyLimit, duration: 24 * 3600 } });

/** The country of an E.164 number, when the numbering plan tells it. */
export function countryOf(e164: string): string | undefined {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.isValid() ? parsed.country : undefined;
}

export function mayText(policy: SmsPolicy, e164: string): boolean {
  const country = countryOf(e164);
  return country !== undefined && policy.allowedCountries.includes(country);
}

const names = new Intl.DisplayNames(["en"], { type: "region" });

/** "We can only text numbers in the United States and its territories." (or the configured list). */
export function countryRefusal(policy: SmsPolicy): string {
  const defaults = policy.allowedCountries.length === DEFAULT_SMS_COUNTRIES.length && DEFAULT_SMS_COUNTRIES.every((c) => policy.allowedCountries.includes(c));
  // The default as one whole sentence, so that it is translated as one (src/server/i18n); a
  // configured list names its countries in English, and a reader of another language gets them
  // in theirs (the catalogue knows every country's name).
  if (defaults) return "We can only text numbers in the United States and its territories. Use another number, or an authenticator app.";
  return `We can only text numbers in ${policy.allowedCountries.map((c) => names.of(c) ?? c).join(", ")}. Use another number, or an authenticator app.`;
}
