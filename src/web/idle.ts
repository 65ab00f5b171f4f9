/**
 * Secondary work (the account menu's code, the live inbox, the notification count) waits until
 * the page's own content has had its turn: on a slow phone network those requests would share
 * the bandwidth and the main thread with what the page shows first (issue #18). No React here:
 * the sign-in runtime uses it on the signed-out path too (the hook is in use-after-first-content.ts).
 */
/** How long after the navigation started secondary work may begin, at the earliest. */
export const SECONDARY_AFTER_MS = 2000;

/**
 * Runs `task` once the page has been open `afterMs` and the browser is idle (at the latest
 * `timeoutMs` after that); returns a cancel.
 */
export function afterFirstContent(task: () => void, afterMs = SECONDARY_AFTER_MS, timeoutMs = 2000): () => void {
  let idle: number | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(task, { timeout: timeoutMs });
    else idle = window.setTimeout(task, 0);
  };
  const wait = window.setTimeout(whenIdle, Math.max(0, afterMs - performance.now()));
  return () => {
    window.clearTimeout(wait);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
    window.clearTimeout(idle);
  };
}

/** Runs `task` once the next frame has been painted (a task after the frame); returns a cancel. */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Settles in a later task: start-up work split at it runs as several short tasks instead of one
 * long one, and the browser may paint and handle input between them (on a slow phone a task of
 * over 50 ms is a tap left waiting: Lighthouse's total blocking time, bench/README.md). Chromium's
 * `scheduler.yield()` when there is one (the rest of the work keeps its place ahead of other
 * tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
