/**
 * Intl's formatters, made once per language and options: constructing one costs far more than
 * formatting with it (the first for a language loads its locale data — tens of milliseconds on a
 * phone, inside the render that needs it), so code that formats asks here instead of building
 * one on each render or for each item of a list.
 */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function once<F extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, language: string, options: object, make: () => F): F {
  const key = `${kind}\u0000${language}\u0000${JSON.stringify(options)}`;
  let format = made.get(key) as F | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once("date", language, options, () => new Intl.DateTimeFormat(language, options));
}

export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once("number", language, options, () => new Intl.NumberFormat(language, options));
}

/** Hours as the app shows them everywhere: at most two decimals (rounded first, so 0.1 + 0.2 reads "0.3"), in `language`. */
export const hoursText = (hours: number, language: string): string => numberFormat(language, { maximumFractionDigits: 2 }).format(Math.round(hours * 100) / 100);
