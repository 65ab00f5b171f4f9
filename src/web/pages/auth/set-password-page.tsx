/**
 * /set-password?token=… (ADR 0022): the invitation e-mail's link. The invited lender or partner bank
 * chooses a password (the policy's words next to the field); the link works once and for 7 days, so
 * a used or expired one says to ask the administrator for a new one. Done: sign in.
 */
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { invitationApi } from "./auth-api";
import { NewPasswordInput } from "../../components/form/new-password-input";
import "../../i18n/en/auth-pages";

export default function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);
  const form = useForm({
    mode: "controlled",
    initialValues: { password: "" },
    validate: { password: (v) => (v.length >= 10 ? null : t("authPages.errors.passwordShort")) },
  });
  const errors = useServerFormErrors(form);
  const submit = form.onSubmit(
    async ({ password }) => {
      errors.clear();
      setBusy(true);
      const result = await invitationApi.finish({ token, password });
      setBusy(false);
      if (result.ok) return setDone(true);
      errors.show(result);
    },
    (validation) => errors.focusFirstError(validation),
  );

  if (!token) {
    return (
      <Stack gap="md" data-testid="set-password-missing">
        <Title order={1}>{t("authPages.invitation.heading")}</Title>
        <Alert color="red" variant="light" role="alert">
          {t("authPages.invitation.missing")}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md" data-testid={done ? "set-password-done" : "set-password-form"}>
      <Title order={1} ref={heading} tabIndex={-1}>
        {t(done ? "authPages.invitation.doneHeading" : "authPages.invitation.heading")}
      </Title>
      {done ? (
        <>
          <Text>{t("authPages.invitation.doneBody")}</Text>
          <Button component={Link} to="/auth/login">
            {t("authPages.reset.signIn")}
          </Button>
        </>
      ) : (
        <>
          <Text>{t("authPages.invitation.intro")}</Text>
          {errors.alert}
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <NewPasswordInput {...form.getInputProps("password")} />
              <Button type="submit" loading={busy} fullWidth>
                {t("authPages.invitation.submit")}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </Stack>
  );
}
