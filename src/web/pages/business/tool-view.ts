/**
 * Which part of /my-business is open, kept in the address (`?tool=plan`, `?tool=survey&part=3`) so
 * a reload or a shared link opens the same place: the overview (no parameter), the survey (and
 * which of its parts), its results, or the plan.
 *
 * The address changes in place (history.replaceState), not by a navigation: the app's route effects
 * scroll to the top and move focus to the main content on every navigation, which would take a
 * keyboard user away from the tab or the answer they were on. A real navigation to the page (a
 * link, Back) still sets the parameters.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

export type ToolView = "overview" | "survey" | "results" | "plan";

export const TOOL_PARAM = "tool";
export const PART_PARAM = "part";
const VIEWS: readonly ToolView[] = ["overview", "survey", "results", "plan"];

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
export const tabOf = (view: ToolView): "overview" | "survey" | "plan" => (view === "results" ? "survey" : view);

/** The page's search parameters, and a way to change them in place. */
export function usePageParams(): [URLSearchParams, (change: (params: URLSearchParams) => void) => void] {
  const location = useLocation();
  const [params, setParams] = useState(() => new URLSearchParams(location.search));
  const current = useRef(params);
  const arrived = useRef(location.key);
  useEffect(() => {
    if (arrived.current === location.key) return;
    arrived.current = location.key;
    current.current = new URLSearchParams(location.search);
    setParams(current.current);
  }, [location.key, location.search]);
  const change = useCallback((edit: (params: URLSearchParams) => void) => {
    const next = new URLSearchParams(current.current);
    edit(next);
    if (next.toString() === current.current.toString()) return;
    current.current = next;
    const query = next.toString();
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`);
    setParams(next);
  }, []);
  return [params, change];
}
