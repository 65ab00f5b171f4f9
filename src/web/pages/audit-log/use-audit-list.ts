/**
 * What both tabs' lists share: server paging by page tokens that starts again from the first page
 * when the filters change (a token is sealed under its filters, and another filter's is refused),
 * and the server's refusal of a filter, placed on the form's field when it names one.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { useMemo, useState } from "react";
import { usePageTokenPaging } from "../../components/data-table";
import { formFieldFor, toServerError } from "../../components/form/server-errors";
import { SERVER_FIELD_ALIASES, TAB_FILTERS, type AuditFilters, type AuditTab, type FilterName } from "./audit-view";
import type { ServerFilterError } from "./audit-filters";

export function useFilteredPaging(tab: AuditTab, filters: AuditFilters) {
  const paging = usePageTokenPaging();
  const listKey = JSON.stringify(TAB_FILTERS[tab].map((f) => filters[f]));
  const [pagedKey, setPagedKey] = useState(listKey);
  // A new filter starts from the first page, in the same render (an old token would be refused).
  if (pagedKey !== listKey) {
    setPagedKey(listKey);
    paging.reset();
  }
  const pageRequest = pagedKey === listKey ? paging.request : { ...paging.request, pageToken: "" };
  return { paging, pageRequest };
}

export interface ListRefusal {
  /** The server refused the request itself (INVALID_ARGUMENT). */
  invalid: boolean;
  /** …naming one of the tab's filters. */
  field: ServerFilterError | null;
}

export function useListRefusal(error: unknown, tab: AuditTab): ListRefusal {
  return useMemo(() => {
    if (!error) return { invalid: false, field: null };
    const e = ConnectError.from(error);
    if (e.code !== Code.InvalidArgument) return { invalid: false, field: null };
    const parsed = toServerError(error);
    const field = formFieldFor(parsed, TAB_FILTERS[tab], SERVER_FIELD_ALIASES) as FilterName | undefined;
    return { invalid: true, field: field ? { field, message: parsed.message ?? e.rawMessage } : null };
  }, [error, tab]);
}
