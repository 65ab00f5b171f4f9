import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { IconMapSearch } from "../../icons";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="flex-start" data-testid="not-found">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconMapSearch size={32} />
      </ThemeIcon>
      <Title order={1}>{t("notFound.heading")}</Title>
      <Text size="lg">{t("notFound.body")}</Text>
      <Button component={Link} to="/">
        {t("common.home")}
      </Button>
    </Stack>
  );
}
