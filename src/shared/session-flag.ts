/**
 * The session-present cookie flag (spec §4): "a sign-in was started in this browser". The web app
 * sets and reads it (src/web/auth/session-flag.ts); the server reads it to choose which copy of a
 * signed-in route's page to send (src/server/app.ts).
 */
export const SESSION_FLAG_COOKIE = "compass_session";

/** A cookie's value in a Cookie header (or document.cookie), or undefined when it is not there. */
export function cookieValue(cookie: string | undefined, name: string): string | undefined {
  for (const part of (cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** Whether a Cookie header (or document.cookie) carries the flag. */
export function cookieHasSessionFlag(cookie: string | undefined): boolean {
  return cookieValue(cookie, SESSION_FLAG_COOKIE) === "1";
}
