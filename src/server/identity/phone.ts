/**
 * Phone numbers for the SMS second factor: normalised to E.164. A US number may be typed with
 * any punctuation and with or without the leading 1 ("(555) 123-4567", "555.123.4567",
 * "1 555 123 4567"); other countries need the + and their country code.
 */

/** E.164 ("+15551234567"), or null when the input is not a number we can text. */
export function normalizePhone(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed || trimmed.length > 32) return null;
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
    if (digits.startsWith("1") && !usNational(digits.slice(1))) return null;
    return `+${digits}`;
  }
  if (digits.length === 10 && usNational(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1") && usNational(digits.slice(1))) return `+${digits}`;
  return null;
}

/** NANP: area code and exchange each start with 2–9. */
function usNational(ten: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(ten);
}

/** "••• ••• ••42": only the last two digits show. */
export function maskPhone(e164: string): string {
  const last = e164.replace(/\D/g, "").slice(-2);
  return `••• ••• ••${last}`;
}
