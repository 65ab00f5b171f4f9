/**
 * The route guard's React side (the decision itself is guard.ts): starts the session check at
 * load and shows the 'Authenticating...' / 'Redirecting...' overlays (spec §2) or the page. Once
 * someone is signed in on a route that needs it, the user's data is checked by UserGate.
 */
import { useTransport } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useRouteMeta } from "../components/route/route-meta";
import { FullScreenOverlay } from "../components/overlay/full-screen-overlay";
import { preloadable } from "../components/route/preloadable";
import { prefetchFirstData } from "../start/first-data";
import { decideRoute } from "./guard";
import { GuardOutcome } from "./guard-outcome";
import { auth } from "./instance";
import { useAuth } from "./use-auth";

// Needed on every signed-in route once the session is known: loaded with this module, so it is
// there (no fallback, no wait) when the session check ends.
const userGate = preloadable(() => import("./user-gate"));
void userGate.preload().catch(() => undefined); // a failed load is tried again when rendered
const UserGate = userGate.Component;

export function RouteGuard() {
  const location = useLocation();
  const route = useRouteMeta();
  const { status } = useAuth();

  useEffect(() => {
    void auth.start({ pathname: window.location.pathname, search: window.location.search });
  }, []);

  // As soon as someone is signed in, the page's first data is asked for beside UserGate's user
  // check (first-data.ts): once, for the route the app opened on.
  const queryClient = useQueryClient();
  const transport = useTransport();
  const firstRoute = useRef(route?.name);
  useEffect(() => {
    if (status !== "signed-in" || !firstRoute.current) return;
    void prefetchFirstData(firstRoute.current, queryClient, transport);
    firstRoute.current = undefined;
  }, [status, queryClient, transport]);

  // Everything but the user's data is known here; "loading" user data means "ask UserGate".
  const decision = decideRoute({ route, url: location, auth: status, user: { status: "loading" }, loanApplicationUrl: null });
  if (decision.kind === "overlay" && status === "signed-in" && route) {
    return (
      <Suspense fallback={<FullScreenOverlay reason="authenticating" />}>
        <UserGate route={route} url={location} />
      </Suspense>
    );
  }
  return <GuardOutcome decision={decision} />;
}
