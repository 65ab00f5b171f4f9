/**
 * Bounds of what people send each other (issue #14): notifications and chat messages. Shared by the
 * server's checks and the composer's counters.
 */
export const MESSAGE_MAX_CHARACTERS = 10_000;
export const MESSAGE_MAX_ATTACHMENTS = 10;

/** What is wrong with a message's text ("message: …" is the caller's), or null. */
export function messageTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === "") return "write a message.";
  const n = [...text].length;
  if (n > MESSAGE_MAX_CHARACTERS) return `use at most ${MESSAGE_MAX_CHARACTERS.toLocaleString("en-US")} characters (this has ${n.toLocaleString("en-US")}).`;
  return null;
}
