/**
 * The scope both partner report pages show, read from the URL's search params (partner-scope.ts):
 * the values, their checks, the PartnerScope to send when they pass, the search string to carry to
 * the other page, and `apply` — a new scope is a navigation (a history entry, so Back returns to
 * the previous figures, and the address can be shared).
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { effectiveRange, hasScopeErrors, scopeErrors, scopeFromSearch, scopeRequest, searchOf, todayUtc, type ScopeValues } from "./partner-scope";

export function usePartnerScope(admin: boolean) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  return {
    ...useMemo(() => {
      const values = scopeFromSearch(key, admin);
      const today = todayUtc();
      const errors = scopeErrors(values, today);
      const valid = !hasScopeErrors(errors);
      return {
        values,
        errors,
        valid,
        today,
        request: scopeRequest(valid ? values : { ...values, from: "", to: "" }, admin),
        range: valid ? effectiveRange(values, today) : null,
        search: searchOf(values, admin),
      };
    }, [key, admin]),
    apply: useCallback((next: ScopeValues) => setParams(new URLSearchParams(searchOf(next, admin))), [setParams, admin]),
  };
}

export type PartnerScopeState = ReturnType<typeof usePartnerScope>;
