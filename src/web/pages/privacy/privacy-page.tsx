/**
 * /privacy-policy (simple layout, public): what Compass keeps about people, why, who sees it, how
 * it is protected, how long it is kept and how to get a copy or have it erased. The operator's name
 * and contact, or their whole notice (PRIVACY_POLICY_FILE, Markdown), come from
 * GET /privacy-policy.json by plain fetch; the built-in text is in the i18n strings. The Markdown
 * renderer (and `marked`) loads only when an operator's file is served.
 */
import { Stack, Text, Title, Typography } from "@mantine/core";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PrivacyNotice } from "../../../shared/privacy";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { BuiltInNotice } from "./built-in-notice";
import { fetchPrivacyNotice } from "./privacy-api";
import "../../i18n/en/privacy";
import { dateTimeFormat } from "../../i18n/formats";

const MarkdownNotice = lazy(() => import("./markdown"));

type State = { status: "loading" } | { status: "error" } | { status: "ready"; notice: PrivacyNotice };

export default function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    const abort = new AbortController();
    setState({ status: "loading" });
    fetchPrivacyNotice(abort.signal).then(
      (notice) => setState({ status: "ready", notice }),
      () => {
        if (!abort.signal.aborted) setState({ status: "error" });
      },
    );
    return () => abort.abort();
  }, [attempt]);

  const loading = <LoadingState label={t("privacy.loading")} testId="privacy-loading" />;
  return (
    <Stack gap="md" maw={720} data-testid="privacy-page">
      <Title order={1}>{t("privacy.heading")}</Title>
      {state.status === "loading" && loading}
      {state.status === "error" && <ErrorState message={t("privacy.loadFailed")} onRetry={() => setAttempt((n) => n + 1)} />}
      {state.status === "ready" && (
        <>
          {state.notice.updatedAt && (
            <Text c="dimmed" size="sm">
              {t("privacy.updated", { date: formatDate(state.notice.updatedAt, i18n.language) })}
            </Text>
          )}
          <Typography data-testid={state.notice.markdown === null ? "privacy-built-in" : "privacy-markdown"} style={{ overflowWrap: "anywhere" }}>
            {state.notice.markdown === null ? (
              <BuiltInNotice notice={state.notice} />
            ) : (
              <Suspense fallback={loading}>
                <MarkdownNotice markdown={state.notice.markdown} />
              </Suspense>
            )}
          </Typography>
        </>
      )}
    </Stack>
  );
}

/** "2026-11-23" as the reader's language writes a date (the day itself, whatever the time zone). */
function formatDate(iso: string, language: string): string {
  const date = new Date(`${iso.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
