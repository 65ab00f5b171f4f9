/**
 * The tab's running telemetry, registered by the tracker once it has loaded, so that pages can send
 * what is queued (e.g. before completing a lesson, so its time on the page is counted) without
 * loading the tracker themselves; and the mark the sign-in callback leaves for the tracker to send
 * one LOGIN event.
 */
let flusher: (() => Promise<void>) | null = null;

export function registerTelemetryFlush(flush: (() => Promise<void>) | null): void {
  flusher = flush;
}

/** Sends what is queued now; nothing when telemetry is not running. */
export async function flushTelemetry(): Promise<void> {
  await flusher?.();
}

const SIGNED_IN_KEY = "compass.telemetry.signedIn";

/** The sign-in callback finished: the tracker sends LOGIN once it runs. */
export function markSignedIn(): void {
  try {
    sessionStorage.setItem(SIGNED_IN_KEY, "1");
  } catch {
    // storage unavailable: no LOGIN event
  }
}

/** True once after markSignedIn (the mark is removed). */
export function takeSignedInMark(): boolean {
  try {
    const marked = sessionStorage.getItem(SIGNED_IN_KEY) === "1";
    if (marked) sessionStorage.removeItem(SIGNED_IN_KEY);
    return marked;
  } catch {
    return false;
  }
}
