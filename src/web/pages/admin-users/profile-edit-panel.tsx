/**
 * The profile section of /admin/manage-user: every Profile field an administrator may write (the
 * /welcome questionnaire's, the two staff set — status and application decision — and the rest),
 * the e-mail and referral code read-only. The fields are grouped in sections that open and close
 * (the staff fields open at first; a section with an error opens, and each says how many of its
 * fields changed). 'Review changes' checks the changed fields (the
 * server's formats; a learner's required fields stay filled) and lists each change, old and new;
 * 'Save changes' sends those fields only (AdminUpdateUser with `profile.<snake_name>` paths). A
 * field the server refuses is marked on the field, with focus on it.
 */
import { Accordion, Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserType, type User } from "../../../gen/compass/v1/compass_pb";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { ProfileFieldInput } from "../../components/profile/profile-field-input";
import {
  ADMIN_FIELDS,
  ADMIN_SECTIONS,
  adminValuesFromProfile,
  changedFields,
  profileUpdateRequest,
  validateAdminProfile,
  type AdminFieldDef,
  type AdminFieldName,
  type AdminProfileValues,
} from "./admin-profile-form";
import { invalidateUsers } from "../../queries/users-queries";
import { useUpdateUser } from "./admin-users-queries";
import { userName } from "../../components/user-name";

import "../../i18n/en/welcome";
import "../../i18n/en/admin-users";

const FULL_WIDTH = new Set<AdminFieldName>(["businessDescription", "businessLoanUseSummary", "address1", "address2", "otherRelationshipDescribe", "pleaseDescribe"]);
const SERVER_FIELD_ALIASES = { "profile.naics.industry": "naics", "profile.naics.full_code": "naics" } as const;
const FIELD_DEFS = new Map(ADMIN_FIELDS.map((f) => [f.name, f]));

export function ProfileEditPanel({ user, announce }: { user: User; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateUser();
  const learner = user.type === UserType.STANDARD;
  const saved = useRef<AdminProfileValues>(adminValuesFromProfile(user.profile));
  const [reviewing, setReviewing] = useState<AdminFieldName[] | null>(null);
  const [nothingChanged, setNothingChanged] = useState(false);
  const errorSummary = useRef<HTMLDivElement>(null);
  const form = useForm<AdminProfileValues>({
    mode: "controlled",
    initialValues: saved.current,
    validate: (values) => {
      const errors = validateAdminProfile(saved.current, values, learner);
      return Object.fromEntries(Object.entries(errors).map(([name, key]) => [name, t(`welcome.errors.${key}`)]));
    },
  });
  const serverErrors = useServerFormErrors(form, { aliases: SERVER_FIELD_ALIASES, title: t("adminUsers.profile.notSaved") });
  const errorCount = Object.keys(form.errors).length;
  // The sections open: the staff fields at first, and any section with a field in error.
  const [open, setOpen] = useState<string[]>(["staff"]);
  useEffect(() => {
    const failing = Object.keys(form.errors);
    if (failing.length === 0) return;
    const ids = ADMIN_SECTIONS.filter((s) => s.fields.some((f) => failing.includes(f.name))).map((s) => s.id);
    setOpen((prev) => {
      const more = ids.filter((id) => !prev.includes(id));
      return more.length ? [...prev, ...more] : prev;
    });
  }, [form.errors]);

  const label = (field: AdminFieldDef) => (field.extra ? t(`adminUsers.profile.fields.${field.name}`) : t(`welcome.fields.${field.name}`));
  const choiceLabel = (field: AdminFieldDef, name: string) =>
    field.name === "technicalAssistanceCategory" ? t(`adminUsers.profile.topics.${name}`) : t(`welcome.enums.${name}`);
  const shown = (field: AdminFieldDef, value: string): string => {
    const v = value.trim();
    if (!v) return t("adminUsers.profile.empty");
    if (field.kind === "select") return choiceLabel(field, v);
    if (field.kind === "yesno" || field.kind === "bool") return v === "true" ? t("adminUsers.yes") : v === "false" ? t("adminUsers.no") : v;
    return v;
  };

  const review = form.onSubmit(
    (values) => {
      serverErrors.clear();
      const changed = changedFields(saved.current, values);
      setNothingChanged(changed.length === 0);
      if (changed.length > 0) setReviewing(changed);
    },
    () => requestAnimationFrame(() => errorSummary.current?.focus()),
  );

  const save = async () => {
    if (!reviewing) return;
    const values = form.getValues();
    const changed = reviewing;
    try {
      await update.mutateAsync(profileUpdateRequest(user.id, user.profile, values, changed));
      saved.current = { ...values };
      form.setInitialValues(values);
      form.resetDirty(values);
      setReviewing(null);
      await invalidateUsers(queryClient);
      announce(t("adminUsers.profile.saved", { name: userName(user), count: changed.length }));
    } catch (error) {
      setReviewing(null);
      serverErrors.show(error);
    }
  };

  const input = (field: AdminFieldDef) => (
    <ProfileFieldInput
      field={field}
      common={{ label: label(field), ...form.getInputProps(field.name) }}
      fullWidth={FULL_WIDTH.has(field.name)}
      choiceLabel={(name) => choiceLabel(field, name)}
      autofill={false}
      textareaMinRows={2}
    />
  );

  const values = form.getValues();
  const changedNow = changedFields(saved.current, values);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="user-profile-heading" data-testid="user-profile">
      <form onSubmit={review} noValidate aria-labelledby="user-profile-heading">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} id="user-profile-heading">
              {t("adminUsers.profile.heading")}
            </Title>
            <Text size="sm">{t("adminUsers.profile.intro")}</Text>
          </Stack>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
            <div>
              <Text component="dt" size="sm">
                {t("adminUsers.profile.email")}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }}>
                {user.profile?.email || t("adminUsers.profile.empty")}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm">
                {t("adminUsers.profile.referralCode")}
              </Text>
              <Text component="dd" m={0}>
                {user.profile?.referralCode || t("adminUsers.profile.empty")}
              </Text>
            </div>
          </SimpleGrid>
          {errorCount > 0 ? (
            <Alert ref={errorSummary} tabIndex={-1} color="red" variant="light" role="alert" title={t("welcome.fixErrors", { count: errorCount })}>
              {t("welcome.fixErrorsBody")}
            </Alert>
          ) : null}
          <Accordion multiple value={open} onChange={setOpen} variant="separated" order={3} transitionDuration={0} data-testid="profile-sections">
            {ADMIN_SECTIONS.map((section) => {
              const title = t(`adminUsers.profile.sections.${section.id}`);
              const changedHere = section.fields.filter((f) => changedNow.includes(f.name)).length;
              return (
                <Accordion.Item key={section.id} value={section.id}>
                  <Accordion.Control>
                    {title}
                    {changedHere ? (
                      <Text span size="sm" fw={400}>
                        {" "}
                        · {t("adminUsers.profile.changedHere", { count: changedHere })}
                      </Text>
                    ) : null}
                  </Accordion.Control>
                  <Accordion.Panel>
                    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                      <legend className="compass-visually-hidden">{title}</legend>
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                        {section.fields.map((field) => (
                          <Fragment key={field.name}>{input(field)}</Fragment>
                        ))}
                      </SimpleGrid>
                    </fieldset>
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
          {serverErrors.alert}
          {nothingChanged ? (
            <Text role="status" size="sm" data-testid="profile-nothing-changed">
              {t("adminUsers.profile.nothingChanged")}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => form.setValues(saved.current)} disabled={!form.isDirty()}>
              {t("adminUsers.profile.undo")}
            </Button>
            <Button type="submit">{t("adminUsers.profile.review")}</Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={reviewing !== null}
        onClose={() => setReviewing(null)}
        title={t("adminUsers.profile.reviewTitle", { count: reviewing?.length ?? 0 })}
        closeButtonProps={{ "aria-label": t("common.close") }}
        size="lg"
        centered
      >
        <Stack gap="sm" data-testid="profile-review">
          <div className="compass-table-scroll">
            <Table>
              <Table.Caption className="compass-visually-hidden">{t("adminUsers.profile.reviewCaption")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("adminUsers.profile.field")}</Table.Th>
                  <Table.Th scope="col">{t("adminUsers.profile.before")}</Table.Th>
                  <Table.Th scope="col">{t("adminUsers.profile.after")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(reviewing ?? []).map((name) => {
                  const field = FIELD_DEFS.get(name)!;
                  return (
                    <Table.Tr key={name} data-testid={`review-${name}`}>
                      <Table.Th scope="row">{label(field)}</Table.Th>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{shown(field, saved.current[name])}</Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{shown(field, values[name])}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setReviewing(null)}>
              {t("adminUsers.profile.keepEditing")}
            </Button>
            <Button loading={update.isPending} onClick={() => void save()}>
              {t("adminUsers.profile.save")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
