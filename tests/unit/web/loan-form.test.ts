/**
 * The loan request form's readings (src/web/pages/business/loan-form.ts; issue #39): amounts as
 * typed, the form's own problems and the shared rules' by proto path, the request sent, the model's
 * request for the live figures, ids for focusing a path, and a saved request back into the form.
 */
import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { CreditBand, LoanPurpose, LoanRequestSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { emptyCollateral, emptyDebt, fieldId, formFromRequest, parseRate, parseTerm, parseWholeDollars, readForm, sameForm, type LoanForm } from "../../../src/web/pages/business/loan-form.js";

const base = (): LoanForm => ({ ...formFromRequest(undefined), amount: "50,000", purpose: "equipment", termMonths: "60", rate: "9", equity: "10000", creditBand: "680-719" });

describe("loan request form", () => {
  it("reads whole dollars as typed and refuses cents or words", () => {
    expect(parseWholeDollars("")).toEqual({ ok: true, value: 0n });
    expect(parseWholeDollars("$50,000")).toEqual({ ok: true, value: 50_000n });
    expect(parseWholeDollars("50 000.00")).toEqual({ ok: true, value: 50_000n });
    expect(parseWholeDollars("50000.5")).toEqual({ ok: false, code: "wholeDollars" });
    expect(parseWholeDollars("fifty")).toEqual({ ok: false, code: "wholeDollars" });
    expect(parseWholeDollars("9".repeat(16))).toEqual({ ok: false, code: "tooLarge" });
    expect(parseTerm("60")).toBe(60);
    expect(parseTerm("6.5")).toBeUndefined();
    expect(parseRate("9,5 %")).toBe(9.5);
    expect(parseRate("nine")).toBeUndefined();
  });

  it("turns a filled form into the request to send and the model's request", () => {
    const form = { ...base(), collateral: [{ ...emptyCollateral(), type: "Vehicle", value: "30,000" }], debts: [{ ...emptyDebt(), lender: "Main St Bank", balance: "12000", monthlyPayment: "400", maturityDate: "2029-06-30" }] };
    const r = readForm(form);
    expect([...r.problems]).toEqual([]);
    expect(r.request).toMatchObject({ amount: 50_000n, purpose: LoanPurpose.EQUIPMENT, termMonths: 60, annualRatePercent: 9, equityInjection: 10_000n, creditBand: CreditBand.FROM_680_TO_719 });
    expect(r.request.debts?.[0]?.maturityDate).toEqual({ year: 2029, month: 6, day: 30 });
    expect(r.model.collateral[0]?.estimatedValue).toBe(30_000n);
  });

  it("names each problem by its proto path: the form's own first, then the shared rules'", () => {
    const r = readForm({ ...base(), amount: "12.5", termMonths: "600", purpose: "other", purposeText: " ", debts: [{ ...emptyDebt(), balance: "100" }] });
    expect(r.problems.get("amount")).toEqual({ kind: "form", code: "wholeDollars" });
    expect(r.problems.get("term_months")).toMatchObject({ kind: "rule" });
    expect(r.problems.get("purpose_text")).toEqual({ kind: "rule", message: "describe what the loan is for." });
    expect(r.problems.get("debts[0].lender")).toEqual({ kind: "rule", message: "name the lender." });
  });

  it("keeps 'not answered' and 'I don't know' apart for the credit band", () => {
    expect(readForm({ ...base(), creditBand: "" }).request.creditBand).toBe(CreditBand.UNSPECIFIED);
    expect(readForm({ ...base(), creditBand: "unknown" }).request.creditBand).toBe(CreditBand.DONT_KNOW);
    expect(formFromRequest(create(LoanRequestSchema, { creditBand: CreditBand.DONT_KNOW })).creditBand).toBe("unknown");
    expect(formFromRequest(create(LoanRequestSchema, {})).creditBand).toBe("");
  });

  it("gives each path an element id and reads a saved request back into the same form", () => {
    expect(fieldId("amount")).toBe("loan-amount");
    expect(fieldId("collateral[2].estimated_value")).toBe("loan-collateral-2-estimated_value");
    expect(fieldId("collateral")).toBe("loan-collateral");
    const form = base();
    const saved = create(LoanRequestSchema, { ...readForm(form).request, versionNumber: 1 });
    expect(sameForm(formFromRequest(saved), form)).toBe(true);
    expect(sameForm(formFromRequest(saved), { ...form, amount: "40,000" })).toBe(false);
  });
});
