/**
 * Which part of /my-business is open, kept in the address (`?tool=plan`, `?tool=survey&part=3`) so
 * a reload or a shared link opens the same place: the overview (no parameter), the survey (and
 * which of its parts), its results, the plan, or loan readiness (`?tool=loan`).
 *
 * The address changes in place (history.replaceState), not by a navigation: the app's route effects
 * scroll to the top and move focus to the main content on every navigation, which would take a
 * keyboard user away from the tab or the answer they were on. A real navigation to the page (a
 * link, Back) still sets the parameters.
 */

export type ToolView = "overview" | "survey" | "results" | "plan" | "loan";

export const TOOL_PARAM = "tool";
export const PART_PARAM = "part";
const VIEWS: readonly ToolView[] = ["overview", "survey", "results", "plan", "loan"];

export function toolViewOf(search: URLSearchParams): ToolView {
  const value = search.get(TOOL_PARAM);
  return VIEWS.includes(value as ToolView) ? (value as ToolView) : "overview";
}

/** The survey's part (0-based) from `part` (1-based), within 0…parts−1. */
export function partOf(search: URLSearchParams, parts: number): number {
  const n = Number.parseInt(search.get(PART_PARAM) ?? "1", 10);
  return Math.min(parts - 1, Math.max(0, (Number.isFinite(n) ? n : 1) - 1));
}

/** The tab a view belongs to (the results are the survey's). */
export const tabOf = (view: ToolView): "overview" | "survey" | "plan" | "loan" => (view === "results" ? "survey" : view);

export { usePageParams } from "../../components/route/use-page-params";
