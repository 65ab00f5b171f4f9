/** The auth layout: sign-in, sign-up and password reset on a calm card centred on the page, with the language switch. */
import { Box, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { Brand } from "../../components/brand";
import { LanguageSwitch } from "../../components/language-switch";
import { MAIN_CONTENT_ID, SkipLink } from "../../components/route/skip-link";

export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box className="compass-auth" data-layout="auth">
      <SkipLink />
      <Stack component="header" align="center" gap={4} pt="xl" pb="md">
        <Brand />
        <Text c="dimmed" size="sm">
          {t("app.tagline")}
        </Text>
        <LanguageSwitch />
      </Stack>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className="compass-main" px="md" pb="xl">
        <Paper radius="lg" p={{ base: "md", sm: "xl" }} maw={560} mx="auto" shadow="sm" withBorder>
          <Outlet />
        </Paper>
      </Box>
    </Box>
  );
}
