/**
 * /welcome: the onboarding questionnaire over the Profile fields, in four sections. New standard
 * users are sent here until their profile is complete (route guard); "Edit my profile" in the
 * account menu opens it with the saved values. Saved with UpdateMyProfile (non-empty fields only);
 * a field the server refuses (`profile.address[0].zip_code: …`) is marked on that field.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isNotFound } from "../../auth/use-current-user";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { QueryState } from "../../components/query-state/query-state";
import { invalidateAccount, useMyProfile, useUpdateMyProfile } from "../account/account-queries";
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

export function WelcomeForm(props: { initial: ProfileFormValues; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const save = useUpdateMyProfile();
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
        await save.mutateAsync(toUpdateRequest(values));
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
    <form onSubmit={submit} noValidate aria-labelledby="welcome-heading" data-testid="welcome-form">
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
        {serverErrors.alert}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} size="md">
            {t("welcome.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useMyProfile();
  const [initial, setInitial] = useState<ProfileFormValues | null>(null);

  useEffect(() => {
    if (initial) return;
    if (saved.data) setInitial(valuesFromProfile(saved.data.profile));
    else if (saved.isError && isNotFound(saved.error)) setInitial(emptyValues());
  }, [initial, saved.data, saved.isError, saved.error]);

  // No profile yet (NOT_FOUND) is an empty form; the values are taken once, so a refetch never resets what is typed.
  const failed = !initial && saved.isError && !isNotFound(saved.error);
  const form = { isPending: !initial && !failed, isError: failed, isFetching: saved.isFetching, data: initial ?? undefined, refetch: saved.refetch };

  return (
    <Stack gap="lg" data-testid="welcome-page">
      <Title order={1} id="welcome-heading">
        {t("welcome.heading")}
      </Title>
      <Text size="lg">{t("welcome.intro")}</Text>
      <QueryState query={form} loadingLabel={t("welcome.loading")} errorMessage={t("welcome.loadFailed")}>
        {(values) => <WelcomeForm initial={values} onSaved={() => void navigate("/")} />}
      </QueryState>
    </Stack>
  );
}
