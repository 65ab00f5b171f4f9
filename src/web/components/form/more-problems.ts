/**
 * The server's note after a refused document's first problem, in either language
 * (src/server/rpc/documents/document-mapper.ts, translated by src/server/i18n): `… (2 more problems
 * after this one)`, `… (2 problemas más después de este)`. The forms show each problem on its own
 * field, so the note is cut off.
 */
const MORE_PROBLEMS = /\s*\(\d+ (?:more problems? after this one|problemas? más después de este)\)$/;

export const withoutMoreProblems = (message: string): string => message.replace(MORE_PROBLEMS, "");
