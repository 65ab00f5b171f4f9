/**
 * The route guard's React side (the decision itself is guard.ts): starts the session check at
 * load and shows the 'Authenticating...' / 'Redirecting...' overlays (spec §2) or the page. Once
 * someone is signed in on a route that needs it, the user's data is checked by UserGate.
 */
import { lazy, Suspense, useEffect } from "react";
import { useLocation } from "react-router";
import { useRouteMeta } from "../components/route/route-meta";
import { FullScreenOverlay } from "../components/overlay/full-screen-overlay";
import { decideRoute } from "./guard";
import { GuardOutcome } from "./guard-outcome";
import { auth } from "./instance";
import { useAuth } from "./use-auth";

const UserGate = lazy(() => import("./user-gate"));

export function RouteGuard() {
  const location = useLocation();
  const route = useRouteMeta();
  const { status } = useAuth();

  useEffect(() => {
    void auth.start({ pathname: window.location.pathname, search: window.location.search });
  }, []);

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
