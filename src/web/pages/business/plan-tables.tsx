/**
 * The plan's two tables: competitors (name, product or service, price level, location, strengths
 * and weaknesses) and product costs (name, sale price, cost of goods, average overhead in dollars,
 * the margin computed as the learner types, with a warning when the price does not cover the
 * costs). Each row is a fieldset named "Competitor 2": on a phone a card with its labels; on a wide
 * screen a row of a grid under column headings (the labels stay, for screen readers, out of sight).
 */
import { Button, NativeSelect, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_ROWS_MAX } from "../../../shared/business-plan";
import { IconAlertTriangle, IconPlus, IconTrash } from "../../icons";
import { parseDollars } from "./money";
import { fieldDomId, moneyPath, productMargin, type CompetitorRow, type MoneyField, type ProductRow } from "./plan-form";
import "../../i18n/en/my-business";
import { numberFormat } from "../../i18n/formats";

export interface TableActions {
  onCompetitor(key: string, change: Partial<Omit<CompetitorRow, "key">>, paths: string[]): void;
  onProduct(key: string, change: Partial<Omit<ProductRow, "key">>, paths: string[]): void;
  /** A money field left with text that is not an amount: its problem is shown at once. */
  onMoneyBlur(key: string, field: MoneyField, path: string): void;
  addCompetitor(): void;
  addProduct(): void;
  removeCompetitor(key: string, index: number): void;
  removeProduct(key: string, index: number): void;
}

type Errors = Readonly<Record<string, string>>;
const LABEL = { label: "mb-cell-label" };

const CompetitorFields = memo(function CompetitorFields(props: { row: CompetitorRow; index: number; errors: Errors; actions: TableActions }) {
  const { t } = useTranslation();
  const { row, index: i, errors, actions } = props;
  const path = (name: string) => `competitors[${i}].${name}`;
  const n = i + 1;
  const field = (name: string) => ({ id: fieldDomId(path(name)), error: errors[path(name)], "data-path": path(name) });
  const levels = ["0", "1", "2", "3"].map((value) => ({ value, label: t(`myBusiness.plan.competition.levels.${value}`) }));
  return (
    <fieldset className="mb-row mb-competitor" data-testid="competitor-row">
      <legend className="mb-row-legend">{t("myBusiness.plan.competition.row", { n })}</legend>
      <TextInput
        {...field("competitor_name")}
        classNames={LABEL}
        label={t("myBusiness.plan.competition.name")}
        value={row.competitorName}
        onChange={(e) => actions.onCompetitor(row.key, { competitorName: e.currentTarget.value }, [path("competitor_name")])}
      />
      <TextInput
        {...field("product_service_name")}
        classNames={LABEL}
        label={t("myBusiness.plan.competition.product")}
        value={row.productServiceName}
        onChange={(e) => actions.onCompetitor(row.key, { productServiceName: e.currentTarget.value }, [path("product_service_name")])}
      />
      <NativeSelect
        {...field("price_level")}
        classNames={LABEL}
        label={t("myBusiness.plan.competition.priceLevel")}
        value={String(row.priceLevel)}
        data={levels}
        onChange={(e) => actions.onCompetitor(row.key, { priceLevel: Number(e.currentTarget.value) }, [path("price_level")])}
      />
      <TextInput
        {...field("location")}
        classNames={LABEL}
        label={t("myBusiness.plan.competition.location")}
        value={row.location}
        onChange={(e) => actions.onCompetitor(row.key, { location: e.currentTarget.value }, [path("location")])}
      />
      <Textarea
        {...field("strength_weaknesses")}
        classNames={LABEL}
        label={t("myBusiness.plan.competition.strengths")}
        value={row.strengthWeaknesses}
        autosize
        minRows={1}
        maxRows={8}
        onChange={(e) => actions.onCompetitor(row.key, { strengthWeaknesses: e.currentTarget.value }, [path("strength_weaknesses")])}
      />
      <div className="mb-row-remove">
        <Button
          variant="default"
          size="sm"
          px="xs"
          leftSection={<IconTrash size={18} aria-hidden="true" color="var(--mantine-color-red-8)" />}
          onClick={() => actions.removeCompetitor(row.key, i)}
          aria-label={t("myBusiness.plan.competition.remove", { n })}
        >
          <span className="mb-remove-text">{t("myBusiness.plan.competition.remove", { n })}</span>
        </Button>
      </div>
    </fieldset>
  );
});

export const CompetitorsTable = memo(function CompetitorsTable(props: { rows: readonly CompetitorRow[]; errors: Errors; actions: TableActions }) {
  const { t } = useTranslation();
  const full = props.rows.length >= TABLE_ROWS_MAX;
  return (
    <Stack gap="sm" className="mb-table mb-competitors">
      {props.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("myBusiness.plan.competition.none")}
        </Text>
      ) : (
        <>
          <div className="mb-rows-head" aria-hidden="true">
            <span>{t("myBusiness.plan.competition.name")}</span>
            <span>{t("myBusiness.plan.competition.product")}</span>
            <span>{t("myBusiness.plan.competition.priceLevel")}</span>
            <span>{t("myBusiness.plan.competition.location")}</span>
            <span>{t("myBusiness.plan.competition.strengths")}</span>
            <span />
          </div>
          {props.rows.map((row, i) => (
            <CompetitorFields key={row.key} row={row} index={i} errors={props.errors} actions={props.actions} />
          ))}
        </>
      )}
      <Stack gap={4} align="flex-start">
        <Button variant="default" leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={props.actions.addCompetitor} disabled={full} id="plan-add-competitor" data-testid="add-competitor">
          {t("myBusiness.plan.competition.add")}
        </Button>
        {full ? (
          <Text size="sm" c="dimmed">
            {t("myBusiness.plan.competition.full", { max: TABLE_ROWS_MAX })}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
});

const ProductFields = memo(function ProductFields(props: { row: ProductRow; index: number; errors: Errors; actions: TableActions; percent: Intl.NumberFormat }) {
  const { t } = useTranslation();
  const { row, index: i, errors, actions } = props;
  const n = i + 1;
  const namePath = `product_costs[${i}].product_service_name`;
  const margin = productMargin(row);
  const marginId = `${fieldDomId(`product_costs[${i}]`)}-margin`;
  const warningId = `${marginId}-warning`;
  const money = (field: MoneyField, label: string) => {
    const path = moneyPath(i, field);
    return (
      <TextInput
        id={fieldDomId(path)}
        data-path={path}
        classNames={LABEL}
        label={label}
        leftSection={<span aria-hidden="true">$</span>}
        inputMode="decimal"
        autoComplete="off"
        value={row[field]}
        error={errors[path]}
        aria-describedby={margin && !margin.covers ? warningId : undefined}
        onChange={(e) => actions.onProduct(row.key, { [field]: e.currentTarget.value }, [path])}
        onBlur={() => actions.onMoneyBlur(row.key, field, path)}
      />
    );
  };
  return (
    <fieldset className="mb-row mb-product" data-testid="product-row">
      <legend className="mb-row-legend">{t("myBusiness.plan.costs.row", { n })}</legend>
      <TextInput
        id={fieldDomId(namePath)}
        data-path={namePath}
        classNames={LABEL}
        label={t("myBusiness.plan.costs.name")}
        value={row.productServiceName}
        error={errors[namePath]}
        onChange={(e) => actions.onProduct(row.key, { productServiceName: e.currentTarget.value }, [namePath])}
      />
      {money("salePrice", t("myBusiness.plan.costs.price"))}
      {money("costOfGoods", t("myBusiness.plan.costs.goods"))}
      {money("overhead", t("myBusiness.plan.costs.overhead"))}
      <div className="mb-margin">
        <Text size="sm" fw={500} className="mb-cell-label" id={`${marginId}-label`}>
          {t("myBusiness.plan.costs.margin")}
        </Text>
        <output id={marginId} aria-labelledby={`${marginId}-label`} className="mb-margin-value" data-testid="product-margin" data-covers={margin ? String(margin.covers) : undefined}>
          {margin ? t("myBusiness.plan.costs.marginValue", { percent: props.percent.format(margin.percent) }) : t("myBusiness.plan.costs.marginNone")}
        </output>
      </div>
      <div className="mb-row-remove">
        <Button
          variant="default"
          size="sm"
          px="xs"
          leftSection={<IconTrash size={18} aria-hidden="true" color="var(--mantine-color-red-8)" />}
          onClick={() => actions.removeProduct(row.key, i)}
          aria-label={t("myBusiness.plan.costs.remove", { n })}
        >
          <span className="mb-remove-text">{t("myBusiness.plan.costs.remove", { n })}</span>
        </Button>
      </div>
      {margin && !margin.covers ? (
        <Text size="sm" c="red.8" className="mb-row-warning" id={warningId} data-testid="product-warning">
          <IconAlertTriangle size={16} aria-hidden="true" style={{ verticalAlign: "-3px", marginRight: 4 }} />
          <strong>{t("myBusiness.plan.costs.notCovered")}.</strong> {t("myBusiness.plan.costs.notCoveredLong")}
        </Text>
      ) : null}
    </fieldset>
  );
});

export const ProductCostsTable = memo(function ProductCostsTable(props: { rows: readonly ProductRow[]; errors: Errors; actions: TableActions }) {
  const { t, i18n } = useTranslation();
  const percent = useMemo(() => numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), [i18n.language]);
  const full = props.rows.length >= TABLE_ROWS_MAX;
  return (
    <Stack gap="sm" className="mb-table mb-products">
      {props.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("myBusiness.plan.costs.none")}
        </Text>
      ) : (
        <>
          <div className="mb-rows-head" aria-hidden="true">
            <span>{t("myBusiness.plan.costs.name")}</span>
            <span>{t("myBusiness.plan.costs.price")}</span>
            <span>{t("myBusiness.plan.costs.goods")}</span>
            <span>{t("myBusiness.plan.costs.overhead")}</span>
            <span>{t("myBusiness.plan.costs.margin")}</span>
            <span />
          </div>
          {props.rows.map((row, i) => (
            <ProductFields key={row.key} row={row} index={i} errors={props.errors} actions={props.actions} percent={percent} />
          ))}
        </>
      )}
      <Text size="sm" c="dimmed">
        {t("myBusiness.plan.costs.dollarsHint")}
      </Text>
      <Stack gap={4} align="flex-start">
        <Button variant="default" leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={props.actions.addProduct} disabled={full} id="plan-add-product" data-testid="add-product">
          {t("myBusiness.plan.costs.add")}
        </Button>
        {full ? (
          <Text size="sm" c="dimmed">
            {t("myBusiness.plan.costs.full", { max: TABLE_ROWS_MAX })}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
});

/** Whether a money field's text is an amount (for the blur check). */
export const moneyProblem = (text: string) => {
  const parsed = parseDollars(text);
  return parsed.ok ? null : parsed.error;
};
