/** Where the e-mail verification link lands: /auth/email-verified or /auth/email-not-verified. */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function EmailVerified(props: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid={props.ok ? "email-verified" : "email-not-verified"}>
      <Title order={1}>{t(props.ok ? "authPages.verified.heading" : "authPages.notVerified.heading")}</Title>
      <Text>{t(props.ok ? "authPages.verified.body" : "authPages.notVerified.body")}</Text>
      <Group>
        <Button component={Link} to="/">
          {t("authPages.verified.continue")}
        </Button>
      </Group>
    </Stack>
  );
}
