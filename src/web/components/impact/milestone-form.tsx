/**
 * The form of one milestone (issue #40), for a learner reporting or correcting their own on
 * /my-impact and for staff recording or correcting one on the mentee page: what happened (the
 * kind), its date, and that kind's fields. The shared rules (src/shared/impact-milestones.ts) are
 * checked before sending, each problem under its field in the interface language; a refusal from
 * the server lands under the field its path names, or above the button. The caller sends the facts.
 */
import { Alert, Button, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { MilestoneFactsSchema } from "../../../gen/compass/v1/compass_pb";
import { NAME_MAX } from "../../../shared/impact-milestones";
import { toServerError } from "../form/server-errors";
import { useRuleMessage } from "../../i18n/rule-messages";
import { todayIso } from "../../i18n/formats";
import { CAPITAL_TYPES, draftProblems, draftToFacts, fieldOfPath, KIND_CASES, LEGAL_FORMS, type DraftField, type MilestoneDraft } from "./milestone-view";
import "../../i18n/en/impact";

export interface MilestoneFormProps {
  /** The draft to start from (a saved milestone's, to correct it). */
  initial: MilestoneDraft;
  legend: string;
  /** A line above the fields (what a correction does). */
  help?: string;
  /** Sends the facts; rejects with the server's refusal. */
  onSubmit: (facts: MessageInitShape<typeof MilestoneFactsSchema>) => Promise<unknown>;
  onCancel?: () => void;
  pending: boolean;
  testId: string;
}

export function MilestoneForm(props: MilestoneFormProps) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const [draft, setDraft] = useState<MilestoneDraft>(props.initial);
  const [errors, setErrors] = useState<Partial<Record<DraftField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const base = useId();
  const id = (field: DraftField) => `${base}-${field}`;
  const set = <K extends DraftField>(field: K, value: MilestoneDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const input = (field: DraftField) => ({ id: id(field), error: errors[field], "data-testid": `${props.testId}-${field}` });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = draftProblems(draft);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, p.code ? t(`impact.form.${p.code}`) : ruleMessage(p.message ?? "")])));
      setFailure(t("impact.form.fixProblems"));
      document.getElementById(id(problems[0]!.field))?.focus();
      return;
    }
    setErrors({});
    props.onSubmit(draftToFacts(draft)).catch((error: unknown) => {
      const e = toServerError(error);
      const path = e.path?.replace(/^facts\./, "");
      if (e.message && path && path !== e.path) {
        const field = fieldOfPath(path);
        setErrors({ [field]: e.message });
        document.getElementById(id(field))?.focus();
      } else setFailure(e.message ?? t("impact.form.saveError"));
    });
  };

  const kind = draft.kind;
  return (
    <form onSubmit={submit} noValidate data-testid={props.testId}>
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <legend className="compass-visually-hidden">{props.legend}</legend>
        <Stack gap="sm">
          {props.help ? <Text size="sm">{props.help}</Text> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              {...input("kind")}
              label={t("impact.form.kind")}
              required
              value={kind}
              onChange={(e) => set("kind", e.currentTarget.value as MilestoneDraft["kind"])}
              data={[{ value: "", label: t("impact.form.chooseKind") }, ...KIND_CASES.map((k) => ({ value: k, label: t(`impact.kinds.${k}`) }))]}
            />
            <TextInput
              {...input("date")}
              type="date"
              label={t("impact.form.date")}
              description={kind ? t(`impact.form.dateHelp.${kind}`) : undefined}
              required
              max={todayIso()}
              value={draft.date}
              onChange={(e) => set("date", e.currentTarget.value)}
            />
          </SimpleGrid>
          {kind === "jobsCreated" || kind === "jobsRetained" ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput {...input("fullTime")} inputMode="numeric" label={t("impact.form.fullTime")} value={draft.fullTime} onChange={(e) => set("fullTime", e.currentTarget.value)} />
              <TextInput {...input("partTime")} inputMode="numeric" label={t("impact.form.partTime")} value={draft.partTime} onChange={(e) => set("partTime", e.currentTarget.value)} />
            </SimpleGrid>
          ) : null}
          {kind === "annualRevenue" ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput {...input("year")} inputMode="numeric" label={t("impact.form.year")} required value={draft.year} onChange={(e) => set("year", e.currentTarget.value)} maxLength={4} />
              <TextInput {...input("amount")} inputMode="numeric" label={t("impact.form.revenue")} required value={draft.amount} onChange={(e) => set("amount", e.currentTarget.value)} />
            </SimpleGrid>
          ) : null}
          {kind === "capitalAccessed" ? (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NativeSelect
                  {...input("capitalType")}
                  label={t("impact.form.capitalType")}
                  required
                  value={draft.capitalType}
                  onChange={(e) => set("capitalType", e.currentTarget.value)}
                  data={[{ value: "", label: t("impact.form.chooseType") }, ...CAPITAL_TYPES.map((c) => ({ value: String(c), label: t(`impact.capitalTypes.${c}`) }))]}
                />
                <TextInput {...input("amount")} inputMode="numeric" label={t("impact.form.capitalAmount")} required value={draft.amount} onChange={(e) => set("amount", e.currentTarget.value)} />
                <TextInput {...input("lenderName")} label={t("impact.form.lenderName")} required maxLength={NAME_MAX} value={draft.lenderName} onChange={(e) => set("lenderName", e.currentTarget.value)} />
                <TextInput {...input("source")} label={t("impact.form.source")} description={t("impact.form.sourceHelp")} maxLength={NAME_MAX} value={draft.source} onChange={(e) => set("source", e.currentTarget.value)} />
              </SimpleGrid>
              <Checkbox id={id("throughProgram")} data-testid={`${props.testId}-throughProgram`} label={t("impact.form.throughProgram")} checked={draft.throughProgram} onChange={(e) => set("throughProgram", e.currentTarget.checked)} />
            </>
          ) : null}
          {kind === "businessStarted" ? (
            <NativeSelect
              {...input("legalForm")}
              label={t("impact.form.legalForm")}
              required
              value={draft.legalForm}
              onChange={(e) => set("legalForm", e.currentTarget.value)}
              data={[{ value: "", label: t("impact.form.chooseForm") }, ...LEGAL_FORMS.map((f) => ({ value: String(f), label: t(`impact.legalForms.${f}`) }))]}
            />
          ) : null}
          {kind === "certification" ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput {...input("name")} label={t("impact.form.name")} required maxLength={NAME_MAX} value={draft.name} onChange={(e) => set("name", e.currentTarget.value)} />
              <TextInput {...input("issuer")} label={t("impact.form.issuer")} required maxLength={NAME_MAX} value={draft.issuer} onChange={(e) => set("issuer", e.currentTarget.value)} />
            </SimpleGrid>
          ) : null}
          {failure ? (
            <Alert color="red" variant="light" role="alert" data-testid={`${props.testId}-error`}>
              {failure}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={props.pending} data-testid={`${props.testId}-submit`}>
              {t("impact.form.submit")}
            </Button>
            {props.onCancel ? (
              <Button type="button" variant="default" onClick={props.onCancel}>
                {t("impact.form.cancel")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </fieldset>
    </form>
  );
}
