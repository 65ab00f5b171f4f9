/**
 * What a referral code looks like (ADR 0017), for the server (making and accepting codes) and the
 * sign-up form (the code from /auth/signup/{code}): 8 characters from an alphabet without
 * look-alikes (no 0/O, 1/I/L), upper case; accepted in any case, with spaces typed around or
 * inside it. (Codes made before ADR 0017 may hold dashes and lower case; they keep working, in any case.)
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 8;

/** A code as typed, in the form codes are compared (upper(code) in the database): upper case, without spaces. */
export const canonicalCode = (typed: string): string => typed.replace(/\s+/g, "").toUpperCase();

/** A bank's own code as given (ADR 0022): 4 to 32 letters and digits of the code alphabet (any case); null when it is not one. */
export function bankCodeOf(typed: string): string | null {
  const code = canonicalCode(typed);
  if (code.length < 4 || code.length > 32) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}
