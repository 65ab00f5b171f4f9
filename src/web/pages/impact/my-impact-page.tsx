/**
 * /my-impact (issue #40 §2): the learner's check-in. Their milestones, newest first, each with its
 * state; a milestone their coach recorded is confirmed here (ConfirmMyMilestone) and one they
 * reported is corrected here while it awaits verification (SubmitMyMilestone with its id and the
 * version shown); a form reports a new one (jobs, revenue, capital, a business start, a
 * certification). What changed is announced in the status line. Staff opening the page are told
 * that milestones are a client's, recorded on the client's page (the call is not made for them).
 */
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Milestone } from "../../../gen/compass/v1/compass_pb";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { toServerError } from "../../components/form/server-errors";
import { MilestoneForm } from "../../components/impact/milestone-form";
import { MilestoneItem, useMilestoneSummary } from "../../components/impact/milestone-item";
import { actionsFor, emptyDraft, factsToDraft } from "../../components/impact/milestone-view";
import { useCurrentUser } from "../../auth/use-current-user";
import { useConfirmMyMilestone, useMyMilestones, useSubmitMyMilestone } from "../../queries/impact-queries";
import "../../i18n/en/impact";

export default function MyImpactPage() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  // Milestones are a client's: staff (who record them on a client's page) are told so, not asked.
  const forClients = role !== null && role !== "standard";
  const query = useMyMilestones(role === "standard");
  const submit = useSubmitMyMilestone();
  const [announcement, setAnnouncement] = useState("");
  const [formKey, setFormKey] = useState(0);
  const list = query.data?.milestones;
  const toConfirm = useMemo(() => (list ?? []).filter((m) => actionsFor(m, "client").confirm).length, [list]);
  const reportHeading = useRef<HTMLHeadingElement>(null);

  let body;
  if (forClients) body = <Text data-testid="my-impact-staff">{t("impact.forClients")}</Text>;
  else if (query.isError && !list) body = <ErrorState message={t("impact.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="my-impact-error" />;
  else if (!list) body = <LoadingState label={t("impact.loading")} testId="my-impact-loading" />;
  else if (list.length === 0) body = <Text data-testid="my-impact-empty">{t("impact.empty")}</Text>;
  else
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("impact.listLabel")} data-testid="my-impact-list">
        {list.map((m) => (
          <li key={m.milestoneId}>
            <MilestoneItem milestone={m} viewer="client" headingOrder={3} testId={`my-milestone-${m.milestoneId}`}>
              <ClientActions milestone={m} announce={setAnnouncement} />
            </MilestoneItem>
          </li>
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4} maw={760}>
        <Title order={1}>{t("impact.heading")}</Title>
        <Text>{t("impact.intro")}</Text>
      </Stack>
      <Text role="status" aria-live="polite" fw={600} data-testid="my-impact-announcement">
        {announcement}
      </Text>
      {toConfirm > 0 ? (
        <Alert variant="light" role="note" data-testid="my-impact-to-confirm">
          {t("impact.toConfirm", { count: toConfirm })}
        </Alert>
      ) : null}
      <Stack gap="sm" component="section" aria-labelledby="my-impact-list-heading">
        <Title order={2} id="my-impact-list-heading">
          {t("impact.listHeading")}
        </Title>
        {body}
      </Stack>
      {forClients ? null : (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="my-impact-report-heading">
          <Stack gap="sm">
            <Title order={2} id="my-impact-report-heading" ref={reportHeading} tabIndex={-1}>
              {t("impact.report")}
            </Title>
            <MilestoneForm
              key={formKey}
              initial={emptyDraft()}
              legend={t("impact.form.legend")}
              pending={submit.isPending}
              testId="my-impact-report"
              onSubmit={(facts) =>
                submit.mutateAsync({ facts }).then(() => {
                  setFormKey((k) => k + 1);
                  setAnnouncement(t("impact.reported"));
                  reportHeading.current?.focus();
                })
              }
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function ClientActions(props: { milestone: Milestone; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const m = props.milestone;
  const can = actionsFor(m, "client");
  const confirm = useConfirmMyMilestone();
  const submit = useSubmitMyMilestone();
  const summary = useMilestoneSummary();
  const [failure, setFailure] = useState<string | null>(null);
  const correctDetails = useRef<HTMLDetailsElement>(null);
  if (!can.confirm && !can.correct) return null;
  return (
    <Stack gap="xs">
      {can.confirm ? (
        <div>
          <Button
            loading={confirm.isPending}
            aria-label={t("impact.confirmLabel", { summary: `${t(`impact.kinds.${m.facts?.kind.case ?? "jobsCreated"}`)}, ${summary(m.facts)}` })}
            data-testid={`my-milestone-confirm-${m.milestoneId}`}
            onClick={() => {
              setFailure(null);
              confirm.mutate(
                { milestoneId: m.milestoneId, version: m.version },
                {
                  onSuccess: () => props.announce(t("impact.confirmed")),
                  onError: (err) => setFailure(toServerError(err).message ?? t("impact.confirmError")),
                },
              );
            }}
          >
            {t("impact.confirm")}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {can.correct ? (
        <details ref={correctDetails} data-testid={`my-milestone-correct-${m.milestoneId}`}>
          <summary style={{ cursor: "pointer", fontWeight: 600 }}>{t("impact.correct")}</summary>
          <Stack pt="xs">
            <MilestoneForm
              initial={factsToDraft(m.facts)}
              legend={t("impact.correctLegend")}
              pending={submit.isPending}
              testId={`my-milestone-correct-form-${m.milestoneId}`}
              onSubmit={(facts) =>
                submit.mutateAsync({ milestoneId: m.milestoneId, version: m.version, facts }).then(() => {
                  if (correctDetails.current) correctDetails.current.open = false;
                  props.announce(t("impact.corrected"));
                })
              }
            />
          </Stack>
        </details>
      ) : null}
    </Stack>
  );
}
