/** The loan request's shared checks and tidying (issue #39 §1; src/shared/loan-request.ts), as a table. */
import { describe, expect, it } from "vitest";
import { loanRequestProblems, maturityDateProblem, tidyLoanRequest, type LoanRequestInput } from "../../../src/shared/loan-request.js";

function request(r: Partial<LoanRequestInput> = {}): LoanRequestInput {
  return {
    amount: 50_000n,
    purpose: 2,
    purposeText: "",
    termMonths: 60,
    annualRatePercent: 9,
    cashflowIncludesLoan: false,
    equityInjection: 10_000n,
    creditBand: 4,
    collateral: [{ type: "Vehicle", description: "Van", estimatedValue: 30_000n }],
    debts: [{ lender: "Bank", balance: 1_000n, monthlyPayment: 100n, maturityDate: { year: 2030, month: 1, day: 31 } }],
    ...r,
  };
}
const item = { type: "Tool", description: "", estimatedValue: 1n };
const debt = { lender: "L", balance: 1n, monthlyPayment: 1n };

describe("loanRequestProblems", () => {
  it.each<[string, Partial<LoanRequestInput>, { path: string; message: string }[]]>([
    ["a complete request", {}, []],
    ["an empty draft (amount 0: not decided yet)", { amount: 0n, purpose: 0, termMonths: 0, annualRatePercent: 0, equityInjection: 0n, creditBand: 0, collateral: [], debts: [] }, []],
    ["the largest amount", { amount: 100_000_000n }, []],
    ["an amount over 100,000,000", { amount: 100_000_001n }, [{ path: "amount", message: "at most 100,000,000 dollars." }]],
    ["a negative amount", { amount: -1n }, [{ path: "amount", message: "amounts cannot be negative." }]],
    ["a purpose out of the list", { purpose: 8 }, [{ path: "purpose", message: "choose one of the listed purposes." }]],
    ["a fractional purpose", { purpose: 1.5 }, [{ path: "purpose", message: "choose one of the listed purposes." }]],
    ["'other' without text", { purpose: 7, purposeText: " " }, [{ path: "purpose_text", message: "describe what the loan is for." }]],
    ["'other' with text", { purpose: 7, purposeText: "A food truck." }, []],
    ["purpose text of 500", { purposeText: "é".repeat(500) }, []],
    ["purpose text of 501", { purposeText: "é".repeat(501) }, [{ path: "purpose_text", message: "use at most 500 characters (this has 501)." }]],
    ["a term of 480", { termMonths: 480 }, []],
    ["a term of 481", { termMonths: 481 }, [{ path: "term_months", message: "give a term in whole months, up to 480." }]],
    ["a fractional term", { termMonths: 12.5 }, [{ path: "term_months", message: "give a term in whole months, up to 480." }]],
    ["a rate of 60", { annualRatePercent: 60 }, []],
    ["a rate over 60", { annualRatePercent: 60.01 }, [{ path: "annual_rate_percent", message: "give a rate from 0 to 60 percent." }]],
    ["a negative rate", { annualRatePercent: -0.5 }, [{ path: "annual_rate_percent", message: "give a rate from 0 to 60 percent." }]],
    ["an infinite rate", { annualRatePercent: Infinity }, [{ path: "annual_rate_percent", message: "give a rate from 0 to 60 percent." }]],
    ["equity over 1e9", { equityInjection: 1_000_000_001n }, [{ path: "equity_injection", message: "at most 1,000,000,000 dollars." }]],
    ["an unknown credit band", { creditBand: 7 }, [{ path: "credit_band", message: "choose one of the listed credit score ranges." }]],
    ["25 items of collateral", { collateral: Array(25).fill(item) }, []],
    ["26 items of collateral", { collateral: Array(26).fill(item) }, [{ path: "collateral", message: "list at most 25 items of collateral." }]],
    ["26 rows of which one is empty", { collateral: [...Array(25).fill(item), { type: "", description: " ", estimatedValue: 0n }] }, []],
    ["collateral with a value only", { collateral: [{ type: "", description: "", estimatedValue: 5n }] }, [{ path: "collateral[0].type", message: "say what the collateral is." }]],
    ["a collateral type over 100", { collateral: [{ type: "t".repeat(101), description: "", estimatedValue: 0n }] }, [{ path: "collateral[0].type", message: "use at most 100 characters (this has 101)." }]],
    ["a collateral description over 500", { collateral: [item, { type: "x", description: "d".repeat(501), estimatedValue: 0n }] }, [{ path: "collateral[1].description", message: "use at most 500 characters (this has 501)." }]],
    ["a collateral value over 1e9", { collateral: [item, item, { ...item, estimatedValue: 1_000_000_001n }] }, [{ path: "collateral[2].estimated_value", message: "at most 1,000,000,000 dollars." }]],
    ["26 debts", { debts: Array(26).fill(debt) }, [{ path: "debts", message: "list at most 25 debts." }]],
    ["a debt without a lender", { debts: [{ ...debt, lender: " " }] }, [{ path: "debts[0].lender", message: "name the lender." }]],
    ["a lender name over 200", { debts: [{ ...debt, lender: "l".repeat(201) }] }, [{ path: "debts[0].lender", message: "use at most 200 characters (this has 201)." }]],
    ["a balance over 1e9", { debts: [{ ...debt, balance: 1_000_000_001n }] }, [{ path: "debts[0].balance", message: "at most 1,000,000,000 dollars." }]],
    ["a monthly payment over 1e9", { debts: [{ ...debt, monthlyPayment: 1_000_000_001n }] }, [{ path: "debts[0].monthly_payment", message: "at most 1,000,000,000 dollars." }]],
    ["a maturity date that is not a day", { debts: [{ ...debt, maturityDate: { year: 2031, month: 2, day: 29 } }] }, [{ path: "debts[0].maturity_date", message: "give a real day of the month." }]],
    ["a leap day", { debts: [{ ...debt, maturityDate: { year: 2032, month: 2, day: 29 } }] }, []],
    ["an empty maturity date", { debts: [{ ...debt, maturityDate: { year: 0, month: 0, day: 0 } }] }, []],
  ])("%s", (_name, change, problems) => {
    expect(loanRequestProblems(request(change))).toEqual(problems);
  });

  it.each([
    [{ year: 1899, month: 1, day: 1 }, "use a year from 1900 to 2200."],
    [{ year: 2030, month: 13, day: 1 }, "give a month from 1 to 12."],
    [{ year: 2030, month: 4, day: 31 }, "give a real day of the month."],
    [{ year: 2030, month: 4, day: 0 }, "give a real day of the month."],
    [{ year: 2030, month: 4, day: 30 }, null],
    [undefined, null],
  ])("maturityDateProblem(%o) = %s", (date, problem) => {
    expect(maturityDateProblem(date)).toBe(problem);
  });
});

describe("tidyLoanRequest", () => {
  it("trims, drops empty rows and unsets an empty maturity date, clears the purpose text unless 'other'", () => {
    const tidy = tidyLoanRequest(
      request({
        purposeText: " left over ",
        collateral: [{ type: " Van ", description: " white ", estimatedValue: 1n }, { type: "", description: "", estimatedValue: 0n }],
        debts: [{ lender: " Bank ", balance: 1n, monthlyPayment: 0n, maturityDate: { year: 0, month: 0, day: 0 } }, { lender: "", balance: 0n, monthlyPayment: 0n }],
      }),
    );
    expect(tidy.purposeText).toBe("");
    expect(tidy.collateral).toEqual([{ type: "Van", description: "white", estimatedValue: 1n }]);
    expect(tidy.debts).toEqual([{ lender: "Bank", balance: 1n, monthlyPayment: 0n, maturityDate: undefined }]);
    expect(tidyLoanRequest(request({ purpose: 7, purposeText: " A truck. " })).purposeText).toBe("A truck.");
  });
});
