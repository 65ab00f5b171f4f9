/** The forced password change after signing in with a one-time password (e.g. the first administrator's). */
import { Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { interactionApi, navigateTo, type PasswordStepResult } from "./auth-api";
import { fieldId, NewPasswordInput } from "../../components/form/new-password-input";
import "../../i18n/en/auth-pages";

export function ChangePasswordForm(props: { uid: string; onResult: (result: PasswordStepResult) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "", confirm: "" },
    validate: {
      password: (v) => (v.length >= 10 ? null : t("authPages.errors.passwordShort")),
      confirm: (v, values) => (v === values.password ? null : t("authPages.errors.passwordMismatch")),
    },
  });
  const errors = useServerFormErrors(form);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await interactionApi.changePassword(props.uid, { password: values.password });
      if (result.ok && result.data.redirectTo) return navigateTo(result.data.redirectTo);
      setBusy(false);
      if (result.ok) return props.onResult(result.data);
      errors.show(result);
    },
    (validation) => errors.focusFirstError(validation),
  );
  return (
    <Stack gap="md" data-testid="change-password-form">
      <Title order={1} ref={heading} tabIndex={-1}>
        {t("authPages.changePassword.heading")}
      </Title>
      <Text>{t("authPages.changePassword.intro")}</Text>
      {errors.alert}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <NewPasswordInput {...form.getInputProps("password")} />
          <PasswordInput id={fieldId("confirm")} label={t("authPages.fields.confirmPassword")} autoComplete="new-password" required {...form.getInputProps("confirm")} aria-invalid={Boolean(form.errors.confirm)} />
          <Button type="submit" loading={busy} fullWidth>
            {t("authPages.changePassword.submit")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
