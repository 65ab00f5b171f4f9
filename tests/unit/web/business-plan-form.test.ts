import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { BusinessPlanSchema, LegalStructure, PriceLevel } from "../../../src/gen/compass/v1/compass_pb";
import { LONG_ANSWER_MAX, TABLE_ROWS_MAX, tidyBusinessPlan } from "../../../src/shared/business-plan";
import {
  addCompetitor,
  addProduct,
  emptyPlanForm,
  fieldDomId,
  formToPlan,
  parsePlanDraft,
  planFormProblems,
  planToForm,
  productMargin,
  removeCompetitor,
  samePlan,
  serializePlanDraft,
  serverPlanProblem,
  setAnswer,
  updateCompetitor,
  updateProduct,
  type PlanForm,
} from "../../../src/web/pages/business/plan-form";

const TODAY = new Date("2026-06-15T12:00:00Z");

function stored() {
  return create(BusinessPlanSchema, {
    versionNumber: 3,
    companyDescription: "A bakery.",
    mentors: "Ana, a baker.",
    hasFormedBusiness: true,
    legalStructure: LegalStructure.LLC,
    formationDate: { year: 2019, month: 3, day: 0 },
    competitors: [{ competitorName: "Corner Cakes", productServiceName: "Cakes", priceLevel: PriceLevel.EXPENSIVE, location: "Downtown", strengthWeaknesses: "Good, slow." }],
    productCosts: [{ productServiceName: "Wedding cake", salePriceInCents: 45_000n, costOfGoodsSoldInCents: 12_050n, avgOverheadCostInCents: 6_000n, profitMarginPercent: 59.9 }],
  });
}

/** A form with one competitor and one product, filled through the editor's changes. */
function typed(): PlanForm {
  let form = setAnswer(emptyPlanForm(), "targetMarket", "Couples planning weddings.");
  const c = addCompetitor(form);
  form = updateCompetitor(c.form, c.key!, { competitorName: "Corner Cakes", priceLevel: 2 });
  const p = addProduct(form);
  return updateProduct(p.form, p.key!, { productServiceName: "Bread", salePrice: "4.50", costOfGoods: "1", overhead: "0.75" });
}

describe("the business plan form", () => {
  it("opens a stored plan with its amounts in dollars and its formation date as typed", () => {
    const form = planToForm(stored());
    expect(form.answers.companyDescription).toBe("A bakery.");
    expect(form.legalStructure).toBe(LegalStructure.LLC);
    expect(form.formation).toEqual({ year: "2019", month: "3", day: "" });
    expect(form.competitors).toMatchObject([{ competitorName: "Corner Cakes", priceLevel: PriceLevel.EXPENSIVE, location: "Downtown" }]);
    expect(form.productCosts).toMatchObject([{ productServiceName: "Wedding cake", salePrice: "450", costOfGoods: "120.50", overhead: "60" }]);
    expect(new Set([...form.competitors, ...form.productCosts].map((r) => r.key)).size).toBe(2);
  });

  it("sends back what it opened: amounts in cents, margins computed, the date as stored", () => {
    const { plan, problems } = formToPlan(planToForm(stored()));
    expect(problems).toEqual([]);
    const expected = stored();
    expect(create(BusinessPlanSchema, { ...plan, versionNumber: 3 })).toEqual(expected);
  });

  it("keeps every row in the message, empty ones too, so the server's paths point at the form's rows", () => {
    let form = typed();
    form = addCompetitor(form).form;
    const { plan } = formToPlan(form);
    expect(plan.competitors).toHaveLength(2);
    // The server drops the empty row when it stores the plan.
    expect(tidyBusinessPlan(create(BusinessPlanSchema, plan)).competitors).toHaveLength(1);
  });

  it("forgets the formation date when the business has not formed, and reads year, month and day when it has", () => {
    const form: PlanForm = { ...typed(), hasFormedBusiness: false, formation: { year: "2019", month: "3", day: "9" } };
    expect(formToPlan(form).plan.formationDate).toBeUndefined();
    expect(formToPlan({ ...form, hasFormedBusiness: true }).plan.formationDate).toEqual({ year: 2019, month: 3, day: 9 });
    expect(formToPlan({ ...form, hasFormedBusiness: true, formation: { year: "", month: "", day: "" } }).plan.formationDate).toBeUndefined();
  });

  it("names each problem by its field path: amounts and dates that do not parse, then the shared rules", () => {
    let form = typed();
    form = updateProduct(form, form.productCosts[0]!.key, { salePrice: "4.505", costOfGoods: "-1" });
    const c = addCompetitor(form);
    form = updateCompetitor(c.form, c.key!, { location: "Online" });
    form = { ...form, hasFormedBusiness: true, formation: { year: "2O19", month: "", day: "" } };
    form = setAnswer(form, "mentors", "x".repeat(LONG_ANSWER_MAX + 1));
    const problems = planFormProblems(form, TODAY);
    expect(problems.map((p) => [p.path, p.kind])).toEqual([
      ["product_costs[0].sale_price_in_cents", "decimals"],
      ["product_costs[0].cost_of_goods_sold_in_cents", "negative"],
      ["formation_date", "year"],
      ["mentors", "rule"],
      ["competitors[1].competitor_name", "rule"],
    ]);
    expect(problems.find((p) => p.path === "competitors[1].competitor_name")).toMatchObject({ message: "name the competitor." });
  });

  it("refuses a formation date in the future, with the shared rule's words", () => {
    const form: PlanForm = { ...emptyPlanForm(), hasFormedBusiness: true, formation: { year: "2027", month: "", day: "" } };
    expect(planFormProblems(form, TODAY)).toEqual([{ path: "formation_date", kind: "rule", message: "a business's formation date cannot be in the future." }]);
    expect(planFormProblems({ ...form, formation: { year: "2026", month: "2", day: "30" } }, TODAY)[0]).toMatchObject({ path: "formation_date", message: "give a real day of the month." });
    expect(planFormProblems({ ...form, formation: { year: "19", month: "", day: "" } }, TODAY)[0]).toMatchObject({ path: "formation_date", message: "give a year from 1850." });
    expect(planFormProblems(typed(), TODAY)).toEqual([]);
  });

  it("works the margin out as the learner types, and says when the price does not cover the costs", () => {
    const row = typed().productCosts[0]!;
    expect(productMargin(row)).toEqual({ percent: 61.1, covers: true });
    expect(productMargin({ ...row, salePrice: "1", costOfGoods: "0.80", overhead: "0.50" })).toEqual({ percent: -30, covers: false });
    expect(productMargin({ ...row, salePrice: "" })).toBeNull();
    expect(productMargin({ ...row, overhead: "lots" })).toBeNull();
  });

  it("adds at most 50 rows of each table and removes by key", () => {
    let form = emptyPlanForm();
    for (let i = 0; i < TABLE_ROWS_MAX; i++) form = addCompetitor(form).form;
    expect(addCompetitor(form)).toEqual({ form, key: null });
    const second = form.competitors[1]!.key;
    form = removeCompetitor(form, second);
    expect(form.competitors).toHaveLength(TABLE_ROWS_MAX - 1);
    expect(form.competitors.some((c) => c.key === second)).toBe(false);
    expect(addCompetitor(form).key).not.toBe(second);
  });

  it("reads the server's refusal as a field's problem", () => {
    expect(serverPlanProblem("plan.competitors[2].price_level: choose inexpensive, competitive or expensive. (1 more problem after this one)")).toEqual({
      path: "competitors[2].price_level",
      kind: "rule",
      message: "choose inexpensive, competitive or expensive.",
    });
    expect(serverPlanProblem("plan.mentors: use at most 10,000 characters (this has 10,001).")).toMatchObject({ path: "mentors" });
    expect(serverPlanProblem("plan: required.")).toBeNull();
  });

  it("gives each field an element id from its path", () => {
    expect(fieldDomId("product_costs[1].sale_price_in_cents")).toBe("plan-product-costs-1-sale-price-in-cents");
    expect(fieldDomId("company_description")).toBe("plan-company-description");
  });
});

describe("business plan drafts", () => {
  it("keep everything typed, amounts as typed included, with when and from which version", () => {
    const form: PlanForm = { ...typed(), legalStructure: 2, hasFormedBusiness: true, formation: { year: "2019", month: "", day: "" } };
    const text = serializePlanDraft(form, { savedAt: 1_700_000_000_000, baseVersion: 2 });
    const draft = parsePlanDraft(text)!;
    expect(draft.savedAt).toBe(1_700_000_000_000);
    expect(draft.baseVersion).toBe(2);
    expect(samePlan(draft.form, form)).toBe(true);
    expect(draft.form.productCosts[0]).toMatchObject({ salePrice: "4.50", costOfGoods: "1", overhead: "0.75" });
    expect(draft.form.nextKey).toBeGreaterThan(2);
  });

  it("are not read from anything damaged or of another format", () => {
    const good = JSON.parse(serializePlanDraft(typed(), { savedAt: 1, baseVersion: 0 })) as Record<string, unknown>;
    const variants: unknown[] = [
      "not json",
      "[]",
      { ...good, v: 2 },
      { ...good, t: -1 },
      { ...good, a: { unknownQuestion: "x" } },
      { ...good, l: 9 },
      { ...good, c: [["name", "product", 7, "", ""]] },
      { ...good, p: [["name", 1, "", ""]] },
      { ...good, c: Array.from({ length: TABLE_ROWS_MAX + 1 }, () => ["", "", 0, "", ""]) },
    ];
    for (const v of variants) expect(parsePlanDraft(typeof v === "string" ? v : JSON.stringify(v))).toBeNull();
    expect(parsePlanDraft(null)).toBeNull();
    expect(parsePlanDraft(JSON.stringify(good))).not.toBeNull();
  });

  it("tell a form equal to the stored version from one with changes", () => {
    const opened = planToForm(stored());
    expect(samePlan(opened, planToForm(stored()))).toBe(true);
    expect(samePlan(opened, setAnswer(opened, "mentors", "Someone new."))).toBe(false);
  });
});
