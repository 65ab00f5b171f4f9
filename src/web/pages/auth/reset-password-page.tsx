/**
 * /reset-password: two steps — the e-mail address (a 6-digit code is mailed if an account
 * exists; the answer is the same either way), then the code and a new password.
 */
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { resetApi } from "./auth-api";
import { fieldId, NewPasswordInput } from "../../components/form/new-password-input";
import { LOGIN_EMAIL_PATTERN } from "./auth-form";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { OneTimeCodeInput } from "../../components/one-time-code-input";
import "../../i18n/en/auth-pages";

type Step = "email" | "code" | "done";

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  return (
    <Stack gap="md" data-testid={`reset-${step}`}>
      <Title order={1} ref={heading} tabIndex={-1}>
        {t(step === "done" ? "authPages.reset.doneHeading" : "authPages.reset.heading")}
      </Title>
      {step === "email" ? (
        <EmailStep
          onSent={(value) => {
            setEmail(value);
            setStep("code");
          }}
        />
      ) : step === "code" ? (
        <CodeStep email={email} onDone={() => setStep("done")} onRestart={() => setStep("email")} />
      ) : (
        <>
          <Text>{t("authPages.reset.doneBody")}</Text>
          <Button component={Link} to="/auth/login">
            {t("authPages.reset.signIn")}
          </Button>
        </>
      )}
    </Stack>
  );
}

function EmailStep(props: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "" },
    validate: {
      email: (v) => (!v.trim() ? t("authPages.errors.emailRequired") : LOGIN_EMAIL_PATTERN.test(v.trim()) ? null : t("authPages.errors.emailInvalid")),
    },
  });
  const errors = useServerFormErrors(form);
  const submit = form.onSubmit(
    async ({ email }) => {
      errors.clear();
      setBusy(true);
      const result = await resetApi.start({ email: email.trim() });
      setBusy(false);
      if (result.ok) return props.onSent(email.trim());
      errors.show(result);
    },
    (validation) => errors.focusFirstError(validation),
  );
  return (
    <>
      <Text>{t("authPages.reset.emailIntro")}</Text>
      {errors.alert}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput id={fieldId("email")} label={t("authPages.fields.email")} type="email" autoComplete="email" required {...form.getInputProps("email")} />
          <Button type="submit" loading={busy} fullWidth>
            {t("authPages.reset.sendCode")}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/auth/login" size="sm">
        {t("authPages.reset.backToSignIn")}
      </Anchor>
    </>
  );
}

function CodeStep(props: { email: string; onDone: () => void; onRestart: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { code: "", password: "" },
    validate: {
      code: (v) => (/^\d{6}$/.test(v.replace(/\s+/g, "")) ? null : t("authPages.errors.codeFormat")),
      password: (v) => (v.length >= 10 ? null : t("authPages.errors.passwordShort")),
    },
  });
  const errors = useServerFormErrors(form);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await resetApi.finish({ email: props.email, code: values.code.replace(/\s+/g, ""), password: values.password });
      setBusy(false);
      if (result.ok) return props.onDone();
      errors.show(result);
    },
    (validation) => errors.focusFirstError(validation),
  );
  return (
    <>
      <Alert color="blue" role="status">
        {t("authPages.reset.codeSent", { email: props.email })}
      </Alert>
      {errors.alert}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <OneTimeCodeInput
            id={fieldId("code")}
            label={t("authPages.fields.code")}
            {...form.getInputProps("code")}
          />
          <NewPasswordInput {...form.getInputProps("password")} />
          <Button type="submit" loading={busy} fullWidth>
            {t("authPages.reset.setPassword")}
          </Button>
        </Stack>
      </form>
      <Anchor component="button" type="button" size="sm" onClick={props.onRestart}>
        {t("authPages.reset.newCode")}
      </Anchor>
    </>
  );
}
