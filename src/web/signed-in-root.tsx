/**
 * Under every route that needs sign-in (router.tsx loads this lazily): the API transport and query
 * cache, spec §2's route guard, which starts the session check and shows the overlays or the page,
 * and the usage telemetry (never for administrators).
 */
import { lazy, Suspense } from "react";
import { AppData } from "./app-data";
import { RouteGuard } from "./auth/route-guard";

/** Not needed for the first page to show: loaded beside it. */
const TelemetryTracker = lazy(() => import("./telemetry/telemetry-tracker"));

export default function SignedInRoot() {
  return (
    <AppData>
      <Suspense fallback={null}>
        <TelemetryTracker />
      </Suspense>
      <RouteGuard />
    </AppData>
  );
}
