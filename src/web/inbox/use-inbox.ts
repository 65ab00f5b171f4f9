/**
 * Keeps the live inbox running while the calling component (the main layout's bell) is mounted,
 * for the signed-in user `me`. The stream's code (inbox-runner.ts) loads after the page, not with it:
 * when the browser is next idle.
 */
import { useTransport } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { afterFirstContent } from "../idle";

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
    // After the page's own modules, first calls and content (idle.ts).
    const cancel = afterFirstContent(start);
    return () => {
      cancelled = true;
      cancel();
      release?.();
    };
  }, [me, queryClient, transport]);
}
