/** The mentee's contact and business details; administrators also see the sealed fields (blank for coaches). */
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import { useTranslation } from "react-i18next";
import type { Mentee } from "../../../gen/compass/v1/compass_pb";
import "../../i18n/en/mentees";
import { dateTimeFormat } from "../../i18n/formats";

function Field(props: { label: string; value: string | undefined; none: string }) {
  const value = props.value?.trim();
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: "anywhere" }} c={value ? undefined : "dimmed"}>
        {value || props.none}
      </Text>
    </div>
  );
}

export function ProfilePanel({ mentee, admin }: { mentee: Mentee; admin: boolean }) {
  const { t, i18n } = useTranslation();
  const p = mentee.user?.profile;
  const none = t("mentees.manage.profile.none");
  const address = p?.address[0];
  const addressText = address ? [address.address1, address.address2, address.city, [address.usState, address.zipCode].filter(Boolean).join(" ")].filter((s) => s && s.trim()).join(", ") : "";
  const joined = mentee.user?.auth0CreatedTs ? dateTimeFormat(i18n.language, { dateStyle: "medium" }).format(timestampDate(mentee.user.auth0CreatedTs)) : "";
  const l = (key: string) => t(`mentees.manage.profile.${key}`);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="mentee-profile-heading" data-testid="mentee-profile">
      <Stack gap="sm">
        <Title order={2} id="mentee-profile-heading">
          {l("heading")}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
          <Field label={l("email")} value={p?.email} none={none} />
          <Field label={l("phone")} value={p?.phoneNumber} none={none} />
          <Field label={l("secondaryPhone")} value={p?.secondaryPhoneNumber} none={none} />
          <Field label={l("business")} value={p?.businessName} none={none} />
          <Field label={l("dba")} value={p?.dba} none={none} />
          <Field label={l("address")} value={addressText} none={none} />
          <Field label={l("joined")} value={joined} none={none} />
        </SimpleGrid>
        {admin ? (
          <Stack gap="xs" data-testid="mentee-admin-fields">
            <Title order={3} size="h4">
              {l("adminOnly")}
            </Title>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="sm" m={0}>
              <Field label={l("dateOfBirth")} value={p?.dateOfBirth} none={none} />
              <Field label={l("gender")} value={p?.gender} none={none} />
              <Field label={l("race")} value={p?.race} none={none} />
              <Field label={l("ethnicity")} value={p?.ethnicity} none={none} />
              <Field label={l("veteranStatus")} value={p?.veteranStatus} none={none} />
              <Field label={l("householdIncome")} value={p?.annualHouseholdIncome} none={none} />
              <Field label={l("driversLicence")} value={p?.driversLicenseNumber} none={none} />
            </SimpleGrid>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
