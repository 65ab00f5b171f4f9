/** /auth without an interaction: starts a sign-in (or sign-up) at the provider, with a retry if that fails. */
import { Stack, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import type { Screen } from "./interaction-screen";
import "../../i18n/en/auth-pages";

export function StartSignIn(props: { screen: Screen; referralCode: string | undefined; returnTo: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { screen, referralCode, returnTo } = props;
  useEffect(() => {
    let active = true;
    setFailed(false);
    // The sign-in library loads only here: the interaction screens (login, sign-up…) never need it.
    import("../../auth")
      .then(({ startSignIn }) => startSignIn({ screen, ...(referralCode ? { referralCode } : {}), returnTo }))
      .catch(() => {
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
        <ErrorState message={t("authPages.start.failed")} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <LoadingState label={t("authPages.start.redirecting")} />
      )}
    </Stack>
  );
}
