/**
 * 'Authenticator app' on /account/security: StartTotpEnrollment shows the setup key, the otpauth
 * link and its QR code (drawn by the lazily loaded `qrcode`) once, then a current code from the app confirms it (FinishTotpEnrollment).
 */
import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { announcedInputProps, useServerFormErrors } from "../../components/form/use-server-form-errors";
import { OneTimeCodeInput } from "../../components/one-time-code-input";
import { QrCode } from "../../components/qr-code";
import { invalidateAccount, useFinishTotpEnrollment, useStartTotpEnrollment } from "../../queries/account-queries";
import { StepUpCancelled, useStepUp } from "./step-up";
import "../../i18n/en/account";

const cleanCode = (code: string) => code.replace(/\s+/g, "");

export function TotpPanel(props: { announce: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const start = useStartTotpEnrollment();
  const stepUp = useStepUp();
  const finish = useFinishTotpEnrollment();
  const form = useForm({
    mode: "controlled",
    initialValues: { code: "" },
    validate: { code: (v) => (/^\d{6}$/.test(cleanCode(v)) ? null : t("security.errors.codeFormat")) },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("security.errors.generic") } });

  const begin = async () => {
    errors.clear();
    try {
      const result = await stepUp(() => start.mutateAsync({}));
      setSetup({ secret: result.secret, uri: result.otpauthUri });
      form.reset();
      await invalidateAccount(queryClient);
    } catch (e) {
      if (!(e instanceof StepUpCancelled)) errors.show(e);
    }
  };
  const submit = form.onSubmit(async ({ code }) => {
    errors.clear();
    try {
      await finish.mutateAsync({ code: cleanCode(code) });
      setSetup(null);
      form.reset();
      props.announce(t("security.totp.done"));
      await invalidateAccount(queryClient);
    } catch (e) {
      errors.show(e);
    }
  });

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="mfa-app-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="mfa-app-heading">
          {t("security.totp.heading")}
        </Title>
        <Text>{t("security.totp.intro")}</Text>
        {errors.alert}
        {setup === null ? (
          <Group>
            <Button variant="outline" onClick={() => void begin()} loading={start.isPending}>
              {t("security.totp.start")}
            </Button>
          </Group>
        ) : (
          <form onSubmit={submit} noValidate data-testid="mfa-app-form">
            <Stack gap="sm">
              <Text>{t("security.totp.step1")}</Text>
              <div>
                <Text size="sm" fw={600}>
                  {t("security.totp.secretLabel")}
                </Text>
                <Code block data-testid="mfa-app-secret" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
                  {setup.secret.replace(/(.{4})/g, "$1 ").trim()}
                </Code>
              </div>
              <QrCode
                value={setup.uri}
                alt={t("security.totp.qrAlt")}
                loadingLabel={t("security.totp.qrLoading")}
                errorText={t("security.totp.qrError")}
                size={180}
                testId="mfa-app-qr"
              />
              <div>
                <Text size="sm" fw={600}>
                  {t("security.totp.uriLabel")}
                </Text>
                <Anchor href={setup.uri} size="sm" style={{ overflowWrap: "anywhere" }} data-testid="mfa-app-uri">
                  {setup.uri}
                </Anchor>
              </div>
              <Text size="sm" c="dimmed">
                {t("security.totp.once")}
              </Text>
              <OneTimeCodeInput label={t("security.totp.codeLabel")} {...announcedInputProps(form, "code")} />
              <Group>
                <Button type="submit" loading={finish.isPending}>
                  {t("security.totp.confirm")}
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => {
                    setSetup(null);
                    errors.clear();
                  }}
                >
                  {t("security.totp.cancel")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
