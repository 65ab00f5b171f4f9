import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { BusinessPlanSchema, LegalStructure, PriceLevel, type BusinessPlan } from "../../../src/gen/compass/v1/compass_pb.js";
import { businessPlanProblems, CENTS_MAX, priceCoversCosts, profitMarginPercent, tidyBusinessPlan } from "../../../src/shared/business-plan.js";

const TODAY = new Date("2026-11-26T12:00:00Z");
const plan = (init: Parameters<typeof create<typeof BusinessPlanSchema>>[1] = {}): BusinessPlan => create(BusinessPlanSchema, init);
const paths = (p: BusinessPlan) => businessPlanProblems(p, TODAY).map((x) => x.path);

describe("profit margin", () => {
  it.each([
    { price: 1000n, cogs: 400n, overhead: 100n, margin: 50 },
    { price: 300n, cogs: 100n, overhead: 0n, margin: 66.7 }, // 66.666…
    { price: 300n, cogs: 200n, overhead: 0n, margin: 33.3 },
    { price: 800n, cogs: 700n, overhead: 300n, margin: -25 },
    { price: 0n, cogs: 100n, overhead: 0n, margin: 0 },
    { price: 2000n, cogs: 1001n, overhead: 0n, margin: 50 }, // 49.95 rounds to 50.0
  ])("price $price, costs $cogs + $overhead: $margin%", ({ price, cogs, overhead, margin }) => {
    const cost = { salePriceInCents: price, costOfGoodsSoldInCents: cogs, avgOverheadCostInCents: overhead };
    expect(profitMarginPercent(cost)).toBe(margin);
    expect(priceCoversCosts(cost)).toBe(price >= cogs + overhead);
  });
});

describe("business plan checks", () => {
  it("accepts an empty plan and a full one", () => {
    expect(paths(plan())).toEqual([]);
    expect(
      paths(
        plan({
          companyDescription: "Bakery",
          legalStructure: LegalStructure.LLC,
          hasFormedBusiness: true,
          formationDate: { year: 2020, month: 2, day: 29 },
          competitors: [{ competitorName: "Bread Co", priceLevel: PriceLevel.EXPENSIVE }],
          productCosts: [{ productServiceName: "Loaf", salePriceInCents: 500n, costOfGoodsSoldInCents: 200n }],
        }),
      ),
    ).toEqual([]);
  });

  it("bounds long answers at 10,000 characters, counted as characters", () => {
    expect(paths(plan({ marketResearch: "é".repeat(10_000) }))).toEqual([]);
    const problems = businessPlanProblems(plan({ marketResearch: "x".repeat(10_001) }), TODAY);
    expect(problems).toEqual([{ path: "market_research", message: "use at most 10,000 characters (this has 10,001)." }]);
  });

  it("refuses unknown enum values, bad dates and future formation dates", () => {
    expect(paths(plan({ legalStructure: 9 as LegalStructure }))).toEqual(["legal_structure"]);
    expect(paths(plan({ hasFormedBusiness: true, formationDate: { year: 2021, month: 2, day: 29 } }))).toEqual(["formation_date"]);
    expect(paths(plan({ hasFormedBusiness: true, formationDate: { year: 2026, month: 12, day: 1 } }))).toEqual(["formation_date"]);
    expect(paths(plan({ hasFormedBusiness: true, formationDate: { year: 1700, month: 1, day: 1 } }))).toEqual(["formation_date"]);
    expect(paths(plan({ hasFormedBusiness: true, formationDate: { year: 2019, month: 0, day: 0 } }))).toEqual([]);
    // Not formed: the date is not looked at (it is cleared when stored).
    expect(paths(plan({ hasFormedBusiness: false, formationDate: { year: 3000, month: 1, day: 1 } }))).toEqual([]);
  });

  it("checks table rows, skipping wholly empty ones", () => {
    const p = plan({
      competitors: [{}, { productServiceName: "Cakes" }, { competitorName: "A", priceLevel: 7 as PriceLevel, location: "x".repeat(201) }],
      productCosts: [{}, { productServiceName: "Loaf", salePriceInCents: -1n, avgOverheadCostInCents: CENTS_MAX + 1n }, { salePriceInCents: 5n }],
    });
    expect(paths(p)).toEqual([
      "competitors[1].competitor_name",
      "competitors[2].location",
      "competitors[2].price_level",
      "product_costs[1].sale_price_in_cents",
      "product_costs[1].avg_overhead_cost_in_cents",
      "product_costs[2].product_service_name",
    ]);
  });

  it("bounds the tables at 50 rows", () => {
    const rows = Array.from({ length: 51 }, (_, i) => ({ competitorName: `C${i}` }));
    expect(paths(plan({ competitors: rows }))).toEqual(["competitors"]);
  });
});

describe("tidying a plan for storage", () => {
  it("trims, drops empty rows, computes margins and clears the date of a business not formed", () => {
    const p = tidyBusinessPlan(
      plan({
        companyDescription: "  Bakery \n",
        hasFormedBusiness: false,
        formationDate: { year: 2020, month: 1, day: 1 },
        competitors: [{}, { competitorName: " Bread Co " }],
        productCosts: [{ productServiceName: " Loaf ", salePriceInCents: 1000n, costOfGoodsSoldInCents: 250n, profitMarginPercent: 99 }, {}],
      }),
    );
    expect(p.companyDescription).toBe("Bakery");
    expect(p.formationDate).toBeUndefined();
    expect(p.competitors.map((c) => c.competitorName)).toEqual(["Bread Co"]);
    expect(p.productCosts.map((c) => [c.productServiceName, c.profitMarginPercent])).toEqual([["Loaf", 75]]);
  });
});
