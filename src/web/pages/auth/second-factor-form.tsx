/** The second-factor step of a sign-in: a texted code or one from an authenticator app (with a switch to a text when the user has both). */
import { Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { OneTimeCodeInput } from "../../components/one-time-code-input";
import { interactionApi, navigateTo, type SecondFactor, type SecondFactorMethods } from "./auth-api";
import { fieldId } from "../../components/form/new-password-input";
import "../../i18n/en/auth-pages";
import { factorName } from "../../components/factor-name";

export function SecondFactorForm(props: { uid: string; factor: SecondFactor; methods: SecondFactorMethods; onResent: (factor: SecondFactor) => void }) {
  const { t } = useTranslation();
  const app = props.factor.kind === "totp";
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useForm({
    mode: "controlled",
    initialValues: { code: "" },
    validate: { code: (v) => (/^\d{6}$/.test(v.replace(/\s+/g, "")) ? null : t("authPages.errors.smsCodeFormat")) },
  });
  const errors = useServerFormErrors(form);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await interactionApi.mfa(props.uid, { code: values.code.replace(/\s+/g, ""), ...(props.factor.kind ? { method: props.factor.kind } : {}) });
      if (result.ok) return navigateTo(result.data.redirectTo);
      setBusy(false);
      errors.show(result);
    },
    (validation) => errors.focusFirstError(validation),
  );
  const resend = async () => {
    errors.clear();
    const result = await interactionApi.mfaResend(props.uid);
    if (result.ok && result.data.factor) {
      setResent(true);
      props.onResent(result.data.factor);
    } else if (!result.ok) {
      errors.show(result, { formLevel: true });
    }
  };
  return (
    <Stack gap="md" data-testid="mfa-form">
      <Title order={1} ref={heading} tabIndex={-1}>
        {t(app ? "authPages.mfa.appHeading" : "authPages.mfa.heading")}
      </Title>
      <Text role="status">
        {app ? t("authPages.mfa.appIntro") : t(resent ? "authPages.mfa.resent" : "authPages.mfa.intro", { name: factorName(props.factor.displayName, t), hint: props.factor.hint })}
      </Text>
      {errors.alert}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <OneTimeCodeInput id={fieldId("code")} label={t("authPages.fields.code")} {...form.getInputProps("code")} />
          <Button type="submit" loading={busy} fullWidth>
            {t("authPages.mfa.submit")}
          </Button>
        </Stack>
      </form>
      {(!app || props.methods.includes("sms")) && (
        <Anchor component="button" type="button" size="sm" onClick={() => void resend()}>
          {t(app ? "authPages.mfa.textInstead" : "authPages.mfa.resend")}
        </Anchor>
      )}
    </Stack>
  );
}
