/**
 * The lazily loaded page for every route whose real page has not landed yet. The router passes the
 * route name; see components/not-available.tsx.
 */
import type { ComponentType } from "react";
import type { RouteName } from "../../../shared/routes";
import { NotAvailable } from "../../components/not-available";

export function notAvailablePage(route: RouteName): ComponentType {
  function NotAvailablePage() {
    return <NotAvailable route={route} />;
  }
  NotAvailablePage.displayName = `NotAvailablePage(${route})`;
  return NotAvailablePage;
}
