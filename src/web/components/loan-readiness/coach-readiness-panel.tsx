/**
 * Loan readiness on the mentee's page (issue #39), for a coach, a lender or an administrator: the
 * mentee's saved request in its main figures, the five Cs and the DSCR table, read only, and per C
 * a form to add a note and to override the state with a required reason, or clear it
 * (CoachSetReadinessOverride, audited on the server). An override shows as such, the computed state
 * beside it. The request is the saved one: the coach never edits it.
 */
import { Alert, Button, NativeSelect, Paper, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoanReadiness } from "../../../gen/compass/v1/compass_pb";
import type { ReadinessState } from "../../../shared/loan-readiness";
import { FACTOR_MESSAGE, STATE_MESSAGE } from "../../../shared/loan-readiness-proto";
import { readinessWords } from "../../../shared/loan-readiness-words";
import { ReadinessState as ProtoReadinessState } from "../../../gen/compass/v1/compass_pb";
import { ErrorState, LoadingState } from "../query-state/query-state";
import { useMenteeLoanReadiness, useSetReadinessOverride } from "../../queries/loan-readiness-queries";
import { numberFormat } from "../../i18n/formats";
import { toServerError } from "../form/server-errors";
import { DscrTable } from "./dscr-table";
import { FiveCs } from "./five-cs";
import { readinessView, savedRequest, type FactorView } from "./readiness-view";
import "../../i18n/en/loan-readiness";

export function CoachReadinessPanel(props: { userId: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const query = useMenteeLoanReadiness(props.userId);
  const readiness = query.data?.readiness;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mentee-loan-heading" data-testid="mentee-loan-readiness">
      <Stack gap="md">
        <Title order={2} id="mentee-loan-heading">
          {t("loanReadiness.coach.heading")}
        </Title>
        <Text size="sm">{t("loanReadiness.coach.intro")}</Text>
        {query.isError && !readiness ? (
          <ErrorState message={t("loanReadiness.coach.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="mentee-loan-error" />
        ) : !readiness ? (
          <LoadingState label={t("loanReadiness.coach.loading")} testId="mentee-loan-loading" />
        ) : (
          <CoachReadiness readiness={readiness} userId={props.userId} announce={props.announce} />
        )}
      </Stack>
    </Paper>
  );
}

function CoachReadiness(props: { readiness: LoanReadiness; userId: string; announce: (text: string) => void }) {
  const { i18n } = useTranslation();
  const words = readinessWords(i18n.language);
  const request = useMemo(() => savedRequest(props.readiness), [props.readiness]);
  const view = useMemo(() => readinessView(props.readiness, request, words), [props.readiness, request, words]);
  return (
    <Stack gap="lg">
      <RequestFigures readiness={props.readiness} />
      <FiveCs view={view} audience="coach" headingOrder={3} extra={(f) => <OverrideForm key={f.factor} factor={f} userId={props.userId} announce={props.announce} />} />
      <DscrTable figures={view.summary.capacity.values.figures} included={request?.cashflowIncludesLoan ?? false} audience="coach" headingOrder={3} />
    </Stack>
  );
}

function RequestFigures({ readiness }: { readiness: LoanReadiness }) {
  const { t, i18n } = useTranslation();
  const words = readinessWords(i18n.language);
  const request = savedRequest(readiness);
  const r = readiness.request;
  if (!request || !r) {
    return (
      <Text data-testid="mentee-loan-no-request" fw={600}>
        {t("loanReadiness.coach.noRequest")}
      </Text>
    );
  }
  const percent = numberFormat(i18n.language, { maximumFractionDigits: 4 });
  const dollars = (v: bigint) => words.money(v * 100n);
  const purpose = request.purpose ? (request.purpose === "other" && request.purposeText ? `${t("loanReadiness.form.purposes.other")}: ${request.purposeText}` : t(`loanReadiness.form.purposes.${request.purpose}`)) : "—";
  const items: [string, string, string][] = [
    ["amount", t("loanReadiness.coach.amount"), dollars(request.amount)],
    ["purpose", t("loanReadiness.coach.purpose"), purpose],
    ["term", t("loanReadiness.coach.term"), request.termMonths ? t("loanReadiness.coach.termValue", { count: request.termMonths }) : "—"],
    ["rate", t("loanReadiness.coach.rate"), `${percent.format(request.annualRatePercent)} %`],
    ["equity", t("loanReadiness.coach.equity"), dollars(request.equityInjection)],
    ["band", t("loanReadiness.coach.creditBand"), words.band(request.creditBand)],
    ["collateral", t("loanReadiness.coach.collateralTotal"), dollars(request.collateral.reduce((s, c) => s + c.estimatedValue, 0n))],
    ["debts", t("loanReadiness.coach.debtsTotal"), dollars(request.debts.reduce((s, d) => s + d.balance, 0n))],
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="mentee-loan-request-heading" data-testid="mentee-loan-request">
      <Title order={3} id="mentee-loan-request-heading">
        {t("loanReadiness.coach.request")} · {t("loanReadiness.coach.version", { version: r.versionNumber })}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" component="dl" m={0}>
        {items.map(([key, label, value]) => (
          <div key={key} data-testid={`mentee-loan-${key}`}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={600} style={{ overflowWrap: "anywhere" }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const NO_OVERRIDE = "none";
const STATES: readonly ReadinessState[] = ["ready", "close", "not-yet", "unknown"];

function OverrideForm(props: { factor: FactorView; userId: string; announce: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const words = readinessWords(i18n.language);
  const f = props.factor;
  const [state, setState] = useState<string>(f.override?.state ?? NO_OVERRIDE);
  const [reason, setReason] = useState(f.override?.reason ?? "");
  const [note, setNote] = useState(f.note?.text ?? "");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useSetReadinessOverride();
  const factorName = t(`loanReadiness.factors.${f.factor}`);
  const id = (part: string) => `override-${f.factor}-${part}`;
  const details = useRef<HTMLDetailsElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const overriding = state !== NO_OVERRIDE;
    if (overriding && reason.trim() === "") {
      setReasonError(t("loanReadiness.coach.reasonRequired"));
      document.getElementById(id("reason"))?.focus();
      return;
    }
    setReasonError(null);
    mutation.mutate(
      {
        userId: props.userId,
        factor: FACTOR_MESSAGE[f.factor],
        overrideState: overriding ? STATE_MESSAGE[state as ReadinessState] : ProtoReadinessState.UNSPECIFIED,
        overrideReason: overriding ? reason.trim() : "",
        note: note.trim(),
      },
      {
        onSuccess: () => {
          // Saved: the form folds away and the focus returns to its summary, where the coach opened it.
          if (details.current) {
            details.current.open = false;
            details.current.querySelector("summary")?.focus();
          }
          props.announce(t("loanReadiness.coach.saved", { factor: factorName }));
        },
        onError: (error) => {
          const e = toServerError(error);
          setFailure(e.message ?? t("loanReadiness.coach.saveError"));
        },
      },
    );
  };

  return (
    <details ref={details} data-testid={`override-${f.factor}`}>
      <summary style={{ cursor: "pointer", fontWeight: 600 }}>{t("loanReadiness.coach.edit")}</summary>
      <form onSubmit={submit} noValidate>
        <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend className="compass-visually-hidden">{t("loanReadiness.coach.legend", { factor: factorName })}</legend>
          <Stack gap="xs" pt="xs">
            <Textarea id={id("note")} label={t("loanReadiness.coach.note")} description={t("loanReadiness.coach.noteHelp")} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} maxLength={2000} />
            <NativeSelect
              id={id("state")}
              label={t("loanReadiness.coach.overrideState")}
              data={[{ value: NO_OVERRIDE, label: t("loanReadiness.coach.noOverride") }, ...STATES.map((s) => ({ value: s, label: words.state(s) }))]}
              value={state}
              onChange={(e) => setState(e.currentTarget.value)}
            />
            {state !== NO_OVERRIDE ? (
              <Textarea
                id={id("reason")}
                label={t("loanReadiness.coach.reason")}
                description={t("loanReadiness.coach.reasonHelp")}
                required
                value={reason}
                onChange={(e) => setReason(e.currentTarget.value)}
                error={reasonError}
                autosize
                minRows={2}
                maxLength={1000}
              />
            ) : null}
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            ) : null}
            <div>
              <Button type="submit" loading={mutation.isPending} data-testid={`override-${f.factor}-save`}>
                {t("loanReadiness.coach.save")}
              </Button>
            </div>
          </Stack>
        </fieldset>
      </form>
    </details>
  );
}
