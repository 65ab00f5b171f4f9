/**
 * Each route's error boundary (React Router `ErrorBoundary`): a render error or a page whose code
 * failed to load shows this inside the layout, with a retry, instead of a blank screen.
 */
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error("route error", error);
  }, [error]);
  return (
    <Stack maw={640} mx="auto" my="xl" p="md">
      <Alert color="red" variant="light" role="alert">
        <Title order={1} size="h2" mb="xs">
          {t("routeError.heading")}
        </Title>
        <Text>{t("routeError.body")}</Text>
      </Alert>
      <div>
        {/* A full reload also retries a page whose code failed to download. */}
        <Button onClick={() => window.location.reload()}>{t("common.retry")}</Button>
      </div>
    </Stack>
  );
}
