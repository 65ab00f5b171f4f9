/**
 * /welcome: the onboarding questionnaire over the Profile fields, in four sections. New standard
 * users are sent here until their profile is complete (route guard); "Edit my profile" in the
 * account menu opens it with the saved values. Saved with UpdateMyProfile (non-empty fields only).
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { useMutation, useQuery } from "@connectrpc/connect-query";
import { Alert, Button, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { CompassService } from "../../../gen/compass/v1/compass_pb";
import { isNotFound } from "../../auth/use-current-user";
import {
  enumChoices,
  REQUIRED_FIELDS,
  SECTIONS,
  toUpdateRequest,
  validateProfile,
  valuesFromProfile,
  emptyValues,
  type FieldDef,
  type ProfileFormValues,
} from "./profile-form";

const FULL_WIDTH = new Set(["businessDescription", "businessLoanUseSummary", "address1", "address2"]);

export function WelcomeForm(props: { initial: ProfileFormValues; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const save = useMutation(CompassService.method.updateMyProfile);
  const form = useForm<ProfileFormValues>({
    mode: "controlled",
    initialValues: props.initial,
    validate: (values) => {
      const errors = validateProfile(values);
      return Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, t(`welcome.errors.${key}`)]));
    },
  });
  const errorSummary = useRef<HTMLDivElement>(null);
  const errorCount = Object.keys(form.errors).length;

  const submit = form.onSubmit(
    async (values) => {
      setFailed(null);
      try {
        await save.mutateAsync(toUpdateRequest(values));
        await queryClient.invalidateQueries();
        props.onSaved();
      } catch (error) {
        // The server names the field it refused (INVALID_ARGUMENT); anything else is generic.
        const refused = ConnectError.from(error);
        setFailed(refused.code === Code.InvalidArgument ? refused.rawMessage : t("welcome.saveFailed"));
      }
    },
    () => requestAnimationFrame(() => errorSummary.current?.focus()),
  );

  const input = (field: FieldDef) => {
    const label = t(`welcome.fields.${field.name}`);
    const common = {
      key: field.name,
      label,
      withAsterisk: REQUIRED_FIELDS.has(field.name),
      required: false,
      "aria-required": REQUIRED_FIELDS.has(field.name) || undefined,
      ...form.getInputProps(field.name),
    };
    const span = FULL_WIDTH.has(field.name) ? { style: { gridColumn: "1 / -1" } } : {};
    switch (field.kind) {
      case "select":
        return (
          <Select
            {...common}
            {...span}
            data={enumChoices(field.enum!).map((name) => ({ value: name, label: t(`welcome.enums.${name}`) }))}
            placeholder={t("welcome.choose")}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        );
      case "yesno":
        return (
          <Select
            {...common}
            {...span}
            data={[
              { value: "true", label: t("welcome.yes") },
              { value: "false", label: t("welcome.no") },
            ]}
            placeholder={t("welcome.choose")}
            clearable
          />
        );
      case "textarea":
        return <Textarea {...common} {...span} autosize minRows={3} maxRows={8} />;
      case "date":
        return <TextInput {...common} {...span} type="date" />;
      case "phone":
        return <TextInput {...common} {...span} type="tel" autoComplete={field.name === "phoneNumber" ? "tel" : "off"} />;
      case "whole":
        return <TextInput {...common} {...span} inputMode="numeric" />;
      case "amount":
        return <TextInput {...common} {...span} inputMode="decimal" />;
      case "zip":
        return <TextInput {...common} {...span} inputMode="numeric" autoComplete="postal-code" />;
      case "state":
        return <TextInput {...common} {...span} maxLength={2} autoComplete="address-level1" description={t("welcome.stateHint")} />;
      default:
        return <TextInput {...common} {...span} autoComplete={AUTOCOMPLETE[field.name] ?? "off"} />;
    }
  };

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
              {section.fields.map(input)}
            </SimpleGrid>
          </Paper>
        ))}
        {failed && (
          <Alert color="red" variant="light" role="alert" title={t("welcome.saveFailedTitle")}>
            {failed}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} size="md">
            {t("welcome.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const AUTOCOMPLETE: Partial<Record<string, string>> = {
  firstName: "given-name",
  middleName: "additional-name",
  lastName: "family-name",
  address1: "address-line1",
  address2: "address-line2",
  city: "address-level2",
  businessName: "organization",
};

export default function WelcomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const saved = useQuery(CompassService.method.getMyProfile, {}, { retry: (n, e) => n < 1 && !isNotFound(e) });
  const [initial, setInitial] = useState<ProfileFormValues | null>(null);

  useEffect(() => {
    if (initial) return;
    if (saved.data) setInitial(valuesFromProfile(saved.data.profile));
    else if (saved.isError && isNotFound(saved.error)) setInitial(emptyValues());
  }, [initial, saved.data, saved.isError, saved.error]);

  let body;
  if (initial) body = <WelcomeForm initial={initial} onSaved={() => void navigate("/")} />;
  else if (saved.isError)
    body = (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" variant="light" role="alert" w="100%">
          {t("welcome.loadFailed")}
        </Alert>
        <Button variant="outline" onClick={() => void saved.refetch()} loading={saved.isFetching}>
          {t("common.retry")}
        </Button>
      </Stack>
    );
  else
    body = (
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t("welcome.loading")}</Text>
      </Group>
    );

  return (
    <Stack gap="lg" data-testid="welcome-page">
      <Title order={1} id="welcome-heading">
        {t("welcome.heading")}
      </Title>
      <Text size="lg">{t("welcome.intro")}</Text>
      {body}
    </Stack>
  );
}
