/**
 * 'Password' on /account/security: ChangeMyPassword with the current password (the proof) and a
 * new one. Every session of the account ends with the change, this one included: the tokens here
 * are dropped at once (a background call would otherwise find them refused and sign out under the
 * user's feet) and the route guard goes to the sign-in form, which says why (sign-in-notice.ts).
 */
import { Button, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { auth } from "../../auth";
import { setSignInNotice } from "../../auth/sign-in-notice";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { NewPasswordInput } from "../../components/form/new-password-input";
import { useChangeMyPassword } from "../../queries/account-queries";
import "../../i18n/en/auth-pages";
import "../../i18n/en/account";

export function PasswordPanel() {
  const { t } = useTranslation();
  const change = useChangeMyPassword();
  const form = useForm({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "" },
    validate: {
      currentPassword: (v) => (v ? null : t("security.password.errors.currentRequired")),
      newPassword: (v) => (v.length >= 10 ? null : t("authPages.errors.passwordShort")),
    },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("security.errors.generic") } });
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      try {
        await change.mutateAsync(values);
      } catch (e) {
        errors.show(e);
        return;
      }
      setSignInNotice("password-changed");
      await auth.endSession();
    },
    (validation) => errors.focusFirstError(validation),
  );
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="password-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="password-heading">
          {t("security.password.heading")}
        </Title>
        <Text>{t("security.password.intro")}</Text>
        {errors.alert}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={420}>
            <PasswordInput
              label={t("security.password.current")}
              autoComplete="current-password"
              required
              {...form.getInputProps("currentPassword")}
              aria-invalid={Boolean(form.errors.currentPassword)}
            />
            <NewPasswordInput id="security-new-password" {...form.getInputProps("newPassword")} />
            <div>
              <Button type="submit" loading={change.isPending}>
                {t("security.password.submit")}
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
