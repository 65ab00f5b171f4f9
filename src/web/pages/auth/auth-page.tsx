/**
 * /auth/:type?/:referralCode? — sign-in and sign-up.
 *
 * With `?interaction=UID` (the embedded provider sent the browser here) it shows the login or
 * sign-up form of that interaction; the two screens link to each other keeping the interaction.
 * Without one it starts a sign-in at the provider (helper: startSignIn) and shows a loading state;
 * `/auth/signup/CODE` starts on the sign-up screen with the referral code prefilled.
 * `/auth/email-verified` and `/auth/email-not-verified` are where the e-mail link lands.
 */
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { safeReturnTo, startSignIn } from "../../auth";
import { interactionApi, navigateTo, type InteractionDetails, type PasswordStepResult, type SecondFactor, type SecondFactorMethods } from "./auth-api";
import { EMAIL_PATTERN, fieldId, LOGIN_EMAIL_PATTERN, NewPasswordInput, useServerErrors } from "./auth-form";
import { OneTimeCodeInput } from "../../components/one-time-code-input";

type Screen = "login" | "signup";

function screenOf(type: string | undefined): Screen {
  return type === "signup" ? "signup" : "login";
}

export default function AuthPage() {
  const { type, referralCode } = useParams();
  const [search] = useSearchParams();
  const interaction = search.get("interaction");
  if (type === "email-verified" || type === "email-not-verified") return <EmailVerified ok={type === "email-verified"} />;
  if (interaction) return <InteractionScreen uid={interaction} screen={screenOf(type)} routeReferralCode={referralCode} />;
  return <StartSignIn screen={screenOf(type)} referralCode={referralCode} returnTo={safeReturnTo(search.get("returnTo") ?? "/")} />;
}

function StartSignIn(props: { screen: Screen; referralCode: string | undefined; returnTo: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { screen, referralCode, returnTo } = props;
  useEffect(() => {
    let active = true;
    setFailed(false);
    startSignIn({ screen, ...(referralCode ? { referralCode } : {}), returnTo }).catch(() => {
      if (active) setFailed(true);
    });
    return () => {
      active = false;
    };
  }, [screen, referralCode, returnTo, attempt]);
  return (
    <Stack gap="md" data-testid="auth-start">
      <Title order={1}>{t(screen === "signup" ? "authPages.signup.heading" : "authPages.login.heading")}</Title>
      {failed ? (
        <>
          <Alert color="red" role="alert">
            {t("authPages.start.failed")}
          </Alert>
          <Group>
            <Button onClick={() => setAttempt((n) => n + 1)}>{t("common.retry")}</Button>
          </Group>
        </>
      ) : (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t("authPages.start.redirecting")}</Text>
        </Group>
      )}
    </Stack>
  );
}

function InteractionScreen(props: { uid: string; screen: Screen; routeReferralCode: string | undefined }) {
  const { t } = useTranslation();
  const [details, setDetails] = useState<InteractionDetails | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "expired" | "error">("loading");
  const [attempt, setAttempt] = useState(0);
  const [changePassword, setChangePassword] = useState(false);
  const [factor, setFactor] = useState<SecondFactor | null>(null);
  const [methods, setMethods] = useState<SecondFactorMethods>([]);
  const { uid } = props;
  useEffect(() => {
    let active = true;
    setState("loading");
    void interactionApi.details(uid).then((result) => {
      if (!active) return;
      if (result.ok) {
        setDetails(result.data);
        setChangePassword(result.data.changePassword);
        setFactor(result.data.mfaRequired && result.data.factor ? result.data.factor : null);
        setMethods(result.data.methods ?? []);
        setState("ready");
      } else {
        setState(result.status === 404 ? "expired" : "error");
      }
    });
    return () => {
      active = false;
    };
  }, [uid, attempt]);

  if (state === "loading") {
    return (
      <Stack gap="md">
        <Title order={1}>{t(props.screen === "signup" ? "authPages.signup.heading" : "authPages.login.heading")}</Title>
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>{t("common.loading")}</Text>
        </Group>
      </Stack>
    );
  }
  if (state === "expired" || state === "error" || !details) {
    return (
      <Stack gap="md" data-testid="auth-expired">
        <Title order={1}>{t(state === "expired" ? "authPages.expired.heading" : "authPages.errors.heading")}</Title>
        <Text>{t(state === "expired" ? "authPages.expired.body" : "authPages.errors.generic")}</Text>
        <Group>
          {state === "error" ? <Button onClick={() => setAttempt((n) => n + 1)}>{t("common.retry")}</Button> : null}
          <Button component={Link} to={props.screen === "signup" ? "/auth/signup" : "/auth/login"} variant={state === "error" ? "default" : "filled"}>
            {t("authPages.expired.restart")}
          </Button>
        </Group>
      </Stack>
    );
  }
  /** What a password step answered: signed in (navigate), a password change, or the second factor. */
  const onPasswordStep = (result: PasswordStepResult) => {
    if (result.redirectTo) return navigateTo(result.redirectTo);
    if (result.mfaRequired && result.factor) {
      setChangePassword(false);
      setMethods(result.methods ?? []);
      return setFactor(result.factor);
    }
    if (result.changePassword) setChangePassword(true);
  };
  if (factor) return <SecondFactorForm uid={uid} factor={factor} methods={methods} onResent={setFactor} />;
  if (changePassword) return <ChangePasswordForm uid={uid} onResult={onPasswordStep} />;
  if (props.screen === "signup") {
    return <SignUpForm uid={uid} referralCode={props.routeReferralCode ?? details.referralCode ?? ""} />;
  }
  return <LoginForm uid={uid} onResult={onPasswordStep} />;
}

function LoginForm(props: { uid: string; onResult: (result: PasswordStepResult) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: {
      email: (v) => (!v.trim() ? t("authPages.errors.emailRequired") : LOGIN_EMAIL_PATTERN.test(v.trim()) ? null : t("authPages.errors.emailInvalid")),
      password: (v) => (v ? null : t("authPages.errors.passwordRequired")),
    },
  });
  const errors = useServerErrors(form, ["email", "password"]);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await interactionApi.login(props.uid, { email: values.email.trim(), password: values.password });
      if (result.ok && result.data.redirectTo) return navigateTo(result.data.redirectTo);
      setBusy(false);
      if (result.ok) return props.onResult(result.data);
      errors.show({ ...result.error, field: undefined }, result.status);
    },
    (validation) => errors.focusFirstError(validation),
  );
  return (
    <Stack gap="md" data-testid="login-form">
      <Title order={1}>{t("authPages.login.heading")}</Title>
      <Text c="dimmed">{t("authPages.login.intro")}</Text>
      {errors.alert}
      <form onSubmit={submit} noValidate>
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

function SignUpForm(props: { uid: string; referralCode: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { email: "", password: "", referralCode: props.referralCode },
    validate: {
      email: (v) => (!v.trim() ? t("authPages.errors.emailRequired") : EMAIL_PATTERN.test(v.trim()) ? null : t("authPages.errors.emailInvalid")),
      password: (v) => (v.length >= 10 ? null : t("authPages.errors.passwordShort")),
    },
  });
  const errors = useServerErrors(form, ["email", "password", "referralCode"]);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await interactionApi.signup(props.uid, {
        email: values.email.trim(),
        password: values.password,
        referralCode: values.referralCode.trim(),
      });
      if (result.ok) return navigateTo(result.data.redirectTo);
      setBusy(false);
      errors.show(result.error.code === "already_exists" ? { ...result.error, field: "email" } : result.error, result.status);
    },
    (validation) => errors.focusFirstError(validation),
  );
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

function ChangePasswordForm(props: { uid: string; onResult: (result: PasswordStepResult) => void }) {
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
  const errors = useServerErrors(form, ["password", "confirm"]);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await interactionApi.changePassword(props.uid, { password: values.password });
      if (result.ok && result.data.redirectTo) return navigateTo(result.data.redirectTo);
      setBusy(false);
      if (result.ok) return props.onResult(result.data);
      errors.show(result.error, result.status);
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

function SecondFactorForm(props: { uid: string; factor: SecondFactor; methods: SecondFactorMethods; onResent: (factor: SecondFactor) => void }) {
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
  const errors = useServerErrors(form, ["code"]);
  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setBusy(true);
      const result = await interactionApi.mfa(props.uid, { code: values.code.replace(/\s+/g, ""), ...(props.factor.kind ? { method: props.factor.kind } : {}) });
      if (result.ok) return navigateTo(result.data.redirectTo);
      setBusy(false);
      errors.show(result.error, result.status);
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
      errors.show({ ...result.error, field: undefined }, result.status);
    }
  };
  return (
    <Stack gap="md" data-testid="mfa-form">
      <Title order={1} ref={heading} tabIndex={-1}>
        {t(app ? "authPages.mfa.appHeading" : "authPages.mfa.heading")}
      </Title>
      <Text role="status">
        {app ? t("authPages.mfa.appIntro") : t(resent ? "authPages.mfa.resent" : "authPages.mfa.intro", { name: props.factor.displayName, hint: props.factor.hint })}
      </Text>
      {errors.alert}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <OneTimeCodeInput
            id={fieldId("code")}
            label={t("authPages.fields.code")}
            {...form.getInputProps("code")}
          />
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

function EmailVerified(props: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid={props.ok ? "email-verified" : "email-not-verified"}>
      <Title order={1}>{t(props.ok ? "authPages.verified.heading" : "authPages.notVerified.heading")}</Title>
      <Text>{t(props.ok ? "authPages.verified.body" : "authPages.notVerified.body")}</Text>
      <Group>
        <Button component={Link} to="/">
          {t("authPages.verified.continue")}
        </Button>
      </Group>
    </Stack>
  );
}
