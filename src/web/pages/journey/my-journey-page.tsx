/**
 * My journey (home). Until the learning journey is built the page introduces it and shows whether
 * the Compass server answers (Ping through Connect-Query, with its server code and round trip).
 */
import { useQuery } from "@connectrpc/connect-query";
import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { QueryState } from "../../components/query-state/query-state";
import { IconCircleCheck, IconPlugConnectedX } from "../../icons";

const ping = CompassService.method.ping;

function ServerStatus() {
  const { t } = useTranslation();
  const [startedAt] = useState(() => Date.now());
  const result = useQuery(ping, {}, { staleTime: 0 });

  return (
    <QueryState
      query={result}
      loadingLabel={t("journey.checking")}
      errorMessage={t("journey.unreachable")}
      errorIcon={<IconPlugConnectedX aria-hidden="true" />}
    >
      {(data) => (
        <Stack gap={4} role="status" aria-live="polite" data-testid="ping-ok">
          <Group gap="xs" wrap="nowrap">
            <IconCircleCheck size={22} color="var(--mantine-color-compass-7)" style={{ flexShrink: 0 }} aria-hidden="true" />
            <Text fw={600}>{t("journey.reachable")}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t("journey.serverCode", { code: data.serverCode })}
            {" · "}
            {t("journey.roundTrip", { ms: Math.max(1, result.dataUpdatedAt - startedAt) })}
          </Text>
        </Stack>
      )}
    </QueryState>
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
