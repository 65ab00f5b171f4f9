/**
 * /cashflow-tool (any signed-in user; issue #11 §2): the 12-month cash-flow projection, laid out
 * like SCORE's worksheet. Opens the latest submitted version and the newest draft made from it
 * (cashflow-queries.ts), shows a skeleton of the worksheet's size while they load and an error
 * with a retry when they fail, then hands over to the editor (cashflow-editor.tsx).
 */
import { Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/use-current-user";
import { Announcer } from "../../components/document-editor/announcer";
import { ErrorState } from "../../components/query-state/query-state";
import { CashflowEditor } from "./cashflow-editor";
import { invalidateCashflow, useCashflowOpening } from "./cashflow-queries";
import "../../i18n/en/cashflow";
import "./cashflow.css";

/** The editor's outline while it loads (same blocks, same heights: nothing moves when it arrives). */
function CashflowSkeleton(props: { label: string }) {
  return (
    <Stack gap="lg" role="status" aria-label={props.label} data-testid="cashflow-loading">
      <div className="cf-skeleton" style={{ height: 24, width: "60%" }} />
      <div className="cf-skeleton" style={{ height: 36, maxWidth: 320 }} />
      <div className="cf-skeleton" style={{ height: 64 }} />
      <div className="cf-skeleton" style={{ height: 56 }} />
      <div className="cf-skeleton" style={{ height: 560 }} />
    </Stack>
  );
}

export default function CashflowPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const opening = useCashflowOpening(user?.id);

  // Opening the tool marked it as seen on the server (GetMyCashflow): the home page's card follows.
  const opened = opening.isSuccess;
  useEffect(() => {
    if (opened) void invalidateCashflow(queryClient);
  }, [opened, queryClient]);

  return (
    <Stack gap="lg" maw={1600}>
      <Stack gap={4} maw={840}>
        <Title order={1}>{t("cashflow.heading")}</Title>
        <Text>{t("cashflow.intro")}</Text>
      </Stack>
      {opening.isError ? (
        <ErrorState message={t("cashflow.loadError")} onRetry={() => void opening.refetch()} retrying={opening.isFetching} testId="cashflow-error" />
      ) : opening.data && user ? (
        <Announcer testId="cashflow-announcement">
          <CashflowEditor key={opening.dataUpdatedAt} userId={user.id} opening={opening.data} />
        </Announcer>
      ) : (
        <CashflowSkeleton label={t("cashflow.loading")} />
      )}
    </Stack>
  );
}
