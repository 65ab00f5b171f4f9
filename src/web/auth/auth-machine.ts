/**
 * Spec §4's sign-in states and transitions as pure logic (no browser, no library): the runtime
 * (auth-service.ts) feeds it facts and does what it answers.
 *
 * - The app first tries to get an access token silently; a silent attempt is skipped when another
 *   was made less than 5 s earlier (SILENT_GUARD_MS).
 * - A session-present cookie flag decides whether a silent check is tried at startup.
 * - If the silent attempt fails the user is sent to sign in, with the loading state shown.
 * - Token retrieval is retried once after 1 s (TOKEN_RETRY_DELAY_MS); on a second failure the user
 *   is signed out and sent to the site root.
 * - An invalid state, a missing stored transaction or a failed silent login (login_required) end
 *   the session.
 * - States: signed out, signed in, signed in needing a second factor; plus "loading" while the
 *   above is decided or a redirect is under way.
 */

/** spec §9: silent login retry guard. */
export const SILENT_GUARD_MS = 5_000;
/** spec §9: token retry delay. */
export const TOKEN_RETRY_DELAY_MS = 1_000;
/** spec §9: token lock wait. */
export const TOKEN_LOCK_WAIT_MS = 5_000;

export type AuthStatus = "loading" | "signed-out" | "signed-in" | "needs-second-factor";

export type AuthEvent =
  /** A silent attempt, a token refresh or a redirect to the provider has started. */
  | { type: "begin" }
  | { type: "signed-in" }
  | { type: "second-factor-required" }
  /** Sign-out, a session-ending error, or a second token failure. */
  | { type: "signed-out" };

/** The allowed transitions; any other event leaves the state as it is. */
const TRANSITIONS: Record<AuthStatus, Partial<Record<AuthEvent["type"], AuthStatus>>> = {
  loading: { "signed-in": "signed-in", "signed-out": "signed-out", "second-factor-required": "needs-second-factor" },
  "signed-out": { begin: "loading", "signed-in": "signed-in", "second-factor-required": "needs-second-factor" },
  // A refresh while signed in keeps the user signed in (the UI must not flash the overlay).
  "signed-in": { "signed-out": "signed-out", "second-factor-required": "needs-second-factor" },
  "needs-second-factor": { begin: "loading", "signed-in": "signed-in", "signed-out": "signed-out" },
};

export function transition(status: AuthStatus, event: AuthEvent): AuthStatus {
  return TRANSITIONS[status][event.type] ?? status;
}

/** What the stored tokens look like at startup (no secrets: only what the decision needs). */
export interface StartupFacts {
  /** A token set is stored (local storage). */
  storedUser: { expired: boolean; hasRefreshToken: boolean } | null;
  /** The session-present cookie flag is set. */
  sessionFlag: boolean;
  /** When the last silent attempt was made (ms since epoch), if any. */
  lastSilentAttemptAt: number | null;
  now: number;
}

export type StartupPlan =
  /** The stored access token is still valid. */
  | "use-stored"
  /** Renew silently with the refresh token. */
  | "refresh"
  /** Ask the provider silently (prompt=none) whether its session is still there. */
  | "silent-check"
  /** Nothing to try: signed out. */
  | "signed-out";

/** Whether a silent attempt may be made now (none in the last 5 s). */
export function silentAttemptAllowed(lastSilentAttemptAt: number | null, now: number): boolean {
  return lastSilentAttemptAt === null || now - lastSilentAttemptAt >= SILENT_GUARD_MS || now < lastSilentAttemptAt;
}

export function startupPlan(facts: StartupFacts): StartupPlan {
  const { storedUser } = facts;
  if (storedUser && !storedUser.expired) return "use-stored";
  // Every silent attempt (refresh or provider check) is subject to the cookie flag and the 5 s guard.
  if (!facts.sessionFlag) return "signed-out";
  if (!silentAttemptAllowed(facts.lastSilentAttemptAt, facts.now)) return "signed-out";
  if (storedUser?.hasRefreshToken) return "refresh";
  return "silent-check";
}

export type SessionEndingReason = "login_required" | "invalid_state" | "missing_transaction";

/**
 * Whether an error from the provider or the library ends the session (spec §4), and why. Accepts
 * oidc-client-ts ErrorResponse objects (`error` code) and its plain errors (messages).
 */
export function sessionEndingReason(error: unknown): SessionEndingReason | null {
  if (typeof error !== "object" || error === null) return null;
  const code = (error as { error?: unknown }).error;
  if (code === "login_required" || code === "interaction_required" || code === "consent_required") return "login_required";
  if (code === "state_mismatch") return "invalid_state";
  if (code === "missing_transaction") return "missing_transaction";
  const message = error instanceof Error ? error.message : "";
  if (/No matching state found in storage/i.test(message)) return "missing_transaction";
  if (/No state in response|Invalid state|state mismatch/i.test(message)) return "invalid_state";
  return null;
}

/** Whether the provider asks for the second factor before it signs the user in. */
export function needsSecondFactor(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { error?: unknown }).error === "mfa_required";
}

/**
 * Token retrieval with spec §4's retry: one more try after 1 s; the second failure is thrown (the
 * caller then signs the user out). A session-ending error is not retried.
 */
export async function retryOnce<T>(
  attempt: () => Promise<T>,
  sleep: (ms: number) => Promise<void>,
  delayMs: number = TOKEN_RETRY_DELAY_MS,
): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (sessionEndingReason(error)) throw error;
    await sleep(delayMs);
    return attempt();
  }
}

/** The query parameters the guard treats as "the provider is answering" (spec §2). */
export function isProviderAnswer(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has("code") && params.has("state")) || params.has("error");
}
