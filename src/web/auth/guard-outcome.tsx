/**
 * Carries out a route-guard decision: the page, an overlay, a redirect, an error with a retry, or
 * the layout told that the page is refused (refused.ts: the main layout shows the refusal).
 */
import { Box, Center } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useNavigate } from "react-router";
import { FullScreenOverlay } from "../components/overlay/full-screen-overlay";
import { ErrorState } from "../components/query-state/query-state";
import type { GuardDecision } from "./guard";
import { RefusalContext } from "./refused";

export function GuardOutcome({ decision, onRetry }: { decision: GuardDecision; onRetry?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const internal = decision.kind === "navigate" ? decision.to : null;
  const external = decision.kind === "external" ? decision.url : null;

  useEffect(() => {
    if (internal !== null) void navigate(internal, { replace: true });
    else if (external !== null) window.location.assign(external);
  }, [internal, external, navigate]);

  switch (decision.kind) {
    case "proceed":
      return <Outlet />;
    case "refused":
      return (
        <RefusalContext.Provider value={{ startPath: decision.startPath }}>
          <Outlet />
        </RefusalContext.Provider>
      );
    case "overlay":
      return <FullScreenOverlay reason="authenticating" />;
    case "navigate":
    case "external":
      return <FullScreenOverlay reason="redirecting" />;
    case "error":
      return (
        <Center mih="100vh" p="md" component="main">
          <Box maw={480} w="100%">
            <ErrorState title={t("guard.errorTitle")} message={t("guard.errorBody")} onRetry={onRetry} />
          </Box>
        </Center>
      );
  }
}
