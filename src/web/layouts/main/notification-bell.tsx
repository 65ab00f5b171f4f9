/**
 * The header's notification bell (issue #14 §1) on every signed-in page: the unread count in its
 * name ("Notifications, 3 unread") and on a badge, a polite announcement when the count rises,
 * and the live inbox for the tab (use-inbox.ts: the stream that keeps the count, the messages
 * and the lists current).
 *
 * Only the button is part of the page's first load. The list it opens (notification-centre.tsx:
 * the notifications with mark read, open and remove) loads at the first sign of use — the pointer
 * over the bell, focus on it, a click — and opens as soon as it has.
 */
import { useQuery } from "@connectrpc/connect-query";
import { UnstyledButton } from "@mantine/core";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../../auth/use-current-user";
import { IconBell } from "../../icons";
import { useInbox } from "../../inbox/use-inbox";
import { useAfterFirstContent } from "../../use-after-first-content";

export const NOTIFICATION_PANEL_ID = "notification-centre";

const loadCentre = () => import("./notification-centre");
const NotificationCentre = lazy(loadCentre);

export function NotificationBell() {
  const { t } = useTranslation();
  const { user, role } = useCurrentUser();
  const me = user?.id;
  useInbox(me);
  // The count is secondary: asked for once the page's own content has had its turn (idle.ts).
  const ready = useAfterFirstContent();
  const query = useQuery(CompassService.method.getMyNotifications, {}, { enabled: me !== undefined && ready, staleTime: 60_000 });
  const unread = query.data && me ? query.data.notifications.filter((n) => !n.isRead && (n.sentToUserId === me || n.sentToUserId === "")).length : 0;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Said when the count rises after the first load (a notification came in).
  const [announcement, setAnnouncement] = useState("");
  const known = useRef<number | null>(null);
  useEffect(() => {
    if (!query.data) return;
    if (known.current !== null && unread > known.current) setAnnouncement(t("bell.arrived", { count: unread }));
    known.current = unread;
  }, [query.data, unread, t]);

  const close = useCallback((focusBell: boolean) => {
    setOpen(false);
    if (focusBell) button.current?.focus();
  }, []);
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const preload = () => void loadCentre().catch(() => undefined);
  const label = unread > 0 ? t("bell.labelUnread", { count: unread }) : t("bell.label");

  return (
    <div className="compass-bell">
      <UnstyledButton
        ref={button}
        className="compass-bell-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? NOTIFICATION_PANEL_ID : undefined}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        data-unread={unread}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((o) => !o)}
      >
        <IconBell size={24} stroke={1.7} aria-hidden="true" />
        {unread > 0 ? (
          <span className="compass-bell-count" aria-hidden="true" data-testid="notification-bell-count">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </UnstyledButton>
      <span className="compass-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </span>
      {open && me ? (
        <Suspense fallback={null}>
          <NotificationCentre id={NOTIFICATION_PANEL_ID} me={me} role={role} myCoachId={user?.assignedCoach ?? ""} bell={button} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
