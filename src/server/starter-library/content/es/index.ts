/**
 * The starter library's articles in Spanish (issue 38, item 7; ADR 0036): one file per article in
 * ./articles, named and keyed by the slug of the English article it translates (../index.ts). The
 * seed stores each as that article's translation, through the same checks and html cleaner as the
 * English. An article with no file here is read in English. Every file of ./articles is listed
 * (tests/unit/starter-library/translations.test.ts).
 */
import breakEven from "./articles/break-even.js";
import cashCushion from "./articles/cash-cushion.js";
import choosingALegalStructure from "./articles/choosing-a-legal-structure.js";
import contractorsVsEmployees from "./articles/contractors-vs-employees.js";
import creditScores from "./articles/credit-scores.js";
import firstCustomers from "./articles/first-customers.js";
import howLendersDecide from "./articles/how-lenders-decide.js";
import ideaToPlan from "./articles/idea-to-plan.js";
import knowYourCosts from "./articles/know-your-costs.js";
import knowYourCustomers from "./articles/know-your-customers.js";
import licensesPermitsEin from "./articles/licenses-permits-ein.js";
import loanApplicationChecklist from "./articles/loan-application-checklist.js";
import localAndOnline from "./articles/local-and-online.js";
import markupVsMargin from "./articles/markup-vs-margin.js";
import pricingAService from "./articles/pricing-a-service.js";
import profitVsCash from "./articles/profit-vs-cash.js";
import raisingPrices from "./articles/raising-prices.js";
import readingALoanOffer from "./articles/reading-a-loan-offer.js";
import receiptsAndRecords from "./articles/receipts-and-records.js";
import seasonalCashFlow from "./articles/seasonal-cash-flow.js";
import separateBusinessMoney from "./articles/separate-business-money.js";
import settingGoals from "./articles/setting-goals.js";
import simpleBookkeeping from "./articles/simple-bookkeeping.js";
import simpleSocialMedia from "./articles/simple-social-media.js";
import taxCalendar from "./articles/tax-calendar.js";
import twelveMonthCashFlowProjection from "./articles/twelve-month-cash-flow-projection.js";
import typesOfLoans from "./articles/types-of-loans.js";
import whatIsCashFlow from "./articles/what-is-cash-flow.js";
import wordOfMouth from "./articles/word-of-mouth.js";
import type { StarterTranslation } from "../types.js";

export type { StarterTranslation } from "../types.js";

/** Every Spanish article, in file-name order. */
export const spanishArticles: readonly StarterTranslation[] = [
  breakEven,
  cashCushion,
  choosingALegalStructure,
  contractorsVsEmployees,
  creditScores,
  firstCustomers,
  howLendersDecide,
  ideaToPlan,
  knowYourCosts,
  knowYourCustomers,
  licensesPermitsEin,
  loanApplicationChecklist,
  localAndOnline,
  markupVsMargin,
  pricingAService,
  profitVsCash,
  raisingPrices,
  readingALoanOffer,
  receiptsAndRecords,
  seasonalCashFlow,
  separateBusinessMoney,
  settingGoals,
  simpleBookkeeping,
  simpleSocialMedia,
  taxCalendar,
  twelveMonthCashFlowProjection,
  typesOfLoans,
  whatIsCashFlow,
  wordOfMouth,
];
