/**
 * What a referral code looks like (ADR 0017, amended by issue #38 §9), for the server (making and
 * accepting codes) and the forms that take one (sign-up, a bank's own code):
 * - a code Compass makes is 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
 *   upper case, so whoever reads it off a flyer cannot misread it;
 * - a code people choose (a bank's own, e.g. MESA2026) may hold any letters and digits;
 * - codes are compared as people read and type them: in any case, spaces typed around or inside
 *   ignored, and the look-alikes folded (O = 0, I = L = 1: `foldedCode`, in SQL
 *   `translate(upper(code), 'OIL', '011')`, on which the database keeps codes unique). So
 *   'mesa2o26' finds MESA2026, and no two codes differ by case or look-alikes alone.
 * (Codes made before ADR 0017 may hold dashes and lower case; they keep working, in any case.)
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 8;

/** A code as typed, as it is stored: upper case, without spaces. */
export const canonicalCode = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/** A code as codes are compared: canonical, with O read as 0 and I and L as 1 (the database's translate(upper(code), 'OIL', '011')). */
export const foldedCode = (typed: string): string => canonicalCode(typed).replace(/O/g, "0").replace(/[IL]/g, "1");

/** The shortest and longest code people may choose. */
export const CHOSEN_CODE_MIN = 4;
export const CHOSEN_CODE_MAX = 32;

/** A bank's own code as given (ADR 0022): 4 to 32 letters and digits (any case, spaces dropped), upper case; null when it is not one. */
export function bankCodeOf(typed: string): string | null {
  const code = canonicalCode(typed);
  if (code.length < CHOSEN_CODE_MIN || code.length > CHOSEN_CODE_MAX) return null;
  return /^[A-Z0-9]+$/.test(code) ? code : null;
}
