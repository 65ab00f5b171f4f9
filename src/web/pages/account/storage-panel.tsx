/**
 * 'Your files' on the account page (/account/security): what the caller's uploads use of their
 * storage quota (GetMyStorageUsage; ADR 0031) — "12.3 MB of 200 MB used" and a bar, a warning when
 * nearly full, and the use alone for an account without a quota.
 */
import { Alert, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../components/query-state/query-state";
import { formatStorage } from "../../files/format-storage";
import { useMyStorageUsage } from "../../queries/account-queries";
import "../../i18n/en/account";

/** From this share of the quota on, the panel warns. */
const NEARLY_FULL = 0.9;

export function StoragePanel() {
  const { t, i18n } = useTranslation();
  const storage = useMyStorageUsage();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="storage-heading" data-testid="storage-panel">
      <Stack gap="sm">
        <Title order={2} size="h3" id="storage-heading">
          {t("storage.heading")}
        </Title>
        <Text>{t("storage.intro")}</Text>
        <QueryState
          query={storage}
          loadingLabel={t("storage.loading")}
          errorMessage={t("storage.loadFailed")}
          isEmpty={(data) => !data.usage || data.usage.fileCount === 0}
          empty={<Text data-testid="storage-empty">{t("storage.empty")}</Text>}
        >
          {(data) => {
            const usage = data.usage!;
            const used = Number(usage.usedBytes);
            const quota = Number(usage.quotaBytes);
            const share = usage.unlimited || quota === 0 ? 0 : Math.min(1, used / quota);
            const usedText = formatStorage(used, i18n.language);
            return (
              <Stack gap="xs">
                <Text fw={600} data-testid="storage-used">
                  {usage.unlimited ? t("storage.usedUnlimited", { used: usedText }) : t("storage.used", { used: usedText, quota: formatStorage(quota, i18n.language) })}
                </Text>
                {!usage.unlimited && (
                  <Progress.Root size="lg" radius="xl">
                    <Progress.Section
                      value={share * 100}
                      color={share >= NEARLY_FULL ? "red" : "compass"}
                      aria-label={t("storage.barLabel")}
                      aria-valuetext={t("storage.used", { used: usedText, quota: formatStorage(quota, i18n.language) })}
                    />
                  </Progress.Root>
                )}
                <Text size="sm" c="dimmed">
                  {t("storage.files", { count: usage.fileCount })}
                </Text>
                {share >= NEARLY_FULL && (
                  <Alert color="red" variant="light" data-testid="storage-nearly-full">
                    {t("storage.nearlyFull")}
                  </Alert>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
