/**
 * The signed-in half of the route guard (loaded only once someone is signed in, which keeps the
 * API schema out of the first paint): loads GetMyUser + GetMyState and the configuration, then
 * decides; and sets the time zone dates are shown in from the person's profile (formats.ts).
 */
import type { RouteDef } from "../../shared/routes";
import { decideRoute } from "./guard";
import { GuardOutcome } from "./guard-outcome";
import { setDisplayTimeZone } from "../i18n/formats";
import { useAppConfig, useCurrentUser } from "./use-current-user";

export default function UserGate(props: { route: RouteDef; url: { pathname: string; search: string; hash: string } }) {
  const current = useCurrentUser();
  const config = useAppConfig();
  // Dates and times on every page in the person's own time zone (their profile's, else the browser's).
  setDisplayTimeZone(current.user?.profile?.timeZone);
  const decision = decideRoute({
    route: props.route,
    url: props.url,
    auth: "signed-in",
    user: current.data,
    loanApplicationUrl: config.data?.loanApplicationUrl ?? null,
  });
  return <GuardOutcome decision={decision} onRetry={current.refetch} />;
}
