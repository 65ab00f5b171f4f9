import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { IconCompass } from "../icons";

/** The Compass wordmark, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="compass-brand">
      <Group gap={8} wrap="nowrap">
        <IconCompass size={28} stroke={1.8} aria-hidden="true" />
        <Text component="span" fw={700} fz="xl" lh={1}>
          {t("app.name")}
        </Text>
      </Group>
    </Link>
  );
}
