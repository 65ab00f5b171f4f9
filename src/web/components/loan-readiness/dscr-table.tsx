/**
 * The debt-service coverage table by year (issue #39): for each year of the cash flow (the
 * starting year and each projected one) the numbers behind the ratio — revenue, operating expenses
 * without interest, draws, cash available for debt service, interest, principal, the requested
 * loan's payments, the debt service — and the DSCR ("No payments to cover" when there are none).
 * The table scrolls sideways inside its own focusable region, never the page.
 */
import { Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CapacityFigures, CapacityYear } from "../../../shared/loan-readiness";
import { readinessWords } from "../../../shared/loan-readiness-words";
import "../../i18n/en/loan-readiness";

type Row = { key: string; label: string; value: (y: CapacityYear) => string; strong?: boolean };

export function DscrTable(props: { figures: CapacityFigures | undefined; included: boolean; audience: "learner" | "coach"; headingOrder?: 2 | 3 }) {
  const { t, i18n } = useTranslation();
  const words = readinessWords(i18n.language);
  const headingId = `dscr-heading-${props.audience}`;
  const figures = props.figures;
  const money = (cents: bigint) => words.money(cents);
  const rows: Row[] = [
    { key: "revenue", label: t("loanReadiness.dscr.revenue"), value: (y) => money(y.revenueCents) },
    { key: "operating", label: t("loanReadiness.dscr.operatingExpenses"), value: (y) => money(y.operatingExpensesCents) },
    { key: "draws", label: t("loanReadiness.dscr.draws"), value: (y) => money(y.drawsCents) },
    { key: "cash", label: t("loanReadiness.dscr.cashAvailable"), value: (y) => money(y.cashAvailableCents), strong: true },
    { key: "interest", label: t("loanReadiness.dscr.interest"), value: (y) => money(y.interestCents) },
    { key: "principal", label: t("loanReadiness.dscr.principal"), value: (y) => money(y.principalCents) },
    { key: "requested", label: t("loanReadiness.dscr.requested"), value: (y) => money(y.requestedLoanPaymentCents) },
    { key: "service", label: t("loanReadiness.dscr.debtService"), value: (y) => money(y.debtServiceCents), strong: true },
    { key: "ratio", label: t("loanReadiness.dscr.ratio"), value: (y) => y.dscr?.text ?? t("loanReadiness.dscr.noPayments"), strong: true },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} data-testid="dscr">
      <Title order={props.headingOrder ?? 2} size="h3" id={headingId}>
        {t("loanReadiness.dscr.heading")}
      </Title>
      <Text size="sm">{t("loanReadiness.dscr.intro")}</Text>
      {!figures ? (
        <Text size="sm" data-testid="dscr-none">
          {t("loanReadiness.dscr.none")}
        </Text>
      ) : (
        <>
          <div className="compass-table-scroll" tabIndex={0} role="region" aria-label={t("loanReadiness.dscr.region")} data-testid="dscr-scroll">
            <Table striped withTableBorder miw={Math.max(480, 220 + figures.years.length * 130)} data-testid="dscr-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("loanReadiness.dscr.measure")}</Table.Th>
                  {figures.years.map((y) => (
                    <Table.Th key={y.yearNumber} scope="col" ta="end">
                      {y.yearNumber === 1 ? t("loanReadiness.dscr.startingYear") : t("loanReadiness.dscr.year", { n: y.yearNumber })}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key} data-testid={`dscr-row-${row.key}`}>
                    <Table.Th scope="row" fw={row.strong ? 700 : 400}>
                      {row.label}
                    </Table.Th>
                    {figures.years.map((y) => (
                      <Table.Td key={y.yearNumber} ta="end" fw={row.strong ? 700 : 400} style={{ whiteSpace: "nowrap" }}>
                        {row.value(y)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <Text size="sm" data-testid="dscr-monthly">
            {props.included ? t("loanReadiness.dscr.included") : t("loanReadiness.dscr.monthlyPayment", { amount: money(figures.monthlyPaymentCents) })}
          </Text>
        </>
      )}
    </Stack>
  );
}
