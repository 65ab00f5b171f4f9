/**
 * Keeps the live inbox running while the calling component (the main layout's bell) is mounted,
 * for the signed-in user `me`. The stream's code (inbox-runner.ts) loads after the page, not with it:
 * when the browser is next idle.
 */
import { useTransport } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

export function useInbox(me: string | undefined): void {
  const queryClient = useQueryClient();
  const transport = useTransport();
  useEffect(() => {
    if (!me) return;
    let release: (() => void) | null = null;
    let cancelled = false;
    const start = () =>
      void import("./inbox-runner").then(
        ({ acquireInbox }) => {
          if (!cancelled) release = acquireInbox(queryClient, transport, me);
        },
        () => undefined, // offline while loading: the lists still load and refresh on their own
      );
    // After the page's own modules and first calls (when the browser is idle, at the latest in 2 s).
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 200);
    return () => {
      cancelled = true;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
      release?.();
    };
  }, [me, queryClient, transport]);
}
