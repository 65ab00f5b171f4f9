/**
 * The scope filter both partner report pages share: From / To (UTC days; empty for the last 12
 * months), a referral code — a partner types one of their own (they cannot list them: ADR 0017
 * keeps the code list to administrators and coaches), an administrator picks one of the chosen
 * bank's codes, or of every bank's — and, for administrators, the bank (empty: every bank).
 *
 * The filter is a form: nothing is fetched while a date is half typed; 'Show figures' checks the
 * values (the mistakes go on their fields, the first is focused) and applies them to the URL. The
 * form follows the URL (Back, a shared link, the other page's link). A field the server refused is
 * marked on it too. Below, one polite status line says what the figures cover.
 */
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useMemo, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { dayLabel } from "./partner-figures";
import { appliedScope, emptyScope, hasScopeErrors, sameScope, scopeErrors, type ScopeErrors, type ScopeValues } from "./partner-scope";
import { useBankChoices } from "../../queries/people-choices";
import { useBankCodeChoices, type ScopeField } from "./partner-reports-queries";
import type { PartnerScopeState } from "./use-partner-scope";
import "../../i18n/en/partner-reports";

const FIELDS = ["from", "to", "bank", "code"] as const;
const fieldId = (field: string) => `scope-${field}`;

export interface ScopeFilterProps {
  admin: boolean;
  scope: PartnerScopeState;
  /** A field the server refused for the applied scope. */
  refused?: { field: ScopeField; message: string } | null;
}

export function ScopeFilter({ admin, scope, refused }: ScopeFilterProps) {
  const { t } = useTranslation();
  const form = useForm<ScopeValues>({ mode: "controlled", initialValues: scope.values });
  const banks = useBankChoices(admin);
  const values = form.getValues();
  const codes = useBankCodeChoices(admin, values.bank);

  const errorTexts = (found: ScopeErrors) => Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`partnerReports.errors.${key}`)]));

  // The form follows the URL: a new scope (Back, a link) replaces what is typed, and its own mistakes are marked.
  const { search, values: applied, errors: appliedErrors } = scope;
  useEffect(() => {
    form.setValues(applied);
    form.resetDirty(applied);
    form.setErrors(errorTexts(appliedErrors));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the applied scope changes
  }, [search]);

  // A field the server refused goes on that field.
  useEffect(() => {
    if (refused) form.setFieldError(refused.field, refused.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the refusal changes
  }, [refused?.field, refused?.message]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const current = form.getValues();
    const found = scopeErrors(current, scope.today);
    form.clearErrors();
    if (hasScopeErrors(found)) {
      form.setErrors(errorTexts(found));
      const first = FIELDS.find((f) => f in found);
      requestAnimationFrame(() => (first ? document.getElementById(fieldId(first))?.focus() : undefined));
      return;
    }
    const next = appliedScope(current, admin);
    form.setValues(next);
    if (!sameScope(next, scope.values, admin)) scope.apply(next);
  };

  const reset = () => {
    form.clearErrors();
    form.setValues(emptyScope());
    scope.apply(emptyScope());
  };

  const codeData = useMemo(() => {
    const data = codes.choices.map((c) => {
      const label = admin && !values.bank && c.ownerName ? t("partnerReports.scope.codeOf", { code: c.code, bank: c.ownerName }) : c.code;
      return { value: c.code, label: c.disabled ? t("partnerReports.scope.codeOff", { code: label }) : label };
    });
    // A code from the address that is not in the list (yet) still shows.
    if (values.code && !data.some((d) => d.value === values.code)) data.unshift({ value: values.code, label: values.code });
    return data;
  }, [codes.choices, values.code, values.bank, admin, t]);

  const bankData = useMemo(() => {
    const data = [...banks.choices];
    if (values.bank && !data.some((d) => d.value === values.bank)) data.unshift({ value: values.bank, label: t("partnerReports.scope.aBank") });
    return data;
  }, [banks.choices, values.bank, t]);

  const isDefault = !applied.from && !applied.to && !applied.code && !applied.bank;

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="scope-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="scope-heading">
            {t("partnerReports.scope.heading")}
          </Title>
          <Text size="sm">{admin ? t("partnerReports.scope.introAdmin") : t("partnerReports.scope.intro")}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: admin ? 4 : 3 }} spacing="sm">
            <TextInput id={fieldId("from")} type="date" label={t("partnerReports.scope.from")} {...form.getInputProps("from")} />
            <TextInput id={fieldId("to")} type="date" label={t("partnerReports.scope.to")} {...form.getInputProps("to")} />
            {admin ? (
              <Select
                id={fieldId("bank")}
                label={t("partnerReports.scope.bank")}
                placeholder={banks.query.isPending ? t("partnerReports.scope.loadingChoices") : t("partnerReports.scope.everyBank")}
                data={bankData}
                searchable
                clearable
                clearButtonProps={{ "aria-label": t("partnerReports.scope.everyBank") }}
                nothingFoundMessage={t("partnerReports.scope.noBank")}
                comboboxProps={{ withinPortal: true }}
                value={values.bank || null}
                onChange={(v) => {
                  form.setFieldValue("bank", v ?? "");
                  form.setFieldValue("code", "");
                }}
                error={form.errors.bank}
              />
            ) : null}
            {admin ? (
              <Select
                id={fieldId("code")}
                label={t("partnerReports.scope.code")}
                description={t("partnerReports.scope.codeHintAdmin")}
                inputWrapperOrder={["label", "input", "description", "error"]}
                placeholder={codes.query.isPending ? t("partnerReports.scope.loadingChoices") : t("partnerReports.scope.allCodes")}
                data={codeData}
                searchable
                clearable
                clearButtonProps={{ "aria-label": t("partnerReports.scope.allCodes") }}
                nothingFoundMessage={t("partnerReports.scope.noCodes")}
                comboboxProps={{ withinPortal: true }}
                value={values.code || null}
                onChange={(v) => form.setFieldValue("code", v ?? "")}
                error={form.errors.code}
              />
            ) : (
              <TextInput
                id={fieldId("code")}
                label={t("partnerReports.scope.code")}
                description={t("partnerReports.scope.codeHint")}
                inputWrapperOrder={["label", "input", "description", "error"]}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="characters"
                {...form.getInputProps("code")}
              />
            )}
          </SimpleGrid>
          {admin && banks.query.isError ? <ChoiceError text={t("partnerReports.scope.banksError")} onRetry={() => void banks.query.refetch()} /> : null}
          {admin && codes.query.isError ? <ChoiceError text={t("partnerReports.scope.codesError")} onRetry={() => void codes.query.refetch()} /> : null}
          <Group gap="sm">
            <Button type="submit">{t("partnerReports.scope.apply")}</Button>
            {!isDefault ? (
              <Button variant="subtle" onClick={reset}>
                {t("partnerReports.scope.reset")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ChoiceError(props: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Text c="red.9" role="alert" size="sm">
        {props.text}
      </Text>
      <Button variant="subtle" size="xs" onClick={props.onRetry}>
        {t("common.retry")}
      </Button>
    </Group>
  );
}

/** One polite line: whose figures, which dates. */
export function ScopeSummary({ admin, scope }: { admin: boolean; scope: PartnerScopeState }) {
  const { t, i18n } = useTranslation();
  const banks = useBankChoices(admin);
  const { values, range } = scope;
  let text: string;
  if (!range) text = t("partnerReports.scope.summaryInvalid");
  else {
    const bank = banks.choices.find((b) => b.value === values.bank)?.label ?? t("partnerReports.scope.aBank");
    const who = !admin
      ? values.code
        ? t("partnerReports.scope.whoCode", { code: values.code })
        : t("partnerReports.scope.whoAll")
      : values.bank
        ? values.code
          ? t("partnerReports.scope.whoBankCode", { bank, code: values.code })
          : t("partnerReports.scope.whoBank", { bank })
        : values.code
          ? t("partnerReports.scope.whoCode", { code: values.code })
          : t("partnerReports.scope.whoEveryBank");
    const dates = { start: dayLabel(range.start, i18n.language), end: dayLabel(range.end, i18n.language) };
    text = t("partnerReports.scope.summary", {
      who,
      range: range.isDefault ? t("partnerReports.scope.defaultRange", dates) : t("partnerReports.scope.range", dates),
    });
  }
  return (
    <Text role="status" aria-live="polite" fw={600} data-testid="scope-summary">
      {text}
    </Text>
  );
}
