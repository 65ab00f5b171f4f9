/**
 * /admin/readiness-thresholds (administrators; issue #39): the installation's loan-readiness
 * thresholds the shared model compares every borrower with — the DSCR minimum, the equity
 * injection minimum (%), the collateral target and the minimum credit score range. Read with
 * AdminGetReadinessThresholds; written, all four at once, with AdminUpdateReadinessThresholds
 * (audited). Each number is checked here as the server checks it (its range); the saved
 * confirmation is announced, and who changed them last is shown.
 */
import { Alert, Button, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { createConnectQueryKey } from "@connectrpc/connect-query";
import { CompassService, type ReadinessThresholds } from "../../../gen/compass/v1/compass_pb";
import { CREDIT_BANDS, type RankedCreditBand } from "../../../shared/loan-readiness";
import { BAND_MESSAGE, rankedBand } from "../../../shared/loan-readiness-proto";
import { readinessWords } from "../../../shared/loan-readiness-words";
import { toServerError } from "../../components/form/server-errors";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { dateTimeFormat } from "../../i18n/formats";
import { useReadinessThresholds, useUpdateReadinessThresholds } from "../../queries/loan-readiness-queries";
import "../../i18n/en/loan-readiness";

type NumberField = "dscr" | "equity" | "collateral";
const RANGES: Record<NumberField, { min: number; max: number }> = { dscr: { min: 0, max: 10 }, equity: { min: 0, max: 100 }, collateral: { min: 0, max: 10 } };

interface Form {
  dscr: string;
  equity: string;
  collateral: string;
  band: RankedCreditBand;
}

const formOf = (t: ReadinessThresholds | undefined): Form => ({
  dscr: String(t?.dscrMinimum ?? 1.15),
  equity: String(t?.equityMinimumPercent ?? 10),
  collateral: String(t?.collateralTarget ?? 1),
  band: (t && rankedBand(t.minimumCreditBand)) ?? "620-679",
});

/** A number as typed ("1.15", "1,15"), or undefined. */
function parseNumber(text: string): number | undefined {
  const s = text.trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(s)) return undefined;
  return Number(s);
}

export default function ReadinessThresholdsPage() {
  const { t } = useTranslation();
  const query = useReadinessThresholds();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t("loanReadiness.admin.heading")}</Title>
        <Text>{t("loanReadiness.admin.intro")}</Text>
      </Stack>
      {query.isError && !query.data ? (
        <ErrorState message={t("loanReadiness.admin.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="thresholds-error" />
      ) : !query.data ? (
        <LoadingState label={t("loanReadiness.admin.loading")} testId="thresholds-loading" />
      ) : (
        <ThresholdsForm thresholds={query.data.thresholds} />
      )}
    </Stack>
  );
}

function ThresholdsForm(props: { thresholds: ReadinessThresholds | undefined }) {
  const { t, i18n } = useTranslation();
  const words = readinessWords(i18n.language);
  const queryClient = useQueryClient();
  const update = useUpdateReadinessThresholds();
  const [form, setForm] = useState<Form>(() => formOf(props.thresholds));
  const [current, setCurrent] = useState<ReadinessThresholds | undefined>(props.thresholds);
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<string | null>(null);

  const problem = (field: NumberField): string | null => {
    const n = parseNumber(form[field]);
    if (n === undefined) return t("loanReadiness.admin.number");
    const { min, max } = RANGES[field];
    return n < min || n > max ? t("loanReadiness.admin.range", { min, max }) : null;
  };
  const fields: NumberField[] = ["dscr", "equity", "collateral"];
  const errorOf = (field: NumberField) => (checked ? problem(field) : null);

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setStatus("");
    setFailure(null);
    const first = fields.find((f) => problem(f) !== null);
    if (first) {
      document.getElementById(`threshold-${first}`)?.focus();
      return;
    }
    update.mutate(
      {
        thresholds: {
          dscrMinimum: parseNumber(form.dscr)!,
          equityMinimumPercent: parseNumber(form.equity)!,
          collateralTarget: parseNumber(form.collateral)!,
          minimumCreditBand: BAND_MESSAGE[form.band],
        },
      },
      {
        onSuccess: (response) => {
          setCurrent(response.thresholds);
          setForm(formOf(response.thresholds));
          setChecked(false);
          setStatus(t("loanReadiness.admin.saved"));
          void queryClient.invalidateQueries({ queryKey: createConnectQueryKey({ schema: CompassService.method.adminGetReadinessThresholds, cardinality: undefined }) });
        },
        onError: (error) => setFailure(toServerError(error).message ?? t("loanReadiness.admin.saveError")),
      },
    );
  };

  const at = current?.updatedAt ? new Date(Number(current.updatedAt.seconds) * 1000) : undefined;
  const when = at ? dateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(at) : "";
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={save} noValidate data-testid="thresholds-form">
        <Stack gap="md">
          <Text size="sm" data-testid="thresholds-changed">
            {!at ? t("loanReadiness.admin.defaults") : current?.updatedByName ? t("loanReadiness.admin.changed", { when, name: current.updatedByName }) : t("loanReadiness.admin.changedAnonymous", { when })}
          </Text>
          <TextInput
            id="threshold-dscr"
            label={t("loanReadiness.admin.dscr")}
            description={t("loanReadiness.admin.dscrHelp")}
            inputMode="decimal"
            autoComplete="off"
            value={form.dscr}
            onChange={(e) => setForm({ ...form, dscr: e.currentTarget.value })}
            error={errorOf("dscr")}
            maw={360}
          />
          <TextInput
            id="threshold-equity"
            label={t("loanReadiness.admin.equity")}
            description={t("loanReadiness.admin.equityHelp")}
            inputMode="decimal"
            autoComplete="off"
            value={form.equity}
            onChange={(e) => setForm({ ...form, equity: e.currentTarget.value })}
            error={errorOf("equity")}
            maw={360}
          />
          <TextInput
            id="threshold-collateral"
            label={t("loanReadiness.admin.collateral")}
            description={t("loanReadiness.admin.collateralHelp")}
            inputMode="decimal"
            autoComplete="off"
            value={form.collateral}
            onChange={(e) => setForm({ ...form, collateral: e.currentTarget.value })}
            error={errorOf("collateral")}
            maw={360}
          />
          <NativeSelect
            id="threshold-band"
            label={t("loanReadiness.admin.band")}
            value={form.band}
            onChange={(e) => setForm({ ...form, band: e.currentTarget.value as RankedCreditBand })}
            data={CREDIT_BANDS.map((b) => ({ value: b, label: words.band(b) }))}
            maw={360}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert" data-testid="thresholds-save-error">
              {failure}
            </Alert>
          ) : null}
          <div>
            <Button type="submit" loading={update.isPending} data-testid="thresholds-save">
              {t("loanReadiness.admin.save")}
            </Button>
          </div>
          <Text role="status" aria-live="polite" fw={600} data-testid="thresholds-status">
            {status}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
