/**
 * The funder exports on /admin/impact (issue #40 §5; ADR 0045): for the fiscal year and quarter the
 * page shows, the counseling records (SBA Form 641: CSV or XML), the training events (Form 888: CSV
 * or XML) and the impact ledger (CSV or XLSX). A click asks the server for the file: a single-use
 * link, fetched and saved at once, or — for a large period — a background report, followed in "Your
 * recent reports" below (ADR 0025). Saved files and failures are announced; a refusal shows next to
 * the buttons.
 */
import type { DescMethodUnary } from "@bufbuild/protobuf";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { callUnaryMethod, useTransport } from "@connectrpc/connect-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CompassService, ReportFormat, type ReportJob } from "../../../gen/compass/v1/compass_pb";
import { DownloadLinkError, fetchDownload } from "../../files/fetch-download";
import { saveFile } from "../../files/save-file";
import { IconFileDownload } from "../../icons";
import { useReportJobs } from "../../queries/report-jobs-queries";
import { useServerErrorText } from "../form/use-server-form-errors";
import { ReportJobsList } from "../report-jobs/report-jobs-list";

const method = CompassService.method;

type ExportKey = "counselingRecords" | "trainingEvents" | "impactLedger";
type FormatName = "csv" | "xml" | "xlsx";

type ExportMethod = DescMethodUnary<
  (typeof method.adminDownloadCounselingRecords)["input"] | (typeof method.adminDownloadTrainingEvents)["input"] | (typeof method.adminDownloadImpactLedger)["input"],
  (typeof method.adminDownloadCounselingRecords)["output"]
>;

const EXPORTS: readonly { key: ExportKey; formats: readonly FormatName[]; call: ExportMethod }[] = [
  { key: "counselingRecords", formats: ["csv", "xml"], call: method.adminDownloadCounselingRecords as unknown as ExportMethod },
  { key: "trainingEvents", formats: ["csv", "xml"], call: method.adminDownloadTrainingEvents as unknown as ExportMethod },
  { key: "impactLedger", formats: ["csv", "xlsx"], call: method.adminDownloadImpactLedger as unknown as ExportMethod },
];

const FORMAT_VALUES: Readonly<Record<FormatName, ReportFormat>> = { csv: ReportFormat.CSV, xml: ReportFormat.XML, xlsx: ReportFormat.XLSX };

export function FunderExports(props: { fiscalYear: number; quarter: number }) {
  const { t } = useTranslation();
  const transport = useTransport();
  const errorText = useServerErrorText();
  const [announcement, setAnnouncement] = useState("");
  const frame = useRef<number | null>(null);
  const announce = useCallback((text: string) => {
    // Cleared first, then set on the next frame: the same words twice are still read out.
    setAnnouncement("");
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setAnnouncement(text));
  }, []);
  const jobs = useReportJobs(announce);
  const [running, setRunning] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ key: ExportKey; kind: "error" | "background"; text: string } | null>(null);

  const period = props.quarter
    ? t("impactSummary.exports.periodQuarter", { year: props.fiscalYear, quarter: props.quarter })
    : t("impactSummary.exports.periodYear", { year: props.fiscalYear });

  const download = async (key: ExportKey, call: ExportMethod, format: FormatName) => {
    const name = t(`impactSummary.exports.${key}.name`);
    setRunning(`${key}-${format}`);
    setOutcome(null);
    announce(t("impactSummary.exports.preparing", { name }));
    try {
      const answer: { urlToDownload: string; reportJob?: ReportJob } = await callUnaryMethod(transport, call, { period: { fiscalYear: props.fiscalYear, quarter: props.quarter }, format: FORMAT_VALUES[format] });
      if (answer.reportJob) {
        jobs.track(answer.reportJob);
        setOutcome({ key, kind: "background", text: t("reportJobs.started") });
        announce(t("reportJobs.startedAnnounce"));
        return;
      }
      const file = await fetchDownload(answer.urlToDownload, () => undefined);
      const fallback = `${key}.${format}`;
      const fileName = file.fileName || fallback;
      saveFile(file.content, file.contentType, fileName, fallback);
      announce(t("impactSummary.exports.saved", { file: fileName }));
    } catch (error) {
      const text = error instanceof DownloadLinkError ? t("impactSummary.exports.linkError") : errorText(error);
      setOutcome({ key, kind: "error", text });
      announce(t("impactSummary.exports.failed", { name }));
    } finally {
      setRunning(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="funder-exports-heading" data-testid="funder-exports">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="funder-exports-heading">
            {t("impactSummary.exports.heading")}
          </Title>
          <Text size="sm">{t("impactSummary.exports.intro", { period })}</Text>
        </Stack>
        <div role="status" aria-live="polite" className="compass-visually-hidden" data-testid="funder-exports-announcement">
          {announcement}
        </div>
        {EXPORTS.map(({ key, formats, call }) => (
          <Stack key={key} gap={6} component="section" aria-labelledby={`funder-export-${key}`} data-testid={`funder-export-${key}`}>
            <Title order={3} size="h5" id={`funder-export-${key}`}>
              {t(`impactSummary.exports.${key}.title`)}
            </Title>
            <Text size="sm">{t(`impactSummary.exports.${key}.description`)}</Text>
            <Group gap="sm">
              {formats.map((format) => (
                <Button
                  key={format}
                  variant="light"
                  leftSection={<IconFileDownload size={18} aria-hidden="true" />}
                  loading={running === `${key}-${format}`}
                  disabled={running !== null && running !== `${key}-${format}`}
                  onClick={() => void download(key, call, format)}
                  aria-label={t("impactSummary.exports.downloadAs", { name: t(`impactSummary.exports.${key}.name`), format: format.toUpperCase() })}
                  data-testid={`funder-export-${key}-${format}`}
                >
                  {format.toUpperCase()}
                </Button>
              ))}
            </Group>
            {outcome?.key === key ? (
              <Alert color={outcome.kind === "error" ? "red" : "blue"} variant="light" p="xs" role={outcome.kind === "error" ? "alert" : undefined} data-testid={`funder-export-${key}-${outcome.kind}`}>
                {outcome.text}
              </Alert>
            ) : null}
          </Stack>
        ))}
        <ReportJobsList jobs={jobs} announce={announce} nested />
      </Stack>
    </Paper>
  );
}
