/**
 * The business plan as the page edits it, and its conversions (pure; issue #12 §1):
 * - `PlanForm`: what the learner typed — long answers, the legal structure, whether the business
 *   has formed and when (year, month, day as typed), and the two tables with amounts as typed in
 *   dollars (money.ts) and a key per row (React's, and the draft's order);
 * - `planToForm` / `formToPlan`: the BusinessPlan message ↔ the form. Every row goes to the server
 *   as typed, empty ones included, so the server's paths (`plan.competitors[2].price_level`) point
 *   at the form's rows; the server drops empty rows and computes the margins;
 * - `planFormProblems`: what Submit would be refused for — amounts and dates that do not parse,
 *   then the shared rules (src/shared/business-plan.ts), each with its field path;
 * - the draft's text (`serializePlanDraft` / `parsePlanDraft`, ADR 0015).
 */
import {
  businessPlanProblems,
  LEGAL_STRUCTURE_MAX,
  PLAN_LONG_ANSWERS,
  PRICE_LEVEL_MAX,
  priceCoversCosts,
  profitMarginPercent,
  TABLE_ROWS_MAX,
  type BusinessPlanLike,
  type CompetitionLike,
  type ProductCostLike,
} from "../../../shared/business-plan";
import type { DraftMeta } from "../../drafts/draft-choice";
import { centsToDollarsText, parseDollars, type DollarsError } from "./money";
import { withoutMoreProblems } from "../../components/form/more-problems";

export type LongAnswer = (typeof PLAN_LONG_ANSWERS)[number][0];
export const LONG_ANSWERS: readonly LongAnswer[] = PLAN_LONG_ANSWERS.map(([field]) => field);
/** The proto path of a long answer (`company_description`). */
export const LONG_ANSWER_PATH = Object.fromEntries(PLAN_LONG_ANSWERS) as Record<LongAnswer, string>;

export interface CompetitorRow {
  key: string;
  competitorName: string;
  productServiceName: string;
  /** PriceLevel: 0 not chosen, 1 inexpensive, 2 competitive, 3 expensive. */
  priceLevel: number;
  location: string;
  strengthWeaknesses: string;
}

export interface ProductRow {
  key: string;
  productServiceName: string;
  /** Dollars as typed. */
  salePrice: string;
  costOfGoods: string;
  overhead: string;
}

export interface FormationDate {
  year: string;
  month: string;
  day: string;
}

export interface PlanForm {
  answers: Record<LongAnswer, string>;
  /** LegalStructure: 0 not chosen, 1–5. */
  legalStructure: number;
  hasFormedBusiness: boolean;
  formation: FormationDate;
  competitors: CompetitorRow[];
  productCosts: ProductRow[];
  /** The next row key to hand out. */
  nextKey: number;
}

export const MONEY_FIELDS = ["salePrice", "costOfGoods", "overhead"] as const;
export type MoneyField = (typeof MONEY_FIELDS)[number];
const MONEY_PATH: Record<MoneyField, string> = {
  salePrice: "sale_price_in_cents",
  costOfGoods: "cost_of_goods_sold_in_cents",
  overhead: "avg_overhead_cost_in_cents",
};
export const moneyPath = (index: number, field: MoneyField): string => `product_costs[${index}].${MONEY_PATH[field]}`;

export function emptyPlanForm(): PlanForm {
  return {
    answers: Object.fromEntries(LONG_ANSWERS.map((a) => [a, ""])) as Record<LongAnswer, string>,
    legalStructure: 0,
    hasFormedBusiness: false,
    formation: { year: "", month: "", day: "" },
    competitors: [],
    productCosts: [],
    nextKey: 1,
  };
}

const blankCompetitor = (key: string): CompetitorRow => ({ key, competitorName: "", productServiceName: "", priceLevel: 0, location: "", strengthWeaknesses: "" });
const blankProduct = (key: string): ProductRow => ({ key, productServiceName: "", salePrice: "", costOfGoods: "", overhead: "" });

/** The plan as stored → the form (a stored plan's tables, margins left to be computed again). */
export function planToForm(plan: BusinessPlanLike): PlanForm {
  const form = emptyPlanForm();
  for (const a of LONG_ANSWERS) form.answers[a] = plan[a];
  form.legalStructure = plan.legalStructure >= 0 && plan.legalStructure <= LEGAL_STRUCTURE_MAX ? plan.legalStructure : 0;
  form.hasFormedBusiness = plan.hasFormedBusiness;
  const d = plan.formationDate;
  if (d && d.year > 0) form.formation = { year: String(d.year), month: d.month > 0 ? String(d.month) : "", day: d.day > 0 ? String(d.day) : "" };
  form.competitors = plan.competitors.map((c) => ({
    key: `r${form.nextKey++}`,
    competitorName: c.competitorName,
    productServiceName: c.productServiceName,
    priceLevel: c.priceLevel >= 0 && c.priceLevel <= PRICE_LEVEL_MAX ? c.priceLevel : 0,
    location: c.location,
    strengthWeaknesses: c.strengthWeaknesses,
  }));
  form.productCosts = plan.productCosts.map((p) => ({
    key: `r${form.nextKey++}`,
    productServiceName: p.productServiceName,
    salePrice: centsToDollarsText(p.salePriceInCents),
    costOfGoods: centsToDollarsText(p.costOfGoodsSoldInCents),
    overhead: centsToDollarsText(p.avgOverheadCostInCents),
  }));
  return form;
}

// ---- Changes ----------------------------------------------------------------------------------

export const setAnswer = (form: PlanForm, field: LongAnswer, value: string): PlanForm => ({ ...form, answers: { ...form.answers, [field]: value } });

export function addCompetitor(form: PlanForm): { form: PlanForm; key: string | null } {
  if (form.competitors.length >= TABLE_ROWS_MAX) return { form, key: null };
  const key = `r${form.nextKey}`;
  return { form: { ...form, nextKey: form.nextKey + 1, competitors: [...form.competitors, blankCompetitor(key)] }, key };
}

export function addProduct(form: PlanForm): { form: PlanForm; key: string | null } {
  if (form.productCosts.length >= TABLE_ROWS_MAX) return { form, key: null };
  const key = `r${form.nextKey}`;
  return { form: { ...form, nextKey: form.nextKey + 1, productCosts: [...form.productCosts, blankProduct(key)] }, key };
}

export const updateCompetitor = (form: PlanForm, key: string, change: Partial<Omit<CompetitorRow, "key">>): PlanForm => ({
  ...form,
  competitors: form.competitors.map((c) => (c.key === key ? { ...c, ...change } : c)),
});
export const updateProduct = (form: PlanForm, key: string, change: Partial<Omit<ProductRow, "key">>): PlanForm => ({
  ...form,
  productCosts: form.productCosts.map((p) => (p.key === key ? { ...p, ...change } : p)),
});
export const removeCompetitor = (form: PlanForm, key: string): PlanForm => ({ ...form, competitors: form.competitors.filter((c) => c.key !== key) });
export const removeProduct = (form: PlanForm, key: string): PlanForm => ({ ...form, productCosts: form.productCosts.filter((p) => p.key !== key) });

// ---- The form → the message -----------------------------------------------------------------

/** A problem to show on a field: the shared rules' words (`rule`), or one the page words itself. */
export type FormProblem = { path: string; kind: "rule"; message: string } | { path: string; kind: DollarsError | "year" | "month" | "day" };

const parseWhole = (text: string): number | null => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The plan to send, and what in the form could not be read (amounts, the date's parts). */
export function formToPlan(form: PlanForm): { plan: BusinessPlanLike; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const productCosts: ProductCostLike[] = form.productCosts.map((row, i) => {
    const cents = {} as Record<MoneyField, bigint>;
    for (const field of MONEY_FIELDS) {
      const parsed = parseDollars(row[field]);
      if (parsed.ok) cents[field] = parsed.cents;
      else {
        cents[field] = 0n;
        problems.push({ path: moneyPath(i, field), kind: parsed.error });
      }
    }
    const cost = { salePriceInCents: cents.salePrice, costOfGoodsSoldInCents: cents.costOfGoods, avgOverheadCostInCents: cents.overhead };
    return { productServiceName: row.productServiceName, ...cost, profitMarginPercent: profitMarginPercent(cost) };
  });
  const competitors: CompetitionLike[] = form.competitors.map(({ key: _key, ...c }) => c);

  let formationDate: BusinessPlanLike["formationDate"];
  if (form.hasFormedBusiness) {
    const { year, month, day } = form.formation;
    if (year.trim() || month || day) {
      const y = parseWhole(year);
      const m = month ? parseWhole(month) : 0;
      const d = day ? parseWhole(day) : 0;
      if (y === null) problems.push({ path: "formation_date", kind: "year" });
      else if (m === null || m > 12) problems.push({ path: "formation_date", kind: "month" });
      else if (d === null || d > 31) problems.push({ path: "formation_date", kind: "day" });
      else formationDate = { year: y, month: m, day: d };
    }
  }

  const plan: BusinessPlanLike = {
    ...form.answers,
    competitors,
    productCosts,
    hasFormedBusiness: form.hasFormedBusiness,
    legalStructure: form.legalStructure,
    formationDate,
  };
  return { plan, problems };
}

/** Everything Submit would be refused for, each once, in the form's order of paths as found. */
export function planFormProblems(form: PlanForm, today: Date = new Date()): FormProblem[] {
  const { plan, problems } = formToPlan(form);
  const taken = new Set(problems.map((p) => p.path));
  for (const p of businessPlanProblems(plan, today)) {
    if (taken.has(p.path)) continue;
    taken.add(p.path);
    problems.push({ path: p.path, kind: "rule", message: p.message });
  }
  return problems;
}

/** A product's margin as the learner types: null until it has a price (or while an amount does not parse). */
export function productMargin(row: ProductRow): { percent: number; covers: boolean } | null {
  const [price, goods, overhead] = MONEY_FIELDS.map((f) => parseDollars(row[f]));
  if (!price?.ok || !goods?.ok || !overhead?.ok || price.cents === 0n) return null;
  const cost = { salePriceInCents: price.cents, costOfGoodsSoldInCents: goods.cents, avgOverheadCostInCents: overhead.cents };
  return { percent: profitMarginPercent(cost), covers: priceCoversCosts(cost) };
}

/** The id of a field's element: `plan-product-costs-2-sale-price-in-cents`. */
export const fieldDomId = (path: string): string => `plan-${path.replace(/\[(\d+)\]/g, "-$1").replace(/[._]/g, "-")}`;

/** A refusal of the server (`plan.competitors[2].price_level: …`) as a field's problem. */
export function serverPlanProblem(message: string): FormProblem | null {
  const m = /^plan\.([a-z_]+(?:\[\d+\])?(?:\.[a-z_]+)?): (.+)$/s.exec(message.trim());
  return m ? { path: m[1]!, kind: "rule", message: withoutMoreProblems(m[2]!) } : null;
}

// ---- Drafts -------------------------------------------------------------------------------------

const DRAFT_FORMAT = 1;

/** The draft's text: {"v":1,"t":savedAt,"b":baseVersion,"a":{answers},"l":legal,"h":formed,"d":[y,m,d],"c":[[…]],"p":[[…]]}. */
export function serializePlanDraft(form: PlanForm, meta: DraftMeta): string {
  const answers: Record<string, string> = {};
  for (const a of LONG_ANSWERS) if (form.answers[a] !== "") answers[a] = form.answers[a];
  const text: Record<string, unknown> = { v: DRAFT_FORMAT, t: meta.savedAt, b: meta.baseVersion, a: answers, l: form.legalStructure, h: form.hasFormedBusiness };
  const { year, month, day } = form.formation;
  if (year || month || day) text.d = [year, month, day];
  if (form.competitors.length > 0) text.c = form.competitors.map((c) => [c.competitorName, c.productServiceName, c.priceLevel, c.location, c.strengthWeaknesses]);
  if (form.productCosts.length > 0) text.p = form.productCosts.map((p) => [p.productServiceName, p.salePrice, p.costOfGoods, p.overhead]);
  return JSON.stringify(text);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
const isText = (v: unknown): v is string => typeof v === "string";
/** Longer than anything a field takes (the page shows the problem); anything longer is damage. */
const TEXT_LIMIT = 100_000;

export interface PlanDraft extends DraftMeta {
  form: PlanForm;
}

/** A plan draft read back, or null for anything that is not one (missing, damaged, another format). */
export function parsePlanDraft(text: string | null | undefined): PlanDraft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.v !== DRAFT_FORMAT || !isCount(data.t) || !isCount(data.b)) return null;
  const form = emptyPlanForm();
  const short = (v: unknown): v is string => isText(v) && v.length <= TEXT_LIMIT;
  if (!isRecord(data.a)) return null;
  for (const [name, value] of Object.entries(data.a)) {
    if (!(LONG_ANSWERS as readonly string[]).includes(name) || !short(value)) return null;
    form.answers[name as LongAnswer] = value;
  }
  if (!isCount(data.l) || data.l > LEGAL_STRUCTURE_MAX || typeof data.h !== "boolean") return null;
  form.legalStructure = data.l;
  form.hasFormedBusiness = data.h;
  if (data.d !== undefined) {
    if (!Array.isArray(data.d) || data.d.length !== 3 || !data.d.every((x) => isText(x) && x.length <= 10)) return null;
    const [year, month, day] = data.d as string[];
    form.formation = { year: year!, month: month!, day: day! };
  }
  if (data.c !== undefined) {
    if (!Array.isArray(data.c) || data.c.length > TABLE_ROWS_MAX) return null;
    for (const row of data.c) {
      if (!Array.isArray(row) || row.length !== 5) return null;
      const [name, product, level, location, notes] = row as unknown[];
      if (!short(name) || !short(product) || !isCount(level) || level > PRICE_LEVEL_MAX || !short(location) || !short(notes)) return null;
      form.competitors.push({ key: `r${form.nextKey++}`, competitorName: name, productServiceName: product, priceLevel: level, location, strengthWeaknesses: notes });
    }
  }
  if (data.p !== undefined) {
    if (!Array.isArray(data.p) || data.p.length > TABLE_ROWS_MAX) return null;
    for (const row of data.p) {
      if (!Array.isArray(row) || row.length !== 4 || !row.every(short)) return null;
      const [name, salePrice, costOfGoods, overhead] = row as string[];
      form.productCosts.push({ key: `r${form.nextKey++}`, productServiceName: name!, salePrice: salePrice!, costOfGoods: costOfGoods!, overhead: overhead! });
    }
  }
  return { savedAt: data.t, baseVersion: data.b, form };
}

/** Whether two forms hold the same answers (row keys aside): a draft equal to the latest version is not worth offering. */
export function samePlan(a: PlanForm, b: PlanForm): boolean {
  const meta = { savedAt: 0, baseVersion: 0 };
  return serializePlanDraft(a, meta) === serializePlanDraft(b, meta);
}
