/**
 * The refusal a page shows when the signed-in user's role may not open it (the route guard's
 * "refused", issue #38): it says so, and links to the user's start page. The document title says
 * it too.
 */
import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { IconLock } from "../../icons";
import { useDocumentTitleOverride } from "./route-effects";

export function NoAccess({ startPath }: { startPath: string }) {
  const { t } = useTranslation();
  useDocumentTitleOverride(`${t("noAccess.title")} · ${t("app.titleSuffix")}`);
  return (
    <Stack gap="md" align="flex-start" data-testid="no-access">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconLock size={32} />
      </ThemeIcon>
      <Title order={1}>{t("noAccess.heading")}</Title>
      <Text size="lg">{t("noAccess.body")}</Text>
      <Button component={Link} to={startPath}>
        {t("noAccess.action")}
      </Button>
    </Stack>
  );
}
