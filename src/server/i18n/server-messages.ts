/**
 * The server's error messages in the reader's language (issue #16). The code writes every message
 * in English; on the way out (errors.ts for the RPC paths, interaction-http.ts for the sign-in
 * pages' JSON, file-routes.ts for uploads) a message is looked up in the language's catalogue
 * (messages-es.ts, and src/shared/rule-messages-es.ts for the shared rules' problems, which the web
 * forms find too) and sent in that language. The language is the request's `Accept-Language`:
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
import { compileCatalogue, translateWith, type MessageCatalogue } from "../../shared/message-catalogue.js";
import { RULE_MESSAGES_ES } from "../../shared/rule-messages-es.js";
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

/**
 * Every country and territory's English name (as the server writes it: Intl's, e.g. in a configured
 * SMS country list) → its name in `language`.
 */
function regionNames(language: string): Record<string, string> {
  const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const other = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
  const names: Record<string, string> = {};
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const a of letters)
    for (const b of letters) {
      const from = english.of(a + b);
      const to = other.of(a + b);
      if (from && to) names[from] = to;
    }
  return names;
}

const CATALOGUES: Record<Exclude<MessageLanguage, "en">, MessageCatalogue> = { es: compileCatalogue(regionNames("es"), SERVER_MESSAGES_ES, RULE_MESSAGES_ES) };

/** `message` in `language` (English as written when the catalogue has no entry for it). */
export function translateMessage(message: string, language: MessageLanguage): string {
  if (language === "en") return message;
  return translateWith(message, CATALOGUES[language]);
}
