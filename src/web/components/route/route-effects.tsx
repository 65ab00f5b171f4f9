/**
 * Effects every route shares: the document title, the spec's scroll behaviour, moving focus to
 * the main content after a client-side navigation, and a progress indicator while a lazy page loads.
 */
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocation, useMatches, useNavigation } from "react-router";
import type { RouteName } from "../../../shared/routes";
import { decideScroll, ScrollPositions } from "../../scroll";
import { MAIN_CONTENT_ID } from "./skip-link";

export interface RouteHandle {
  name: RouteName;
}

/** The name of the deepest matched route (from its handle). */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}

/** A route's document title ("Sign in · Compass"); also written into prerendered pages. */
export function documentTitle(t: TFunction, name: RouteName | undefined): string {
  const suffix = t("app.titleSuffix");
  return name ? `${t(`routes.${name}`)} · ${suffix}` : suffix;
}

/** A title shown instead of the route's while something in its place is mounted (useDocumentTitleOverride). */
let titleOverride: string | null = null;
const titleListeners = new Set<() => void>();
const subscribeTitle = (listener: () => void) => {
  titleListeners.add(listener);
  return () => void titleListeners.delete(listener);
};
const setTitleOverride = (title: string | null) => {
  titleOverride = title;
  for (const listener of titleListeners) listener();
};

/**
 * While the calling component is mounted, the document's title is `title` instead of the route's:
 * for what a page shows in place of the route's own (the route guard's refusal).
 */
export function useDocumentTitleOverride(title: string): void {
  useEffect(() => {
    setTitleOverride(title);
    return () => {
      if (titleOverride === title) setTitleOverride(null);
    };
  }, [title]);
}

export function DocumentTitle() {
  const { t } = useTranslation();
  const name = useRouteName();
  const override = useSyncExternalStore(subscribeTitle, () => titleOverride, () => null);
  useEffect(() => {
    document.title = override ?? documentTitle(t, name);
  }, [name, t, override]);
  return null;
}

const positions = new ScrollPositions();

export function ScrollManager() {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => positions.persist();
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  // Remember where the reader is on the current history entry.
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(location.key, { x: window.scrollX, y: window.scrollY }));
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [location.key]);

  useEffect(() => {
    const initial = first.current;
    first.current = false;
    const decision = decideScroll(location.hash, positions.get(location.key));
    const frame = requestAnimationFrame(() => {
      if (decision.kind === "anchor") {
        const target = document.getElementById(decision.id);
        if (target) {
          target.scrollIntoView({ behavior: "smooth", block: "start" });
          return;
        }
        window.scrollTo(0, 0);
      } else if (decision.kind === "restore") {
        window.scrollTo(decision.position.x, decision.position.y);
      } else {
        window.scrollTo(0, 0);
      }
      // After a client-side navigation, move focus to the new content so screen readers announce it.
      if (!initial && decision.kind !== "anchor") {
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [location.key, location.hash]);

  return null;
}

/** A thin bar at the top while the next page's code loads; announced politely. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <>
      <div className="compass-nav-progress" data-active={busy || undefined} aria-hidden="true" />
      <div className="compass-visually-hidden" role="status" aria-live="polite">
        {busy ? t("a11y.pageLoading") : ""}
      </div>
    </>
  );
}
