/**
 * /account/security ('Two-step sign-in', from the account menu): one panel per concern, each its
 * own component — the caller's second factors and turning them off (factors-panel.tsx), enrolling
 * 'My Cellphone Number' (sms-panel.tsx) and an authenticator app (totp-panel.tsx). The page only
 * lays them out and owns the polite announcement they share. The account area's queries and their
 * invalidation are in account-queries.ts.
 */
import { Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FactorsPanel } from "./factors-panel";
import { SmsPanel } from "./sms-panel";
import { TotpPanel } from "./totp-panel";

export default function SecurityPage() {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState("");
  return (
    <Stack gap="lg" maw={760}>
      <Title order={1}>{t("security.heading")}</Title>
      <Text size="lg">{t("security.intro")}</Text>
      <Text role="status" aria-live="polite" fw={600} c="compass.8" data-testid="mfa-announcement">
        {announcement}
      </Text>
      <FactorsPanel announce={setAnnouncement} />
      <SmsPanel announce={setAnnouncement} />
      <TotpPanel announce={setAnnouncement} />
    </Stack>
  );
}
