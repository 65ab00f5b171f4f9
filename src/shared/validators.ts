/**
 * Format rules the server enforces and the web app checks before sending, in one place so the two
 * never disagree (DESIGN §4: profile fields stay strings; the server validates their formats).
 * Pure functions of a trimmed or untrimmed string; each says whether the value is well formed.
 * The server (src/server/rpc/account/account-mapper.ts) turns a `false` into INVALID_ARGUMENT
 * naming the field; the web (src/web/pages/welcome/profile-form.ts) into the field's error.
 */

/** Earliest year a date field accepts (a date of birth or an establishment date). */
export const EARLIEST_YEAR = 1850;

/** YYYY-MM-DD naming a real calendar day (no 2023-02-29), from EARLIEST_YEAR on. */
export function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s.trim());
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && y >= EARLIEST_YEAR;
}

/** Today as YYYY-MM-DD (UTC), to compare ISO dates as strings. */
export const isoToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** An ISO date after `today` (both YYYY-MM-DD): a date of birth may not be. */
export const isFutureDate = (isoDate: string, today: string = isoToday()): boolean => isoDate.trim() > today;

const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * A US phone number (NANP), typed with any punctuation, with or without the leading 1 or +1:
 * "(505) 555-0100", "505.555.0100", "+1 505 555 0100". Ten digits; the area code starts 2–9.
 */
export function isUsPhone(s: string): boolean {
  const value = s.trim();
  if (!PHONE_CHARACTERS.test(value)) return false;
  let digits = value.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  else if (value.startsWith("+")) return false;
  return /^[2-9]\d{9}$/.test(digits);
}

/** An international number: + and the country code, 8–15 digits in all (E.164). */
export function isInternationalPhone(s: string): boolean {
  const value = s.trim();
  if (!value.startsWith("+") || !PHONE_CHARACTERS.test(value)) return false;
  return /^[1-9]\d{7,14}$/.test(value.replace(/\D/g, ""));
}

/** A phone number a profile may hold: a US number, or + and a country code for any other. */
export const isPhoneNumber = (s: string): boolean => isUsPhone(s) || isInternationalPhone(s);

/** A US ZIP code: 5 digits, or ZIP+4 written 12345-6789. */
export const isZipCode = (s: string): boolean => /^\d{5}(-\d{4})?$/.test(s.trim());

/** A US state or territory as its two-letter postal code (any case). */
export const isStateCode = (s: string): boolean => /^[A-Za-z]{2}$/.test(s.trim());

/** A whole number, 0 or more, of at most 9 digits (counts: age, employees, household members). */
export const isWholeNumber = (s: string): boolean => /^\d{1,9}$/.test(s.trim());

/** An amount of money, 0 or more, with at most 2 decimals: 52000 or 52000.50. */
export const isAmount = (s: string): boolean => /^\d{1,12}(\.\d{1,2})?$/.test(s.trim());

/** Length limits of free-text profile fields (characters). */
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;
