/**
 * /admin/impact (administrators; issue #40 §6): what clients' businesses achieved and the counseling
 * behind it, as funders ask for it (AdminGetImpactSummary).
 *
 * - The period: a federal fiscal year (October–September; default the current one, to date) and
 *   optionally one of its quarters; a coach or lender; a referral partner; whether milestones still
 *   awaiting verification or the client's confirmation count. Kept in the address (?fy=2027&q=1…),
 *   so a view can be shared and survives a reload.
 * - At a glance: jobs created and retained (full- and part-time), capital accessed (and how much
 *   came through this program), business starts, certifications, revenue change, clients with
 *   milestones, clients counseled, sessions and hours; how many milestones await.
 * - Charts of jobs and capital by fiscal quarter and of capital by type; tables by fiscal quarter,
 *   capital by type and by source, by coach and by referral partner — each in its own sideways
 *   scroll on a phone. The period picker and the figures are the partner bank's impact page's too
 *   (src/web/components/impact/).
 * - Each milestone figure links to its records (/admin/impact/records, the same address narrowed).
 * - Loading: a status and the last figures kept while new ones load; failure: the app's error state
 *   with 'Try again'; an empty period says so.
 * - The funder exports of the period shown (components/impact/funder-exports.tsx; ADR 0045).
 */
import { NativeSelect, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dateOf, PERIOD_PARAMS } from "../../components/impact/impact-period";
import { ImpactPeriodPicker, useImpactPeriod } from "../../components/impact/impact-period-picker";
import { ImpactSummaryView, type Narrowing, type RecordsSelection } from "../../components/impact/impact-summary-view";
import { ErrorState, LoadingState } from "../../components/query-state/query-state";
import { FunderExports } from "../../components/impact/funder-exports";
import { useAdminImpactSummary } from "../../queries/impact-summary-queries";
import { useBankChoices, useCoachChoices } from "../../queries/people-choices";
import "../../i18n/en/impact-summary";

export default function ImpactDashboardPage() {
  const { t } = useTranslation();
  const state = useImpactPeriod();
  const { params, period, includeReported, set } = state;
  const coach = params.get("coach") ?? "";
  const bank = params.get("bank") ?? "";
  const query = useAdminImpactSummary({
    startDate: dateOf(period.start),
    endDate: dateOf(period.end),
    coachUserId: coach,
    bankUserId: bank,
    includeReported,
  });
  /** The records page for a figure: this view's address, narrowed (impact-records-page.tsx). */
  const recordsTo = (selection: RecordsSelection) => {
    const next = new URLSearchParams(params);
    if (selection.sessions) next.set("records", "sessions");
    if (selection.kind) next.set("kind", String(selection.kind));
    if (selection.awaiting) next.set("awaiting", "1");
    if (selection.capitalType) next.set("type", String(selection.capitalType));
    if (selection.capitalSource !== undefined) next.set("source", selection.capitalSource);
    return `/admin/impact/records?${next.toString()}`;
  };
  /** This view narrowed to a coach, a partner bank or a quarter (a row of its tables). */
  const narrowTo = (narrowing: Narrowing) => {
    const next = new URLSearchParams(params);
    if (narrowing.coachUserId) next.set("coach", narrowing.coachUserId);
    if (narrowing.bankUserId) next.set("bank", narrowing.bankUserId);
    if (narrowing.quarter) {
      next.set(PERIOD_PARAMS.fiscalYear, String(narrowing.quarter.fiscalYear));
      next.set(PERIOD_PARAMS.quarter, String(narrowing.quarter.quarter));
    }
    return `/admin/impact?${next.toString()}`;
  };
  const coaches = useCoachChoices(true);
  const banks = useBankChoices(true);

  let content: ReactNode;
  if (query.isError && !query.data) {
    content = <ErrorState message={t("impactSummary.loadError")} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="impact-error" />;
  } else if (!query.data?.summary) {
    content = <LoadingState label={t("impactSummary.loading")} />;
  } else {
    content = <ImpactSummaryView summary={query.data.summary} includeReported={includeReported} groups recordsTo={recordsTo} narrowTo={narrowTo} />;
  }

  return (
    <Stack gap="lg">
      <Stack gap={4} maw={760}>
        <Title order={1}>{t("impactSummary.heading")}</Title>
        <Text>{t("impactSummary.intro")}</Text>
      </Stack>
      <ImpactPeriodPicker state={state}>
        <NativeSelect
          id="impact-coach"
          label={t("impactSummary.period.coach")}
          value={coach}
          onChange={(e) => set("coach", e.currentTarget.value)}
          data={[{ value: "", label: t("impactSummary.period.anyCoach") }, ...coaches.choices]}
        />
        <NativeSelect
          id="impact-bank"
          label={t("impactSummary.period.bank")}
          value={bank}
          onChange={(e) => set("bank", e.currentTarget.value)}
          data={[{ value: "", label: t("impactSummary.period.anyBank") }, ...banks.choices]}
        />
      </ImpactPeriodPicker>
      <div aria-busy={query.isFetching || undefined} data-testid="impact-content">
        {content}
      </div>
      <FunderExports fiscalYear={period.fy} quarter={period.quarter ?? 0} />
    </Stack>
  );
}
