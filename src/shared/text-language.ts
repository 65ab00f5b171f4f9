/**
 * Which of Compass's languages a piece of writing is in (issue #16): English, Spanish, or not
 * clear. Learning content has no language field; the library's articles are mostly English, and an
 * administrator may add Spanish ones. A reader of the other language is told so on the page, and
 * the text is marked with its own `lang` (so a screen reader pronounces it right).
 *
 * The guess counts common function words that belong to one language only (articles, prepositions,
 * pronouns: "the", "of", "with" against "el", "de", "con") and Spanish's own letters (ñ, accented
 * vowels, ¿ ¡). It answers only when the text has enough words and one language clearly leads;
 * otherwise null, and nothing is said.
 */
export type TextLanguage = "en" | "es";

const ENGLISH = new Set(
  "the and of to is are for with that this you your it be on or as at by from have not can will what how when which they their more if but an was were about into than then these those would should could our we do does there its".split(" "),
);
const SPANISH = new Set(
  "el la los las de del que y en un una por para con es son su sus se lo al como más pero o si este esta estos estas usted ustedes puede hay cuando qué cómo también muy sin sobre entre hasta desde donde porque ya le les nos cada".split(
    " ",
  ),
);

/** At least this many words, and this many function words of the leading language. */
const MIN_WORDS = 12;
const MIN_HITS = 4;
/** The leading language must count at least this many times the other's. */
const LEAD = 2;

/** The words of a text or of an HTML fragment (tags and entities dropped), lower case. */
function wordsOf(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z0-9#]+;/gi, " ")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0);
}

/** The language `texts` (plain text or HTML) are written in, or null when that is not clear. */
export function guessTextLanguage(...texts: string[]): TextLanguage | null {
  const words = texts.flatMap(wordsOf);
  if (words.length < MIN_WORDS) return null;
  let english = 0;
  let spanish = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) english += 1;
    else if (SPANISH.has(word)) spanish += 1;
  }
  // Spanish's own marks count too: ñ, accented vowels, opening ¿ and ¡.
  spanish += Math.min(words.length / 4, (texts.join(" ").match(/[ñáéíóúü¿¡]/gi) ?? []).length / 3);
  if (english >= MIN_HITS && english >= LEAD * spanish) return "en";
  if (spanish >= MIN_HITS && spanish >= LEAD * english) return "es";
  return null;
}
