import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group component="footer" className="compass-footer" justify="space-between" gap="xs" py="md">
      <Text size="sm" c="dimmed">
        {t("app.tagline")}
      </Text>
      <Anchor component={Link} to="/privacy-policy" size="sm">
        {t("footer.privacy")}
      </Anchor>
    </Group>
  );
}
