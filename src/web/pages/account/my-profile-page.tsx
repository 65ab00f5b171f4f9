/**
 * /my-profile, "Edit my profile" in the account menu (issue #38), inside the main layout:
 * - staff (coach, lender, partner, administrator): their own profile page — first and last name,
 *   phone, photo, time zone and the signature put under the mail Compass sends in their name (an
 *   administrator's invitations) — saved with UpdateMyProfile
 *   (every field of the page in the mask, so a cleared field is cleared). A staff member who never
 *   entered a name is asked for one here (the main layout's prompt links to this page);
 * - a learner: their profile form (the onboarding questionnaire's, components/profile) as an edit
 *   page: a title, Save and Cancel, back to where they came from; and a link to their counseling
 *   record, "About your business for our funders" (/my-counseling-record, issue #40).
 * Loading, error and saving states; every field labelled; the server's refusals on their field.
 */
import { Alert, Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { pathFor } from "../../../shared/routes";
import type { Profile } from "../../../gen/compass/v1/compass_pb";
import { ownName } from "../../../shared/display-name";
import { isStaffRole } from "../../../shared/roles";
import { isPhoneNumber, LONG_TEXT_MAX, SHORT_TEXT_MAX } from "../../../shared/validators";
import { useCurrentUser } from "../../auth/use-current-user";
import { useServerFormErrors } from "../../components/form/use-server-form-errors";
import { useProfileFormStart, WelcomeForm } from "../../components/profile/welcome-form";
import { QueryState } from "../../components/query-state/query-state";
import { invalidateAccount, useMyProfile, useUpdateMyProfile } from "../../queries/account-queries";
import { PhotoField } from "./photo-field";
import "../../i18n/en/account";
import "../../i18n/en/welcome";

const HEADING_ID = "my-profile-heading";

/** Back where the user came from (the account menu opens this page from anywhere), else home. */
function useLeave() {
  const navigate = useNavigate();
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) void navigate(-1);
    else void navigate("/");
  };
}

export default function MyProfilePage() {
  const { role } = useCurrentUser();
  return role !== null && isStaffRole(role) ? <StaffProfilePage /> : <LearnerProfilePage />;
}

// ---------------------------------------------------------------------------------------------
// A learner's profile, as an edit page

function LearnerProfilePage() {
  const { t } = useTranslation();
  const leave = useLeave();
  const { form, consents } = useProfileFormStart();
  return (
    <Stack gap="lg" data-testid="my-profile-page">
      <Title order={1} id={HEADING_ID}>
        {t("myProfile.heading")}
      </Title>
      <Text size="lg">{t("myProfile.learnerIntro")}</Text>
      <Paper withBorder radius="md" p="md">
        <Anchor component={Link} to={pathFor("my-counseling-record")} fw={600} data-testid="my-record-link">
          {t("myProfile.recordLink")}
        </Anchor>
        <Text size="sm">{t("myProfile.recordHint")}</Text>
      </Paper>
      <QueryState query={form} loadingLabel={t("welcome.loading")} errorMessage={t("welcome.loadFailed")}>
        {(values) => (
          <WelcomeForm
            initial={values}
            {...(consents ? { consents } : {})}
            labelledBy={HEADING_ID}
            submitLabel={t("myProfile.save")}
            onCancel={leave}
            onSaved={leave}
          />
        )}
      </QueryState>
    </Stack>
  );
}

// ---------------------------------------------------------------------------------------------
// Staff's own profile page

type StaffValues = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  timeZone: string;
  mailSignature: string;
  photoUrl: string;
};

/** The time-zone choice that saves none (the device's own zone is used). */
const DEVICE_ZONE = "device";

const STAFF_PATHS = ["first_name", "last_name", "phone_number", "time_zone", "mail_signature", "photo_url"] as const;

const staffValuesOf = (p: Profile | undefined): StaffValues => ({
  firstName: p?.firstName ?? "",
  lastName: p?.lastName ?? "",
  phoneNumber: p?.phoneNumber ?? "",
  timeZone: p?.timeZone ?? "",
  mailSignature: p?.mailSignature ?? "",
  photoUrl: p?.photoUrl ?? "",
});

/** The time zones this browser knows (IANA names), with the saved one even if it does not. */
function timeZones(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return saved && !known.includes(saved) ? [saved, ...known] : known;
}

function StaffProfilePage() {
  const { t } = useTranslation();
  const saved = useMyProfile();
  const { user } = useCurrentUser();
  const asked = ownName(saved.data?.profile ?? user?.profile) === "";
  return (
    <Stack gap="lg" maw={760} data-testid="my-profile-page">
      <Title order={1} id={HEADING_ID}>
        {t("myProfile.heading")}
      </Title>
      <Text size="lg">{t("myProfile.staffIntro")}</Text>
      {saved.data && asked ? (
        <Alert color="compass" variant="light" title={t("myProfile.nameNeededTitle")} data-testid="name-needed">
          {t("myProfile.nameNeeded", { email: saved.data.profile?.email ?? user?.profile?.email ?? "" })}
        </Alert>
      ) : null}
      <QueryState query={saved} loadingLabel={t("myProfile.loading")} errorMessage={t("myProfile.loadFailed")}>
        {(data) => <StaffProfileForm initial={staffValuesOf(data.profile)} email={data.profile?.email ?? ""} />}
      </QueryState>
    </Stack>
  );
}

function StaffProfileForm(props: { initial: StaffValues; email: string }) {
  const { t } = useTranslation();
  const leave = useLeave();
  const queryClient = useQueryClient();
  const save = useUpdateMyProfile();
  const [announcement, setAnnouncement] = useState("");
  const errorSummary = useRef<HTMLDivElement>(null);
  const zones = useMemo(() => timeZones(props.initial.timeZone), [props.initial.timeZone]);
  const form = useForm<StaffValues>({
    mode: "controlled",
    initialValues: props.initial,
    validate: {
      firstName: (v) => (v.trim() === "" ? t("myProfile.errors.firstName") : v.trim().length > SHORT_TEXT_MAX ? t("myProfile.errors.tooLong", { max: SHORT_TEXT_MAX }) : null),
      lastName: (v) => (v.trim() === "" ? t("myProfile.errors.lastName") : v.trim().length > SHORT_TEXT_MAX ? t("myProfile.errors.tooLong", { max: SHORT_TEXT_MAX }) : null),
      phoneNumber: (v) => (v.trim() !== "" && !isPhoneNumber(v.trim()) ? t("myProfile.errors.phone") : null),
      mailSignature: (v) => (v.trim().length > LONG_TEXT_MAX ? t("myProfile.errors.tooLong", { max: LONG_TEXT_MAX }) : null),
    },
  });
  const serverErrors = useServerFormErrors(form, {
    title: t("myProfile.saveFailedTitle"),
    messages: { generic: t("myProfile.saveFailed"), network: t("myProfile.saveFailed") },
  });
  const errorCount = Object.keys(form.errors).length;

  const submit = form.onSubmit(
    async (values) => {
      serverErrors.clear();
      setAnnouncement("");
      try {
        const profile: StaffValues = {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phoneNumber: values.phoneNumber.trim(),
          timeZone: values.timeZone,
          mailSignature: values.mailSignature.trim(),
          photoUrl: values.photoUrl,
        };
        await save.mutateAsync({ profile, updateMask: { paths: [...STAFF_PATHS] } });
        await invalidateAccount(queryClient);
        form.resetDirty();
        setAnnouncement(t("myProfile.saved"));
      } catch (error) {
        serverErrors.show(error);
      }
    },
    () => requestAnimationFrame(() => errorSummary.current?.focus()),
  );

  const name = `${form.values.firstName} ${form.values.lastName}`.trim() || props.email;

  return (
    <form onSubmit={submit} noValidate aria-labelledby={HEADING_ID} data-testid="staff-profile-form">
      <Stack gap="lg">
        <Text size="sm">{t("myProfile.requiredNote")}</Text>
        {errorCount > 0 && (
          <Alert ref={errorSummary} tabIndex={-1} color="red" variant="light" role="alert" title={t("myProfile.fixErrors", { count: errorCount })}>
            {t("myProfile.fixErrorsBody")}
          </Alert>
        )}
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="fieldset" style={{ minWidth: 0, margin: 0 }}>
          <Title order={2} size="h3" component="legend" mb="sm">
            {t("myProfile.sections.about")}
          </Title>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t("myProfile.fields.firstName")} withAsterisk aria-required autoComplete="given-name" {...form.getInputProps("firstName")} />
              <TextInput label={t("myProfile.fields.lastName")} withAsterisk aria-required autoComplete="family-name" {...form.getInputProps("lastName")} />
              <TextInput label={t("myProfile.fields.email")} value={props.email} readOnly description={t("myProfile.emailHint")} />
              <TextInput label={t("myProfile.fields.phoneNumber")} type="tel" autoComplete="tel" {...form.getInputProps("phoneNumber")} />
            </SimpleGrid>
            <PhotoField
              value={form.values.photoUrl}
              name={name}
              error={form.errors.photoUrl}
              onChange={(url) => {
                form.setFieldValue("photoUrl", url);
                form.clearFieldError("photoUrl");
              }}
              onProblem={(message) => form.setFieldError("photoUrl", message)}
              announce={setAnnouncement}
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="fieldset" style={{ minWidth: 0, margin: 0 }}>
          <Title order={2} size="h3" component="legend" mb="sm">
            {t("myProfile.sections.work")}
          </Title>
          <Stack gap="md">
            <Select
              label={t("myProfile.fields.timeZone")}
              description={t("myProfile.timeZoneHint")}
              data={[{ value: DEVICE_ZONE, label: t("myProfile.deviceTimeZone") }, ...zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }))]}
              searchable
              allowDeselect={false}
              nothingFoundMessage={t("myProfile.noTimeZone")}
              {...form.getInputProps("timeZone")}
              value={form.values.timeZone || DEVICE_ZONE}
              onChange={(value) => form.setFieldValue("timeZone", value === DEVICE_ZONE || value === null ? "" : value)}
            />
            <Textarea
              label={t("myProfile.fields.mailSignature")}
              description={t("myProfile.signatureHint")}
              autosize
              minRows={3}
              maxRows={8}
              {...form.getInputProps("mailSignature")}
            />
          </Stack>
        </Paper>
        {serverErrors.alert}
        <Text role="status" aria-live="polite" fw={600} c="compass.8" data-testid="profile-announcement">
          {announcement}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" size="md" onClick={leave} data-testid="profile-cancel">
            {t("myProfile.cancel")}
          </Button>
          <Button type="submit" size="md" loading={save.isPending}>
            {t("myProfile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
