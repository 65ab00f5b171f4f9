/**
 * 'My Cellphone Number' on /account/security: the phone number (StartMfaEnrollment texts a code),
 * then the code (FinishMfaEnrollment). Refusals land on the field they name, or above the form.
 */
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { announcedInputProps, useServerFormErrors } from "../../components/form/use-server-form-errors";
import { OneTimeCodeInput } from "../../components/one-time-code-input";
import { invalidateAccount, useFinishMfaEnrollment, useStartMfaEnrollment } from "../../queries/account-queries";
import { StepUpCancelled, useStepUp } from "./step-up";
import "../../i18n/en/account";

const cleanCode = (code: string) => code.replace(/\s+/g, "");

export function SmsPanel(props: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const start = useStartMfaEnrollment();
  const stepUp = useStepUp();
  const finish = useFinishMfaEnrollment();
  const phoneForm = useForm({
    mode: "controlled",
    initialValues: { phoneNumber: "" },
    validate: { phoneNumber: (v) => (/\d{7,}/.test(v.replace(/\D/g, "")) ? null : t("security.errors.phoneFormat")) },
  });
  const codeForm = useForm({
    mode: "controlled",
    initialValues: { code: "" },
    validate: { code: (v) => (/^\d{6}$/.test(cleanCode(v)) ? null : t("security.errors.codeFormat")) },
  });
  const messages = { messages: { generic: t("security.errors.generic") } };
  const phoneErrors = useServerFormErrors(phoneForm, messages);
  const codeErrors = useServerFormErrors(codeForm, messages);

  /** Texts a code to the number in the phone form; `errors` is the form on screen. */
  const send = async (errors: typeof phoneErrors | typeof codeErrors) => {
    phoneErrors.clear();
    codeErrors.clear();
    try {
      const result = await stepUp(() => start.mutateAsync({ phoneNumber: phoneForm.getValues().phoneNumber }));
      setSentTo(result.maskedPhoneNumber);
      codeForm.reset();
      await invalidateAccount(queryClient);
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) errors.show(e);
    }
  };
  const submitPhone = phoneForm.onSubmit(() => send(phoneErrors));
  const submitCode = codeForm.onSubmit(async ({ code }) => {
    codeErrors.clear();
    try {
      await finish.mutateAsync({ code: cleanCode(code) });
      setSentTo(null);
      phoneForm.reset();
      codeForm.reset();
      props.announce(t("security.sms.done"));
      await invalidateAccount(queryClient);
    } catch (e) {
      codeErrors.show(e);
    }
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="mfa-sms-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="mfa-sms-heading">
          {t("security.sms.heading")}
        </Title>
        <Text>{t("security.sms.intro")}</Text>
        {sentTo === null ? (
          <>
            {phoneErrors.alert}
            <form onSubmit={submitPhone} noValidate data-testid="mfa-phone-form">
              <Stack gap="sm">
                <TextInput
                  label={t("security.sms.phoneLabel")}
                  description={t("security.sms.phoneHint")}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  required
                  {...announcedInputProps(phoneForm, "phoneNumber")}
                />
                <Group>
                  <Button type="submit" loading={start.isPending}>
                    {t("security.sms.send")}
                  </Button>
                </Group>
              </Stack>
            </form>
          </>
        ) : (
          <>
            {codeErrors.alert}
            <form onSubmit={submitCode} noValidate data-testid="mfa-code-form">
              <Stack gap="sm">
                <Text role="status">{t("security.sms.sentTo", { phone: sentTo })}</Text>
                <OneTimeCodeInput label={t("security.sms.codeLabel")} {...announcedInputProps(codeForm, "code")} />
                <Group>
                  <Button type="submit" loading={finish.isPending}>
                    {t("security.sms.confirm")}
                  </Button>
                  <Anchor component="button" type="button" size="sm" onClick={() => void send(codeErrors)}>
                    {t("security.sms.resend")}
                  </Anchor>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => {
                      setSentTo(null);
                      phoneErrors.clear();
                      codeErrors.clear();
                    }}
                  >
                    {t("security.sms.otherNumber")}
                  </Anchor>
                </Group>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Paper>
  );
}
