/**
 * Messages written in English, read in another language (issue #16): a catalogue maps each English
 * message — values as numbered placeholders (`use at most {0} characters.`) — to its translation.
 * Used by the server for the errors it sends (src/server/i18n/server-messages.ts) and by the web for
 * the shared rules' problems it finds itself before a form is sent (src/web/i18n/rule-messages.ts).
 *
 * A message may start with the field it refuses (`profile.address[0].zip_code: enter a ZIP code…`,
 * the convention the web forms read): the path stays as it is and only the words after it are
 * translated. Values inside a message are matched by the placeholders and carried into the
 * translation; a value that is itself a message (`{0} (2 more problems after this one)`) is
 * translated too, and so is a list of terms it knows (`Canada, Mexico`: country names). A message
 * the catalogue does not know stays as written.
 */

interface Template {
  pattern: RegExp;
  /** The translation with its placeholders' numbers. */
  translation: string;
  /** The placeholders' numbers in the English order (the captures' order). */
  order: number[];
}

export interface MessageCatalogue {
  readonly exact: ReadonlyMap<string, string>;
  readonly templates: readonly Template[];
}

const PLACEHOLDER = /\{(\d+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A catalogue ready for lookups, from English → translation (later sources win on the same key). */
export function compileCatalogue(...sources: Readonly<Record<string, string>>[]): MessageCatalogue {
  const exact = new Map<string, string>();
  const byEnglish = new Map<string, string>();
  for (const source of sources) for (const [english, translation] of Object.entries(source)) byEnglish.set(english, translation);
  const templates: Template[] = [];
  for (const [english, translation] of byEnglish) {
    if (!/\{\d+\}/.test(english)) {
      exact.set(english, translation);
      continue;
    }
    const order: number[] = [];
    let source = "";
    let last = 0;
    for (const m of english.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(english.slice(last, m.index));
      source += "(.+?)";
      order.push(Number(m[1]));
      last = m.index + m[0].length;
    }
    source += escapeRegExp(english.slice(last));
    templates.push({ pattern: new RegExp(`^${source}$`, "s"), translation, order });
  }
  // The most specific template first: the one with the most fixed text.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { exact, templates };
}

/** The field path a message starts with (`profile.address[0].zip_code: `), as the web forms read it. */
const FIELD_PREFIX = /^([a-z][a-z0-9_]*(?:\[\d+\])*(?:\.[a-z][a-z0-9_]*(?:\[\d+\])*)*: )(.+)$/s;

function translateWords(text: string, catalogue: MessageCatalogue, depth: number): string | undefined {
  const exact = catalogue.exact.get(text);
  if (exact !== undefined) return exact;
  for (const template of catalogue.templates) {
    const m = template.pattern.exec(text);
    if (!m) continue;
    const values = new Map<number, string>();
    template.order.forEach((n, i) => values.set(n, depth > 0 ? translateValue(m[i + 1]!, catalogue, depth - 1) : m[i + 1]!));
    return template.translation.replace(PLACEHOLDER, (whole, n: string) => values.get(Number(n)) ?? whole);
  }
  return undefined;
}

/**
 * A value inside a message: itself a message, or a list of terms the catalogue knows (`Canada,
 * Mexico`), translated item by item — as written when any item is unknown.
 */
function translateValue(value: string, catalogue: MessageCatalogue, depth: number): string {
  const items = value.split(", ");
  if (items.length > 1) {
    const translated = items.map((item) => catalogue.exact.get(item));
    if (translated.every((item) => item !== undefined)) return translated.join(", ");
  }
  return translateIn(value, catalogue, depth);
}

function translateIn(message: string, catalogue: MessageCatalogue, depth: number): string {
  const whole = translateWords(message, catalogue, depth);
  if (whole !== undefined) return whole;
  const field = FIELD_PREFIX.exec(message);
  if (!field) return message;
  const rest = translateWords(field[2]!, catalogue, depth);
  return rest === undefined ? message : field[1]! + rest;
}

/** `message` translated by `catalogue` (as written when the catalogue has no entry for it). */
export function translateWith(message: string, catalogue: MessageCatalogue): string {
  return message ? translateIn(message, catalogue, 1) : message;
}
