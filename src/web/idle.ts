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
