/** The sign-in screen of an interaction: e-mail and password (a refusal never says which was wrong). */
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clearSignInNotice, peekSignInNotice } from "../../auth/sign-in-notice";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { interactionApi, navigateTo, type PasswordStepResult } from "./auth-api";
import { fieldId } from "../../components/form/new-password-input";
import { LOGIN_EMAIL_PATTERN } from "./auth-form";
import "../../i18n/en/auth-pages";

export function LoginForm(props: { uid: string; onResult: (result: PasswordStepResult) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  // Why this form shows (e.g. the password was just changed): shown once, then forgotten.
  const [notice] = useState(() => peekSignInNotice());
  useEffect(() => clearSignInNotice(), []);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: {
      email: (v) => (!v.trim() ? t("authPages.errors.emailRequired") : LOGIN_EMAIL_PATTERN.test(v.trim()) ? null : t("authPages.errors.emailInvalid")),
      password: (v) => (v ? null : t("authPages.errors.passwordRequired")),
    },
  });
  const errors = useServerFormErrors(form);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await interactionApi.login(props.uid, { email: values.email.trim(), password: values.password });
      if (result.ok && result.data.redirectTo) return navigateTo(result.data.redirectTo);
      setBusy(false);
      if (result.ok) return props.onResult(result.data);
      errors.show(result, { formLevel: true });
    },
    (validation) => errors.focusFirstError(validation),
  );
  return (
    <Stack gap="md" data-testid="login-form">
      <Title order={1}>{t("authPages.login.heading")}</Title>
      {notice === "password-changed" ? (
        <Alert role="status" color="compass" data-testid="sign-in-notice">
          {t("authPages.login.passwordChanged")}
        </Alert>
      ) : (
        <Text c="dimmed">{t("authPages.login.intro")}</Text>
      )}
      {errors.alert}
      {/* method="dialog": outside a dialog the browser's own submission does nothing — this form is
          prerendered (ADR 0028), and a press of 'Sign in' before any script has run must not reload
          the page and lose what was typed. The app submits it itself. */}
      <form onSubmit={submit} noValidate method="dialog">
        <Stack gap="sm">
          <TextInput id={fieldId("email")} label={t("authPages.fields.email")} type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <PasswordInput id={fieldId("password")} label={t("authPages.fields.password")} autoComplete="current-password" required {...form.getInputProps("password")} aria-invalid={Boolean(form.errors.password)} />
          <Anchor component={Link} to="/reset-password" size="sm">
            {t("authPages.login.forgot")}
          </Anchor>
          <Button type="submit" loading={busy} fullWidth>
            {t("authPages.login.submit")}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        {t("authPages.login.noAccount")}{" "}
        <Anchor underline="always" component={Link} to={`/auth/signup?interaction=${encodeURIComponent(props.uid)}`}>
          {t("authPages.login.toSignup")}
        </Anchor>
      </Text>
    </Stack>
  );
}
