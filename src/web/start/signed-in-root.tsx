/**
 * Under every route that needs sign-in (router.tsx loads this lazily): the API transport and query
 * cache, spec §2's route guard, which starts the session check and shows the overlays or the page,
 * the usage telemetry (never for administrators), and the user's remembered language (these two
 * once the first screen has been painted).
 */
import { lazy, Suspense } from "react";
import { AppData } from "./app-data";

export { primeFirstRender } from "./app-data";
import { RouteGuard } from "../auth/route-guard";
import { useAfterFirstPaint } from "../use-after-first-content";

/** Not needed for the first page to show: loaded once it has been painted (the tracker then counts the page on view). */
const TelemetryTracker = lazy(() => import("../telemetry/telemetry-tracker"));
const RememberedLanguage = lazy(() => import("../i18n/remembered-language"));

export default function SignedInRoot() {
  const painted = useAfterFirstPaint();
  return (
    <AppData>
      {painted && (
        <Suspense fallback={null}>
          <TelemetryTracker />
          <RememberedLanguage />
        </Suspense>
      )}
      <RouteGuard />
    </AppData>
  );
}
