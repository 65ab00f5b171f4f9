/**
 * The session-present cookie flag (spec §4): set on sign-in, cleared on sign-out, read at startup
 * to decide whether a silent check is tried. Not HttpOnly (the page reads it), SameSite=Lax, and
 * it carries no secret — only "a session was started in this browser".
 */
import { cookieHasSessionFlag, SESSION_FLAG_COOKIE } from "../../shared/session-flag";

export { SESSION_FLAG_COOKIE };
/** 1 day, like the provider's session-check cookie (spec §9). Renewed at every sign-in. */
const MAX_AGE_SECONDS = 24 * 60 * 60;

function secure(): string {
  return typeof window !== "undefined" && window.location.protocol === "https:" ? "; Secure" : "";
}

export function setSessionFlag(doc: Document = document): void {
  doc.cookie = `${SESSION_FLAG_COOKIE}=1; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure()}`;
}

export function clearSessionFlag(doc: Document = document): void {
  doc.cookie = `${SESSION_FLAG_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`;
}

export function hasSessionFlag(doc: Document = document): boolean {
  return cookieHasSessionFlag(doc.cookie);
}
