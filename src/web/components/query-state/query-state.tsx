/**
 * The one loading / error / empty presentation of the app. `QueryState` wraps a query (a
 * Connect-Query or TanStack result, or anything shaped like one): a labelled loader while it
 * loads, an error alert with a 'Try again' button that refetches, an optional empty state, and
 * the page's content with the data. `LoadingState` and `ErrorState` are its parts, for waits that
 * are not queries (a redirect starting, the route guard, a page whose code failed to load).
 */
import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A labelled, announced loader. */
export function LoadingState(props: { label: string; testId?: string; centered?: boolean }) {
  return (
    <Group gap="sm" role="status" aria-live="polite" data-testid={props.testId} justify={props.centered ? "center" : undefined} py={props.centered ? "md" : undefined}>
      <Loader size="sm" aria-hidden="true" />
      <Text>{props.label}</Text>
    </Group>
  );
}

export interface ErrorStateProps {
  /** What failed, in words the user understands. */
  message: ReactNode;
  title?: ReactNode;
  icon?: ReactNode;
  /** Shows 'Try again' calling this. */
  onRetry?: () => void;
  /** The retry is under way (the button shows a spinner). */
  retrying?: boolean;
  /** The retry button's label, when not 'Try again'. */
  retryLabel?: string;
  /** Extra actions shown next to the retry. */
  actions?: ReactNode;
  testId?: string;
  /** Space below (when content follows, e.g. a table). */
  mb?: string;
}

/** An announced error alert with a 'Try again' button. */
export function ErrorState(props: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start" data-testid={props.testId} mb={props.mb}>
      <Alert color="red" variant="light" role="alert" title={props.title} icon={props.icon} w="100%">
        {props.message}
      </Alert>
      {(props.onRetry || props.actions) && (
        <Group>
          {props.onRetry && (
            <Button variant="outline" onClick={props.onRetry} loading={props.retrying}>
              {props.retryLabel ?? t("common.retry")}
            </Button>
          )}
          {props.actions}
        </Group>
      )}
    </Stack>
  );
}

/** The parts of a query result QueryState reads (TanStack's UseQueryResult has them all). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Announced while loading, e.g. 'Loading your profile…'. */
  loadingLabel: string;
  /** Shown when the query failed. */
  errorMessage: ReactNode;
  errorTitle?: ReactNode;
  errorIcon?: ReactNode;
  /** With `empty`: whether the data counts as nothing to show. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T>(props: QueryStateProps<T>) {
  const { query } = props;
  if (query.isError) {
    return (
      <ErrorState
        message={props.errorMessage}
        title={props.errorTitle}
        icon={props.errorIcon}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending || query.data === undefined) return <LoadingState label={props.loadingLabel} />;
  if (props.empty !== undefined && props.isEmpty?.(query.data)) return <>{props.empty}</>;
  return <>{props.children(query.data)}</>;
}
