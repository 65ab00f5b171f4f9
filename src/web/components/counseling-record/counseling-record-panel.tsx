/**
 * "Counseling record" on a client's pages (issue #40 §3; ADR 0040): the mentee page for their coach
 * or lender, and for an administrator the mentee page and the user page. Shows and edits the client
 * fields of SBA Form 641 that are not demographics (CoachGetUserCounselingProfile,
 * CoachUpdateUserCounselingProfile; only the changed paths are sent). Following the server's rules:
 * - a coach or lender never sees the demographics (the server leaves them out) and is told so;
 * - an administrator sees and may correct them only while the client's consent is on file (every
 *   read and write audited on the server), and is told "no consent on file" otherwise;
 * - the consent is the client's alone: shown, never changed here.
 * Loading, error and empty states; the unsaved-changes guard; the shared rules checked before
 * sending; "saved" announced through the page's status line.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { timestampDate, type Timestamp } from "@bufbuild/protobuf/wkt";
import { useCallback, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CounselingProfile } from "../../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../../auth/use-current-user";
import { dateTimeFormat } from "../../i18n/formats";
import { useClientCounselingProfile, useUpdateClientCounselingProfile } from "../../queries/counseling-queries";
import { UnsavedChangesGuard } from "../editor/unsaved-changes-guard";
import { ErrorState, LoadingState } from "../query-state/query-state";
import { BusinessFields, DemographicFields } from "./record-fields";
import { BUSINESS_FIELDS, DEMOGRAPHIC_FIELDS } from "./record-values";
import { useRecordForm } from "./use-record-form";
import "../../i18n/en/counseling-record";

const ID = "client-record";
const HEADING_ID = "client-record-heading";

export function CounselingRecordPanel(props: { userId: string; announce: (text: string) => void }) {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const admin = role === "admin";
  const query = useClientCounselingProfile(props.userId);
  const data = query.data;

  let body;
  if (query.isError && !data) body = <ErrorState message={t("counselingRecord.panel.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="client-record-error" />;
  else if (!data) body = <LoadingState label={t("counselingRecord.panel.loading")} testId="client-record-loading" />;
  else body = <PanelForm key={props.userId} userId={props.userId} profile={data.profile} admin={admin} announce={props.announce} />;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={HEADING_ID} data-testid="client-record">
      <Stack gap="md">
        <Title order={2} id={HEADING_ID}>
          {t("counselingRecord.panel.heading")}
        </Title>
        <Text size="sm">{t("counselingRecord.panel.intro")}</Text>
        {admin ? null : (
          <Text size="sm" data-testid="client-record-coach-note">
            {t("counselingRecord.panel.coachNote")}
          </Text>
        )}
        {body}
      </Stack>
    </Paper>
  );
}

function PanelForm(props: { userId: string; profile: CounselingProfile | undefined; admin: boolean; announce: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateClientCounselingProfile(props.userId);
  const [stored, setStored] = useState(props.profile);
  // The consent is the client's: an administrator keeps the demographics only while it is on file.
  const consentOnFile = props.profile?.demographicsConsent ?? false;
  const demographics = props.admin && consentOnFile;
  const fields = useCallback(() => (demographics ? [...DEMOGRAPHIC_FIELDS, ...BUSINESS_FIELDS] : [...BUSINESS_FIELDS]), [demographics]);
  const form = useRecordForm({
    profile: props.profile,
    idPrefix: ID,
    fields,
    withConsent: false,
    fixProblems: t("counselingRecord.fixProblems"),
    send: async (profile, paths) => {
      const res = await update.mutateAsync({ userId: props.userId, profile, updateMask: { paths } });
      setStored(res.profile);
      return res.profile;
    },
  });
  const dateText = (ts: Timestamp | undefined) => (ts ? dateTimeFormat(i18n.language, { dateStyle: "long" }).format(timestampDate(ts)) : "");

  const submit = (event: FormEvent) => {
    void form.save(event).then((result) => {
      if (result === "saved") props.announce(t("counselingRecord.panel.saved"));
      else if (result === "unchanged") props.announce(t("counselingRecord.panel.nothingChanged"));
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={HEADING_ID} data-testid="client-record-form">
      <UnsavedChangesGuard when={form.dirty} body={t("counselingRecord.panel.unsaved")} />
      <Stack gap="md">
        <Text size="sm" data-testid="client-record-saved-at">
          {stored?.lastUpdatedTime ? t("counselingRecord.panel.lastUpdated", { date: dateText(stored.lastUpdatedTime) }) : t("counselingRecord.panel.neverSaved")}
        </Text>
        <BusinessFields values={form.values} errors={form.errors} onChange={form.setValues} idPrefix={ID} legend={t("counselingRecord.business.legend")} />
        {props.admin ? (
          demographics ? (
            <Stack gap="xs">
              <DemographicFields values={form.values} errors={form.errors} onChange={form.setValues} idPrefix={ID} legend={t("counselingRecord.panel.demographicsLegend")} />
              <Text size="sm" data-testid="client-record-consent">
                {t("counselingRecord.panel.consentOnFile", { date: dateText(stored?.demographicsConsentTime) })}
              </Text>
            </Stack>
          ) : (
            <Alert variant="light" role="note" title={t("counselingRecord.panel.demographicsLegend")} data-testid="client-record-no-consent">
              {t("counselingRecord.panel.noConsent")}
            </Alert>
          )
        ) : null}
        {form.failure ? (
          <Alert ref={form.failureRef} tabIndex={-1} color="red" variant="light" role="alert" title={t("counselingRecord.panel.saveFailedTitle")} data-testid="client-record-failure">
            {form.failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={form.pending} data-testid="client-record-save">
            {t("counselingRecord.panel.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
