/**
 * The business plan once opened: every field of spec §3 in six sections (the company, goals, the
 * market, competition, product costs, mentors), each question with what a loan officer looks for;
 * the draft saved as the learner types (the shared editor, `business-plan.draft`); Submit keeps a new
 * version, after the same checks the server makes (src/shared/business-plan.ts) shown next to the
 * fields, focus on the first; the latest version downloads as a PDF.
 */
import { useTransport } from "@connectrpc/connect-query";
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LegalStructureSchema, type BusinessPlan } from "../../../gen/compass/v1/compass_pb";
import { DocumentStatus } from "../../components/document-editor/document-status";
import { useVersionedDocument, type DocumentOpening, type DraftCodec } from "../../components/document-editor/use-versioned-document";
import { IconAlertTriangle, IconCircleCheck } from "../../icons";
import { useAnnounce } from "../../components/document-editor/announcer";
import { invalidateBusiness, PLAN_DOCUMENT, readPlanVersion, useDownloadPlan, useSubmitPlan } from "./business-queries";
import { DownloadButton } from "../../components/documents/download-button";
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
import "../../i18n/en/my-business";
import "../../i18n/en/welcome";
import { useRuleMessage } from "../../i18n/rule-messages";
import { dateTimeFormat } from "../../i18n/formats";

type Errors = Readonly<Record<string, string>>;
const NO_ERRORS: Errors = {};

const SECTIONS = ["company", "goals", "market", "competition", "costs", "mentors"] as const;
type SectionId = (typeof SECTIONS)[number];
const sectionDomId = (id: SectionId) => `plan-section-${id}`;

const PLAN_DRAFTS: DraftCodec<PlanForm> = {
  write: serializePlanDraft,
  read: (text) => {
    const draft = parsePlanDraft(text);
    return draft && { savedAt: draft.savedAt, baseVersion: draft.baseVersion, value: draft.form };
  },
};

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
  const monthName = useMemo(() => dateTimeFormat(i18n.language, { month: "long", timeZone: "UTC" }), [i18n.language]);
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
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const transport = useTransport();
  const announce = useAnnounce();

  const submit = useSubmitPlan();
  const download = useDownloadPlan();
  const doc = useVersionedDocument<BusinessPlan, PlanForm, FormProblem>({
    document: PLAN_DOCUMENT,
    userId: props.userId,
    opening: props.opening,
    toForm: planToForm,
    drafts: PLAN_DRAFTS,
    same: samePlan,
    check: planFormProblems,
    send: (form) => submit.mutateAsync({ plan: formToPlan(form).plan }),
    fieldProblems: (e) => {
      const problem = serverPlanProblem(e.rawMessage);
      return problem ? [problem] : null;
    },
    failureText: () => t("myBusiness.plan.submitError"),
    readVersion: () => readPlanVersion(transport),
    announce,
    texts: { discarded: t("myBusiness.restored.discarded"), submitted: (version) => t("myBusiness.plan.submitted", { version }) },
    onSubmitted: () => void invalidateBusiness(queryClient),
  });
  const { form, update: change, current } = doc;
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [problemCount, setProblemCount] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);

  /** Changes the plan and forgets the problems shown on the fields changed. */
  const update = useCallback(
    (edit: (f: PlanForm) => PlanForm, clear: readonly string[] = []) => {
      change(edit);
      if (clear.length > 0) {
        setErrors((shown) => {
          if (!clear.some((p) => p in shown)) return shown;
          const copy = { ...shown };
          for (const p of clear) delete copy[p];
          return copy;
        });
      }
    },
    [change],
  );

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
        const row = current().productCosts.find((p) => p.key === key);
        const kind = row ? moneyProblem(row[field]) : null;
        if (kind) setErrors((shown) => ({ ...shown, [path]: t(`myBusiness.plan.errors.${kind}`) }));
      },
      addCompetitor: () => {
        const added = addCompetitor(current());
        if (!added.key) return;
        update(() => added.form);
        pendingFocus.current = fieldDomId(`competitors[${added.form.competitors.length - 1}].competitor_name`);
      },
      addProduct: () => {
        const added = addProduct(current());
        if (!added.key) return;
        update(() => added.form);
        pendingFocus.current = fieldDomId(`product_costs[${added.form.productCosts.length - 1}].product_service_name`);
      },
      removeCompetitor: (key, index) => {
        update((f) => removeCompetitor(f, key));
        // Row paths shift: the problems shown are of the rows as they were.
        setErrors((shown) => withoutRows(shown, "competitors"));
        pendingFocus.current = "plan-add-competitor";
        announce(t("myBusiness.plan.competition.removed", { n: index + 1 }));
      },
      removeProduct: (key, index) => {
        update((f) => removeProduct(f, key));
        setErrors((shown) => withoutRows(shown, "product_costs"));
        pendingFocus.current = "plan-add-product";
        announce(t("myBusiness.plan.costs.removed", { n: index + 1 }));
      },
    }),
    [update, current, announce, t],
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

  const onSubmit = async () => {
    const outcome = await doc.submit();
    if (outcome.kind === "problems") showProblems(outcome.problems);
    else {
      setErrors(NO_ERRORS);
      setProblemCount(0);
      if (outcome.kind === "failed") announce(t("myBusiness.plan.submitError"));
    }
  };

  const discard = () => {
    setErrors(NO_ERRORS);
    setProblemCount(0);
    void doc.discard();
  };

  const { answers } = form;

  return (
    <Stack gap="lg" data-testid="plan-editor">
      <Stack gap={4}>
        <Title order={2} id="plan-heading">
          {t("myBusiness.plan.heading")}
        </Title>
        <Text maw={760}>{t("myBusiness.plan.intro")}</Text>
      </Stack>
      <DocumentStatus doc={doc} words="myBusiness" testId="plan" onDiscard={discard} />

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
      {doc.submittedVersion !== null ? (
        <Alert variant="light" color="compass" icon={<IconCircleCheck size={20} aria-hidden="true" />} data-testid="plan-submitted">
          {t("myBusiness.plan.submitted", { version: doc.submittedVersion })}
        </Alert>
      ) : null}
      {doc.actionError ? (
        <Alert variant="light" color="red" role="alert" withCloseButton closeButtonLabel={t("common.close")} onClose={() => doc.setActionError(null)} data-testid="plan-action-error">
          {doc.actionError}
        </Alert>
      ) : null}

      <Paper withBorder radius="lg" p="md" className="mb-submit-bar">
        <Stack gap="sm">
          <Text size="sm">{t("myBusiness.plan.submitHint")}</Text>
          <Group gap="md" align="flex-start" wrap="wrap">
            <Button onClick={() => void onSubmit()} loading={doc.submitting} data-testid="plan-submit">
              {t("myBusiness.plan.submit")}
            </Button>
            <DownloadButton
              version={doc.version}
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
