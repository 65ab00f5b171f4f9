/**
 * The business survey once opened: the questionnaire (src/shared/business-survey.ts) one part at a
 * time — each section's statements scored 1–5 (a radio group per statement, the score labels as
 * its options), then the systems used (free answers with suggestions) — with the part kept in the
 * address (`&part=3`), the answers saved as a draft as they are given (`business-survey.draft`),
 * and Submit on the last part. A survey with unanswered statements opens the first part that has
 * one, marks each, and moves focus to the first.
 */
import { Code } from "@connectrpc/connect";
import { useTransport } from "@connectrpc/connect-query";
import { Alert, Autocomplete, Button, Group, NativeSelect, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BusinessSurvey } from "../../../gen/compass/v1/compass_pb";
import { CURRENT_SURVEY, SYSTEM_ANSWER_MAX, type SurveyQuestionDef } from "../../../shared/business-survey";
import { scoreLabelsIn, surveyDefinitionIn } from "../../../shared/business-survey-i18n";
import { DocumentStatus } from "../../components/document-editor/document-status";
import { useVersionedDocument, type DocumentOpening, type DraftCodec } from "../../components/document-editor/use-versioned-document";
import { LabelledProgress } from "../../components/labelled-progress";
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from "../../icons";
import { useAnnounce } from "../../components/document-editor/announcer";
import { invalidateBusiness, readSurveyVersion, SURVEY_DOCUMENT, useSubmitSurvey } from "./business-queries";
import {
  answeredCount,
  formToSurvey,
  parseSurveyDraft,
  questionKey,
  sameSurvey,
  sectionProgress,
  serializeSurveyDraft,
  surveyFormProblems,
  surveyToForm,
  type SurveyForm,
  type SurveyProblem,
} from "./survey-form";
import type { ToolView } from "./tool-view";
import "../../i18n/en/my-business";

const SECTIONS = CURRENT_SURVEY.sections;
/** The sections, then the systems. */
const PARTS = SECTIONS.length + 1;

const questionDomId = (key: string) => `survey-q-${key.replace(/\./g, "-")}`;
const systemDomId = (id: string) => `survey-system-${id}`;
const PART_HEADING = "survey-part-heading";

const SURVEY_DRAFTS: DraftCodec<SurveyForm> = {
  write: (form, meta) => serializeSurveyDraft(form, meta),
  read: (text) => {
    const draft = parseSurveyDraft(text);
    return draft && { savedAt: draft.savedAt, baseVersion: draft.baseVersion, value: draft.form };
  },
};

const Question = memo(function Question(props: { questionKey: string; question: SurveyQuestionDef; n: number; value: number | undefined; error: string | undefined; onScore: (key: string, score: number) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div id={questionDomId(props.questionKey)} className="mb-question" data-testid="survey-question">
      <Radio.Group
        name={props.questionKey}
        label={`${props.n}. ${props.question.text}`}
        value={props.value ? String(props.value) : ""}
        onChange={(value) => props.onScore(props.questionKey, Number(value))}
        error={props.error}
        classNames={{ label: "mb-question-label" }}
      >
        <div className="mb-scores">
          {scoreLabelsIn(i18n.language).map((label, i) => (
            <Radio key={label} value={String(i + 1)} label={t("myBusiness.survey.scoreOption", { score: i + 1, label })} className="mb-score" />
          ))}
        </div>
      </Radio.Group>
    </div>
  );
});

export interface SurveyEditorProps {
  userId: string;
  opening: DocumentOpening<BusinessSurvey>;
  onOpen: (view: ToolView) => void;
  /** The part shown (0-based), kept by the page in the address. */
  part: number;
  onPart: (part: number) => void;
}

export function SurveyEditor(props: SurveyEditorProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const transport = useTransport();
  const announce = useAnnounce();
  const { part, onPart } = props;

  const submit = useSubmitSurvey();
  const doc = useVersionedDocument<BusinessSurvey, SurveyForm, SurveyProblem>({
    document: SURVEY_DOCUMENT,
    userId: props.userId,
    opening: props.opening,
    toForm: surveyToForm,
    drafts: SURVEY_DRAFTS,
    same: sameSurvey,
    check: surveyFormProblems,
    send: (form) => submit.mutateAsync({ survey: formToSurvey(form) }),
    // The questionnaire changed under the page (a new version deployed): the server's words say to reload.
    failureText: (e) => {
      const message = e.code === Code.InvalidArgument ? e.rawMessage.replace(/^[a-z_.[\]0-9]+: /, "") : "";
      return message ? message.charAt(0).toUpperCase() + message.slice(1) : t("myBusiness.survey.submitError");
    },
    readVersion: () => readSurveyVersion(transport),
    announce,
    texts: { discarded: t("myBusiness.restored.discarded"), submitted: (version) => t("myBusiness.survey.submitted", { version }) },
    onSubmitted: async () => {
      setChecking(false);
      await invalidateBusiness(queryClient);
      props.onOpen("results");
    },
  });
  const { form, update, version } = doc;
  /** Problems are shown once Submit found some, and then follow the answers. */
  const [checking, setChecking] = useState(false);
  const pendingFocus = useRef<string | null>(null);
  const [, setFocusRequests] = useState(0);

  const onScore = useCallback((key: string, score: number) => update((f) => ({ ...f, scores: { ...f.scores, [key]: score } })), [update]);
  const onSystem = useCallback((id: string, answer: string) => update((f) => ({ ...f, systems: { ...f.systems, [id]: answer } })), [update]);

  const problems = useMemo(() => (checking ? surveyFormProblems(form) : []), [checking, form]);
  const errors = useMemo(() => {
    const out: Record<string, string> = {};
    for (const p of problems) {
      if (p.kind === "unanswered") out[p.key] = t("myBusiness.survey.unanswered");
      else out[`system:${p.systemId}`] = t("myBusiness.survey.tooLong", { max: SYSTEM_ANSWER_MAX, count: p.length });
    }
    return out;
  }, [problems, t]);

  const goTo = useCallback(
    (index: number, focus: string = PART_HEADING) => {
      onPart(index);
      pendingFocus.current = focus;
      // A render follows even when the part stays the same, so the focus lands.
      setFocusRequests((n) => n + 1);
    },
    [onPart],
  );

  // Focus asked for lands once its part is on screen.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const box = document.getElementById(id);
    if (!box) return;
    pendingFocus.current = null;
    const target = box.matches("input, textarea, select, button, [tabindex]") ? box : (box.querySelector<HTMLElement>("input:checked, input, textarea") ?? box);
    target.focus();
    if (target === box && id === PART_HEADING) box.scrollIntoView({ block: "start" });
  });

  const focusProblem = (first: SurveyProblem) => {
    if (first.kind === "unanswered") goTo(first.section, questionDomId(first.key));
    else goTo(PARTS - 1, systemDomId(first.systemId));
  };

  const onSubmit = async () => {
    const outcome = await doc.submit();
    if (outcome.kind !== "problems") return;
    const found = outcome.problems;
    setChecking(true);
    const unanswered = found.filter((p) => p.kind === "unanswered").length;
    const first = found[0]!;
    announce(unanswered > 0 ? t("myBusiness.survey.errors", { count: unanswered }) : first.kind === "tooLong" ? t("myBusiness.survey.tooLong", { max: SYSTEM_ANSWER_MAX, count: first.length }) : "");
    focusProblem(first);
  };

  const discard = () => {
    setChecking(false);
    void doc.discard();
  };

  const total = answeredCount(form);
  // The questionnaire in the reader's language (the same ids and order as SECTIONS and SYSTEMS).
  const shown = surveyDefinitionIn(i18n.language);
  const section = part < SECTIONS.length ? shown.sections[part] : undefined;
  const partOptions = [
    ...shown.sections.map((s, i) => {
      const p = sectionProgress(form, i);
      return { value: String(i), label: t("myBusiness.survey.sectionOption", { name: s.name, answered: p.answered, total: p.total }) };
    }),
    { value: String(PARTS - 1), label: t("myBusiness.survey.systemsOption") },
  ];
  const unansweredCount = problems.filter((p) => p.kind === "unanswered").length;

  return (
    <Stack gap="lg" data-testid="survey-editor">
      <Stack gap={4}>
        <Title order={2}>{t("myBusiness.survey.heading")}</Title>
        <Text maw={760}>{t("myBusiness.survey.intro")}</Text>
      </Stack>
      <DocumentStatus
        doc={doc}
        words="myBusiness"
        testId="survey"
        onDiscard={discard}
        extra={
          version > 0 ? (
            <Button variant="subtle" size="compact-sm" onClick={() => props.onOpen("results")} data-testid="survey-see-results">
              {t("myBusiness.survey.seeResults", { version })}
            </Button>
          ) : null
        }
      />

      <Stack gap={6}>
        <Text size="sm" id="survey-progress-label" data-testid="survey-progress">
          {t("myBusiness.survey.progress", total)}
        </Text>
        <LabelledProgress value={total.total ? Math.round((total.answered / total.total) * 100) : 0} labelledBy="survey-progress-label" size="sm" animate />
      </Stack>
      <NativeSelect label={t("myBusiness.survey.goTo")} value={String(part)} data={partOptions} onChange={(e) => goTo(Number(e.currentTarget.value))} maw={480} data-testid="survey-go-to" />

      {unansweredCount > 0 ? (
        <Alert variant="light" color="red" icon={<IconAlertTriangle size={20} aria-hidden="true" />} data-testid="survey-problems" title={t("myBusiness.survey.errors", { count: unansweredCount })}>
          {t("myBusiness.survey.errorsMarked")}
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={PART_HEADING} data-testid="survey-part" data-part={part + 1}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t("myBusiness.survey.step", { n: part + 1, count: PARTS })}
            </Text>
            <Title order={3} id={PART_HEADING} tabIndex={-1} style={{ outline: "none" }}>
              {section ? section.name : t("myBusiness.survey.systemsHeading")}
            </Title>
            <Text>{section ? section.about : t("myBusiness.survey.systemsIntro")}</Text>
          </Stack>
          {section
            ? section.questions.map((q, i) => {
                const key = questionKey(section.id, q.id);
                return <Question key={key} questionKey={key} question={q} n={i + 1} value={form.scores[key]} error={errors[key]} onScore={onScore} />;
              })
            : shown.systems.map((s) => (
                <Autocomplete
                  key={s.id}
                  id={systemDomId(s.id)}
                  label={s.label}
                  placeholder={t("myBusiness.survey.systemPlaceholder")}
                  data={s.suggestions}
                  value={form.systems[s.id] ?? ""}
                  onChange={(value) => onSystem(s.id, value)}
                  error={errors[`system:${s.id}`]}
                  maw={480}
                  comboboxProps={{ withinPortal: true }}
                />
              ))}
        </Stack>
      </Paper>

      {doc.actionError ? (
        <Alert variant="light" color="red" role="alert" withCloseButton closeButtonLabel={t("common.close")} onClose={() => doc.setActionError(null)} data-testid="survey-action-error">
          {doc.actionError}
        </Alert>
      ) : null}

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button variant="default" leftSection={<IconChevronLeft size={18} aria-hidden="true" />} onClick={() => goTo(part - 1)} disabled={part === 0} data-testid="survey-previous">
          {t("myBusiness.survey.previous")}
        </Button>
        {part < PARTS - 1 ? (
          <Button rightSection={<IconChevronRight size={18} aria-hidden="true" />} onClick={() => goTo(part + 1)} data-testid="survey-next">
            {t("myBusiness.survey.next")}
          </Button>
        ) : (
          <Button onClick={() => void onSubmit()} loading={doc.submitting} data-testid="survey-submit">
            {t("myBusiness.survey.submit")}
          </Button>
        )}
      </Group>
      {part === PARTS - 1 ? (
        <Text size="sm" c="dimmed">
          {t("myBusiness.survey.submitHint")}
        </Text>
      ) : null}
    </Stack>
  );
}
