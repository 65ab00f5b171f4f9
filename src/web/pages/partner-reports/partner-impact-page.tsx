/**
 * /partner/report/impact (partner banks and administrators; issue #40 §6): what the businesses of a
 * bank's referred clients — the learners who signed up with its referral codes — achieved, and the
 * counseling behind it (PartnerGetImpactSummary): aggregates only, never a name (the server sends
 * no by-coach or by-partner groups to anyone on this page).
 *
 * - The period picker and the figures are the administrators' dashboard's (/admin/impact;
 *   src/web/components/impact/): a federal fiscal year, optionally a quarter, whether milestones
 *   still awaiting verification or the client's confirmation count — kept in the address.
 * - An administrator chooses the bank (`bank` in the address, as on the other partner pages; none:
 *   every bank's referred clients together); a partner sees their own, and the page never sends a
 *   bank for them.
 * - Loading: a status and the last figures kept while new ones load; failure: the partner reports'
 *   error state (a refusal in the server's words, else 'Try again'); an empty period says so.
 */
import { Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { pathFor } from "../../../shared/routes";
import { useCurrentUser } from "../../auth/use-current-user";
import { dateOf } from "../../components/impact/impact-period";
import { ImpactPeriodPicker, useImpactPeriod } from "../../components/impact/impact-period-picker";
import { ImpactSummaryView } from "../../components/impact/impact-summary-view";
import { LoadingState } from "../../components/query-state/query-state";
import { useBankChoices } from "../../queries/people-choices";
import { scopeProblemOf, useImpactSummary } from "./partner-reports-queries";
import { SCOPE_PARAMS } from "./partner-scope";
import { ReportError, ReportHeader } from "./report-parts";
import "../../i18n/en/impact-summary";
import "../../i18n/en/partner-reports";

export default function PartnerImpactPage() {
  const { t } = useTranslation();
  const { role } = useCurrentUser();
  if (role === null) return <LoadingState label={t("impactSummary.loading")} />;
  return <PartnerImpact admin={role === "admin"} />;
}

function PartnerImpact({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const state = useImpactPeriod();
  const { params, period, includeReported, set } = state;
  const bank = admin ? (params.get(SCOPE_PARAMS.bank) ?? "").trim() : "";
  const query = useImpactSummary({
    scope: { startDate: dateOf(period.start), endDate: dateOf(period.end), referralCode: "", bankUserId: bank },
    includeReported,
  });
  const banks = useBankChoices(admin);

  let content: ReactNode;
  if (query.isError) {
    content = <ReportError problem={scopeProblemOf(query.error)} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} testId="impact-error" />;
  } else if (!query.data?.summary) {
    content = <LoadingState label={t("impactSummary.loading")} testId="impact-loading" />;
  } else {
    content = <ImpactSummaryView summary={query.data.summary} includeReported={includeReported} groups={false} emptyText={t("impactSummary.partner.empty")} />;
  }

  // A bank from the address that is not (yet) among the choices still shows.
  const bankData = [{ value: "", label: t("impactSummary.partner.everyBank") }, ...banks.choices];
  if (bank && !banks.choices.some((c) => c.value === bank)) bankData.push({ value: bank, label: t("partnerReports.scope.aBank") });
  const dashboard = `${pathFor("partner-report-dashboard")}${bank ? `?${new URLSearchParams({ [SCOPE_PARAMS.bank]: bank }).toString()}` : ""}`;

  return (
    <Stack gap="lg">
      <ReportHeader
        title={t("impactSummary.partner.heading")}
        intro={admin ? t("impactSummary.partner.introAdmin") : t("impactSummary.partner.intro")}
        link={{ to: dashboard, label: t("partnerReports.links.toDashboard") }}
      />
      <ImpactPeriodPicker state={state}>
        {admin ? (
          <NativeSelect
            id="impact-partner-bank"
            label={t("impactSummary.partner.bank")}
            value={bank}
            onChange={(e) => set(SCOPE_PARAMS.bank, e.currentTarget.value)}
            data={bankData}
          />
        ) : null}
      </ImpactPeriodPicker>
      {admin && banks.query.isError ? (
        <Group gap="sm">
          <Text c="red.9" role="alert" size="sm">
            {t("impactSummary.partner.banksError")}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => void banks.query.refetch()}>
            {t("common.retry")}
          </Button>
        </Group>
      ) : null}
      <div aria-busy={query.isFetching || undefined} data-testid="impact-content">
        {content}
      </div>
    </Stack>
  );
}
