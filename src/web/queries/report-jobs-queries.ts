/**
 * The signed-in user's background reports (ADR 0025; /admin/download-report and
 * /partner/report/ta): `useReportJobs(announce)` reads ListMyReportJobs and, while any job is
 * queued or running, polls it (every 2 s; every 15 s in a hidden tab). When a job the page has seen
 * becomes ready or fails, it is announced through the page's live region. `track(job)` is called
 * with the job a report call answered, so the page follows it at once.
 */
import { createConnectQueryKey, useQuery } from "@connectrpc/connect-query";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CompassService, ReportJobState, type ReportJob } from "../../gen/compass/v1/compass_pb";
import "../i18n/en/report-jobs";

const method = CompassService.method;
const LIST_KEY = createConnectQueryKey({ schema: method.listMyReportJobs, input: {}, cardinality: "finite" });
const POLL_MS = 2_000;
const HIDDEN_POLL_MS = 15_000;

const isActiveJob = (job: ReportJob) => job.state === ReportJobState.QUEUED || job.state === ReportJobState.RUNNING;

/** The user's background reports, polled while any is being prepared; state changes announced. */
export function useReportJobs(announce: (text: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(
    method.listMyReportJobs,
    {},
    { refetchInterval: (q) => (q.state.data?.jobs.some(isActiveJob) ? (document.hidden ? HIDDEN_POLL_MS : POLL_MS) : false), refetchIntervalInBackground: true },
  );
  const seen = useRef(new Map<string, ReportJobState>());

  useEffect(() => {
    for (const job of query.data?.jobs ?? []) {
      const before = seen.current.get(job.id);
      if (before !== undefined && before !== job.state) {
        if (job.state === ReportJobState.READY) announce(t("reportJobs.readyAnnounce", { file: job.fileName }));
        else if (job.state === ReportJobState.FAILED) announce(t("reportJobs.failedAnnounce", { file: job.fileName }));
      }
      seen.current.set(job.id, job.state);
    }
  }, [query.data, announce, t]);

  const track = useCallback(
    (job: ReportJob) => {
      seen.current.set(job.id, job.state);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
    [queryClient],
  );

  return { query, track };
}
