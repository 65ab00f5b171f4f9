/**
 * Paging for the data table. Client data is paged in the browser; server data is paged by the
 * API's opaque page tokens (`page_request.page_token` → `page_response.next_page_token`), where
 * going back means remembering the tokens of the pages already seen.
 */
import { useCallback, useMemo, useState } from "react";

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

/** What the table needs to page server data. */
export interface ServerPaging {
  pageIndex: number;
  pageSize: PageSize;
  hasNextPage: boolean;
  /** How many rows the whole list has (page_response.total_size), when the API says. */
  totalSize?: number;
  onNextPage(): void;
  onPreviousPage(): void;
  onPageSizeChange(size: PageSize): void;
}

export interface PageTokenPaging {
  /** Send these in the list request's page_request. */
  request: { pageSize: number; pageToken: string };
  /** Props for `<DataTable server={…}>`, given the last response's next_page_token (and total_size, when known). */
  paging(nextPageToken: string | undefined, totalSize?: number): ServerPaging;
  /** Back to the first page (e.g. when the sort order or a filter changes). */
  reset(): void;
}

export function usePageTokenPaging(initialPageSize: PageSize = DEFAULT_PAGE_SIZE): PageTokenPaging {
  const [state, setState] = useState<{ tokens: string[]; pageSize: PageSize }>({
    tokens: [""],
    pageSize: initialPageSize,
  });
  const pageIndex = state.tokens.length - 1;
  const pageToken = state.tokens[pageIndex] ?? "";
  const reset = useCallback(() => setState((s) => ({ tokens: [""], pageSize: s.pageSize })), []);
  const paging = useCallback(
    (nextPageToken: string | undefined, totalSize?: number): ServerPaging => ({
      pageIndex,
      pageSize: state.pageSize,
      hasNextPage: Boolean(nextPageToken),
      ...(totalSize === undefined ? {} : { totalSize }),
      onNextPage: () => {
        if (nextPageToken) setState((s) => ({ ...s, tokens: [...s.tokens, nextPageToken] }));
      },
      onPreviousPage: () => setState((s) => ({ ...s, tokens: s.tokens.length > 1 ? s.tokens.slice(0, -1) : [""] })),
      onPageSizeChange: (pageSize) => setState({ tokens: [""], pageSize }),
    }),
    [pageIndex, state.pageSize],
  );
  const request = useMemo(() => ({ pageSize: state.pageSize, pageToken }), [state.pageSize, pageToken]);
  return { request, paging, reset };
}
