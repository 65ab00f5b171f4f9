/**
 * /admin/classes/add (administrators; ?id=… edits that class; issue #10 §4): a class's title,
 * description, date (a date picker that also takes YYYY-MM-DD typed), start time and link. The
 * date and time are the organisation's wall clock (ORG_TIME_ZONE, named on the page, ADR 0013);
 * once both are given, the page says when that is in the administrator's own zone.
 *
 * A new class is AdminCreateClass; an edit sends AdminUpdateClass with an update_mask of only the
 * changed fields. The server's refusals land on the field they name; leaving with unsaved edits
 * asks first. An edit also shows the class's registrations and attendance (attendance-panel.tsx).
 */
import { Fieldset, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { DateInput, TimeInput } from "@mantine/dates";
import "dayjs/locale/es"; // the calendar's month and day names in Spanish (issue #16)
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import type { Class } from "../../../gen/compass/v1/compass_pb";
import { CLASS_ADDRESS_MAX, CLASS_YEAR_MAX, CLASS_YEAR_MIN, classDurationProblem, isoDate, zonedInstant } from "../../../shared/class-time";
import { CO_SPONSOR_MAX, coSponsorProblem, TRAINING_HOURS_MAX, trainingHoursProblem } from "../../../shared/counseling-rules";
import { pathFor } from "../../../shared/routes";
import { codeOptions, COUNSELING_AREA_MAX } from "../../components/counseling-options";
import { useAppConfig } from "../../auth/use-current-user";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import type { EditorLoad } from "../../components/editor/editor-load";
import { EditorForm, EditorPage, EditorSaveBar } from "../../components/editor/editor-page";
import {
  CLASS_DESCRIPTION_MAX,
  CLASS_TITLE_MAX,
  changedClassPaths,
  classRequestFields,
  classValues,
  formDate,
  formDuration,
  formHours,
  formTime,
  isClassDirty,
  isClassLink,
  type ClassFormValues,
} from "./class-form";
import { invalidateClasses, isClassNotFound, useClass, useCreateClass, useUpdateClass } from "./classes-queries";
import { startFormat, viewerTimeZone, zoneLabel } from "./classes-view";
import { AttendancePanel } from "./attendance-panel";
import "../../i18n/en/classes";

const MIN_DATE = `${CLASS_YEAR_MIN}-01-01`;
const MAX_DATE = `${CLASS_YEAR_MAX}-12-31`;

export default function AddEditClassPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() || null;
  const config = useAppConfig();
  const found = useClass(id);

  let load: EditorLoad<{ item: Class | null; orgZone: string }>;
  if (id && found.isError && isClassNotFound(found.error)) {
    load = { state: "not-found", testId: "class-not-found", message: t("classes.editor.notFound") };
  } else if ((id && found.isError) || config.isError) {
    const retry = () => {
      if (found.isError) void found.refetch();
      if (config.isError) void config.refetch();
    };
    load = { state: "error", message: t("classes.editor.loadError"), retry };
  } else if ((id && !found.data) || !config.data) {
    load = { state: "loading", label: t("classes.editor.loading") };
  } else {
    load = { state: "ready", data: { item: id ? (found.data?.class ?? null) : null, orgZone: config.data.orgTimeZone ?? "UTC" } };
  }

  return (
    <EditorPage
      backTo={pathFor("admin-classes")}
      backLabel={t("classes.editor.back")}
      heading={id ? t("classes.editor.editHeading") : t("classes.editor.addHeading")}
      load={load}
    >
      {(data) => (
        <>
          <ClassForm key={id ?? "new"} item={data.item} orgZone={data.orgZone} />
          {data.item ? <AttendancePanel classId={data.item.classId} classDate={data.item.classDate ? isoDate(data.item.classDate) : ""} orgZone={data.orgZone} /> : null}
        </>
      )}
    </EditorPage>
  );
}

/** When the typed date and time are, in the administrator's own zone (null until both are given). */
function LocalPreview(props: { values: ClassFormValues; orgZone: string }) {
  const { t, i18n } = useTranslation();
  const date = formDate(props.values.classDate);
  const time = formTime(props.values.classTime);
  if (!date || !time) return null;
  const viewer = viewerTimeZone();
  const at = zonedInstant(date, time, props.orgZone);
  return (
    <Text size="sm" data-testid="class-time-preview">
      {viewer === props.orgZone
        ? t("classes.editor.preview", { when: startFormat(i18n.language, props.orgZone).format(at) })
        : t("classes.editor.previewLocal", { when: startFormat(i18n.language, viewer).format(at), zone: zoneLabel(viewer, i18n.language, at) })}
    </Text>
  );
}

function ClassForm(props: { item: Class | null; orgZone: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateClass();
  const update = useUpdateClass();
  const saved = useRef(classValues(props.item));
  const leaving = useRef(false);
  const [pending, setPending] = useState(false);

  const form = useForm<ClassFormValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: {
      title: (v) => {
        const title = v.trim();
        if (!title) return t("classes.editor.errors.titleRequired");
        if ([...title].length > CLASS_TITLE_MAX) return t("classes.editor.errors.tooLong", { max: CLASS_TITLE_MAX });
        return null;
      },
      description: (v) => ([...v.trim()].length > CLASS_DESCRIPTION_MAX ? t("classes.editor.errors.tooLong", { max: CLASS_DESCRIPTION_MAX }) : null),
      classDate: (v) => (!v ? t("classes.editor.errors.dateRequired") : formDate(v) ? null : t("classes.editor.errors.dateInvalid")),
      classTime: (v) => (!v.trim() ? t("classes.editor.errors.timeRequired") : formTime(v) ? null : t("classes.editor.errors.timeInvalid")),
      url: (v) => (isClassLink(v) ? null : t("classes.editor.errors.urlInvalid")),
      duration: (v) => (classDurationProblem(formDuration(v)) === null && !Number.isNaN(formDuration(v)) ? null : t("classes.editor.errors.durationInvalid")),
      address: (v) => ([...v.trim()].length > CLASS_ADDRESS_MAX ? t("classes.editor.errors.tooLong", { max: CLASS_ADDRESS_MAX }) : null),
      trainingHours: (v) => (trainingHoursProblem(formHours(v)) === null ? null : t("classes.editor.errors.hoursInvalid", { max: TRAINING_HOURS_MAX })),
      coSponsor: (v) => {
        const problem = coSponsorProblem(v.trim());
        return problem === null ? null : [...v.trim()].length > CO_SPONSOR_MAX ? t("classes.editor.errors.tooLong", { max: CO_SPONSOR_MAX }) : t("classes.editor.errors.oneLine");
      },
    },
  });
  const errors = useServerFormErrors(form, { messages: { generic: t("classes.editor.errors.generic") } });
  const dirty = useCallback(() => !leaving.current && isClassDirty(saved.current, form.getValues()), [form]);

  const submit = form.onSubmit(
    async (values) => {
      errors.clear();
      setPending(true);
      try {
        const fields = classRequestFields(values);
        if (props.item) {
          const paths = changedClassPaths(saved.current, values);
          if (paths.length > 0) await update.mutateAsync({ classId: props.item.classId, updateMask: { paths }, ...fields });
        } else {
          await create.mutateAsync(fields);
        }
        leaving.current = true;
        await invalidateClasses(queryClient);
        void navigate(pathFor("admin-classes"));
      } catch (e) {
        errors.show(e);
      } finally {
        setPending(false);
      }
    },
    (validation) => errors.focusFirstError(validation),
  );

  const zone = zoneLabel(props.orgZone, i18n.language);
  return (
    <EditorForm testId="class-form" onSubmit={submit} dirty={dirty} unsavedText={t("classes.editor.unsaved")} alert={errors.alert}>
      <TextInput label={t("classes.editor.title")} required maxLength={CLASS_TITLE_MAX} {...form.getInputProps("title")} />
      <Textarea
        label={t("classes.editor.description")}
        description={t("classes.editor.descriptionHint")}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={CLASS_DESCRIPTION_MAX}
        {...form.getInputProps("description")}
      />
      <Fieldset legend={t("classes.editor.when")} variant="unstyled" p={0} styles={{ legend: { fontWeight: 700, marginBottom: 4 } }}>
        <Stack gap="sm">
          <Text size="sm" data-testid="class-zone-note">
            {t("classes.editor.zoneNote", { zone })}
          </Text>
          <Group gap="md" align="flex-start" wrap="wrap">
            <DateInput
              locale={i18n.language}
              label={t("classes.editor.date")}
              description={t("classes.editor.dateHint")}
              placeholder={t("classes.editor.datePlaceholder")}
              valueFormat="YYYY-MM-DD"
              minDate={MIN_DATE}
              maxDate={MAX_DATE}
              required
              w={{ base: "100%", xs: 220 }}
              popoverProps={{ withinPortal: true }}
              ariaLabels={{
                monthLevelControl: t("classes.editor.calendar.pickMonth"),
                yearLevelControl: t("classes.editor.calendar.pickYear"),
                nextMonth: t("classes.editor.calendar.nextMonth"),
                previousMonth: t("classes.editor.calendar.previousMonth"),
                nextYear: t("classes.editor.calendar.nextYear"),
                previousYear: t("classes.editor.calendar.previousYear"),
                nextDecade: t("classes.editor.calendar.nextDecade"),
                previousDecade: t("classes.editor.calendar.previousDecade"),
              }}
              {...form.getInputProps("classDate")}
            />
            <TimeInput
              label={t("classes.editor.time")}
              description={t("classes.editor.timeHint")}
              required
              withSeconds={Boolean(props.item?.classTime?.seconds)}
              w={{ base: "100%", xs: 180 }}
              {...form.getInputProps("classTime")}
            />
          </Group>
          <LocalPreview values={form.values} orgZone={props.orgZone} />
        </Stack>
      </Fieldset>
      <TextInput
        label={t("classes.editor.url")}
        description={t("classes.editor.urlHint")}
        type="url"
        inputMode="url"
        placeholder="https://"
        {...form.getInputProps("url")}
      />
      <Group align="flex-start" gap="md" wrap="wrap">
        <TextInput
          label={t("classes.editor.duration")}
          description={t("classes.editor.durationHint")}
          inputMode="numeric"
          w={{ base: "100%", xs: 220 }}
          {...form.getInputProps("duration")}
        />
        <Textarea
          label={t("classes.editor.address")}
          description={t("classes.editor.addressHint")}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={CLASS_ADDRESS_MAX}
          style={{ flex: "1 1 260px" }}
          {...form.getInputProps("address")}
        />
      </Group>
      <Fieldset legend={t("classes.editor.funder")} variant="unstyled" p={0} styles={{ legend: { fontWeight: 700, marginBottom: 4 } }}>
        <Stack gap="sm">
          <Text size="sm">{t("classes.editor.funderHint")}</Text>
          <Group align="flex-start" gap="md" wrap="wrap">
            <Select
              label={t("classes.editor.topic")}
              data={codeOptions(t, "area", COUNSELING_AREA_MAX)}
              allowDeselect={false}
              searchable
              w={{ base: "100%", xs: 320 }}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps("topic")}
              onChange={(v) => form.setFieldValue("topic", v ?? "0")}
            />
            <TextInput
              label={t("classes.editor.trainingHours")}
              description={t("classes.editor.trainingHoursHint")}
              inputMode="decimal"
              w={{ base: "100%", xs: 220 }}
              {...form.getInputProps("trainingHours")}
            />
          </Group>
          <TextInput label={t("classes.editor.coSponsor")} maxLength={CO_SPONSOR_MAX} {...form.getInputProps("coSponsor")} />
        </Stack>
      </Fieldset>
      <EditorSaveBar
        saveLabel={props.item ? t("classes.editor.save") : t("classes.editor.create")}
        pending={pending}
        cancelTo={pathFor("admin-classes")}
        cancelLabel={t("classes.editor.cancel")}
      />
    </EditorForm>
  );
}
