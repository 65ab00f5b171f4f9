/**
 * The learner's profile form over the Profile fields, in four sections, and the consent to the
 * program's news: the /welcome onboarding page and the learner's "Edit my profile" page
 * (/my-profile) both show it. Saved with UpdateMyProfile (non-empty fields only); a field the
 * server refuses (`profile.address[0].zip_code: …`) is marked on that field. The consents
 * (issue #15 §3: the Pinpoint segment's OptOut), off until given, are saved with
 * UpdateMyPreferences — only what was changed — after the profile. `useProfileFormStart` reads
 * what the form starts from (the saved profile, taken once, and the consents).
 */
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@connectrpc/connect-query";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { isNotFound } from "../../auth/use-current-user";
import { useServerFormErrors } from "../form/use-server-form-errors";
import { invalidateAccount, useMyProfile, useUpdateMyProfile } from "../../queries/account-queries";
import {
  REQUIRED_FIELDS,
  SECTIONS,
  toUpdateRequest,
  validateProfile,
  valuesFromProfile,
  emptyValues,
  type FieldDef,
  type ProfileFormValues,
} from "./profile-form";
import { ProfileFieldInput } from "./profile-field-input";
import "../../i18n/en/welcome";

const FULL_WIDTH = new Set(["businessDescription", "businessLoanUseSummary", "address1", "address2"]);

/** Server paths whose last name is not the form field's (the NAICS sector is one select). */
const SERVER_FIELD_ALIASES = { "profile.naics.industry": "naics", "profile.naics.full_code": "naics" } as const;

/** Consent to the program's news (Preferences.email_updates / sms_updates). */
export interface Consents {
  emailUpdates: boolean;
  smsUpdates: boolean;
}

const CONSENT_PATHS = { emailUpdates: "email_updates", smsUpdates: "sms_updates" } as const;
const NO_CONSENTS: Consents = { emailUpdates: false, smsUpdates: false };

export interface WelcomeFormProps {
  initial: ProfileFormValues;
  consents?: Consents;
  onSaved: () => void;
  /** The submit button's words ('Save and continue' by default). */
  submitLabel?: string;
  /** Shows 'Cancel' calling this (the edit page; onboarding has none). */
  onCancel?: () => void;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

export function WelcomeForm(props: WelcomeFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useUpdateMyProfile();
  const savePreferences = useMutation(CompassService.method.updateMyPreferences);
  const initialConsents = props.consents ?? NO_CONSENTS;
  const [consents, setConsents] = useState<Consents>(initialConsents);
  const form = useForm<ProfileFormValues>({
    mode: "controlled",
    initialValues: props.initial,
    validate: (values) => {
      const errors = validateProfile(values);
      return Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, t(`welcome.errors.${key}`)]));
    },
  });
  const serverErrors = useServerFormErrors(form, {
    aliases: SERVER_FIELD_ALIASES,
    title: t("welcome.saveFailedTitle"),
    messages: { generic: t("welcome.saveFailed"), network: t("welcome.saveFailed") },
  });
  const errorSummary = useRef<HTMLDivElement>(null);
  const errorCount = Object.keys(form.errors).length;

  const submit = form.onSubmit(
    async (values) => {
      serverErrors.clear();
      try {
        // A field emptied since the form opened is cleared; one that was empty and still is is not sent.
        await save.mutateAsync(toUpdateRequest(values, props.initial));
        const changed = (Object.keys(CONSENT_PATHS) as (keyof Consents)[]).filter((key) => consents[key] !== initialConsents[key]);
        if (changed.length > 0) {
          await savePreferences.mutateAsync({ preferences: consents, updateMask: { paths: changed.map((key) => CONSENT_PATHS[key]) } });
        }
        await invalidateAccount(queryClient);
        props.onSaved();
      } catch (error) {
        serverErrors.show(error);
      }
    },
    () => requestAnimationFrame(() => errorSummary.current?.focus()),
  );

  const input = (field: FieldDef) => (
    <ProfileFieldInput
      field={field}
      common={{
        label: t(`welcome.fields.${field.name}`),
        withAsterisk: REQUIRED_FIELDS.has(field.name),
        required: false,
        "aria-required": REQUIRED_FIELDS.has(field.name) || undefined,
        ...form.getInputProps(field.name),
      }}
      fullWidth={FULL_WIDTH.has(field.name)}
      choiceLabel={(name) => t(`welcome.enums.${name}`)}
      autofill
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby={props.labelledBy ?? "welcome-heading"} data-testid="welcome-form">
      <Stack gap="lg">
        <Text size="sm">{t("welcome.requiredNote")}</Text>
        {errorCount > 0 && (
          <Alert ref={errorSummary} tabIndex={-1} color="red" variant="light" role="alert" title={t("welcome.fixErrors", { count: errorCount })}>
            {t("welcome.fixErrorsBody")}
          </Alert>
        )}
        {SECTIONS.map((section) => (
          <Paper key={section.id} withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="fieldset" style={{ minWidth: 0, margin: 0 }}>
            <Title order={2} size="h3" component="legend" mb="sm">
              {t(`welcome.sections.${section.id}`)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {section.fields.map((field) => (
                <Fragment key={field.name}>{input(field)}</Fragment>
              ))}
            </SimpleGrid>
          </Paper>
        ))}
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="fieldset" style={{ minWidth: 0, margin: 0 }} data-testid="welcome-consents">
          <Title order={2} size="h3" component="legend" mb="sm">
            {t("welcome.consents.heading")}
          </Title>
          <Stack gap="sm">
            <Text size="sm">{t("welcome.consents.intro")}</Text>
            {(Object.keys(CONSENT_PATHS) as (keyof Consents)[]).map((key) => (
              <Checkbox
                key={key}
                checked={consents[key]}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setConsents((old) => ({ ...old, [key]: checked }));
                }}
                label={t(`welcome.consents.${key}`)}
              />
            ))}
            <Text size="sm" c="dimmed">
              {t("welcome.consents.later")}
            </Text>
          </Stack>
        </Paper>
        {serverErrors.alert}
        <Group justify="flex-end">
          {props.onCancel ? (
            <Button variant="default" size="md" onClick={props.onCancel} data-testid="profile-cancel">
              {t("welcome.cancel")}
            </Button>
          ) : null}
          <Button type="submit" loading={save.isPending || savePreferences.isPending} size="md">
            {props.submitLabel ?? t("welcome.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * What the form starts from: the saved profile's values, taken once (NOT_FOUND, no profile yet, is
 * an empty form; a refetch never resets what is typed), and the consents (unless their read fails:
 * then they start off, and only a change is sent). `form` is shaped for QueryState.
 */
export function useProfileFormStart() {
  const saved = useMyProfile();
  const preferences = useQuery(CompassService.method.getMyPreferences, {});
  const [initial, setInitial] = useState<ProfileFormValues | null>(null);

  useEffect(() => {
    if (initial) return;
    if (saved.data) setInitial(valuesFromProfile(saved.data.profile));
    else if (saved.isError && isNotFound(saved.error)) setInitial(emptyValues());
  }, [initial, saved.data, saved.isError, saved.error]);

  const failed = !initial && saved.isError && !isNotFound(saved.error);
  const waiting = (!initial && !failed) || preferences.isPending;
  const form = { isPending: waiting, isError: failed, isFetching: saved.isFetching, data: waiting ? undefined : (initial ?? undefined), refetch: saved.refetch };
  const consents: Consents | undefined = preferences.data?.preferences
    ? { emailUpdates: preferences.data.preferences.emailUpdates, smsUpdates: preferences.data.preferences.smsUpdates }
    : undefined;
  return { form, consents };
}
