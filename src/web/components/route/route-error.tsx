/**
 * Each route's error boundary (React Router `ErrorBoundary`): a render error or a page whose code
 * failed to load shows this inside the layout, with a retry, instead of a blank screen.
 */
import { Stack, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { ErrorState } from "../query-state/query-state";

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error("route error", error);
  }, [error]);
  return (
    <Stack maw={640} mx="auto" my="xl" p="md" gap="sm">
      <Title order={1} size="h2">
        {t("routeError.heading")}
      </Title>
      {/* A full reload also retries a page whose code failed to download. */}
      <ErrorState message={t("routeError.body")} onRetry={() => window.location.reload()} />
    </Stack>
  );
}
