/**
 * Under every route that needs sign-in (router.tsx loads this lazily): the API transport and query
 * cache, spec §2's route guard, which starts the session check and shows the overlays or the page,
 * the usage telemetry (never for administrators), and the user's remembered language.
 */
import { lazy, Suspense } from "react";
import { AppData } from "./app-data";

export { primeFirstRender } from "./app-data";
import { RouteGuard } from "./auth/route-guard";

/** Not needed for the first page to show: loaded beside it. */
const TelemetryTracker = lazy(() => import("./telemetry/telemetry-tracker"));
const RememberedLanguage = lazy(() => import("./i18n/remembered-language"));

export default function SignedInRoot() {
  return (
    <AppData>
      <Suspense fallback={null}>
        <TelemetryTracker />
        <RememberedLanguage />
      </Suspense>
      <RouteGuard />
    </AppData>
  );
}
