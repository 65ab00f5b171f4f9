/**
 * What the records pages' two lists (milestones, TA sessions) share: the loading, error (with 'Try
 * again') and empty states, the count above the table, the table's own sideways scroll, and
 * "Show more" for the next page of an infinite query.
 */
import { Button, Group, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { TableScroll } from "../../components/reports/report-figures";
import "../../i18n/en/impact-summary";

/** What RecordsFrame needs of an infinite query. */
interface RecordsQuery {
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

/** A day (google.type.Date) as YYYY-MM-DD; "" when unset. */
export const isoOf = (d: { year: number; month: number; day: number } | undefined) =>
  d && d.year ? `${String(d.year).padStart(4, "0")}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}` : "";

export function RecordsFrame(props: {
  query: RecordsQuery;
  /** Whether the first page came; how many records the pages hold. */
  loaded: boolean;
  records: number;
  words: { loading: string; loadError: string; empty: string };
  count: string;
  labelledBy: string;
  testId: string;
  /** The table's head and body. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { query } = props;
  let content: ReactNode;
  if (query.isError && !props.loaded) {
    content = <ErrorState message={props.words.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="impact-records-error" />;
  } else if (!props.loaded) {
    content = <LoadingState label={props.words.loading} />;
  } else if (props.records === 0) {
    content = <Text data-testid="impact-records-empty">{props.words.empty}</Text>;
  } else {
    content = (
      <Stack gap="sm">
        <Text data-testid="impact-records-count">{props.count}</Text>
        <TableScroll labelledBy={props.labelledBy} testId="impact-records-scroll">
          <Table striped highlightOnHover miw={640} data-testid={props.testId}>
            {props.children}
          </Table>
        </TableScroll>
        {query.hasNextPage ? (
          <Group>
            <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} data-testid="impact-records-more">
              {t("impactSummary.records.more")}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }
  return <div aria-busy={query.isFetching || undefined}>{content}</div>;
}
