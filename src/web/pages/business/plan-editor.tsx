/**
 * The business plan once opened: every field of spec §3 in six sections (the company, goals, the
 * market, competition, product costs, mentors), each question with what a loan officer looks for;
 * the draft saved as the learner types (src/web/drafts/, `business-plan.draft`); Submit keeps a new
 * version, after the same checks the server makes (src/shared/business-plan.ts) shown next to the
 * fields, focus on the first; the latest version downloads as a PDF.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { useTransport } from "@connectrpc/connect-query";
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LegalStructureSchema, type BusinessPlan } from "../../../gen/compass/v1/compass_pb";
import { chooseDraft, localDraftKey, serverDraftKey, type DraftSource } from "../../drafts/draft-choice";
import { removeLocalDraft } from "../../drafts/draft-storage";
import { deleteServerDraft } from "../../drafts/server-drafts";
import { useDraftSaver } from "../../components/document-editor/use-draft-saver";
import { IconAlertTriangle, IconCircleCheck } from "../../icons";
import { useAnnounce } from "./announcer";
import { invalidateBusiness, PLAN_DOCUMENT, readPlanVersion, useDownloadPlan, useSubmitPlan, type DocumentOpening } from "./business-queries";
import { DownloadButton } from "./download-button";
import { LongAnswerField } from "./long-answer";
import { moneyProblem, CompetitorsTable, ProductCostsTable, type TableActions } from "./plan-tables";
import {
  addCompetitor,
  addProduct,
  fieldDomId,
  formToPlan,
  LONG_ANSWER_PATH,
  parsePlanDraft,
  planFormProblems,
  planToForm,
  removeCompetitor,
  removeProduct,
  samePlan,
  serializePlanDraft,
  serverPlanProblem,
  setAnswer,
  updateCompetitor,
  updateProduct,
  type FormationDate,
  type FormProblem,
  type LongAnswer,
  type PlanForm,
} from "./plan-form";
import { SaveStatusText } from "../../components/document-editor/save-status";
import "../../i18n/en/my-business";
import "../../i18n/en/welcome";
import { useRuleMessage } from "../../i18n/rule-messages";
import { dateTimeFormat } from "../../i18n/formats";

type Errors = Readonly<Record<string, string>>;
const NO_ERRORS: Errors = {};

const SECTIONS = ["company", "goals", "market", "competition", "costs", "mentors"] as const;
type SectionId = (typeof SECTIONS)[number];
const sectionDomId = (id: SectionId) => `plan-section-${id}`;

function PlanSection(props: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} component="section" aria-labelledby={`${sectionDomId(props.id)}-heading`} id={sectionDomId(props.id)} data-testid={sectionDomId(props.id)}>
      <Stack gap="lg">
        <Title order={3} size="h3" id={`${sectionDomId(props.id)}-heading`}>
          {t(`myBusiness.plan.sections.${props.id}`)}
        </Title>
        {props.children}
      </Stack>
    </Paper>
  );
}

interface FieldActions {
  onAnswer(field: LongAnswer, value: string): void;
  onLegalStructure(value: number): void;
  onFormed(value: boolean): void;
  onFormation(change: Partial<FormationDate>): void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

const CompanyFields = memo(function CompanyFields(props: {
  answers: PlanForm["answers"];
  legalStructure: number;
  hasFormed: boolean;
  formation: FormationDate;
  errors: Errors;
  actions: FieldActions;
}) {
  const { t, i18n } = useTranslation();
  const { answers, errors, actions } = props;
  const monthName = useMemo(() => new Intl.DateTimeFormat(i18n.language, { month: "long", timeZone: "UTC" }), [i18n.language]);
  const legal = [
    { value: "0", label: t("myBusiness.plan.choose") },
    ...LegalStructureSchema.values.filter((v) => v.number !== 0).map((v) => ({ value: String(v.number), label: t(`welcome.enums.${v.name}`) })),
  ];
  const dateError = errors.formation_date;
  return (
    <>
      <LongAnswerField field="companyDescription" value={answers.companyDescription} error={errors.company_description} onChange={actions.onAnswer} />
      <LongAnswerField field="whyBusinessStarted" value={answers.whyBusinessStarted} error={errors.why_business_started} onChange={actions.onAnswer} />
      <LongAnswerField field="companyGoodsServices" value={answers.companyGoodsServices} error={errors.company_goods_services} onChange={actions.onAnswer} />
      <NativeSelect
        id={fieldDomId("legal_structure")}
        data-path="legal_structure"
        label={t("myBusiness.plan.fields.legalStructure")}
        description={t("myBusiness.plan.guidance.legalStructure")}
        value={String(props.legalStructure)}
        data={legal}
        error={errors.legal_structure}
        onChange={(e) => actions.onLegalStructure(Number(e.currentTarget.value))}
        maw={420}
      />
      <Switch
        id={fieldDomId("has_formed_business")}
        label={t("myBusiness.plan.fields.hasFormedBusiness")}
        description={t("myBusiness.plan.guidance.hasFormedBusiness")}
        checked={props.hasFormed}
        onChange={(e) => actions.onFormed(e.currentTarget.checked)}
        data-testid="plan-has-formed"
      />
      {props.hasFormed ? (
        <fieldset className="mb-fieldset" aria-describedby={dateError ? "plan-formation-error" : "plan-formation-hint"}>
          <legend className="mb-legend">{t("myBusiness.plan.fields.formationDate")}</legend>
          <Text size="sm" c="dimmed" id="plan-formation-hint" mb={6}>
            {t("myBusiness.plan.guidance.formationDate")}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              id={fieldDomId("formation_date")}
              data-path="formation_date"
              label={t("myBusiness.plan.fields.year")}
              value={props.formation.year}
              onChange={(e) => actions.onFormation({ year: e.currentTarget.value })}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              w={96}
              error={Boolean(dateError)}
              aria-describedby={dateError ? "plan-formation-error" : undefined}
            />
            <NativeSelect
              id="plan-formation-month"
              label={t("myBusiness.plan.fields.month")}
              value={props.formation.month}
              onChange={(e) => actions.onFormation({ month: e.currentTarget.value })}
              data={[{ value: "", label: t("myBusiness.plan.fields.monthNone") }, ...MONTHS.map((m) => ({ value: String(m), label: monthName.format(new Date(Date.UTC(2024, m - 1, 1))) }))]}
              w={180}
            />
            <NativeSelect
              id="plan-formation-day"
              label={t("myBusiness.plan.fields.day")}
              value={props.formation.day}
              onChange={(e) => actions.onFormation({ day: e.currentTarget.value })}
              data={[{ value: "", label: t("myBusiness.plan.fields.dayNone") }, ...DAYS.map((d) => ({ value: String(d), label: String(d) }))]}
              w={150}
            />
          </Group>
          {dateError ? (
            <Text size="sm" c="red.8" mt={6} id="plan-formation-error">
              {dateError}
            </Text>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
});

export interface PlanEditorProps {
  userId: string;
  opening: DocumentOpening<BusinessPlan>;
}

export function PlanEditor(props: PlanEditorProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const transport = useTransport();
  const announce = useAnnounce();

  // What opens: the newest draft made from the latest version (unless it is that version), else the version.
  const [initial] = useState(() => {
    const { latest, localDraft, serverDraft } = props.opening;
    const latestForm = planToForm(latest);
    const choice = chooseDraft(latest.versionNumber, [
      { source: "device", text: localDraft },
      { source: "account", text: serverDraft },
    ], parsePlanDraft);
    const chosen = choice.chosen && !samePlan(choice.chosen.draft.form, latestForm) ? choice.chosen : null;
    return { choice, chosen, latestForm, form: chosen?.draft.form ?? latestForm };
  });
  const [form, setForm] = useState<PlanForm>(initial.form);
  const formRef = useRef(form);
  const [latestForm, setLatestForm] = useState(initial.latestForm);
  // A draft found only on this device goes to the account too.
  const [dirty, setDirty] = useState(() => initial.chosen?.source === "device" && props.opening.serverDraft !== props.opening.localDraft);
  const [version, setVersion] = useState(props.opening.latest.versionNumber);
  const [restored, setRestored] = useState<{ source: DraftSource; savedAt: number } | null>(() => (initial.chosen ? { source: initial.chosen.source, savedAt: initial.chosen.draft.savedAt } : null));
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [problemCount, setProblemCount] = useState(0);
  const [submittedVersion, setSubmittedVersion] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);

  const localKey = localDraftKey(PLAN_DOCUMENT, props.userId);
  const serverKey = serverDraftKey(PLAN_DOCUMENT);
  const saver = useDraftSaver({ localKey, serverKey, baseVersion: version, value: form, dirty, serialize: serializePlanDraft });

  // Drafts older than the latest version (or equal to it) are dropped.
  useEffect(() => {
    const drop = [...initial.choice.discard];
    if (initial.choice.chosen && !initial.chosen) drop.push(initial.choice.chosen.source);
    for (const source of drop) {
      if (source === "device") removeLocalDraft(localKey);
      else void deleteServerDraft(transport, serverKey).catch(() => undefined);
    }
  }, [initial, localKey, serverKey, transport]);

  const update = useCallback((change: (f: PlanForm) => PlanForm, clear: readonly string[] = []) => {
    const next = change(formRef.current);
    if (next === formRef.current) return;
    formRef.current = next;
    setForm(next);
    setDirty(true);
    if (clear.length > 0) {
      setErrors((current) => {
        if (!clear.some((p) => p in current)) return current;
        const copy = { ...current };
        for (const p of clear) delete copy[p];
        return copy;
      });
    }
  }, []);

  const ruleText = useRuleMessage();
  const problemText = useCallback((p: FormProblem): string => (p.kind === "rule" ? ruleText(p.message) : t(`myBusiness.plan.errors.${p.kind}`)), [t, ruleText]);

  const fieldActions = useMemo<FieldActions>(
    () => ({
      onAnswer: (field, value) => update((f) => setAnswer(f, field, value), [LONG_ANSWER_PATH[field]]),
      onLegalStructure: (value) => update((f) => ({ ...f, legalStructure: value }), ["legal_structure"]),
      onFormed: (value) => update((f) => ({ ...f, hasFormedBusiness: value }), ["formation_date"]),
      onFormation: (change) => update((f) => ({ ...f, formation: { ...f.formation, ...change } }), ["formation_date"]),
    }),
    [update],
  );

  const tableActions = useMemo<TableActions>(
    () => ({
      onCompetitor: (key, change, paths) => update((f) => updateCompetitor(f, key, change), paths),
      onProduct: (key, change, paths) => update((f) => updateProduct(f, key, change), paths),
      onMoneyBlur: (key, field, path) => {
        const row = formRef.current.productCosts.find((p) => p.key === key);
        const kind = row ? moneyProblem(row[field]) : null;
        if (kind) setErrors((current) => ({ ...current, [path]: t(`myBusiness.plan.errors.${kind}`) }));
      },
      addCompetitor: () => {
        const added = addCompetitor(formRef.current);
        if (!added.key) return;
        update(() => added.form);
        pendingFocus.current = fieldDomId(`competitors[${added.form.competitors.length - 1}].competitor_name`);
      },
      addProduct: () => {
        const added = addProduct(formRef.current);
        if (!added.key) return;
        update(() => added.form);
        pendingFocus.current = fieldDomId(`product_costs[${added.form.productCosts.length - 1}].product_service_name`);
      },
      removeCompetitor: (key, index) => {
        update((f) => removeCompetitor(f, key));
        // Row paths shift: the problems shown are of the rows as they were.
        setErrors((current) => withoutRows(current, "competitors"));
        pendingFocus.current = "plan-add-competitor";
        announce(t("myBusiness.plan.competition.removed", { n: index + 1 }));
      },
      removeProduct: (key, index) => {
        update((f) => removeProduct(f, key));
        setErrors((current) => withoutRows(current, "product_costs"));
        pendingFocus.current = "plan-add-product";
        announce(t("myBusiness.plan.costs.removed", { n: index + 1 }));
      },
    }),
    [update, announce, t],
  );

  // Focus asked for by an action lands once its field is on screen.
  useEffect(() => {
    const id = pendingFocus.current;
    if (!id) return;
    const element = document.getElementById(id);
    if (element) {
      pendingFocus.current = null;
      element.focus();
    }
  });

  /** Shows the problems next to their fields and moves focus to the first on the page (or to the summary). */
  const showProblems = (problems: readonly FormProblem[]) => {
    const next: Record<string, string> = {};
    for (const p of problems) next[p.path] ??= problemText(p);
    setErrors(next);
    setProblemCount(Object.keys(next).length);
    announce(t("myBusiness.plan.errors.summary", { count: Object.keys(next).length }));
    requestAnimationFrame(() => {
      const elements = Object.keys(next)
        .map((path) => document.getElementById(fieldDomId(path)))
        .filter((e): e is HTMLElement => e !== null)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      (elements[0] ?? summaryRef.current)?.focus();
    });
  };

  const submit = useSubmitPlan();
  const download = useDownloadPlan();

  const onSubmit = async () => {
    setActionError(null);
    setSubmittedVersion(null);
    const sent = formRef.current;
    const problems = planFormProblems(sent);
    if (problems.length > 0) {
      showProblems(problems);
      return;
    }
    setErrors(NO_ERRORS);
    setProblemCount(0);
    try {
      await submit.mutateAsync({ plan: formToPlan(sent).plan });
    } catch (error) {
      const e = ConnectError.from(error);
      const problem = e.code === Code.InvalidArgument ? serverPlanProblem(e.rawMessage) : null;
      if (problem) showProblems([problem]);
      else {
        setActionError(t("myBusiness.plan.submitError"));
        announce(t("myBusiness.plan.submitError"));
      }
      return;
    }
    const next = await readPlanVersion(transport).catch(() => version + 1);
    setVersion(next);
    setSubmittedVersion(next);
    setLatestForm(sent);
    setRestored(null);
    announce(t("myBusiness.plan.submitted", { version: next }));
    if (formRef.current === sent) {
      await saver.clear();
      setDirty(false);
    }
    void invalidateBusiness(queryClient);
  };

  const discard = async () => {
    formRef.current = latestForm;
    setForm(latestForm);
    setDirty(false);
    setErrors(NO_ERRORS);
    setProblemCount(0);
    setRestored(null);
    await saver.clear();
    announce(t("myBusiness.restored.discarded"));
  };

  const restoredWhen = restored ? dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(restored.savedAt)) : "";
  const { answers } = form;

  return (
    <Stack gap="lg" data-testid="plan-editor">
      <Stack gap={4}>
        <Title order={2} id="plan-heading">
          {t("myBusiness.plan.heading")}
        </Title>
        <Text maw={760}>{t("myBusiness.plan.intro")}</Text>
      </Stack>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Text fw={600} data-testid="plan-version">
          {version > 0 ? t("myBusiness.version.latest", { version }) : t("myBusiness.version.none")}
        </Text>
        <SaveStatusText status={saver.status} savedAt={saver.savedAt} keys="myBusiness.save" testId="plan-save-status" />
      </Group>

      {restored ? (
        <Alert variant="light" color="compass" data-testid="plan-restored" title={t(restored.source === "device" ? "myBusiness.restored.device" : "myBusiness.restored.account", { when: restoredWhen })}>
          <Button variant="default" size="xs" onClick={() => void discard()}>
            {version > 0 ? t("myBusiness.restored.discardSubmitted", { version }) : t("myBusiness.restored.discard")}
          </Button>
        </Alert>
      ) : null}

      <nav aria-label={t("myBusiness.plan.contents")}>
        <Group component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} wrap="wrap">
          {SECTIONS.map((id, i) => (
            <li key={id}>
              <Anchor href={`#${sectionDomId(id)}`} size="sm" onClick={(e) => {
                e.preventDefault();
                const target = document.getElementById(`${sectionDomId(id)}-heading`);
                target?.setAttribute("tabindex", "-1");
                target?.focus();
              }}>
                {i + 1}. {t(`myBusiness.plan.sections.${id}`)}
              </Anchor>
            </li>
          ))}
        </Group>
      </nav>

      <PlanSection id="company">
        <CompanyFields answers={answers} legalStructure={form.legalStructure} hasFormed={form.hasFormedBusiness} formation={form.formation} errors={errors} actions={fieldActions} />
      </PlanSection>
      <PlanSection id="goals">
        <LongAnswerField field="businessGoals" value={answers.businessGoals} error={errors.business_goals} onChange={fieldActions.onAnswer} />
        <LongAnswerField field="endGoalForBusiness" value={answers.endGoalForBusiness} error={errors.end_goal_for_business} onChange={fieldActions.onAnswer} />
      </PlanSection>
      <PlanSection id="market">
        <LongAnswerField field="targetMarket" value={answers.targetMarket} error={errors.target_market} onChange={fieldActions.onAnswer} />
        <LongAnswerField field="customerCharacteristics" value={answers.customerCharacteristics} error={errors.customer_characteristics} onChange={fieldActions.onAnswer} />
        <LongAnswerField field="marketResearch" value={answers.marketResearch} error={errors.market_research} onChange={fieldActions.onAnswer} />
      </PlanSection>
      <PlanSection id="competition">
        <Stack gap={4}>
          <Title order={4} size="h5">
            {t("myBusiness.plan.competition.heading")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("myBusiness.plan.guidance.competitors")}
          </Text>
        </Stack>
        {errors.competitors ? (
          <Text c="red.8" size="sm" role="alert">
            {errors.competitors}
          </Text>
        ) : null}
        <CompetitorsTable rows={form.competitors} errors={errors} actions={tableActions} />
        <LongAnswerField field="howWillCompeteAgainstCompetition" value={answers.howWillCompeteAgainstCompetition} error={errors.how_will_compete_against_competition} onChange={fieldActions.onAnswer} />
      </PlanSection>
      <PlanSection id="costs">
        <Stack gap={4}>
          <Title order={4} size="h5">
            {t("myBusiness.plan.costs.heading")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("myBusiness.plan.guidance.productCosts")}
          </Text>
        </Stack>
        {errors.product_costs ? (
          <Text c="red.8" size="sm" role="alert">
            {errors.product_costs}
          </Text>
        ) : null}
        <ProductCostsTable rows={form.productCosts} errors={errors} actions={tableActions} />
      </PlanSection>
      <PlanSection id="mentors">
        <LongAnswerField field="mentors" value={answers.mentors} error={errors.mentors} onChange={fieldActions.onAnswer} />
        <LongAnswerField field="mentorsOutsideIndustry" value={answers.mentorsOutsideIndustry} error={errors.mentors_outside_industry} onChange={fieldActions.onAnswer} />
      </PlanSection>

      {problemCount > 0 ? (
        <Alert ref={summaryRef} tabIndex={-1} variant="light" color="red" icon={<IconAlertTriangle size={20} aria-hidden="true" />} data-testid="plan-problems" title={t("myBusiness.plan.errors.summary", { count: problemCount })}>
          {t("myBusiness.plan.errors.marked")}
        </Alert>
      ) : null}
      {submittedVersion !== null ? (
        <Alert variant="light" color="compass" icon={<IconCircleCheck size={20} aria-hidden="true" />} data-testid="plan-submitted">
          {t("myBusiness.plan.submitted", { version: submittedVersion })}
        </Alert>
      ) : null}
      {actionError ? (
        <Alert variant="light" color="red" role="alert" withCloseButton closeButtonLabel={t("common.close")} onClose={() => setActionError(null)} data-testid="plan-action-error">
          {actionError}
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p="md" className="mb-submit-bar">
        <Stack gap="sm">
          <Text size="sm">{t("myBusiness.plan.submitHint")}</Text>
          <Group gap="md" align="flex-start" wrap="wrap">
            <Button onClick={() => void onSubmit()} loading={submit.isPending} data-testid="plan-submit">
              {t("myBusiness.plan.submit")}
            </Button>
            <DownloadButton
              version={version}
              label={t("myBusiness.download.pdf")}
              name={t("myBusiness.plan.downloadName")}
              hint={t("myBusiness.download.hintPlan")}
              fallbackName="business-plan.pdf"
              fetch={() => download.mutateAsync({})}
              testId="plan-download"
            />
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}


/** The problems shown, without those of a table's rows (their indexes moved). */
function withoutRows(errors: Errors, table: "competitors" | "product_costs"): Errors {
  const kept = Object.entries(errors).filter(([path]) => !path.startsWith(`${table}[`));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}
