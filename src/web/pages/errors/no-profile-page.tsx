/**
 * /no-profile (simple layout): the account signed in, but Compass has no profile for it (GetMyUser
 * answered none and no loan-application questionnaire is configured). Explains it and offers
 * sign-out, or a way back to sign in when there is no session.
 */
import { Button, Group, List, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { auth, signOut } from "../../auth";
import { useAuth } from "../../auth/use-auth";
import { IconUserCog } from "../../icons";

export default function NoProfilePage() {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  // A public page: no route guard started the session check, so this page does.
  useEffect(() => {
    void auth.start({ pathname: window.location.pathname, search: window.location.search });
  }, []);
  const [signingOut, setSigningOut] = useState(false);
  return (
    <Stack gap="md" align="flex-start" maw={640} data-testid="no-profile">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
        <IconUserCog size={32} />
      </ThemeIcon>
      <Title order={1}>{t("noProfile.heading")}</Title>
      <Text size="lg">{user?.profile.email ? t("noProfile.bodyWithEmail", { email: user.profile.email }) : t("noProfile.body")}</Text>
      <Text>{t("noProfile.whatNow")}</Text>
      <List spacing="xs">
        <List.Item>{t("noProfile.otherAccount")}</List.Item>
        <List.Item>{t("noProfile.contact")}</List.Item>
      </List>
      <Group>
        {status === "signed-in" ? (
          <Button
            loading={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            {t("account.signOut")}
          </Button>
        ) : (
          <Button component={Link} to="/auth">
            {t("noProfile.signIn")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
