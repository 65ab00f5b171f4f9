/**
 * Under every route that needs sign-in (router.tsx loads this lazily): the API transport and query
 * cache, and spec §2's route guard, which starts the session check and shows the overlays or the page.
 */
import { AppData } from "./app-data";
import { RouteGuard } from "./auth/route-guard";

export default function SignedInRoot() {
  return (
    <AppData>
      <RouteGuard />
    </AppData>
  );
}
