/**
 * Confirming it's you before a sensitive change (ADR 0008), shared by the server and the web app:
 * the server refuses a change that needs a fresh confirmation with FAILED_PRECONDITION and this
 * exact message; the web app recognises it, asks for the password or a code (ConfirmMyIdentity),
 * and retries the change.
 */
export const STEP_UP_REQUIRED = "Confirm it's you first: enter your password or a code from your second sign-in step.";

/** How long one confirmation lets a sign-in session make sensitive changes. */
export const STEP_UP_TTL_MS = 5 * 60_000;
