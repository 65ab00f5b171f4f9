/**
 * /my-counseling-record, "About your business for our funders" (issue #40 §3; ADR 0040), reached
 * from the learner's profile page and the account menu: the learner keeps their own counseling
 * record — the client fields of SBA Form 641.
 * - About your business: how they heard of the program (+ their words for "other"), in business and
 *   since when, type of business, employees, preferred language. Their coach sees these.
 * - About you: behind an explicit consent switch, with why it is asked and who sees it
 *   (administrators filing the funder's reports; coaches never), race (several, + their words),
 *   ethnicity, sex, disability, military status and branch, each with "Prefer not to say". Giving
 *   consent is saved with the answers; withdrawing a consent on file asks first, says the answers
 *   will be erased, and erases them at once (UpdateMyCounselingProfile with demographics_consent
 *   false), keeping unsaved answers about the business.
 * Loading, error and (never answered) empty states; the unsaved-changes guard; the shared rules
 * checked before sending; what happened announced in the status line. Staff (who have no record
 * of their own) are told where a client's record is kept; the call is not made for them.
 */
import { Alert, Anchor, Button, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { Timestamp } from "@bufbuild/protobuf/wkt";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CounselingProfile } from "../../../gen/compass/v1/compass_pb";
import { pathFor } from "../../../shared/routes";
import { useCurrentUser } from "../../auth/use-current-user";
import { ConfirmDialog } from "../../components/confirm/confirm-dialog";
import { BusinessFields, DemographicFields } from "../../components/counseling-record/record-fields";
import { BUSINESS_FIELDS, DEMOGRAPHIC_FIELDS, withoutDemographics } from "../../components/counseling-record/record-values";
import { useRecordForm } from "../../components/counseling-record/use-record-form";
import { UnsavedChangesGuard } from "../../components/editor/unsaved-changes-guard";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { dateTimeFormat } from "../../i18n/formats";
import { useMyCounselingProfile, useUpdateMyCounselingProfile } from "../../queries/counseling-queries";
import "../../i18n/en/counseling-record";

const HEADING_ID = "my-counseling-record-heading";
const ID = "my-record";
const ALL_FIELDS = () => [...DEMOGRAPHIC_FIELDS, ...BUSINESS_FIELDS];

export default function MyCounselingRecordPage() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  const forClients = role !== null && role !== "standard";
  const query = useMyCounselingProfile(role === "standard");

  let body;
  if (forClients) body = <Text data-testid="my-record-staff">{t("counselingRecord.forClients")}</Text>;
  else if (query.isError && !query.data) body = <ErrorState message={t("counselingRecord.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="my-record-error" />;
  else if (!query.data) body = <LoadingState label={t("counselingRecord.loading")} testId="my-record-loading" />;
  else body = <RecordForm profile={query.data.profile} />;

  return (
    <Stack gap="lg" maw={820} data-testid="my-record-page">
      <Stack gap={4}>
        <Title order={1} id={HEADING_ID}>
          {t("counselingRecord.heading")}
        </Title>
        <Text>{t("counselingRecord.intro")}</Text>
      </Stack>
      {body}
    </Stack>
  );
}

/** A timestamp as a date in the reader's language. */
function useDateText() {
  const { i18n } = useTranslation();
  return (ts: Timestamp | undefined) => (ts ? dateTimeFormat(i18n.language, { dateStyle: "long" }).format(timestampDate(ts)) : "");
}

function RecordForm(props: { profile: CounselingProfile | undefined }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const update = useUpdateMyCounselingProfile();
  const [stored, setStored] = useState(props.profile);
  const [announcement, setAnnouncement] = useState("");
  const [withdrawing, setWithdrawing] = useState(false);
  const form = useRecordForm({
    profile: props.profile,
    idPrefix: ID,
    fields: ALL_FIELDS,
    withConsent: true,
    fixProblems: t("counselingRecord.fixProblems"),
    send: async (profile, paths) => {
      const res = await update.mutateAsync({ profile, updateMask: { paths } });
      setStored(res.profile);
      return res.profile;
    },
  });
  const v = form.values;
  const consentOnFile = form.initial.consent;

  const onConsent = (on: boolean) => {
    setAnnouncement("");
    if (on) form.setValues({ ...v, consent: true });
    else if (consentOnFile) setWithdrawing(true);
    else form.setValues(withoutDemographics({ ...v, consent: false }));
  };

  const withdraw = async () => {
    const res = await update.mutateAsync({ profile: { demographicsConsent: false }, updateMask: { paths: ["demographics_consent"] } });
    setStored(res.profile);
    form.restart(res.profile, BUSINESS_FIELDS);
    setWithdrawing(false);
    setAnnouncement(t("counselingRecord.consent.withdrawn"));
  };

  const submit = (event: FormEvent) => {
    setAnnouncement("");
    void form.save(event).then((result) => {
      if (result === "saved") setAnnouncement(t("counselingRecord.saved"));
      else if (result === "unchanged") setAnnouncement(t("counselingRecord.nothingChanged"));
    });
  };

  return (
    <>
    <form onSubmit={submit} noValidate aria-labelledby={HEADING_ID} data-testid="my-record-form">
      <UnsavedChangesGuard when={form.dirty} body={t("counselingRecord.unsaved")} />
      <Stack gap="lg">
        <Text size="sm" data-testid="my-record-saved-at">
          {stored?.lastUpdatedTime ? t("counselingRecord.lastUpdated", { date: dateText(stored.lastUpdatedTime) }) : t("counselingRecord.neverSaved")}
        </Text>
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
          <BusinessFields values={v} errors={form.errors} onChange={form.setValues} idPrefix={ID} legend={t("counselingRecord.business.legend")} />
        </Paper>
        <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-labelledby="my-record-consent-heading">
          <Stack gap="md">
            <Title order={2} size="h3" id="my-record-consent-heading">
              {t("counselingRecord.consent.legend")}
            </Title>
            <Text>{t("counselingRecord.consent.why")}</Text>
            <Switch
              size="md"
              checked={v.consent}
              onChange={(e) => onConsent(e.currentTarget.checked)}
              label={t("counselingRecord.consent.switch")}
              description={t("counselingRecord.consent.switchHint")}
              data-testid="my-record-consent"
            />
            {consentOnFile && stored?.demographicsConsentTime ? (
              <Text size="sm" data-testid="my-record-consent-since">
                {t("counselingRecord.consent.since", { date: dateText(stored.demographicsConsentTime) })}
              </Text>
            ) : null}
            {v.consent ? (
              <DemographicFields values={v} errors={form.errors} onChange={form.setValues} idPrefix={ID} legend={t("counselingRecord.demographics.legend")} />
            ) : (
              <Text size="sm" data-testid="my-record-consent-off">
                {t("counselingRecord.consent.off")}
              </Text>
            )}
          </Stack>
        </Paper>
        {form.failure ? (
          <Alert ref={form.failureRef} tabIndex={-1} color="red" variant="light" role="alert" title={t("counselingRecord.saveFailedTitle")} data-testid="my-record-failure">
            {form.failure}
          </Alert>
        ) : null}
        <Text role="status" aria-live="polite" fw={600} c="compass.8" data-testid="my-record-announcement">
          {announcement}
        </Text>
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={pathFor("privacy-policy")}>
            {t("counselingRecord.privacyLink")}
          </Anchor>
          <Button type="submit" size="md" loading={form.pending} data-testid="my-record-save">
            {t("counselingRecord.save")}
          </Button>
        </Group>
      </Stack>
    </form>
      <ConfirmDialog
        opened={withdrawing}
        title={t("counselingRecord.consent.withdrawTitle")}
        confirmLabel={t("counselingRecord.consent.withdrawConfirm")}
        cancelLabel={t("counselingRecord.consent.withdrawCancel")}
        pending={update.isPending}
        onConfirm={withdraw}
        onClose={() => setWithdrawing(false)}
        refusal={t("counselingRecord.consent.withdrawFailed")}
        testId="my-record-withdraw"
      >
        <Text>{t("counselingRecord.consent.withdrawBody")}</Text>
      </ConfirmDialog>
    </>
  );
}
