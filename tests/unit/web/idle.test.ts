/**
 * @vitest-environment jsdom
 *
 * Secondary work waits for the page's own content (src/web/idle.ts): not before the page has been
 * open SECONDARY_AFTER_MS, then when the browser is idle; a cancel stops it at either stage.
 * Start-up work split with nextTask goes on in a later task, never in the same one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstContent, nextTask } from "../../../src/web/idle";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "performance"] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("afterFirstContent", () => {
  it("runs the task once the page has been open long enough and the browser is idle", () => {
    const task = vi.fn();
    const start = performance.now();
    afterFirstContent(task, start + 500, 100);
    vi.advanceTimersByTime(499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // then idle (jsdom has no requestIdleCallback: the next turn)
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("starts at once (when idle) on a page open longer than that", () => {
    const task = vi.fn();
    afterFirstContent(task, performance.now() - 1);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("is cancelled before and after the wait", () => {
    const early = vi.fn();
    afterFirstContent(early, performance.now() + 500)();
    vi.advanceTimersByTime(1000);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterFirstContent(late, performance.now() + 10);
    vi.advanceTimersByTime(10);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(late).not.toHaveBeenCalled();
  });
});

describe("nextTask", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("settles in a later task, not among the current task's promise jobs", async () => {
    let settled = false;
    const next = nextTask().then(() => (settled = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(0);
    await next;
    expect(settled).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});
