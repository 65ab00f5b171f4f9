/**
 * "Add a walk-in" on the class attendance panel (issue #40 §4): a learner who came without
 * registering. The administrator finds them by name or e-mail (the server's people search, learners
 * only, 2 characters or more; those already on the list are not offered) and marks them as
 * attending (AdminSetClassAttendance: a walk-in needs no registration). They then appear in the
 * list as a walk-in. Nothing chosen: the picker says so and takes the focus.
 */
import { Button, Select, Stack, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { usePeopleSearch } from "../../queries/people-choices";
import { walkInChoices, walkInSearchNote, type WalkInChoice } from "./walk-in";
import "../../i18n/en/classes";

export function WalkInForm(props: {
  /** The learners on the list already (registered or marked). */
  listed: ReadonlySet<string>;
  disabled: boolean;
  /** Marks the learner as attending; resolves once done, rejects with the refusal. */
  onAdd: (choice: WalkInChoice) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<WalkInChoice | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The box showing the chosen learner is not a new search.
  const [debounced] = useDebouncedValue(picked && search === picked.label ? "" : search, 300);
  const people = usePeopleSearch(debounced, "STANDARD");

  const found = useMemo(() => walkInChoices(people.data?.users ?? [], props.listed), [people.data, props.listed]);
  const options = useMemo(() => (picked && !found.some((c) => c.value === picked.value) ? [picked, ...found] : found), [found, picked]);
  const note = walkInSearchNote({
    typed: picked && search === picked.label ? "" : search,
    pending: people.isFetching || debounced !== search,
    failed: people.isError,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setError(t("classes.attendance.walkInForm.choose"));
      input.current?.focus();
      return;
    }
    setError("");
    setBusy(true);
    try {
      await props.onAdd(picked);
      setPicked(null);
      setSearch("");
    } catch {
      // The panel says why; the choice stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="walk-in-heading" data-testid="walk-in">
      <Title order={3} size="h4" id="walk-in-heading">
        {t("classes.attendance.walkInForm.heading")}
      </Title>
      <Text size="sm">{t("classes.attendance.walkInForm.intro")}</Text>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm" maw={520}>
          <Select
            ref={input}
            id="walk-in-learner"
            label={t("classes.attendance.walkInForm.learner")}
            description={t("classes.attendance.walkInForm.learnerHint")}
            placeholder={t("classes.attendance.walkInForm.placeholder")}
            data={options.map((c) => ({ value: c.value, label: c.label }))}
            value={picked?.value ?? null}
            onChange={(value) => {
              setPicked(options.find((c) => c.value === value) ?? null);
              setError("");
            }}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={t(`classes.attendance.walkInForm.${note}`)}
            clearable
            clearButtonProps={{ "aria-label": t("classes.attendance.walkInForm.clear") }}
            comboboxProps={{ withinPortal: true }}
            autoComplete="off"
            spellCheck={false}
            disabled={props.disabled}
            error={error || undefined}
          />
          <Button type="submit" loading={busy} disabled={props.disabled} style={{ alignSelf: "flex-start" }}>
            {t("classes.attendance.walkInForm.add")}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
