/**
 * /auth/callback (plain layout): finishes sign-in. Processes the provider's code and state (or its
 * error), sets the session flag and returns to the stored destination; on failure (logged by the
 * AuthController) goes to the site root.
 */
import { Center, Loader, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { markSignedIn } from "../telemetry/flush";
import { auth } from "./instance";

export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void auth.handleCallback(window.location.href).then((destination) => {
      // The signed-in app's telemetry counts this as a sign-in (telemetry-tracker.tsx).
      if (destination !== false) markSignedIn();
      if (active) void navigate(destination === false ? "/" : destination, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <Center mih="80vh">
      <Stack align="center" gap="sm" role="status" aria-live="polite" data-testid="auth-callback">
        <Loader aria-hidden="true" />
        <Text component="h1" size="lg" fw={600}>
          {t("authCallback.finishing")}
        </Text>
      </Stack>
    </Center>
  );
}
