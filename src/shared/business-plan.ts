/**
 * The business plan's rules (issue #12 §1; spec §3 Business plan, Competition, Product cost), shared
 * by the server (SubmitMyBusinessPlan, AdminSubmitBusinessPlan: INVALID_ARGUMENT naming the first
 * problem's field path) and the page (the same words next to the field). Pure functions over plain
 * values; the generated messages fit the input shapes.
 *
 * - Every text field is bounded: long answers 10,000 characters, names and places 200.
 * - The two tables hold at most 50 rows each; a row that is wholly empty is dropped, not refused.
 * - Amounts are US cents, 0 or more, at most 100,000,000,000 (a billion dollars).
 * - The profit margin is computed, never taken from the client: (price − cost of goods − average
 *   overhead) / price, in percent, rounded to one decimal (0 when there is no price); a price that
 *   does not cover the costs gives a negative margin, which the page warns about.
 * - Enumerations (legal structure, price level) must be known values.
 * - The formation date, when the business has formed, is a real calendar day (year alone or year
 *   and month allowed), from 1850, not in the future; when it has not formed, it is cleared.
 */

export interface CompetitionLike {
  competitorName: string;
  productServiceName: string;
  priceLevel: number;
  location: string;
  strengthWeaknesses: string;
}

export interface ProductCostLike {
  productServiceName: string;
  salePriceInCents: bigint;
  costOfGoodsSoldInCents: bigint;
  avgOverheadCostInCents: bigint;
  profitMarginPercent: number;
}

export interface DateLike {
  year: number;
  month: number;
  day: number;
}

export interface BusinessPlanLike {
  companyDescription: string;
  mentors: string;
  whyBusinessStarted: string;
  companyGoodsServices: string;
  businessGoals: string;
  endGoalForBusiness: string;
  targetMarket: string;
  customerCharacteristics: string;
  competitors: CompetitionLike[];
  howWillCompeteAgainstCompetition: string;
  marketResearch: string;
  productCosts: ProductCostLike[];
  hasFormedBusiness: boolean;
  legalStructure: number;
  formationDate?: DateLike;
  mentorsOutsideIndustry: string;
}

export const LONG_ANSWER_MAX = 10_000;
export const NAME_MAX = 200;
export const TABLE_ROWS_MAX = 50;
export const CENTS_MAX = 100_000_000_000n;
export const EARLIEST_FORMATION_YEAR = 1850;
/** LegalStructure values 1–5 and PriceLevel values 1–3 (0 = not chosen). */
export const LEGAL_STRUCTURE_MAX = 5;
export const PRICE_LEVEL_MAX = 3;

/** The long answers, in the order the plan asks them (proto names). */
export const PLAN_LONG_ANSWERS = [
  ["companyDescription", "company_description"],
  ["whyBusinessStarted", "why_business_started"],
  ["companyGoodsServices", "company_goods_services"],
  ["businessGoals", "business_goals"],
  ["endGoalForBusiness", "end_goal_for_business"],
  ["targetMarket", "target_market"],
  ["customerCharacteristics", "customer_characteristics"],
  ["marketResearch", "market_research"],
  ["howWillCompeteAgainstCompetition", "how_will_compete_against_competition"],
  ["mentors", "mentors"],
  ["mentorsOutsideIndustry", "mentors_outside_industry"],
] as const satisfies readonly (readonly [keyof BusinessPlanLike, string])[];

export interface PlanProblem {
  path: string;
  message: string;
}

const chars = (s: string): number => [...s].length;
const GROUPED = new Intl.NumberFormat("en-US");

/** The profit margin of a product in percent of its price, one decimal; 0 without a price. */
export function profitMarginPercent(cost: Pick<ProductCostLike, "salePriceInCents" | "costOfGoodsSoldInCents" | "avgOverheadCostInCents">): number {
  const price = cost.salePriceInCents;
  if (price <= 0n) return 0;
  const profit = price - cost.costOfGoodsSoldInCents - cost.avgOverheadCostInCents;
  // Tenths of a percent, rounded half away from zero, in integers: 1000 × profit / price.
  const scaled = profit * 1000n;
  const q = scaled / price;
  const r = scaled % price;
  const rounded = (r < 0n ? -r : r) * 2n >= price ? q + (scaled < 0n ? -1n : 1n) : q;
  return Number(rounded) / 10;
}

/** Whether a product's price covers its cost of goods and overhead. */
export const priceCoversCosts = (cost: Pick<ProductCostLike, "salePriceInCents" | "costOfGoodsSoldInCents" | "avgOverheadCostInCents">): boolean =>
  cost.salePriceInCents >= cost.costOfGoodsSoldInCents + cost.avgOverheadCostInCents;

const emptyCompetitor = (c: CompetitionLike) => !c.competitorName.trim() && !c.productServiceName.trim() && !c.location.trim() && !c.strengthWeaknesses.trim() && c.priceLevel === 0;
const emptyProduct = (p: ProductCostLike) => !p.productServiceName.trim() && p.salePriceInCents === 0n && p.costOfGoodsSoldInCents === 0n && p.avgOverheadCostInCents === 0n;

function dateProblem(d: DateLike, today: Date): string | null {
  const { year, month, day } = d;
  if (!Number.isInteger(year) || year < EARLIEST_FORMATION_YEAR || year > 9999) return `give a year from ${EARLIEST_FORMATION_YEAR}.`;
  if (!Number.isInteger(month) || month < 0 || month > 12) return "give a month from 1 to 12.";
  if (!Number.isInteger(day) || day < 0 || day > 31 || (day > 0 && month === 0)) return "give a real day of the month.";
  if (day > 0) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCMonth() !== month - 1) return "give a real day of the month.";
  }
  const todayKey = today.getUTCFullYear() * 10000 + (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  const key = year * 10000 + (month || 1) * 100 + (day || 1);
  if (key > todayKey) return "a business's formation date cannot be in the future.";
  return null;
}

/** Every problem with a plan (empty when it may be stored); paths are proto names from the plan. */
export function businessPlanProblems(plan: BusinessPlanLike, today: Date = new Date()): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const add = (path: string, message: string) => problems.push({ path, message });
  const text = (value: string, path: string, max: number) => {
    const n = chars(value);
    if (n > max) add(path, `use at most ${GROUPED.format(max)} characters (this has ${GROUPED.format(n)}).`);
  };
  const cents = (value: bigint, path: string) => {
    if (value < 0n) add(path, "amounts cannot be negative.");
    else if (value > CENTS_MAX) add(path, `at most ${GROUPED.format(CENTS_MAX / 100n)} dollars.`);
  };

  for (const [field, proto] of PLAN_LONG_ANSWERS) text(plan[field] as string, proto, LONG_ANSWER_MAX);
  if (!Number.isInteger(plan.legalStructure) || plan.legalStructure < 0 || plan.legalStructure > LEGAL_STRUCTURE_MAX) add("legal_structure", "choose one of the listed legal structures.");
  if (plan.hasFormedBusiness && plan.formationDate) {
    const problem = dateProblem(plan.formationDate, today);
    if (problem) add("formation_date", problem);
  }

  if (plan.competitors.length > TABLE_ROWS_MAX) add("competitors", `list at most ${TABLE_ROWS_MAX} competitors.`);
  plan.competitors.forEach((c, i) => {
    if (emptyCompetitor(c)) return;
    const path = `competitors[${i}]`;
    if (!c.competitorName.trim()) add(`${path}.competitor_name`, "name the competitor.");
    text(c.competitorName, `${path}.competitor_name`, NAME_MAX);
    text(c.productServiceName, `${path}.product_service_name`, NAME_MAX);
    text(c.location, `${path}.location`, NAME_MAX);
    text(c.strengthWeaknesses, `${path}.strength_weaknesses`, LONG_ANSWER_MAX);
    if (!Number.isInteger(c.priceLevel) || c.priceLevel < 0 || c.priceLevel > PRICE_LEVEL_MAX) add(`${path}.price_level`, "choose inexpensive, competitive or expensive.");
  });

  if (plan.productCosts.length > TABLE_ROWS_MAX) add("product_costs", `list at most ${TABLE_ROWS_MAX} products or services.`);
  plan.productCosts.forEach((p, i) => {
    if (emptyProduct(p)) return;
    const path = `product_costs[${i}]`;
    if (!p.productServiceName.trim()) add(`${path}.product_service_name`, "name the product or service.");
    text(p.productServiceName, `${path}.product_service_name`, NAME_MAX);
    cents(p.salePriceInCents, `${path}.sale_price_in_cents`);
    cents(p.costOfGoodsSoldInCents, `${path}.cost_of_goods_sold_in_cents`);
    cents(p.avgOverheadCostInCents, `${path}.avg_overhead_cost_in_cents`);
  });
  return problems;
}

/**
 * The plan as it is stored: text trimmed at the ends, wholly empty table rows dropped, margins
 * computed, the formation date cleared when the business has not formed. Mutates and returns `plan`.
 */
export function tidyBusinessPlan<P extends BusinessPlanLike>(plan: P): P {
  for (const [field] of PLAN_LONG_ANSWERS) (plan as Record<string, unknown>)[field] = (plan[field] as string).trim();
  plan.competitors = plan.competitors.filter((c) => !emptyCompetitor(c));
  for (const c of plan.competitors) {
    c.competitorName = c.competitorName.trim();
    c.productServiceName = c.productServiceName.trim();
    c.location = c.location.trim();
    c.strengthWeaknesses = c.strengthWeaknesses.trim();
  }
  plan.productCosts = plan.productCosts.filter((p) => !emptyProduct(p));
  for (const p of plan.productCosts) {
    p.productServiceName = p.productServiceName.trim();
    p.profitMarginPercent = profitMarginPercent(p);
  }
  if (!plan.hasFormedBusiness) plan.formationDate = undefined;
  return plan;
}

/**
 * The sections a plan needs to count as complete for a lender (issue #39, loan readiness's
 * Conditions): the long answers a loan officer reads — what the company is and sells, its goals,
 * its market, its customers, its research and how it competes — plus at least one competitor and
 * at least one product or service with its costs. The story of why it started, the end goal and the
 * mentors are welcome but not required. Keys are the proto field names, in the plan's order.
 */
export const PLAN_REQUIRED_SECTIONS = [
  "company_description",
  "company_goods_services",
  "business_goals",
  "target_market",
  "customer_characteristics",
  "market_research",
  "how_will_compete_against_competition",
  "competitors",
  "product_costs",
] as const;
export type PlanRequiredSection = (typeof PLAN_REQUIRED_SECTIONS)[number];

/** The required sections (PLAN_REQUIRED_SECTIONS) a plan leaves empty, in the plan's order. */
export function planMissingSections(plan: BusinessPlanLike): PlanRequiredSection[] {
  const answered = (proto: string): boolean => {
    if (proto === "competitors") return plan.competitors.some((c) => !emptyCompetitor(c));
    if (proto === "product_costs") return plan.productCosts.some((p) => !emptyProduct(p));
    const entry = PLAN_LONG_ANSWERS.find(([, name]) => name === proto);
    return entry !== undefined && (plan[entry[0]] as string).trim() !== "";
  };
  return PLAN_REQUIRED_SECTIONS.filter((s) => !answered(s));
}
