/**
 * "Your recent reports" (ADR 0025): the reports the server is preparing, or has prepared, in the
 * background for the signed-in user — on /admin/download-report and /partner/report/ta.
 *
 * - `useReportJobs(announce)` (queries/report-jobs-queries) reads and polls the jobs.
 * - `ReportJobsList` shows each job: what it is, when it was asked for and how long it is kept, a
 *   progress bar (rows written of rows expected), and for a ready one a Download button that asks
 *   for a single-use link (DownloadMyReportJob) and fetches it with its byte progress. Nothing is
 *   shown while the user has no jobs; a failed read shows an error with a retry.
 */
import { Button, Group, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { callUnaryMethod, useTransport } from "@connectrpc/connect-query";
import { Code, ConnectError } from "@connectrpc/connect";
import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CompassService, ReportJobKind, ReportJobState, type ReportJob } from "../../../gen/compass/v1/compass_pb";
import { useServerErrorText } from "../form/use-server-form-errors";
import { ErrorState } from "../query-state/query-state";
import { bytesText, DownloadLinkError, fetchDownload, type DownloadProgress } from "../../files/fetch-download";
import { saveFile } from "../../files/save-file";
import { IconFileDownload } from "../../icons";
import type { useReportJobs } from "../../queries/report-jobs-queries";
import "../../i18n/en/report-jobs";
import { DownloadProgressView } from "../../files/download-progress";
import { dateTimeFormat, numberFormat } from "../../i18n/formats";

const method = CompassService.method;

const KIND_KEYS: Partial<Record<ReportJobKind, string>> = {
  [ReportJobKind.TA]: "ta",
  [ReportJobKind.PINPOINT]: "pinpoint",
  [ReportJobKind.ACTIVITY]: "activity",
  [ReportJobKind.COUNSELING_RECORDS]: "counselingRecords",
  [ReportJobKind.TRAINING_EVENTS]: "trainingEvents",
  [ReportJobKind.IMPACT_LEDGER]: "impactLedger",
};

/** The list; `nested` inside another card: no frame of its own, a level-3 heading. */
export function ReportJobsList(props: { jobs: ReturnType<typeof useReportJobs>; announce: (text: string) => void; nested?: boolean }) {
  const { t } = useTranslation();
  const { query } = props.jobs;
  const frame = props.nested ? { withBorder: false, p: 0, w: "100%" } : { withBorder: true, radius: "lg", p: "md" };
  const heading = props.nested ? { order: 3 as const, size: "h4" } : { order: 2 as const, size: "h3" };
  if (query.isError) {
    return (
      <Paper {...frame} component="section" aria-labelledby="report-jobs-heading" data-testid="report-jobs">
        <Title {...heading} id="report-jobs-heading" mb="sm">
          {t("reportJobs.heading")}
        </Title>
        <ErrorState message={t("reportJobs.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </Paper>
    );
  }
  const jobs = query.data?.jobs ?? [];
  if (jobs.length === 0) return null;
  return (
    <Paper {...frame} component="section" aria-labelledby="report-jobs-heading" data-testid="report-jobs">
      <Stack gap="sm">
        <Title {...heading} id="report-jobs-heading">
          {t("reportJobs.heading")}
        </Title>
        <Text size="sm">{t("reportJobs.intro")}</Text>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {jobs.map((job) => (
            <JobItem key={job.id} job={job} announce={props.announce} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

function JobItem(props: { job: ReportJob; announce: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const transport = useTransport();
  const errorText = useServerErrorText();
  const { job } = props;
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const when = (at: Timestamp | undefined) => (at ? dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(timestampDate(at)) : "");
  const number = (n: bigint) => numberFormat(i18n.language).format(n);

  const download = async () => {
    setBusy(true);
    setError("");
    setProgress(null);
    try {
      const { urlToDownload } = await callUnaryMethod(transport, method.downloadMyReportJob, { jobId: job.id });
      const file = await fetchDownload(urlToDownload, setProgress);
      const name = file.fileName || job.fileName;
      saveFile(file.content, file.contentType, name, job.fileName);
      props.announce(t("reportJobs.savedAnnounce", { file: name }));
    } catch (failure) {
      let text: string;
      if (failure instanceof DownloadLinkError) text = t(failure.status === 404 ? "reportJobs.linkGone" : "reportJobs.downloadError");
      else {
        const e = ConnectError.from(failure);
        text = e.code === Code.NotFound || e.code === Code.FailedPrecondition ? t("reportJobs.notReady") : errorText(failure);
      }
      setError(text);
      props.announce(text);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const total = Number(job.rowsTotal);
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="report-job" data-state={ReportJobState[job.state].toLowerCase()}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {job.fileName}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`reportJobs.kind.${KIND_KEYS[job.kind] ?? "other"}`)} · {t("reportJobs.askedAt", { time: when(job.createdAt) })}
              {job.state === ReportJobState.READY ? ` · ${t("reportJobs.keptUntil", { time: when(job.expiresAt) })}` : ""}
            </Text>
          </Stack>
          {job.state === ReportJobState.READY ? (
            <Button
              size="sm"
              variant="light"
              leftSection={<IconFileDownload size={16} aria-hidden="true" />}
              onClick={() => void download()}
              loading={busy}
              aria-label={t("reportJobs.downloadLabel", { file: job.fileName })}
              data-testid="report-job-download"
            >
              {t("reportJobs.download")}
            </Button>
          ) : null}
        </Group>
        {job.state === ReportJobState.QUEUED ? <Text size="sm">{t("reportJobs.queued")}</Text> : null}
        {job.state === ReportJobState.RUNNING ? (
          <Stack gap={4} maw={420}>
            <Text size="sm">{t("reportJobs.running", { done: number(job.rowsDone), total: number(job.rowsTotal) })}</Text>
            <Progress value={total > 0 ? Math.min(100, (Number(job.rowsDone) / total) * 100) : 0} aria-label={t("reportJobs.runningLabel", { file: job.fileName })} />
          </Stack>
        ) : null}
        {job.state === ReportJobState.READY ? <Text size="sm">{t("reportJobs.ready", { size: bytesText(Number(job.sizeBytes), i18n.language) })}</Text> : null}
        {job.state === ReportJobState.FAILED ? (
          <Text size="sm" c="red.9">
            {t("reportJobs.failed")}
          </Text>
        ) : null}
        <DownloadProgressView
          progress={progress}
          locale={i18n.language}
          testId="report-job-progress"
          words={{
            receivedOf: (received, total) => t("reportJobs.receivedOf", { received, total }),
            received: (received) => t("reportJobs.received", { received }),
            label: t("reportJobs.downloadProgressLabel", { file: job.fileName }),
          }}
        />
        {error ? (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
