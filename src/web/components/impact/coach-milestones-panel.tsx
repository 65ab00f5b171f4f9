/**
 * Milestones on the mentee's page (issue #40), for a coach, a lender or an administrator: the
 * client's milestones, newest first, each with its state, figures, evidence, credit and earlier
 * versions; a form to record a new one (it then awaits the client's confirmation), to correct any
 * (CoachRecordMilestone with its id and the version shown: the former version is kept), and — for
 * one the client reported — to verify it with an evidence note (CoachVerifyMilestone). Every change
 * is audited on the server.
 */
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Milestone } from "../../../gen/compass/v1/compass_pb";
import { EVIDENCE_NOTE_MAX } from "../../../shared/impact-milestones";
import { toServerError } from "../form/server-errors";
import { ErrorState, LoadingState } from "../query-state/query-state";
import { useMenteeMilestones, useRecordMilestone, useVerifyMilestone } from "../../queries/impact-queries";
import { MilestoneForm } from "./milestone-form";
import { MilestoneItem } from "./milestone-item";
import { actionsFor, emptyDraft, factsToDraft } from "./milestone-view";
import "../../i18n/en/impact";

export function CoachMilestonesPanel(props: { userId: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const query = useMenteeMilestones(props.userId);
  const record = useRecordMilestone();
  const recordDetails = useRef<HTMLDetailsElement>(null);
  const [formKey, setFormKey] = useState(0);
  const list = query.data?.milestones;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mentee-milestones-heading" data-testid="mentee-milestones">
      <Stack gap="md">
        <Title order={2} id="mentee-milestones-heading">
          {t("impact.coach.heading")}
        </Title>
        <Text size="sm">{t("impact.coach.intro")}</Text>
        <details ref={recordDetails} data-testid="milestone-record">
          <summary style={{ cursor: "pointer", fontWeight: 600 }}>{t("impact.coach.record")}</summary>
          <Stack pt="xs">
            <MilestoneForm
              key={formKey}
              initial={emptyDraft()}
              legend={t("impact.coach.recordLegend")}
              pending={record.isPending}
              testId="milestone-record-form"
              onSubmit={(facts) =>
                record.mutateAsync({ userId: props.userId, facts }).then(() => {
                  setFormKey((k) => k + 1);
                  if (recordDetails.current) {
                    recordDetails.current.open = false;
                    recordDetails.current.querySelector("summary")?.focus();
                  }
                  props.announce(t("impact.coach.recorded"));
                })
              }
            />
          </Stack>
        </details>
        {query.isError && !list ? (
          <ErrorState message={t("impact.coach.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="mentee-milestones-error" />
        ) : !list ? (
          <LoadingState label={t("impact.coach.loading")} testId="mentee-milestones-loading" />
        ) : list.length === 0 ? (
          <Text data-testid="mentee-milestones-empty">{t("impact.coach.empty")}</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("impact.listLabel")}>
            {list.map((m) => (
              <li key={m.milestoneId}>
                <MilestoneItem milestone={m} viewer="staff" headingOrder={3} testId={`mentee-milestone-${m.milestoneId}`}>
                  <StaffActions milestone={m} userId={props.userId} announce={props.announce} />
                </MilestoneItem>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function StaffActions(props: { milestone: Milestone; userId: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const m = props.milestone;
  const can = actionsFor(m, "staff");
  const record = useRecordMilestone();
  const correctDetails = useRef<HTMLDetailsElement>(null);
  return (
    <Stack gap="xs">
      {can.verify ? <VerifyForm milestone={m} userId={props.userId} announce={props.announce} /> : null}
      {can.correct ? (
        <details ref={correctDetails} data-testid={`milestone-correct-${m.milestoneId}`}>
          <summary style={{ cursor: "pointer", fontWeight: 600 }}>{t("impact.correct")}</summary>
          <Stack pt="xs">
            <MilestoneForm
              initial={factsToDraft(m.facts)}
              legend={t("impact.correctLegend")}
              help={t("impact.coach.correctHelp")}
              pending={record.isPending}
              testId={`milestone-correct-form-${m.milestoneId}`}
              onSubmit={(facts) =>
                record.mutateAsync({ userId: props.userId, milestoneId: m.milestoneId, version: m.version, facts }).then(() => {
                  if (correctDetails.current) correctDetails.current.open = false;
                  props.announce(t("impact.coach.corrected"));
                })
              }
            />
          </Stack>
        </details>
      ) : null}
    </Stack>
  );
}

function VerifyForm(props: { milestone: Milestone; userId: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const m = props.milestone;
  const verify = useVerifyMilestone();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const noteId = `milestone-evidence-${m.milestoneId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (note.trim() === "") {
      setError(t("impact.coach.evidenceRequired"));
      document.getElementById(noteId)?.focus();
      return;
    }
    setError(null);
    verify.mutate(
      { userId: props.userId, milestoneId: m.milestoneId, version: m.version, evidenceNote: note.trim() },
      {
        onSuccess: () => props.announce(t("impact.coach.verified")),
        onError: (err) => setFailure(toServerError(err).message ?? t("impact.coach.verifyError")),
      },
    );
  };

  return (
    <details data-testid={`milestone-verify-${m.milestoneId}`}>
      <summary style={{ cursor: "pointer", fontWeight: 600 }}>{t("impact.coach.verify")}</summary>
      <form onSubmit={submit} noValidate>
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend className="compass-visually-hidden">{t("impact.coach.verifyLegend")}</legend>
          <Stack gap="xs" pt="xs">
            <Textarea
              id={noteId}
              label={t("impact.coach.evidence")}
              description={t("impact.coach.evidenceHelp")}
              required
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              error={error}
              autosize
              minRows={2}
              maxLength={EVIDENCE_NOTE_MAX}
              data-testid={`milestone-evidence-${m.milestoneId}`}
            />
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            ) : null}
            <div>
              <Button type="submit" loading={verify.isPending} data-testid={`milestone-verify-submit-${m.milestoneId}`}>
                {t("impact.coach.verifySubmit")}
              </Button>
            </div>
          </Stack>
        </fieldset>
      </form>
    </details>
  );
}
