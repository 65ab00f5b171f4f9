/**
 * Where the mailed links land: the e-mail confirmation (/auth/email-verified,
 * /auth/email-not-verified) and the account unlock (/auth/account-unlocked, /auth/unlock-failed).
 */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../../i18n/en/auth-pages";

export const LINK_RESULTS = {
  "email-verified": "verified",
  "email-not-verified": "notVerified",
  "account-unlocked": "unlocked",
  "unlock-failed": "unlockFailed",
} as const;

export type LinkResultType = keyof typeof LINK_RESULTS;

export const isLinkResult = (type: string | undefined): type is LinkResultType => type !== undefined && type in LINK_RESULTS;

export function LinkResult(props: { type: LinkResultType }) {
  const { t } = useTranslation();
  const key = LINK_RESULTS[props.type];
  return (
    <Stack gap="md" data-testid={props.type}>
      <Title order={1}>{t(`authPages.${key}.heading`)}</Title>
      <Text>{t(`authPages.${key}.body`)}</Text>
      <Group>
        <Button component={Link} to="/">
          {t("authPages.verified.continue")}
        </Button>
      </Group>
    </Stack>
  );
}
