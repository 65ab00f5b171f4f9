/**
 * When the live inbox (inbox-connection.ts) tries the stream again after a failure or an end:
 * 1 s after the first failure, doubling up to 30 s, each delay drawn between half and all of that
 * ("equal jitter"), so tabs that lost the same server do not all come back in the same instant.
 * After POLL_AFTER_FAILURES failures in a row the page also polls every POLL_INTERVAL_MS.
 * Pure: the random source is a parameter.
 */
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** Failed attempts in a row after which the lists are polled while the stream is retried. */
export const POLL_AFTER_FAILURES = 3;
export const POLL_INTERVAL_MS = 20_000;

/** The ceiling for the `failures`-th failure in a row (1 → 1 s, 2 → 2 s, … capped at 30 s). */
export function backoffCeiling(failures: number): number {
  if (failures <= 0) return 0;
  // 2^5 = 32 s is already past the cap; avoid huge exponents.
  const exponent = Math.min(failures - 1, 5);
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** exponent);
}

/** The delay before the next attempt after `failures` failures in a row; `random` returns [0, 1). */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = backoffCeiling(failures);
  if (ceiling === 0) return 0;
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
