/**
 * The server's error messages in the reader's language (issue #16). The code writes every message
 * in English; on the way out (errors.ts for the RPC paths, interaction-http.ts for the sign-in
 * pages' JSON, file-routes.ts for uploads) a message is looked up in the language's catalogue
 * (messages-es.ts) and sent in that language. The language is the request's `Accept-Language`:
 * the web app sends the one its user chose, other clients get what they ask for, English by
 * default.
 *
 * A message may start with the field it refuses (`profile.address[0].zip_code: enter a ZIP code…`,
 * the convention the web forms read): the path stays as it is and only the words after it are
 * translated. Values inside a message (`use at most 100 characters.`) are matched by the
 * catalogue's placeholders (`use at most {0} characters.`) and carried into the translation. A
 * message without a translation goes out in English; a unit test keeps that from happening
 * (tests/unit/i18n/server-messages.test.ts).
 */
import type { MailLanguage } from "../identity/mail-words.js";
import { SERVER_MESSAGES_ES } from "./messages-es.js";

export type MessageLanguage = MailLanguage;

/**
 * The language of an `Accept-Language` header that Compass speaks: the highest-weighted tag whose
 * primary language is English or Spanish (`es-MX;q=0.9` counts as `es`); English when none is.
 */
export function requestLanguage(header: string | readonly string[] | undefined | null): MessageLanguage {
  const value = Array.isArray(header) ? header.join(",") : (header as string | undefined | null);
  if (!value) return "en";
  let best: { language: MessageLanguage; q: number } | null = null;
  for (const part of value.slice(0, 512).split(",")) {
    const [tag, ...params] = part.trim().split(";");
    const primary = tag?.trim().toLowerCase().split("-")[0];
    if (primary !== "en" && primary !== "es") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? "en";
}

interface Template {
  pattern: RegExp;
  /** The translation with its placeholders' numbers. */
  translation: string;
  /** The placeholders' numbers in the English order (the captures' order). */
  order: number[];
}

interface Catalogue {
  exact: Map<string, string>;
  templates: Template[];
}

const PLACEHOLDER = /\{(\d+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function compile(messages: Readonly<Record<string, string>>): Catalogue {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [english, translation] of Object.entries(messages)) {
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

const CATALOGUES: Record<Exclude<MessageLanguage, "en">, Catalogue> = { es: compile(SERVER_MESSAGES_ES) };

/** The field path a message starts with (`profile.address[0].zip_code: `), as the web forms read it. */
const FIELD_PREFIX = /^([a-z][a-z0-9_]*(?:\[\d+\])*(?:\.[a-z][a-z0-9_]*(?:\[\d+\])*)*: )(.+)$/s;

function translateWords(text: string, catalogue: Catalogue, depth: number): string | undefined {
  const exact = catalogue.exact.get(text);
  if (exact !== undefined) return exact;
  for (const template of catalogue.templates) {
    const m = template.pattern.exec(text);
    if (!m) continue;
    const values = new Map<number, string>();
    // A value may itself be a message (`{0} (2 more problems after this one)`): translated too.
    template.order.forEach((n, i) => values.set(n, depth > 0 ? translateIn(m[i + 1]!, catalogue, depth - 1) : m[i + 1]!));
    return template.translation.replace(PLACEHOLDER, (whole, n: string) => values.get(Number(n)) ?? whole);
  }
  return undefined;
}

function translateIn(message: string, catalogue: Catalogue, depth: number): string {
  const whole = translateWords(message, catalogue, depth);
  if (whole !== undefined) return whole;
  const field = FIELD_PREFIX.exec(message);
  if (!field) return message;
  const rest = translateWords(field[2]!, catalogue, depth);
  return rest === undefined ? message : field[1]! + rest;
}

/** `message` in `language` (English as written when the catalogue has no entry for it). */
export function translateMessage(message: string, language: MessageLanguage): string {
  if (language === "en" || !message) return message;
  return translateIn(message, CATALOGUES[language], 1);
}
