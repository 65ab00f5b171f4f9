/**
 * The page's search parameters, and a way to change them in place (history.replaceState, not a
 * navigation: the app's route effects scroll to the top and move focus to the main content on
 * every navigation, which would take a keyboard user away from the tab or filter they were on).
 * A real navigation to the page (a link, Back) still sets them. /my-business and /admin/audit-log
 * keep their tabs and filters in it.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

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
