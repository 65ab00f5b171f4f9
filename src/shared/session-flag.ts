/**
 * The session-present cookie flag (spec §4): "a sign-in was started in this browser". The web app
 * sets and reads it (src/web/auth/session-flag.ts); the server reads it to choose which copy of a
 * signed-in route's page to send (src/server/app.ts).
 */
export const SESSION_FLAG_COOKIE = "compass_session";

/** Whether a Cookie header (or document.cookie) carries the flag. */
export function cookieHasSessionFlag(cookie: string | undefined): boolean {
  return (cookie ?? "").split(";").some((part) => part.trim() === `${SESSION_FLAG_COOKIE}=1`);
}
