/**
 * A tab's filters on /admin/audit-log, as a form applied with its button (the address holds what
 * is applied, so it is shared and survives a reload; audit-view.ts): the action (the known ones by
 * their labels, any recorded name typed as it is), who (people found by the server's user search,
 * or a pasted user id), the target (changes) or the method (refusals), and the days (UTC, both
 * included). A day that is not one, or an end before the start, is refused on its field before
 * anything is asked; a filter the server refuses is marked on its field the same way.
 */
import { Autocomplete, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title, type ComboboxParsedItem, type OptionsFilter } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CompassService, type User } from "../../../gen/compass/v1/compass_pb";
import { userName } from "../../components/user-name";
import { usePeopleSearch } from "../../queries/people-choices";
import { useUserName } from "./audit-log-queries";
import {
  actionFromText,
  actionLabel,
  AUDIT_ACTION_GROUPS,
  filterErrors,
  looksLikeUserId,
  NO_FILTERS,
  TAB_FILTERS,
  TARGET_TYPES,
  type AuditFilters,
  type AuditTab,
  type FilterName,
  type Translate,
} from "./audit-view";
import "../../i18n/en/audit-log";

/** The method names a refusal may record (and '*', the overflow row's). */
const METHOD_NAMES: readonly string[] = [...CompassService.methods.map((m) => m.name)].sort();

export interface ServerFilterError {
  field: FilterName;
  message: string;
}

export interface AuditFiltersFormProps {
  tab: AuditTab;
  /** The filters in the address. */
  applied: AuditFilters;
  onApply: (filters: AuditFilters) => void;
  /** The applied actor's name, when the records on screen tell it. */
  actorName?: string;
  /** A filter the server refused. */
  serverError?: ServerFilterError | null;
}

const fieldId = (tab: AuditTab, name: FilterName) => `audit-${tab}-${name}`;

/** The form's values for applied filters: a known action by its label. */
const formValues = (applied: AuditFilters, t: Translate): AuditFilters => ({ ...applied, action: applied.action ? actionLabel(applied.action, t) : "" });

export function AuditFiltersForm(props: AuditFiltersFormProps) {
  const { t } = useTranslation();
  const { tab, applied, onApply, serverError } = props;
  const form = useForm<AuditFilters>({ mode: "controlled", initialValues: formValues(applied, t) });
  const fields = TAB_FILTERS[tab];

  // The address changed (cleared, a link from a record, Back): the form shows what is applied.
  const appliedKey = JSON.stringify(applied);
  useEffect(() => {
    form.setValues(formValues(applied, t));
    const errors = filterErrors(applied, tab);
    form.setErrors(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(`auditLog.errors.${key}`)])));
    // Only when the applied filters change; `form` is a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedKey, tab, t]);

  useEffect(() => {
    if (serverError) form.setFieldError(serverError.field, serverError.message);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverError?.field, serverError?.message]);

  const focus = (name: FilterName) => requestAnimationFrame(() => document.getElementById(fieldId(tab, name))?.focus());

  const submit = (values: AuditFilters) => {
    const next: AuditFilters = { ...values, action: actionFromText(values.action, t) };
    const errors = filterErrors(next, tab);
    form.clearErrors();
    const first = fields.find((f) => errors[f]);
    if (first) {
      form.setErrors(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(`auditLog.errors.${key}`)])));
      focus(first);
      return;
    }
    onApply(next);
  };

  const clear = () => {
    form.clearErrors();
    onApply({ ...NO_FILTERS });
  };

  const dirty = fields.some((f) => form.getValues()[f].trim() !== "" || applied[f] !== "");
  const input = (name: FilterName) => ({ id: fieldId(tab, name), ...form.getInputProps(name) });

  const actionData = useMemo(
    () => AUDIT_ACTION_GROUPS.map((g) => ({ group: t(`auditLog.groups.${g.group}`), items: g.actions.map((a) => actionLabel(a, t)) })),
    [t],
  );
  /** Matches the label or the recorded name. */
  const actionFilter = useMemo<OptionsFilter>(
    () =>
      ({ options, search }) => {
        const q = search.trim().toLowerCase();
        if (!q) return options;
        const matches = (o: { value: string; label: string }) => o.label.toLowerCase().includes(q) || actionFromText(o.value, t).toLowerCase().includes(q);
        return options
          .map((o): ComboboxParsedItem => ("group" in o ? { ...o, items: o.items.filter(matches) } : o))
          .filter((o) => ("group" in o ? o.items.length > 0 : matches(o)));
      },
    [t],
  );

  const headingId = `audit-${tab}-filters-heading`;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby={headingId}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(form.getValues());
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t("auditLog.filters.heading")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: tab === "changes" ? 3 : 4 }} spacing="sm">
            {tab === "changes" ? (
              <Autocomplete
                {...input("action")}
                label={t("auditLog.filters.action")}
                description={t("auditLog.filters.actionHint")}
                placeholder={t("auditLog.filters.anyAction")}
                data={actionData}
                filter={actionFilter}
                limit={40}
                maxDropdownHeight={320}
                clearable
                clearButtonProps={{ "aria-label": t("auditLog.filters.anyAction") }}
                autoComplete="off"
                comboboxProps={{ withinPortal: true }}
                renderOption={({ option }) => (
                  <Stack gap={0}>
                    <Text size="sm">{option.value}</Text>
                    <Text size="xs" ff="monospace" c="dimmed">
                      {actionFromText(option.value, t)}
                    </Text>
                  </Stack>
                )}
              />
            ) : (
              <Autocomplete
                {...input("method")}
                label={t("auditLog.filters.method")}
                description={t("auditLog.filters.methodHint")}
                data={METHOD_NAMES}
                limit={20}
                clearable
                clearButtonProps={{ "aria-label": t("auditLog.filters.method") }}
                autoComplete="off"
                spellCheck={false}
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <ActorPicker
              id={fieldId(tab, "actor")}
              value={form.getValues().actor}
              onChange={(id) => form.setFieldValue("actor", id)}
              error={form.errors.actor}
              knownName={props.actorName}
            />
            {tab === "changes" ? (
              <>
                <Autocomplete
                  {...input("targetType")}
                  label={t("auditLog.filters.targetType")}
                  description={t("auditLog.filters.targetTypeHint")}
                  data={[...TARGET_TYPES]}
                  autoComplete="off"
                  spellCheck={false}
                  comboboxProps={{ withinPortal: true }}
                />
                <TextInput {...input("targetId")} label={t("auditLog.filters.targetId")} autoComplete="off" spellCheck={false} />
              </>
            ) : null}
            <TextInput {...input("from")} type="date" label={t("auditLog.filters.from")} description={t("auditLog.filters.datesHint")} />
            <TextInput {...input("to")} type="date" label={t("auditLog.filters.to")} description={t("auditLog.filters.datesHint")} />
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" data-testid={`audit-${tab}-apply`}>
              {t("auditLog.filters.apply")}
            </Button>
            {dirty ? (
              <Button variant="subtle" onClick={clear}>
                {t("auditLog.filters.clear")}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** A person as the "Who" filter offers them: name · e-mail. */
const personLabel = (u: User) => [...new Set([userName(u), u.profile?.email])].filter(Boolean).join(" · ");

interface ActorPickerProps {
  id: string;
  /** A user id, or "" for anyone. */
  value: string;
  onChange: (id: string) => void;
  error?: unknown;
  knownName?: string | undefined;
}

/**
 * "Who": a searchable select over the server's user search (name, e-mail or business; 2
 * characters or more), offering a pasted user id as it is, and keeping the chosen id as its value.
 */
function ActorPicker(props: ActorPickerProps) {
  const { t } = useTranslation();
  const { value } = props;
  const [search, setSearch] = useState("");
  /** The person last picked from the list, with the label they were offered under. */
  const [picked, setPicked] = useState<{ id: string; label: string } | null>(null);
  /** The label the box shows for the value (typing replaces it: then it is a search). */
  const [shown, setShown] = useState("");
  const shownBefore = useRef("");
  // The box showing the chosen person's label is not a new search.
  const [debounced] = useDebouncedValue(search === shown ? "" : search, 300);
  const people = usePeopleSearch(debounced);

  // Named as picked, by the records on screen, or else asked for.
  const pickedLabel = picked && picked.id === value ? picked.label : "";
  const named = useUserName(value, !pickedLabel && !props.knownName);
  const valueLabel = pickedLabel || props.knownName || named.data?.name || (value ? t("auditLog.filters.actorId", { id: value }) : "");
  const options = useMemo(() => {
    const list = (people.data?.users ?? []).map((u) => ({ value: u.id, label: personLabel(u) }));
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: valueLabel });
    const typed = search.trim();
    if (looksLikeUserId(typed) && !list.some((o) => o.value === typed)) list.push({ value: typed, label: t("auditLog.filters.actorId", { id: typed }) });
    return list;
  }, [people.data, value, valueLabel, search, t]);

  // A value set or named from outside (the address, a cleared form, the records) shows its label,
  // unless something else is being typed.
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = valueLabel;
    setShown(valueLabel);
    setSearch((current) => (current === before || current === "" ? valueLabel : current));
  }, [valueLabel]);

  const typed = search.trim();
  const nothingFound =
    typed.length < 2 || search === shown
      ? t("auditLog.filters.actorTypeMore")
      : people.isError
        ? t("auditLog.filters.actorSearchError")
        : people.isFetching || debounced !== search
          ? t("auditLog.filters.actorSearching")
          : t("auditLog.filters.actorNobody");

  return (
    <Select
      id={props.id}
      label={t("auditLog.filters.actor")}
      description={t("auditLog.filters.actorHint")}
      placeholder={t("auditLog.filters.anyone")}
      data={options}
      value={value || null}
      onChange={(v, option) => {
        setPicked(v ? { id: v, label: option?.label ?? v } : null);
        props.onChange(v ?? "");
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={nothingFound}
      clearable
      clearButtonProps={{ "aria-label": t("auditLog.filters.anyone") }}
      error={props.error as ReactNode}
      comboboxProps={{ withinPortal: true }}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
