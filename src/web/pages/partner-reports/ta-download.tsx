/**
 * The TA report of the page's scope, as XLSX or CSV (AdminDownloadTAReport, which admits partner
 * banks: ADR 0020 — their own codes' clients, without names, contact details or notes). The answer
 * is a single-use link, fetched in the page with its progress (fetch-download.ts) and saved under
 * the server's file name (save-file.ts); the outcome is announced. The filter carries the scope's
 * days (both: the report has no 12-month default) and code. An administrator's download can follow
 * the scope only with a code (the report has no bank filter): without one, the card says so and
 * points to /admin/download-report. A large report comes back as a background job (ADR 0025),
 * followed in "Your recent reports" inside this card until it can be downloaded.
 */
import { Alert, Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { Code, ConnectError } from "@connectrpc/connect";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ReportFormat } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { DownloadLinkError, fetchDownload, type DownloadProgress } from "../../files/fetch-download";
import { saveFile } from "../../files/save-file";
import { IconFileDownload } from "../../icons";
import { ReportJobsList } from "../../components/report-jobs/report-jobs-list";
import { useReportJobs } from "../../queries/report-jobs-queries";
import { downloadFollowsScope, taReportFilterOf, type ScopeValues } from "./partner-scope";
import { useTAReportCall } from "./partner-reports-queries";
import "../../i18n/en/partner-reports";
import { DownloadProgressView } from "../../files/download-progress";

type Format = "xlsx" | "csv";

interface RunState {
  phase: "preparing" | "downloading";
  progress: DownloadProgress | null;
}

export function TADownload(props: { admin: boolean; values: ScopeValues; today: string }) {
  const { t, i18n } = useTranslation();
  const call = useTAReportCall();
  const errorText = useServerErrorText();
  const [format, setFormat] = useState<Format>("xlsx");
  const [running, setRunning] = useState<RunState | null>(null);
  const [error, setError] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const frame = useRef<number | null>(null);
  const k = (key: string, values?: Record<string, string>) => t(`partnerReports.ta.download.${key}`, values);

  useEffect(() => () => (frame.current === null ? undefined : cancelAnimationFrame(frame.current)), []);

  const announce = useCallback((text: string) => {
    // Cleared first, then set on the next frame: the same words twice are still read out.
    setAnnouncement("");
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setAnnouncement(text));
  }, []);
  const jobs = useReportJobs(announce);
  const [inBackground, setInBackground] = useState(false);

  const follows = downloadFollowsScope(props.values, props.admin);

  const download = async () => {
    setError("");
    setInBackground(false);
    setRunning({ phase: "preparing", progress: null });
    announce(k("preparing"));
    const fallback = `ta-report.${format}`;
    try {
      const answer = await call({ filter: taReportFilterOf(props.values, props.today), format: format === "csv" ? ReportFormat.CSV : ReportFormat.XLSX });
      if (answer.reportJob) {
        // Large: prepared in the background, followed in "Your recent reports" (ADR 0025).
        jobs.track(answer.reportJob);
        setInBackground(true);
        announce(t("reportJobs.startedAnnounce"));
        return;
      }
      const file = await fetchDownload(answer.urlToDownload, (progress) => setRunning({ phase: "downloading", progress }));
      const name = file.fileName || fallback;
      saveFile(file.content, file.contentType, name, fallback);
      announce(k("saved", { file: name }));
    } catch (failure) {
      let text: string;
      if (failure instanceof DownloadLinkError) text = failure.status === 404 ? k("linkGone") : k("error");
      else {
        const e = ConnectError.from(failure);
        text = e.code === Code.PermissionDenied && e.rawMessage ? k("denied", { reason: e.rawMessage }) : errorText(failure);
      }
      setError(text);
      announce(k("failed"));
    } finally {
      setRunning(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="ta-download-heading" data-testid="ta-download">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="ta-download-heading">
          {k("heading")}
        </Title>
        <div role="status" aria-live="polite" className="compass-visually-hidden" data-testid="ta-download-announcement">
          {announcement}
        </div>
        {!follows ? (
          <Text size="sm" data-testid="ta-download-needs-code">
            {k("needsCode")}{" "}
            <Anchor component={Link} to={pathFor("download-report")} underline="always">
              {k("reports")}
            </Anchor>
          </Text>
        ) : (
          <>
            <Text size="sm">{props.admin ? k("descriptionAdmin", { code: props.values.code }) : k("description")}</Text>
            <Radio.Group label={k("format")} value={format} onChange={(v) => setFormat(v === "csv" ? "csv" : "xlsx")}>
              <Group gap="lg" mt={4}>
                <Radio value="xlsx" label={k("xlsx")} />
                <Radio value="csv" label={k("csv")} />
              </Group>
            </Radio.Group>
            <Button leftSection={<IconFileDownload size={18} aria-hidden="true" />} onClick={() => void download()} loading={running !== null} data-testid="download-ta">
              {k("button")}
            </Button>
            {running ? <RunProgress state={running} locale={i18n.language} /> : null}
            {inBackground ? (
              <Alert color="blue" variant="light" p="xs" data-testid="ta-download-background">
                {t("reportJobs.started")}
              </Alert>
            ) : null}
            {error ? (
              <Alert color="red" variant="light" role="alert" p="xs" data-testid="ta-download-error">
                {error}
              </Alert>
            ) : null}
          </>
        )}
        <ReportJobsList jobs={jobs} announce={announce} nested />
      </Stack>
    </Paper>
  );
}

/** "Preparing…" while the server makes the file, then the bytes received (of the total when known). */
function RunProgress(props: { state: RunState; locale: string }) {
  const { t } = useTranslation();
  const { state } = props;
  return (
    <DownloadProgressView
      progress={state.phase === "preparing" ? null : state.progress}
      locale={props.locale}
      testId="ta-download-progress"
      words={{
        preparing: t("partnerReports.ta.download.preparing"),
        receivedOf: (received, total) => t("partnerReports.ta.download.receivedOf", { received, total }),
        received: (received) => t("partnerReports.ta.download.received", { received }),
        label: t("partnerReports.ta.download.progressLabel"),
      }}
    />
  );
}
