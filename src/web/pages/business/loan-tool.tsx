/**
 * The Loan readiness tab of /my-business (issue #39): the learner's loan request and how close it is
 * to a loan. GetMyLoanReadiness brings the saved request with everything the shared model reads
 * (the cash flow, the plan's and the survey's state, the thresholds) and the coach's notes and
 * overrides; the five Cs and the DSCR table are recomputed in the browser as the form changes, so
 * lowering the amount can move capacity to "Ready" before saving (the page then says the figures
 * are not saved yet). Save sends the request (SubmitMyLoanRequest); the form's own checks and the
 * shared rules (src/shared/loan-request.ts, the server's) show next to each field, and a field the
 * server refuses is marked and focused. Loading, error and "no cash flow yet" states.
 */
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LoanReadiness } from "../../../gen/compass/v1/compass_pb";
import { CREDIT_BANDS, LOAN_PURPOSES } from "../../../shared/loan-readiness";
import { readinessWords } from "../../../shared/loan-readiness-words";
import { pathFor } from "../../../shared/routes";
import { useAnnounce } from "../../components/document-editor/announcer";
import { toServerError } from "../../components/form/server-errors";
import { DscrTable } from "../../components/loan-readiness/dscr-table";
import { FiveCs } from "../../components/loan-readiness/five-cs";
import { LenderPacketDownload } from "../../components/loan-readiness/lender-packet-download";
import { readinessView } from "../../components/loan-readiness/readiness-view";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { useRuleMessage } from "../../i18n/rule-messages";
import { invalidateMyLoanReadiness, useMyLoanReadiness, useSubmitLoanRequest } from "../../queries/loan-readiness-queries";
import { emptyCollateral, emptyDebt, fieldId, formFromRequest, readForm, sameForm, type CollateralRow, type DebtRow, type FormProblem, type LoanForm } from "./loan-form";
import "../../i18n/en/loan-readiness";

export default function LoanTool() {
  const { t } = useTranslation();
  const query = useMyLoanReadiness();
  const readiness = query.data?.readiness;
  if (query.isError && !readiness) {
    return <ErrorState message={t("loanReadiness.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="loan-error" />;
  }
  if (!readiness) return <LoadingState label={t("loanReadiness.loading")} testId="loan-loading" />;
  return <LoanEditor readiness={readiness} />;
}

function LoanEditor({ readiness }: { readiness: LoanReadiness }) {
  const { t, i18n } = useTranslation();
  const words = readinessWords(i18n.language);
  const ruleMessage = useRuleMessage();
  const announce = useAnnounce();
  const queryClient = useQueryClient();
  const submit = useSubmitLoanRequest();

  const [form, setForm] = useState<LoanForm>(() => formFromRequest(readiness.request));
  const [saved, setSaved] = useState<LoanForm>(form);
  const [version, setVersion] = useState(readiness.request?.versionNumber ?? 0);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ path: string | null; message: string } | null>(null);
  const [summaryProblem, setSummaryProblem] = useState<string | null>(null);
  const focusNext = useRef<string | null>(null);

  const reading = useMemo(() => readForm(form), [form]);
  const view = useMemo(() => readinessView(readiness, reading.model, words), [readiness, reading.model, words]);
  const unsaved = !sameForm(form, saved);

  // A row just added gets the focus once it is drawn.
  useEffect(() => {
    if (focusNext.current) {
      document.getElementById(focusNext.current)?.focus();
      focusNext.current = null;
    }
  });

  const change = useCallback((patch: Partial<LoanForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setSummaryProblem(null);
    setServerProblem(null);
  }, []);
  const touch = useCallback((path: string) => setTouched((s) => (s.has(path) ? s : new Set(s).add(path))), []);

  const problemText = (p: FormProblem): string => (p.kind === "form" ? t(`loanReadiness.errors.${p.code}`, { max: 25 }) : ruleMessage(p.message));
  const errorOf = (path: string): ReactNode => {
    if (serverProblem?.path === path) return serverProblem.message;
    const p = reading.problems.get(path);
    return p && (showAll || touched.has(path)) ? problemText(p) : null;
  };
  const field = (path: string) => ({ id: fieldId(path), error: errorOf(path), onBlur: () => touch(path) });

  const focusField = useCallback(
    (path: string) => {
      let id = fieldId(path);
      if (path === "collateral") id = form.collateral.length > 0 ? fieldId("collateral[0].type") : "loan-collateral-add";
      if (path === "term_months" && form.termMonths.trim() !== "" && reading.model.termMonths > 0) id = fieldId("annual_rate_percent");
      const element = document.getElementById(id);
      element?.scrollIntoView({ block: "center" });
      element?.focus();
    },
    [form.collateral.length, form.termMonths, reading.model.termMonths],
  );

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setServerProblem(null);
    if (reading.problems.size > 0) {
      setShowAll(true);
      const count = reading.problems.size;
      setSummaryProblem(t("loanReadiness.form.problems", { count }));
      focusField([...reading.problems.keys()][0]!);
      return;
    }
    setSummaryProblem(null);
    const sent = form;
    submit.mutate(
      { request: reading.request },
      {
        onSuccess: async (response) => {
          setSaved(sent);
          setVersion(response.versionNumber);
          announce(t("loanReadiness.form.saved", { version: response.versionNumber }));
          await invalidateMyLoanReadiness(queryClient);
        },
        onError: (error) => {
          const e = toServerError(error);
          const path = e.path ? e.path.replace(/^request\./, "") : null;
          const message = e.message ?? t("loanReadiness.form.saveError");
          if (path && document.getElementById(fieldId(path))) {
            setServerProblem({ path, message });
            focusField(path);
          } else {
            setServerProblem({ path: null, message });
          }
        },
      },
    );
  };

  const setCollateral = (i: number, patch: Partial<CollateralRow>) => change({ collateral: form.collateral.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  const setDebt = (i: number, patch: Partial<DebtRow>) => change({ debts: form.debts.map((d, j) => (j === i ? { ...d, ...patch } : d)) });
  const hasCashflow = readiness.context?.hasCashflow ?? readiness.cashflow !== undefined;

  return (
    <Stack gap="xl" data-testid="loan-tool">
      <Stack gap={4} maw={760}>
        <Title order={2}>{t("loanReadiness.heading")}</Title>
        <Text>{t("loanReadiness.intro")}</Text>
      </Stack>
      {!hasCashflow ? (
        <Alert variant="light" color="blue" data-testid="loan-no-cashflow">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("loanReadiness.noCashflow")}</Text>
            <Anchor component={Link} to={pathFor("cashflow-tool")} fw={600}>
              {t("loanReadiness.openCashflow")}
            </Anchor>
          </Stack>
        </Alert>
      ) : null}

      <FiveCs view={view} audience="learner" onField={focusField} unsaved={unsaved} headingOrder={3} />
      <DscrTable figures={view.summary.capacity.values.figures} included={form.includes} audience="learner" headingOrder={3} />

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="loan-form-heading">
        <form onSubmit={save} noValidate data-testid="loan-form">
          <Stack gap="lg">
            <Stack gap={2}>
              <Title order={3} id="loan-form-heading">
                {t("loanReadiness.form.heading")}
              </Title>
              <Text size="sm" data-testid="loan-version">
                {version > 0 ? t("loanReadiness.form.version", { version }) : t("loanReadiness.form.notSaved")}
              </Text>
            </Stack>

            <fieldset className="mb-fieldset">
              <legend className="mb-legend">
                <Text fw={700}>{t("loanReadiness.form.loan")}</Text>
              </legend>
              <Stack gap="sm" pt="xs">
                <TextInput {...field("amount")} label={t("loanReadiness.form.amount")} inputMode="numeric" autoComplete="off" value={form.amount} onChange={(e) => change({ amount: e.currentTarget.value })} maw={320} />
                <NativeSelect
                  {...field("purpose")}
                  label={t("loanReadiness.form.purpose")}
                  value={form.purpose}
                  onChange={(e) => change({ purpose: e.currentTarget.value as LoanForm["purpose"] })}
                  data={[{ value: "", label: t("loanReadiness.form.purposeChoose") }, ...LOAN_PURPOSES.map((p) => ({ value: p, label: t(`loanReadiness.form.purposes.${p}`) }))]}
                  maw={320}
                />
                {form.purpose === "other" ? (
                  <TextInput {...field("purpose_text")} label={t("loanReadiness.form.purposeText")} required value={form.purposeText} onChange={(e) => change({ purposeText: e.currentTarget.value })} />
                ) : null}
                <Group gap="sm" align="flex-start" wrap="wrap">
                  <TextInput {...field("term_months")} label={t("loanReadiness.form.termMonths")} inputMode="numeric" autoComplete="off" value={form.termMonths} onChange={(e) => change({ termMonths: e.currentTarget.value })} w={200} />
                  <TextInput {...field("annual_rate_percent")} label={t("loanReadiness.form.rate")} inputMode="decimal" autoComplete="off" value={form.rate} onChange={(e) => change({ rate: e.currentTarget.value })} w={260} />
                </Group>
                <Switch
                  id={fieldId("cashflow_includes_loan")}
                  label={t("loanReadiness.form.includes")}
                  description={t("loanReadiness.form.includesHelp")}
                  checked={form.includes}
                  onChange={(e) => change({ includes: e.currentTarget.checked })}
                />
              </Stack>
            </fieldset>

            <fieldset className="mb-fieldset">
              <legend className="mb-legend">
                <Text fw={700}>{t("loanReadiness.form.you")}</Text>
              </legend>
              <Stack gap="sm" pt="xs">
                <TextInput {...field("equity_injection")} label={t("loanReadiness.form.equity")} inputMode="numeric" autoComplete="off" value={form.equity} onChange={(e) => change({ equity: e.currentTarget.value })} maw={320} />
                <NativeSelect
                  {...field("credit_band")}
                  label={t("loanReadiness.form.creditBand")}
                  value={form.creditBand}
                  onChange={(e) => change({ creditBand: e.currentTarget.value as LoanForm["creditBand"] })}
                  data={[
                    { value: "", label: t("loanReadiness.form.creditBandChoose") },
                    ...CREDIT_BANDS.map((b) => ({ value: b, label: words.band(b) })),
                    { value: "unknown", label: t("loanReadiness.form.dontKnow") },
                  ]}
                  maw={320}
                />
              </Stack>
            </fieldset>

            <fieldset className="mb-fieldset" data-testid="loan-collateral" aria-describedby={errorOf("collateral") ? "loan-collateral-error" : undefined}>
              <legend className="mb-legend">
                <Text fw={700}>{t("loanReadiness.form.collateral.legend")}</Text>
              </legend>
              <Stack gap="sm" pt="xs">
                {form.collateral.length === 0 ? <Text size="sm">{t("loanReadiness.form.collateral.empty")}</Text> : null}
                {form.collateral.map((c, i) => (
                  <fieldset key={c.key} className="mb-fieldset" data-testid="collateral-row">
                    <legend className="mb-legend">{t("loanReadiness.form.collateral.item", { n: i + 1 })}</legend>
                    <Group gap="sm" align="flex-end" wrap="wrap" pt={4}>
                      <TextInput {...field(`collateral[${i}].type`)} label={t("loanReadiness.form.collateral.type")} placeholder={t("loanReadiness.form.collateral.typePlaceholder")} value={c.type} onChange={(e) => setCollateral(i, { type: e.currentTarget.value })} w={{ base: "100%", sm: 200 }} />
                      <TextInput {...field(`collateral[${i}].description`)} label={t("loanReadiness.form.collateral.description")} value={c.description} onChange={(e) => setCollateral(i, { description: e.currentTarget.value })} w={{ base: "100%", sm: 260 }} />
                      <TextInput {...field(`collateral[${i}].estimated_value`)} label={t("loanReadiness.form.collateral.value")} inputMode="numeric" autoComplete="off" value={c.value} onChange={(e) => setCollateral(i, { value: e.currentTarget.value })} w={{ base: "100%", sm: 220 }} />
                      <Button
                        variant="subtle"
                        onClick={() => {
                          change({ collateral: form.collateral.filter((_, j) => j !== i) });
                          focusNext.current = "loan-collateral-add";
                          announce(t("loanReadiness.form.collateral.removed", { n: i + 1 }));
                        }}
                      >
                        {t("loanReadiness.form.collateral.remove", { n: i + 1 })}
                      </Button>
                    </Group>
                  </fieldset>
                ))}
                {errorOf("collateral") ? (
                  <Text size="sm" c="red.9" id="loan-collateral-error">
                    {errorOf("collateral")}
                  </Text>
                ) : null}
                <div>
                  <Button
                    id="loan-collateral-add"
                    variant="light"
                    onClick={() => {
                      focusNext.current = fieldId(`collateral[${form.collateral.length}].type`);
                      change({ collateral: [...form.collateral, emptyCollateral()] });
                    }}
                    data-testid="collateral-add"
                  >
                    {t("loanReadiness.form.collateral.add")}
                  </Button>
                </div>
              </Stack>
            </fieldset>

            <fieldset className="mb-fieldset" data-testid="loan-debts" aria-describedby={errorOf("debts") ? "loan-debts-error" : undefined}>
              <legend className="mb-legend">
                <Text fw={700}>{t("loanReadiness.form.debts.legend")}</Text>
              </legend>
              <Stack gap="sm" pt="xs">
                {form.debts.length === 0 ? <Text size="sm">{t("loanReadiness.form.debts.empty")}</Text> : null}
                {form.debts.map((d, i) => (
                  <fieldset key={d.key} className="mb-fieldset" data-testid="debt-row">
                    <legend className="mb-legend">{t("loanReadiness.form.debts.item", { n: i + 1 })}</legend>
                    <Group gap="sm" align="flex-end" wrap="wrap" pt={4}>
                      <TextInput {...field(`debts[${i}].lender`)} label={t("loanReadiness.form.debts.lender")} value={d.lender} onChange={(e) => setDebt(i, { lender: e.currentTarget.value })} w={{ base: "100%", sm: 220 }} />
                      <TextInput {...field(`debts[${i}].balance`)} label={t("loanReadiness.form.debts.balance")} inputMode="numeric" autoComplete="off" value={d.balance} onChange={(e) => setDebt(i, { balance: e.currentTarget.value })} w={{ base: "100%", sm: 180 }} />
                      <TextInput {...field(`debts[${i}].monthly_payment`)} label={t("loanReadiness.form.debts.monthlyPayment")} inputMode="numeric" autoComplete="off" value={d.monthlyPayment} onChange={(e) => setDebt(i, { monthlyPayment: e.currentTarget.value })} w={{ base: "100%", sm: 220 }} />
                      <TextInput {...field(`debts[${i}].maturity_date`)} type="date" label={t("loanReadiness.form.debts.maturity")} value={d.maturityDate} onChange={(e) => setDebt(i, { maturityDate: e.currentTarget.value })} w={{ base: "100%", sm: 180 }} />
                      <Button
                        variant="subtle"
                        onClick={() => {
                          change({ debts: form.debts.filter((_, j) => j !== i) });
                          focusNext.current = "loan-debts-add";
                          announce(t("loanReadiness.form.debts.removed", { n: i + 1 }));
                        }}
                      >
                        {t("loanReadiness.form.debts.remove", { n: i + 1 })}
                      </Button>
                    </Group>
                  </fieldset>
                ))}
                {errorOf("debts") ? (
                  <Text size="sm" c="red.9" id="loan-debts-error">
                    {errorOf("debts")}
                  </Text>
                ) : null}
                <div>
                  <Button
                    id="loan-debts-add"
                    variant="light"
                    onClick={() => {
                      focusNext.current = fieldId(`debts[${form.debts.length}].lender`);
                      change({ debts: [...form.debts, emptyDebt()] });
                    }}
                    data-testid="debt-add"
                  >
                    {t("loanReadiness.form.debts.add")}
                  </Button>
                </div>
              </Stack>
            </fieldset>

            {summaryProblem ? (
              <Alert color="red" variant="light" role="alert" data-testid="loan-problems">
                {summaryProblem}
              </Alert>
            ) : null}
            {serverProblem && serverProblem.path === null ? (
              <Alert color="red" variant="light" role="alert" data-testid="loan-save-error">
                {serverProblem.message}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button type="submit" loading={submit.isPending} data-testid="loan-save">
                {t("loanReadiness.form.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <LenderPacketDownload version={version} />
    </Stack>
  );
}
