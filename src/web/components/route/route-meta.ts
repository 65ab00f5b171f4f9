import { useMatches } from "react-router";
import type { RouteDef } from "../../../shared/routes";

/** The matched route's entry of the route table (null: no route matched, i.e. not found). */
export function useRouteMeta(): RouteDef | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as { route?: RouteDef } | undefined;
    if (handle?.route) return handle.route;
  }
  return null;
}
