/**
 * /welcome: the onboarding questionnaire (components/profile/welcome-form.tsx). New standard users
 * are sent here until their profile is complete (route guard); once saved, they go home. Editing
 * the profile later is "Edit my profile" (/my-profile), inside the main layout.
 */
import { Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { QueryState } from "../../components/query-state/query-state";
import { useProfileFormStart, WelcomeForm } from "../../components/profile/welcome-form";
import "../../i18n/en/welcome";

export { WelcomeForm, type Consents } from "../../components/profile/welcome-form";

export default function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, consents } = useProfileFormStart();

  return (
    <Stack gap="lg" data-testid="welcome-page">
      <Title order={1} id="welcome-heading">
        {t("welcome.heading")}
      </Title>
      <Text size="lg">{t("welcome.intro")}</Text>
      <QueryState query={form} loadingLabel={t("welcome.loading")} errorMessage={t("welcome.loadFailed")}>
        {(values) => <WelcomeForm initial={values} {...(consents ? { consents } : {})} onSaved={() => void navigate("/")} />}
      </QueryState>
    </Stack>
  );
}
