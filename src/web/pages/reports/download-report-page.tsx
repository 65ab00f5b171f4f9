/**
 * /admin/download-report (administrators, coaches and lenders; issue #15 §3): the reports, with one
 * set of filters — dates (start not after end), the coach (administrators only), a referral code
 * and a client (administrators: any learner; coaches and lenders: their own mentees; the server
 * keeps them to their own clients whatever is sent).
 *
 * - TA sessions (AdminDownloadTAReport, XLSX or CSV): the answer is a single-use link, fetched at
 *   once in the page with its progress (bytes received, of Content-Length when the server sends
 *   it), then saved under the server's file name (save-file.ts).
 * - User activity (AdminDownloadUserActivity): the workbook's bytes come back in the answer.
 * - Pinpoint segment (AdminDownloadPinpointReport, administrators only): a link, as the TA report.
 * - A large report (any of the three) comes back as a background job instead (ADR 0025): the
 *   card says so, and "Your recent reports" (components/report-jobs) follows it to its download.
 *
 * A field the server refuses is marked on the field; any other refusal (PERMISSION_DENIED …) shows
 * next to its report's button. Saved files are announced.
 */
import { Alert, Button, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Code, ConnectError } from "@connectrpc/connect";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../auth/use-current-user";
import { formFieldFor, toServerError } from "../../components/form/server-errors";
import { useServerErrorText } from "../../components/form/use-server-form-errors";
import { LoadingState } from "../../components/query-state/query-state";
import { DownloadLinkError, fetchDownload, type DownloadProgress } from "../../files/fetch-download";
import { saveFile } from "../../files/save-file";
import { IconFileDownload } from "../../icons";
import {
  activityErrors,
  activityFilter,
  emptyReportValues,
  reportErrors,
  reportFormat,
  taReportFilter,
  type ReportErrors,
  type ReportFormValues,
} from "./report-form";
import { useCoachChoices } from "../../queries/people-choices";
import { useClientChoices, useReportCalls } from "./reports-queries";
import { ReportJobsList } from "../../components/report-jobs/report-jobs-list";
import { useReportJobs } from "../../queries/report-jobs-queries";
import type { ReportJob } from "../../../gen/compass/v1/compass_pb";
import "../../i18n/en/reports";
import { DownloadProgressView } from "../../files/download-progress";

type ReportKind = "ta" | "activity" | "pinpoint";

interface RunState {
  phase: "preparing" | "downloading";
  progress: DownloadProgress | null;
}

/** A report saved under a name, or left to a background job (ADR 0025). */
type RunResult = { saved: string } | { job: ReportJob };

const FORM_FIELDS = ["startDate", "endDate", "coachUserId", "referralCode", "clientUserId"];

export default function DownloadReportPage() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  if (role === null) return <LoadingState label={t("reports.loading")} />;
  return <ReportsForm admin={role === "admin"} />;
}

function ReportsForm({ admin }: { admin: boolean }) {
  const { t, i18n } = useTranslation();
  const calls = useReportCalls();
  const errorText = useServerErrorText();
  const coaches = useCoachChoices(admin);
  const clients = useClientChoices(admin, true);
  const form = useForm<ReportFormValues>({ mode: "controlled", initialValues: emptyReportValues() });
  const [announcement, setAnnouncement] = useState("");
  const [running, setRunning] = useState<Partial<Record<ReportKind, RunState>>>({});
  const [errors, setErrors] = useState<Partial<Record<ReportKind, string>>>({});
  const [inBackground, setInBackground] = useState<Partial<Record<ReportKind, boolean>>>({});
  const frame = useRef<number | null>(null);

  const announce = useCallback((text: string) => {
    // Cleared first, then set on the next frame: the same words twice are still read out.
    setAnnouncement("");
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setAnnouncement(text));
  }, []);
  const jobs = useReportJobs(announce);

  const reportName = (kind: ReportKind) => t(`reports.${kind}.name`);
  const busy = Object.keys(running).length > 0;

  /** Puts the checks' errors on the fields and focuses the first; false when there are any. */
  const checked = (found: ReportErrors): boolean => {
    form.clearErrors();
    const entries = Object.entries(found);
    if (entries.length === 0) return true;
    form.setErrors(Object.fromEntries(entries.map(([field, key]) => [field, t(`reports.errors.${key}`)])));
    const first = FORM_FIELDS.find((f) => f in found);
    requestAnimationFrame(() => {
      const node = first ? document.getElementById(`report-${first}`) : null;
      node?.focus();
    });
    return false;
  };

  const failed = (kind: ReportKind, error: unknown) => {
    let text: string;
    if (error instanceof DownloadLinkError) text = t(error.status === 404 ? "reports.errors.linkGone" : "reports.errors.download");
    else {
      const e = ConnectError.from(error);
      const parsed = toServerError(error);
      const field = e.code === Code.InvalidArgument ? formFieldFor(parsed, FORM_FIELDS) : undefined;
      if (field) {
        form.setFieldError(field, parsed.message ?? errorText(error));
        requestAnimationFrame(() => document.getElementById(`report-${field}`)?.focus());
        text = t("reports.errors.checkFilters");
      } else if (e.code === Code.PermissionDenied) text = e.rawMessage ? t("reports.errors.deniedBecause", { reason: e.rawMessage }) : t("reports.errors.denied");
      else text = errorText(error);
    }
    setErrors((old) => ({ ...old, [kind]: text }));
    announce(t("reports.failed", { name: reportName(kind) }));
  };

  const run = async (kind: ReportKind, work: (progress: (p: DownloadProgress) => void) => Promise<RunResult>) => {
    setErrors((old) => ({ ...old, [kind]: undefined }));
    setInBackground((old) => ({ ...old, [kind]: false }));
    setRunning((old) => ({ ...old, [kind]: { phase: "preparing", progress: null } }));
    announce(t("reports.preparing", { name: reportName(kind) }));
    try {
      const result = await work((progress) => setRunning((old) => ({ ...old, [kind]: { phase: "downloading", progress } })));
      if ("job" in result) {
        jobs.track(result.job);
        setInBackground((old) => ({ ...old, [kind]: true }));
        announce(t("reportJobs.startedAnnounce"));
      } else announce(t("reports.saved", { name: reportName(kind), file: result.saved }));
    } catch (error) {
      failed(kind, error);
    } finally {
      setRunning((old) => {
        const next = { ...old };
        delete next[kind];
        return next;
      });
    }
  };

  /** Fetches a single-use link with progress and saves it — or, for a large report, follows its background job. */
  const saveLink = async (answer: { urlToDownload: string; reportJob?: ReportJob }, fallback: string, progress: (p: DownloadProgress) => void): Promise<RunResult> => {
    if (answer.reportJob) return { job: answer.reportJob };
    const file = await fetchDownload(answer.urlToDownload, progress);
    const name = file.fileName || fallback;
    saveFile(file.content, file.contentType, name, fallback);
    return { saved: name };
  };

  const downloadTa = () => {
    const values = form.getValues();
    if (!checked(reportErrors(values))) return;
    void run("ta", async (progress) => {
      const answer = await calls.taReport({ filter: taReportFilter(values, admin), format: reportFormat(values.format) });
      return saveLink(answer, `ta-report.${values.format}`, progress);
    });
  };

  const downloadActivity = () => {
    const values = form.getValues();
    if (!checked(activityErrors(values))) return;
    void run("activity", async () => {
      const answer = await calls.userActivity({ filter: activityFilter(values, admin) });
      if (answer.reportJob) return { job: answer.reportJob };
      const name = answer.fileName || "user-activity.xlsx";
      saveFile(answer.report, answer.contentType, name, "user-activity.xlsx");
      return { saved: name };
    });
  };

  const downloadPinpoint = () =>
    void run("pinpoint", async (progress) => {
      const answer = await calls.pinpoint();
      return saveLink(answer, "pinpoint-segment.csv", progress);
    });

  const status = (kind: ReportKind): ReactNode => {
    const state = running[kind];
    const error = errors[kind];
    return (
      <>
        {state ? <RunProgress state={state} name={reportName(kind)} locale={i18n.language} testId={`${kind}-progress`} /> : null}
        {inBackground[kind] ? (
          <Alert color="blue" variant="light" p="xs" data-testid={`${kind}-background`}>
            {t("reportJobs.started")}
          </Alert>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert" p="xs" data-testid={`${kind}-error`}>
            {error}
          </Alert>
        ) : null}
      </>
    );
  };

  const pickerError = (failedToLoad: boolean, text: string, retry: () => void) =>
    failedToLoad ? (
      <Group gap="sm">
        <Text c="red.9" role="alert" size="sm">
          {text}
        </Text>
        <Button variant="subtle" size="xs" onClick={retry}>
          {t("common.retry")}
        </Button>
      </Group>
    ) : null;

  const values = form.getValues();
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t("reports.heading")}</Title>
        <Text>{admin ? t("reports.introAdmin") : t("reports.intro")}</Text>
      </Stack>
      <div role="status" aria-live="polite" className="compass-visually-hidden" data-testid="reports-announcement">
        {announcement}
      </div>
      <ReportJobsList jobs={jobs} announce={announce} />
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="report-filters-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="report-filters-heading">
            {t("reports.filters.heading")}
          </Title>
          <Text size="sm">{t("reports.filters.intro")}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput id="report-startDate" type="date" label={t("reports.filters.startDate")} {...form.getInputProps("startDate")} />
            <TextInput id="report-endDate" type="date" label={t("reports.filters.endDate")} {...form.getInputProps("endDate")} />
            {admin ? (
              <Select
                id="report-coachUserId"
                label={t("reports.filters.coach")}
                placeholder={coaches.query.isPending ? t("reports.filters.loadingPeople") : t("reports.filters.everyCoach")}
                data={coaches.choices}
                searchable
                clearable
                clearButtonProps={{ "aria-label": t("reports.filters.everyCoach") }}
                nothingFoundMessage={t("reports.filters.nobody")}
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps("coachUserId")}
                value={values.coachUserId || null}
                onChange={(v) => form.setFieldValue("coachUserId", v ?? "")}
              />
            ) : null}
            <TextInput id="report-referralCode" label={t("reports.filters.referralCode")} autoComplete="off" {...form.getInputProps("referralCode")} />
            <Select
              id="report-clientUserId"
              label={t("reports.filters.client")}
              description={t("reports.filters.clientHint")}
              placeholder={clients.query.isPending ? t("reports.filters.loadingPeople") : t("reports.filters.everyClient")}
              data={clients.choices}
              searchable
              clearable
              clearButtonProps={{ "aria-label": t("reports.filters.everyClient") }}
              nothingFoundMessage={clients.choices.length === 0 ? t("reports.filters.noClients") : t("reports.filters.nobody")}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("clientUserId")}
              value={values.clientUserId || null}
              onChange={(v) => form.setFieldValue("clientUserId", v ?? "")}
            />
          </SimpleGrid>
          {admin ? pickerError(coaches.query.isError, t("reports.filters.coachesError"), () => void coaches.query.refetch()) : null}
          {pickerError(clients.query.isError, t("reports.filters.clientsError"), () => void clients.query.refetch())}
        </Stack>
      </Paper>

      <ReportCard kind="ta" title={t("reports.ta.title")} description={t("reports.ta.description")}>
        <Radio.Group label={t("reports.ta.format")} value={values.format} onChange={(v) => form.setFieldValue("format", v === "csv" ? "csv" : "xlsx")}>
          <Group gap="lg" mt={4}>
            <Radio value="xlsx" label={t("reports.ta.xlsx")} />
            <Radio value="csv" label={t("reports.ta.csv")} />
          </Group>
        </Radio.Group>
        <DownloadAction label={t("reports.ta.download")} onClick={downloadTa} loading={Boolean(running.ta)} disabled={busy && !running.ta} testId="download-ta" />
        {status("ta")}
      </ReportCard>

      <ReportCard kind="activity" title={t("reports.activity.title")} description={t("reports.activity.description")}>
        <DownloadAction label={t("reports.activity.download")} onClick={downloadActivity} loading={Boolean(running.activity)} disabled={busy && !running.activity} testId="download-activity" />
        {status("activity")}
      </ReportCard>

      {admin ? (
        <ReportCard kind="pinpoint" title={t("reports.pinpoint.title")} description={t("reports.pinpoint.description")}>
          <DownloadAction label={t("reports.pinpoint.download")} onClick={downloadPinpoint} loading={Boolean(running.pinpoint)} disabled={busy && !running.pinpoint} testId="download-pinpoint" />
          {status("pinpoint")}
        </ReportCard>
      ) : null}
    </Stack>
  );
}

function ReportCard(props: { kind: ReportKind; title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={`report-${props.kind}-heading`} data-testid={`report-${props.kind}`}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id={`report-${props.kind}-heading`}>
          {props.title}
        </Title>
        <Text size="sm">{props.description}</Text>
        {props.children}
      </Stack>
    </Paper>
  );
}

function DownloadAction(props: { label: string; onClick: () => void; loading: boolean; disabled: boolean; testId: string }) {
  return (
    <Button leftSection={<IconFileDownload size={18} aria-hidden="true" />} onClick={props.onClick} loading={props.loading} disabled={props.disabled} data-testid={props.testId}>
      {props.label}
    </Button>
  );
}

/** "Preparing…" while the server makes the file, then the bytes received (of the total when known). */
function RunProgress(props: { state: RunState; name: string; locale: string; testId: string }) {
  const { t } = useTranslation();
  const { state } = props;
  return (
    <DownloadProgressView
      progress={state.phase === "preparing" ? null : state.progress}
      locale={props.locale}
      testId={props.testId}
      words={{
        preparing: t("reports.preparing", { name: props.name }),
        receivedOf: (received, total) => t("reports.receivedOf", { received, total }),
        received: (received) => t("reports.received", { received }),
        label: t("reports.progressLabel", { name: props.name }),
      }}
    />
  );
}
