/**
 * The starter library's articles in Spanish (issue 38, item 7; ADR 0036): one file per article in
 * ./articles, named and keyed by the slug of the English article it translates (../index.ts). The
 * seed stores each as that article's translation, through the same checks and html cleaner as the
 * English. An article with no file here is read in English. Every file of ./articles is listed
 * (tests/unit/starter-library/translations.test.ts).
 */
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
