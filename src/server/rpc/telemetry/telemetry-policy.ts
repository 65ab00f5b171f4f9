/**
 * Rules of the Telemetry method (spec §3 "Telemetry", §6; issue #10 §5), as pure functions.
 *
 * - Whose events are kept: everyone's but administrators'. Spec §6 says "Telemetry is not sent for
 *   admins" (an admin is a user whose type is ADMIN); the server holds to it too, so an admin's
 *   call is answered OK and nothing is written.
 * - How much one user may write (counted per user in PostgreSQL, every instance sees the same
 *   counts: src/server/identity/rate-limits.ts): at most 120 events a minute (`telemetryMinute`;
 *   a page view sends a handful, a busy learner a few dozen a minute) and 5,000 a day
 *   (`telemetryDaily`); past either, RESOURCE_EXHAUSTED and nothing written. Not configurable.
 * - What an event may hold: a known action (not UNSPECIFIED); a session id (required) and a
 *   content id (optional), each at most 64 characters of letters, digits and `. _ : -` (UUIDs,
 *   nano ids), so stored ids are ids and nothing else.
 */
import type { Role } from "../../../shared/roles.js";
import type { LimitName } from "../../identity/rate-limits.js";

/** Whether the caller's events are stored: everyone's but administrators'. */
export const keepsTelemetryOf = (actor: { role: Role }): boolean => actor.role !== "admin";

/** The limits counted for each event, in order (the first one over refuses the event). */
export const TELEMETRY_LIMITS: readonly LimitName[] = ["telemetryMinute", "telemetryDaily"];

export const ID_MAX_CHARACTERS = 64;
const ID = /^[A-Za-z0-9._:-]+$/;

/** What is wrong with a non-empty session or content id (the caller names the field), or null. */
export function idProblem(id: string): string | null {
  const n = [...id].length;
  if (n > ID_MAX_CHARACTERS) return `use at most ${ID_MAX_CHARACTERS} characters (this one has ${n}).`;
  if (!ID.test(id)) return "use only letters, digits and . _ : - (an id).";
  return null;
}
