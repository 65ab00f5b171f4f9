/**
 * The sign-up screen of an interaction: e-mail, a new password and an optional referral code.
 * The server answers the same for a new and an existing address and signs no one in (ADR 0008):
 * the screen then asks to open the mailed link.
 */
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { interactionApi } from "./auth-api";
import { fieldId, NewPasswordInput } from "../../components/form/new-password-input";
import { EMAIL_PATTERN } from "./auth-form";
import "../../i18n/en/auth-pages";

export function SignUpForm(props: { uid: string; referralCode: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "", referralCode: props.referralCode },
    validate: {
      email: (v) => (!v.trim() ? t("authPages.errors.emailRequired") : EMAIL_PATTERN.test(v.trim()) ? null : t("authPages.errors.emailInvalid")),
      password: (v) => (v.length >= 10 ? null : t("authPages.errors.passwordShort")),
    },
  });
  const errors = useServerFormErrors(form);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await interactionApi.signup(props.uid, {
        email: values.email.trim(),
        password: values.password,
        referralCode: values.referralCode.trim(),
      });
      setBusy(false);
      if (result.ok) return setSentTo(values.email.trim());
      errors.show(result, result.error.code === "already_exists" ? { field: "email" } : {});
    },
    (validation) => errors.focusFirstError(validation),
  );
  if (sentTo) return <CheckEmail email={sentTo} uid={props.uid} />;
  return (
    <Stack gap="md" data-testid="signup-form">
      <Title order={1}>{t("authPages.signup.heading")}</Title>
      <Text c="dimmed">{t("authPages.signup.intro")}</Text>
      {errors.alert}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput id={fieldId("email")} label={t("authPages.fields.email")} type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <NewPasswordInput {...form.getInputProps("password")} />
          <TextInput
            id={fieldId("referralCode")}
            label={t("authPages.fields.referralCode")}
            description={t("authPages.fields.referralCodeHint")}
            autoComplete="off"
            {...form.getInputProps("referralCode")}
          />
          <Button type="submit" loading={busy} fullWidth>
            {t("authPages.signup.submit")}
          </Button>
          <Text size="sm" c="dimmed" data-testid="signup-privacy">
            <Trans i18nKey="authPages.signup.privacy" components={{ policy: <Anchor underline="always" href="/privacy-policy" /> }} />
          </Text>
        </Stack>
      </form>
      <Text size="sm">
        {t("authPages.signup.haveAccount")}{" "}
        <Anchor underline="always" component={Link} to={`/auth/login?interaction=${encodeURIComponent(props.uid)}`}>
          {t("authPages.signup.toLogin")}
        </Anchor>
      </Text>
    </Stack>
  );
}

function CheckEmail(props: { email: string; uid: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="signup-check-email">
      <Title order={1}>{t("authPages.checkEmail.heading")}</Title>
      <Text role="status">{t("authPages.checkEmail.body", { email: props.email })}</Text>
      <Text c="dimmed" size="sm">
        {t("authPages.checkEmail.notReceived")}
      </Text>
      <Group>
        <Button component={Link} to={`/auth/login?interaction=${encodeURIComponent(props.uid)}`} variant="default">
          {t("authPages.checkEmail.toLogin")}
        </Button>
      </Group>
    </Stack>
  );
}
