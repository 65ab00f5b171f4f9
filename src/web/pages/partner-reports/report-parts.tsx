/**
 * Pieces both partner report pages use: the page's heading with the link to the other page (which
 * carries the scope), and a refusal or failure of the report read shown as the app's error state.
 * The labelled figure and the table's scroll container are every report's
 * (components/reports/report-figures.tsx).
 */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ErrorState } from "../../components/query-state/query-state";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import type { ScopeProblem } from "./partner-reports-queries";
import "../../i18n/en/partner-reports";

export function ReportHeader(props: { title: string; intro: string; link: { to: string; label: string } }) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={4} maw={720}>
        <Title order={1}>{props.title}</Title>
        <Text>{props.intro}</Text>
      </Stack>
      <Button component={Link} to={props.link.to} variant="light">
        {props.link.label}
      </Button>
    </Group>
  );
}

/** A failed report read: a refused field (already marked on the filter), a refusal in the server's words, or a failure to retry. */
export function ReportError(props: { problem: ScopeProblem; error: unknown; onRetry: () => void; retrying: boolean; testId: string }) {
  const { t } = useTranslation();
  const errorText = useServerErrorText();
  const { problem } = props;
  if (problem.kind === "field") return <ErrorState message={t("partnerReports.scope.checkFilters")} testId={props.testId} />;
  if (problem.kind === "refused") {
    const fallback = problem.code === "denied" ? t("partnerReports.errors.denied") : t("partnerReports.errors.notFound");
    return <ErrorState message={problem.message || fallback} testId={props.testId} />;
  }
  const detail = errorText(props.error);
  return (
    <ErrorState
      title={t("partnerReports.errors.load")}
      message={detail}
      onRetry={props.onRetry}
      retrying={props.retrying}
      testId={props.testId}
    />
  );
}
