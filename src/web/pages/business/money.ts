/**
 * Dollars as typed ↔ US cents as the plan stores them (spec §3: product prices and costs in
 * integer cents). A learner types "12", "12.5", "$1,250.00" or " 3 000 "; the page keeps the text
 * and converts it exactly (no floating point), refusing what is not an amount in words the field
 * can show.
 */
import { CENTS_MAX } from "../../../shared/business-plan";

export type DollarsError = "invalid" | "negative" | "decimals" | "tooLarge";
export type ParsedDollars = { ok: true; cents: bigint } | { ok: false; error: DollarsError };

/** Digits with optional thousands separators (commas or spaces), then up to two decimals. */
const AMOUNT = /^(\d{1,3}(?:[, ]\d{3})+|\d+)?(?:\.(\d*))?$/;

/** The cents of an amount in dollars; an empty field is 0. */
export function parseDollars(text: string): ParsedDollars {
  let s = text.trim().replace(/\u00a0/g, " ");
  if (s === "") return { ok: true, cents: 0n };
  let negative = false;
  if (s.startsWith("-") || s.startsWith("−")) {
    negative = true;
    s = s.slice(1).trim();
  }
  if (s.startsWith("$")) s = s.slice(1).trim();
  if (s.startsWith("-") || s.startsWith("−")) {
    negative = true;
    s = s.slice(1).trim();
  }
  const m = AMOUNT.exec(s);
  if (!m || (m[1] === undefined && (m[2] ?? "") === "")) return { ok: false, error: "invalid" };
  const whole = (m[1] ?? "0").replace(/[, ]/g, "");
  const fraction = m[2] ?? "";
  if (fraction.length > 2) return { ok: false, error: "decimals" };
  // Longer than CENTS_MAX could ever be: refused before BigInt reads a thousand digits.
  if (whole.replace(/^0+/, "").length > 15) return { ok: false, error: "tooLarge" };
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0") || "0");
  if (negative && cents > 0n) return { ok: false, error: "negative" };
  if (cents > CENTS_MAX) return { ok: false, error: "tooLarge" };
  return { ok: true, cents };
}

const GROUPED = new Intl.NumberFormat("en-US");

/** Cents as the field shows them: "1,250" for whole dollars, "1,250.05" otherwise; "" for none. */
export function centsToDollarsText(cents: bigint): string {
  if (cents === 0n) return "";
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  const whole = GROUPED.format(abs / 100n);
  const rest = abs % 100n;
  return rest === 0n ? `${sign}${whole}` : `${sign}${whole}.${rest.toString().padStart(2, "0")}`;
}
