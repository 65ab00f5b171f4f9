/**
 * Intl's date formatters, made once per language and options: constructing one costs far more than
 * formatting with it (the first for a language loads its locale data — tens of milliseconds on a
 * phone, inside the render that needs it), so a component asks here instead of building one on
 * each render.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
