/**
 * /coach/add-tracking (coaches, lenders, administrators; ?id=… edits that session, ?client=… starts a
 * new one with that mentee, as manage-mentee's "Log a session" does; issue #13 §2):
 * one technical-assistance session — client (searchable among the caller's mentees; state and
 * county filled from their address), date, hours, miles, the four classifications, service, meals
 * and lodging (US dollars), comments and contact. The shared rules (src/shared/ta-tracking.ts) put
 * their words next to the fields, focus on the first; 'Review' shows everything before 'Save'.
 * A new session is CoachTATrackingSubmit; an edit is CoachTATrackingEdit with an update_mask of
 * the changed fields; 'Delete session' asks first. Success goes back to /coach/tracking with a notice.
 */
import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title, Alert } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { calendarDateText, todayIso } from "../../i18n/formats";
import { useNavigate, useSearchParams } from "react-router";
import { create } from "@bufbuild/protobuf";
import { MoneySchema, TATrackingSchema, type TATracking } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { ENUM_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX, sessionDateRange } from "../../../shared/ta-tracking";
import { ConfirmDialog } from "../../components/confirm/confirm-dialog";
import { codeOptions, COUNSELING_AREA_MAX, COUNSELING_SESSION_TYPE_MAX, languageName, languageOptions } from "../../components/counseling-options";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import type { EditorLoad } from "../../components/editor/editor-load";
import { EditorForm, EditorPage, EditorSaveBar } from "../../components/editor/editor-page";
import {
  SERVER_ALIASES,
  changedPaths,
  emptyValues,
  formErrors,
  parseMoney,
  contactOf,
  placeOf,
  counselingOf,
  recordOf,
  valuesOf,
  type TAField,
  type TAFormValues,
} from "./ta-form";
import {
  invalidateTracking,
  isNotFoundError,
  nameOf,
  useDeleteTracking,
  useEditTracking,
  useMyMentees,
  useSubmitTracking,
  useTracking,
} from "./coaching-queries";
import "../../i18n/en/coaching";
import { useRuleMessage } from "../../i18n/rule-messages";

export interface Client {
  id: string;
  name: string;
  state: string;
  county: string;
  /** Their phone number and e-mail (contactOf). */
  contact: string;
}

export default function AddTrackingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  // manage-mentee's "Log a session" names the client (?client=…); a new session starts with them.
  const clientParam = params.get("client")?.trim() || null;
  const found = useTracking(id);
  const mentees = useMyMentees();

  const clients = useMemo<Client[]>(
    () =>
      (mentees.data?.mentees ?? [])
        .filter((m) => m.user)
        .map((m) => ({ id: m.user!.id, name: nameOf(m.user), contact: contactOf(m.user!.profile), ...placeOf(m.user!.profile?.address) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [mentees.data],
  );

  let load: EditorLoad<TATracking | null>;
  if (id && found.isError && isNotFoundError(found.error)) {
    load = { state: "not-found", testId: "tracking-not-found", message: t("coaching.form.notFound") };
  } else if (id && found.isError) {
    load = { state: "error", message: t("coaching.form.loadError"), retry: () => void found.refetch() };
  } else if (mentees.isError) {
    load = { state: "error", message: t("coaching.form.clientsError"), retry: () => void mentees.refetch() };
  } else if (id && !found.data) {
    load = { state: "loading", label: t("coaching.form.loading") };
  } else if (!mentees.data) {
    load = { state: "loading", label: t("coaching.form.clientsLoading") };
  } else {
    load = { state: "ready", data: id ? (found.data?.taTrackingRecord?.taTracking ?? null) : null };
  }

  return (
    <EditorPage
      backTo={pathFor("tracking")}
      backLabel={t("coaching.form.back")}
      heading={id ? t("coaching.form.editHeading") : t("coaching.form.addHeading")}
      maw={820}
      load={load}
    >
      {(item) => <TrackingForm key={id ?? `new:${clientParam ?? ""}`} id={id} item={item} clients={clients} clientId={id ? null : clientParam} />}
    </EditorPage>
  );
}

const ENUMS = ["sessionType", "taCategory", "actionItem", "prePostAdmin"] as const;
type EnumField = (typeof ENUMS)[number];

/** The API's TATracking for the form's values (money left out when blank). */
function messageOf(values: TAFormValues, trackingId: string): TATracking {
  const r = recordOf(values);
  const money = (text: string) => {
    const m = text.trim() ? parseMoney(text) : null;
    return m ? create(MoneySchema, m) : undefined;
  };
  return create(TATrackingSchema, {
    ...r,
    ...counselingOf(values),
    trackingId,
    moneySpentOnMeals: money(values.meals),
    moneySpentOnLodging: money(values.lodging),
  });
}

/** A new session's first values: today's date, and the named client (one of the caller's mentees) with their place. */
function startingValues(clients: Client[], clientId: string | null): TAFormValues {
  const values = { ...emptyValues(), date: todayIso() };
  const client = clients.find((c) => c.id === clientId);
  return client ? { ...values, clientUserId: client.id, state: client.state, county: client.county, contact: client.contact } : values;
}

function TrackingForm(props: { id: string | null; item: TATracking | null; clients: Client[]; clientId: string | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useSubmitTracking();
  const edit = useEditTracking();
  const saved = useRef<TAFormValues>(props.item ? valuesOf(props.item) : startingValues(props.clients, props.clientId));
  const leaving = useRef(false);
  const [reviewing, setReviewing] = useState(false);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [status, setStatus] = useState("");
  const reviewRef = useRef<HTMLHeadingElement>(null);
  const range = useMemo(() => sessionDateRange(), []);
  const languages = useMemo(() => languageOptions(t, i18n.language), [t, i18n.language]);

  const clients = useMemo(() => {
    const item = props.item;
    if (!item || props.clients.some((c) => c.id === item.clientUserId)) return props.clients;
    return [...props.clients, { id: item.clientUserId, name: item.clientName || item.clientUserId, state: item.state, county: item.county, contact: item.contact }];
  }, [props.clients, props.item]);

  const ruleText = useRuleMessage();
  const form = useForm<TAFormValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: (values) => formErrors(values, { notNumber: t("coaching.form.notNumber"), notMoney: t("coaching.form.notMoney"), rule: ruleText }),
  });
  const errors = useServerFormErrors(form, { aliases: SERVER_ALIASES });
  const dirty = useCallback(() => !leaving.current && changedPaths(saved.current, form.getValues()).length > 0, [form]);

  useEffect(() => {
    if (reviewing) reviewRef.current?.focus();
  }, [reviewing]);

  const chooseClient = (value: string | null) => {
    form.setFieldValue("clientUserId", value ?? "");
    const client = clients.find((c) => c.id === value);
    if (client) {
      form.setFieldValue("state", client.state);
      form.setFieldValue("county", client.county);
      form.setFieldValue("contact", client.contact);
    }
  };

  const clientName = (id: string) => clients.find((c) => c.id === id)?.name ?? "";

  const review = form.onSubmit(
    () => {
      errors.clear();
      setStatus("");
      setReviewing(true);
    },
    (validation) => {
      const count = Object.values(validation).filter(Boolean).length;
      setStatus(t("coaching.form.fixErrors", { count }));
      errors.focusFirstError(validation);
    },
  );

  const save = async () => {
    const values = form.getValues();
    errors.clear();
    setPending(true);
    try {
      if (props.id) {
        const paths = changedPaths(saved.current, values);
        if (paths.length > 0) await edit.mutateAsync({ taTracking: messageOf(values, props.id), updateMask: { paths } });
      } else {
        await submit.mutateAsync({ taTracking: messageOf(values, ""), coachUserId: "" });
      }
      leaving.current = true;
      await invalidateTracking(queryClient);
      void navigate(pathFor("tracking"), { state: { notice: t("coaching.form.saved", { client: clientName(values.clientUserId), date: calendarDateText(values.date, i18n.language) }) } });
    } catch (e) {
      setReviewing(false);
      errors.show(e);
    } finally {
      setPending(false);
    }
  };

  const enumOptions = (field: EnumField) =>
    Array.from({ length: ENUM_MAX[field] + 1 }, (_, i) => ({ value: String(i), label: t(`coaching.enums.${field}.${i}`) })).filter(
      (o) => o.value !== "0" || field === "actionItem" || field === "prePostAdmin",
    );

  const text = (field: TAField) => {
    const v = form.values[field];
    if (field === "clientUserId") return clientName(v);
    if ((ENUMS as readonly string[]).includes(field)) return t(`coaching.enums.${field}.${v}`);
    if (field === "counselingArea") return t(`counseling.area.${v}`);
    if (field === "counselingSessionType") return t(`counseling.sessionType.${v}`);
    if (field === "language") return languageName(t, v, i18n.language);
    if (field === "reportable") return v === "no" ? t("coaching.form.notReportable") : t("coaching.form.isReportable");
    if (field === "meals" || field === "lodging") {
      const m = parseMoney(v);
      return m ? `$${(Number(m.units) + m.nanos / 1e9).toFixed(2)}` : v;
    }
    if (["contactHours", "prepHours", "travelHours", "miles"].includes(field)) return v.trim() || "0";
    return v.trim() || t("coaching.form.empty");
  };

  const labels: Record<TAField, string> = {
    clientUserId: t("coaching.form.client"),
    date: t("coaching.form.date"),
    contactHours: t("coaching.form.contactHours"),
    prepHours: t("coaching.form.prepHours"),
    travelHours: t("coaching.form.travelHours"),
    miles: t("coaching.form.miles"),
    sessionType: t("coaching.form.sessionType"),
    taCategory: t("coaching.form.taCategory"),
    actionItem: t("coaching.form.actionItem"),
    prePostAdmin: t("coaching.form.prePostAdmin"),
    serviceProvided: t("coaching.form.serviceProvided"),
    meals: t("coaching.form.meals"),
    lodging: t("coaching.form.lodging"),
    comments: t("coaching.form.comments"),
    contact: t("coaching.form.contact"),
    state: t("coaching.form.state"),
    county: t("coaching.form.county"),
    counselingArea: t("coaching.form.counselingArea"),
    counselingSessionType: t("coaching.form.counselingSessionType"),
    language: t("coaching.form.language"),
    reportable: t("coaching.form.reportable"),
  };

  const numberInput = (field: TAField, hint?: string) => (
    <TextInput label={labels[field]} description={hint} inputMode="decimal" autoComplete="off" {...form.getInputProps(field)} />
  );
  const enumSelect = (field: EnumField, required: boolean) => (
    <Select
      label={labels[field]}
      required={required}
      placeholder={t("coaching.form.choose")}
      data={enumOptions(field)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps(field)}
      value={form.values[field] === "0" && required ? null : form.values[field]}
      onChange={(v) => form.setFieldValue(field, v ?? "0")}
    />
  );

  return (
    <EditorForm
      testId="tracking-form"
      onSubmit={review}
      dirty={dirty}
      unsavedText={t("coaching.form.unsaved")}
      status={
        <Text role="status" aria-live="polite" className={status ? undefined : "compass-visually-hidden"} c="red.9" fw={600} mb={status ? "sm" : 0}>
          {status}
        </Text>
      }
      alert={errors.alert}
      instead={
        reviewing ? (
          <Stack gap="md" data-testid="tracking-review">
            <Title order={2} size="h3" ref={reviewRef} tabIndex={-1}>
              {t("coaching.form.reviewHeading")}
            </Title>
            <Text>{t("coaching.form.reviewIntro")}</Text>
            <dl className="compass-review-list" style={{ display: "grid", gridTemplateColumns: "minmax(8rem, max-content) 1fr", gap: "0.4rem 1rem", margin: 0 }}>
              {(Object.keys(labels) as TAField[]).map((f) => (
                <div key={f} style={{ display: "contents" }}>
                  <dt style={{ fontWeight: 700 }}>{labels[f]}</dt>
                  <dd style={{ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid={`review-${f}`}>
                    {text(f)}
                  </dd>
                </div>
              ))}
            </dl>
            <Group gap="sm">
              <Button loading={pending} onClick={() => void save()}>
                {t("coaching.form.save")}
              </Button>
              <Button variant="default" onClick={() => setReviewing(false)} disabled={pending}>
                {t("coaching.form.editAgain")}
              </Button>
            </Group>
          </Stack>
        ) : undefined
      }
      dialogs={
        props.id ? (
          <DeleteTrackingModal
            opened={deleting}
            id={props.id}
            client={clientName(saved.current.clientUserId)}
            date={calendarDateText(saved.current.date, i18n.language)}
            onClose={() => setDeleting(false)}
            onDeleted={async (notice) => {
              leaving.current = true;
              await invalidateTracking(queryClient);
              void navigate(pathFor("tracking"), { state: { notice } });
            }}
          />
        ) : null
      }
    >
      {clients.length === 0 ? <Alert color="yellow" variant="light">{t("coaching.form.noClients")}</Alert> : null}
      <Fieldset legend={t("coaching.form.session")} variant="unstyled" p={0} styles={{ legend: { fontWeight: 700, marginBottom: 4 } }}>
        <Stack gap="sm">
          <Select
            label={labels.clientUserId}
            description={t("coaching.form.clientHint")}
            required
            searchable
            nothingFoundMessage={t("coaching.form.nothingFound")}
            data={clients.map((c) => ({ value: c.id, label: c.name }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("clientUserId")}
            value={form.values.clientUserId || null}
            onChange={chooseClient}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              type="date"
              label={labels.date}
              description={t("coaching.form.dateHint")}
              required
              min={range.earliest}
              max={range.latest}
              {...form.getInputProps("date")}
            />
            {enumSelect("sessionType", true)}
            {enumSelect("taCategory", true)}
            {enumSelect("actionItem", false)}
            {enumSelect("prePostAdmin", false)}
          </SimpleGrid>
          <Textarea label={labels.serviceProvided} autosize minRows={2} maxRows={8} maxLength={LONG_TEXT_MAX} {...form.getInputProps("serviceProvided")} />
        </Stack>
      </Fieldset>
      <Fieldset legend={t("coaching.form.funder")} variant="unstyled" p={0} styles={{ legend: { fontWeight: 700, marginBottom: 4 } }}>
        <Stack gap="sm">
          <Text size="sm">{t("coaching.form.funderHint")}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={labels.counselingArea}
              data={codeOptions(t, "area", COUNSELING_AREA_MAX)}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("counselingArea")}
              onChange={(v) => form.setFieldValue("counselingArea", v ?? "0")}
            />
            <Select
              label={labels.counselingSessionType}
              data={codeOptions(t, "sessionType", COUNSELING_SESSION_TYPE_MAX)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("counselingSessionType")}
              onChange={(v) => form.setFieldValue("counselingSessionType", v ?? "0")}
            />
            <Select
              label={labels.language}
              data={languages}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("language")}
              onChange={(v) => form.setFieldValue("language", v ?? "")}
            />
          </SimpleGrid>
          <Checkbox
            label={labels.reportable}
            description={t("coaching.form.reportableHint")}
            checked={form.values.reportable !== "no"}
            onChange={(e) => form.setFieldValue("reportable", e.currentTarget.checked ? "yes" : "no")}
          />
        </Stack>
      </Fieldset>
      <Fieldset legend={t("coaching.form.time")} variant="unstyled" p={0} styles={{ legend: { fontWeight: 700, marginBottom: 4 } }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {numberInput("contactHours", t("coaching.form.hoursHint"))}
          {numberInput("prepHours", t("coaching.form.hoursHint"))}
          {numberInput("travelHours", t("coaching.form.hoursHint"))}
          {numberInput("miles")}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t("coaching.form.costs")} variant="unstyled" p={0} styles={{ legend: { fontWeight: 700, marginBottom: 4 } }}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {numberInput("meals", t("coaching.form.moneyHint"))}
          {numberInput("lodging", t("coaching.form.moneyHint"))}
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t("coaching.form.notes")} variant="unstyled" p={0} styles={{ legend: { fontWeight: 700, marginBottom: 4 } }}>
        <Stack gap="sm">
          <Textarea label={labels.comments} autosize minRows={2} maxRows={8} maxLength={LONG_TEXT_MAX} {...form.getInputProps("comments")} />
          <TextInput label={labels.contact} description={t("coaching.form.contactHint")} maxLength={SHORT_TEXT_MAX} {...form.getInputProps("contact")} />
          <Text size="sm" id="ta-place-hint">
            {t("coaching.form.placeHint")}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput label={labels.state} maxLength={SHORT_TEXT_MAX} {...form.getInputProps("state")} />
            <TextInput label={labels.county} maxLength={SHORT_TEXT_MAX} {...form.getInputProps("county")} />
          </SimpleGrid>
        </Stack>
      </Fieldset>
      <EditorSaveBar
        saveLabel={t("coaching.form.review")}
        cancelTo={pathFor("tracking")}
        cancelLabel={t("coaching.form.cancel")}
        end={
          props.id ? (
            <Button variant="outline" color="red.9" onClick={() => setDeleting(true)}>
              {t("coaching.form.delete")}
            </Button>
          ) : null
        }
      />
    </EditorForm>
  );
}

function DeleteTrackingModal(props: { opened: boolean; id: string; client: string; date: string; onClose: () => void; onDeleted: (notice: string) => Promise<void> }) {
  const { t } = useTranslation();
  const remove = useDeleteTracking();
  return (
    <ConfirmDialog
      opened={props.opened}
      title={t("coaching.form.deleteTitle")}
      confirmLabel={t("coaching.form.deleteConfirm")}
      cancelLabel={t("coaching.form.cancel")}
      pending={remove.isPending}
      testId="delete-tracking-dialog"
      onClose={props.onClose}
      onConfirm={async () => {
        await remove.mutateAsync({ taTrackingId: props.id, coachUserId: "" });
        await props.onDeleted(t("coaching.form.deleted", { client: props.client, date: props.date }));
      }}
    >
      <Text>{t("coaching.form.deleteBody", { client: props.client, date: props.date })}</Text>
    </ConfirmDialog>
  );
}
