/**
 * /account/security ('Two-step sign-in', from the account menu): one panel per concern, each its
 * own component — the caller's second factors and turning them off (factors-panel.tsx), enrolling
 * 'My Cellphone Number' (sms-panel.tsx) and an authenticator app (totp-panel.tsx), and changing the
 * password (password-panel.tsx), and what the caller's uploads use of their storage
 * (storage-panel.tsx). The page lays them out, owns the polite announcement they share,
 * and provides 'Confirm it's you' (step-up.tsx) to the changes that need it. The account area's
 * queries and their invalidation are in account-queries.ts.
 */
import { Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FactorsPanel } from "./factors-panel";
import { PasswordPanel } from "./password-panel";
import { SmsPanel } from "./sms-panel";
import { StepUpProvider } from "./step-up";
import { StoragePanel } from "./storage-panel";
import { TotpPanel } from "./totp-panel";
import "../../i18n/en/account";

export default function SecurityPage() {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  return (
    <StepUpProvider>
      <Stack gap="lg" maw={760}>
        <Title order={1}>{t("security.heading")}</Title>
        <Text size="lg">{t("security.intro")}</Text>
        <Text role="status" aria-live="polite" fw={600} c="compass.8" data-testid="mfa-announcement">
          {announcement}
        </Text>
        <FactorsPanel announce={setAnnouncement} />
        <SmsPanel announce={setAnnouncement} />
        <TotpPanel announce={setAnnouncement} />
        <PasswordPanel />
        <StoragePanel />
      </Stack>
    </StepUpProvider>
  );
}
