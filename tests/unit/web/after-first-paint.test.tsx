// @vitest-environment jsdom
/** Parts loaded once the first screen has been painted (src/web/use-after-first-content.ts useAfterFirstPaint). */
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAfterFirstPaint } from "../../../src/web/use-after-first-content";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame"] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("useAfterFirstPaint", () => {
  it("is false on the first commit, and true only once the next frame has been painted", async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(async () => {
      vi.advanceTimersToNextFrame(); // the frame is drawn; the task after it has not run yet
    });
    expect(result.current).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(1); // the task after the frame (a timeout of 0, at least 1 ms)
    });
    expect(result.current).toBe(true);
  });

  it("does nothing once unmounted before the paint", async () => {
    const { result, unmount } = renderHook(() => useAfterFirstPaint());
    unmount();
    await act(async () => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersByTime(1); // the task after the frame (a timeout of 0, at least 1 ms)
    });
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
