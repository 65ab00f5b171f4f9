/**
 * The fields of a counseling record (SBA Form 641 client fields; issue #40), shared by the learner's
 * page and the staff panel: `BusinessFields` (how they heard of the program, in business and since
 * when, type of business, employees, language) and `DemographicFields` (race — several, with a
 * self-description —, ethnicity, sex, disability, military status and branch), each a fieldset with
 * its legend. Native selects, each labelled, with "Not answered" first and "Prefer not to say" where
 * the list has it; a field a choice makes pointless is not shown (and `tidy` clears it). A problem
 * shows under its field (Mantine ties it to the input); `readOnly` shows the answers disabled.
 */
import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CHOICE_TEXT_MAX, EMPLOYEES_MAX } from "../../../shared/counseling-rules";
import { todayIso } from "../../i18n/formats";
import { languageOptions } from "../counseling-options";
import { hasBranch, IN_BUSINESS_YES, LIST_MAX, RACE_SELF_DESCRIBE, REFERRAL_OTHER, tidy, toggleRace, type RecordField, type RecordValues } from "./record-values";
import "../../i18n/en/counseling-record";

export interface RecordFieldsProps {
  values: RecordValues;
  errors: Partial<Record<RecordField, string>>;
  /** The new values (already tidied). */
  onChange: (values: RecordValues) => void;
  /** Prefix of the inputs' ids and test ids (two forms on one page must differ). */
  idPrefix: string;
  legend: string;
  readOnly?: boolean;
}

type ListName = keyof typeof LIST_MAX;

const LEGEND_STYLES = { legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", marginBottom: 4 } };

function useFieldHelpers(props: RecordFieldsProps) {
  const { t } = useTranslation();
  const set = <K extends RecordField>(field: K, value: RecordValues[K]) => props.onChange(tidy({ ...props.values, [field]: value }));
  const common = (field: RecordField) => ({
    id: `${props.idPrefix}-${field}`,
    "data-testid": `${props.idPrefix}-${field}`,
    error: props.errors[field],
    disabled: props.readOnly,
  });
  const options = (list: ListName) => [
    { value: "0", label: t("counselingRecord.lists.none") },
    ...Array.from({ length: LIST_MAX[list] }, (_, i) => ({ value: String(i + 1), label: t(`counselingRecord.lists.${list}.${i + 1}`) })),
  ];
  const select = (field: RecordField & ListName, label: string, description?: string) => (
    <NativeSelect
      {...common(field)}
      label={label}
      description={description}
      value={props.values[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
      data={options(field)}
    />
  );
  return { t, set, common, select };
}

export function BusinessFields(props: RecordFieldsProps) {
  const { t, i18n } = useTranslation();
  const { set, common, select } = useFieldHelpers(props);
  const v = props.values;
  return (
    <Fieldset legend={props.legend} variant="unstyled" p={0} m={0} styles={LEGEND_STYLES} style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {select("referralSource", t("counselingRecord.business.referralSource"))}
          {v.referralSource === REFERRAL_OTHER ? (
            <TextInput
              {...common("referralSourceOther")}
              label={t("counselingRecord.business.referralSourceOther")}
              maxLength={CHOICE_TEXT_MAX}
              value={v.referralSourceOther}
              onChange={(e) => set("referralSourceOther", e.currentTarget.value)}
            />
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {select("inBusiness", t("counselingRecord.business.inBusiness"))}
          {v.inBusiness === IN_BUSINESS_YES ? (
            <TextInput
              {...common("businessStartDate")}
              type="date"
              label={t("counselingRecord.business.businessStartDate")}
              description={t("counselingRecord.business.businessStartDateHint")}
              min="1900-01-01"
              max={todayIso()}
              value={v.businessStartDate}
              onChange={(e) => set("businessStartDate", e.currentTarget.value)}
            />
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {select("businessType", t("counselingRecord.business.businessType"))}
          <TextInput
            {...common("employees")}
            inputMode="numeric"
            label={t("counselingRecord.business.employees")}
            description={t("counselingRecord.business.employeesHint")}
            maxLength={String(EMPLOYEES_MAX).length + 2}
            value={v.employees}
            onChange={(e) => set("employees", e.currentTarget.value)}
          />
        </SimpleGrid>
        <NativeSelect
          {...common("language")}
          label={t("counselingRecord.business.language")}
          value={v.language}
          onChange={(e) => set("language", e.currentTarget.value)}
          data={languageOptions(t, i18n.language)}
          maw={{ sm: "calc(50% - var(--mantine-spacing-sm) / 2)" }}
        />
      </Stack>
    </Fieldset>
  );
}

export function DemographicFields(props: RecordFieldsProps) {
  const { t, set, common, select } = useFieldHelpers(props);
  const v = props.values;
  const raceError = props.errors.race;
  const raceErrorId = `${props.idPrefix}-race-error`;
  return (
    <Fieldset legend={props.legend} variant="unstyled" p={0} m={0} styles={LEGEND_STYLES} style={{ minWidth: 0 }} data-testid={`${props.idPrefix}-demographics`}>
      <Stack gap="sm">
        <Fieldset
          legend={t("counselingRecord.demographics.race")}
          variant="unstyled"
          p={0}
          m={0}
          styles={{ legend: { fontWeight: 500, fontSize: "var(--mantine-font-size-sm)", marginBottom: 4 } }}
          style={{ minWidth: 0 }}
          id={`${props.idPrefix}-race`}
          tabIndex={-1}
          aria-describedby={raceError ? raceErrorId : undefined}
          data-testid={`${props.idPrefix}-race`}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={6}>
            {Array.from({ length: LIST_MAX.race }, (_, i) => String(i + 1)).map((value) => (
              <Checkbox
                key={value}
                label={t(`counselingRecord.lists.race.${value}`)}
                checked={v.race.includes(value)}
                disabled={props.readOnly}
                onChange={(e) => set("race", toggleRace(v.race, value, e.currentTarget.checked))}
                data-testid={`${props.idPrefix}-race-${value}`}
              />
            ))}
          </SimpleGrid>
          {raceError ? (
            <Text size="sm" c="red.8" mt={4} id={raceErrorId}>
              {raceError}
            </Text>
          ) : null}
        </Fieldset>
        {v.race.includes(RACE_SELF_DESCRIBE) ? (
          <TextInput
            {...common("selfDescribedRace")}
            label={t("counselingRecord.demographics.selfDescribedRace")}
            maxLength={CHOICE_TEXT_MAX}
            value={v.selfDescribedRace}
            onChange={(e) => set("selfDescribedRace", e.currentTarget.value)}
          />
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {select("ethnicity", t("counselingRecord.demographics.ethnicity"))}
          {select("sex", t("counselingRecord.demographics.sex"))}
        </SimpleGrid>
        {select("disability", t("counselingRecord.demographics.disability"))}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {select("militaryStatus", t("counselingRecord.demographics.militaryStatus"))}
          {hasBranch(v.militaryStatus) ? select("branchOfService", t("counselingRecord.demographics.branchOfService"), t("counselingRecord.demographics.branchHint")) : null}
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
