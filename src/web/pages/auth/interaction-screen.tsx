/**
 * The screen of one provider interaction (`?interaction=UID`): loads its details, then shows the
 * login or sign-up form (they link to each other keeping the interaction), a forced password
 * change, or the second-factor step — following what each password step answers.
 */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { interactionApi, navigateTo, type InteractionDetails, type PasswordStepResult, type SecondFactor, type SecondFactorMethods } from "./auth-api";
import { ChangePasswordForm } from "./change-password-form";
import { LoginForm } from "./login-form";
import { SecondFactorForm } from "./second-factor-form";
import { SignUpForm } from "./sign-up-form";
import "../../i18n/en/auth-pages";

export type Screen = "login" | "signup";

export function InteractionScreen(props: { uid: string; screen: Screen; routeReferralCode: string | undefined }) {
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

  if (state === "expired" || state === "error") {
    const restart = (
      <Button component={Link} to={props.screen === "signup" ? "/auth/signup" : "/auth/login"} variant={state === "error" ? "default" : "filled"}>
        {t("authPages.expired.restart")}
      </Button>
    );
    return (
      <Stack gap="md" data-testid="auth-expired">
        <Title order={1}>{t(state === "expired" ? "authPages.expired.heading" : "authPages.errors.heading")}</Title>
        {state === "expired" ? (
          <>
            <Text>{t("authPages.expired.body")}</Text>
            <Group>{restart}</Group>
          </>
        ) : (
          <ErrorState message={t("authPages.errors.generic")} onRetry={() => setAttempt((n) => n + 1)} actions={restart} />
        )}
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
    // Sign-up waits for the details: they carry the referral code to prefill.
    if (!details) return <Loading screen="signup" />;
    return <SignUpForm uid={uid} referralCode={props.routeReferralCode ?? details.referralCode ?? ""} />;
  }
  // The login form shows at once, while the interaction's details load (on a phone's slow network
  // that is a round trip less before the form): a fresh interaction is a login, and the details
  // switch to a pending step (a reload mid-way) or 'expired' when needed.
  return <LoginForm uid={uid} onResult={onPasswordStep} />;
}

function Loading(props: { screen: Screen }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1}>{t(props.screen === "signup" ? "authPages.signup.heading" : "authPages.login.heading")}</Title>
      <LoadingState label={t("common.loading")} />
    </Stack>
  );
}
