/**
 * My journey (home). The journey itself lands with the learning issue; for now the page says so
 * and shows that the Compass server is reachable, by calling Ping through Connect-Query.
 */
import { useQuery } from "@connectrpc/connect-query";
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { IconCircleCheck, IconPlugConnectedX } from "../../icons";

const ping = CompassService.method.ping;

function ServerStatus() {
  const { t } = useTranslation();
  const [startedAt] = useState(() => Date.now());
  const result = useQuery(ping, {}, { staleTime: 0 });

  if (result.isPending) {
    return (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t("journey.checking")}</Text>
      </Group>
    );
  }
  if (result.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" variant="light" icon={<IconPlugConnectedX aria-hidden="true" />} role="alert" w="100%">
          {t("journey.unreachable")}
        </Alert>
        <Button variant="outline" onClick={() => void result.refetch()} loading={result.isFetching}>
          {t("common.retry")}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={4} role="status" aria-live="polite" data-testid="ping-ok">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={22} color="var(--mantine-color-compass-7)" style={{ flexShrink: 0 }} aria-hidden="true" />
        <Text fw={600}>{t("journey.reachable")}</Text>
      </Group>
      <Text size="sm" c="dimmed">
        {t("journey.serverCode", { code: result.data.serverCode })}
        {" · "}
        {t("journey.roundTrip", { ms: Math.max(1, result.dataUpdatedAt - startedAt) })}
      </Text>
    </Stack>
  );
}

export default function MyJourneyPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t("journey.heading")}</Title>
      <Text size="lg">{t("journey.intro")}</Text>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="server-status-heading">
        <Title order={2} id="server-status-heading" mb="sm">
          {t("journey.serverHeading")}
        </Title>
        <ServerStatus />
      </Paper>
    </Stack>
  );
}
