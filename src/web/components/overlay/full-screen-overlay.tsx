/**
 * The app-wide overlay of spec §2: 'Authenticating...' while authentication loads and
 * 'Redirecting...' during a redirect. It is a polite live status region; while it is shown it takes
 * focus (so keyboard and screen-reader users are not left on hidden controls) and gives it back
 * when it goes away.
 */
import { Loader, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";

/** The element the React app renders into (index.html). */
export const APP_ROOT_ID = "root";

export type OverlayReason = "authenticating" | "redirecting";

export function FullScreenOverlay({ reason }: { reason: OverlayReason }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The app underneath cannot be reached while the overlay is up.
    const app = document.getElementById(APP_ROOT_ID);
    const wasInert = app?.hasAttribute("inert") ?? false;
    app?.setAttribute("inert", "");
    ref.current?.focus();
    return () => {
      if (app && !wasInert) app.removeAttribute("inert");
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <div
      ref={ref}
      className="compass-overlay"
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={t(`overlay.${reason}`)}
      tabIndex={-1}
      data-testid="full-screen-overlay"
    >
      <Loader size="lg" aria-hidden="true" />
      <Text size="xl" fw={600}>
        {t(`overlay.${reason}`)}
      </Text>
    </div>,
    document.body,
  );
}
