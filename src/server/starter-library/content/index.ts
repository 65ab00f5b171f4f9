/**
 * The starter library (issue #10 §6): 29 original articles for small-business owners in six
 * modules, and five top-level categories, 'Featured' first. Loaded by ../seed.ts into an empty
 * content library at first start; afterwards it is ordinary content an administrator edits.
 *
 * Each article sits in exactly one module; categories list modules and, for a few, single articles
 * worth finding from there too. Order here is display order.
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
import { STARTER_NAMES } from "../../../shared/starter-names.js";
import type { StarterArticle, StarterCategory, StarterModule } from "./types.js";

export type { StarterArticle, StarterCategory, StarterModule } from "./types.js";

const startHere: StarterModule = {
  slug: "start-here",
  title: STARTER_NAMES.startHere,
  description: "Shape your idea into a one-page plan: your customers, your goals, and the legal basics every new business needs.",
  tags: ["getting-started", "planning", "legal"],
  html: `<p>New to running a business, or want a fresh start? Begin here. These five short articles take you from an idea to a simple plan you can use every month: who your customers are, what you want to achieve this year, how to set up your business legally, and which licenses and numbers you need.</p>
<p>When you finish, try the business plan tool in Compass, and share your plan with your coach.</p>`,
  articles: [ideaToPlan, knowYourCustomers, settingGoals, choosingALegalStructure, licensesPermitsEin],
};

const cashFlow: StarterModule = {
  slug: "cash-flow",
  title: STARTER_NAMES.cashFlow,
  description: "Understand cash flow, tell profit from cash, build a 12-month projection, and prepare for slow seasons and surprises.",
  tags: ["cash-flow", "planning", "savings"],
  html: `<p>Many good businesses close not because they lack customers, but because they run out of cash at the wrong moment. This module shows you how money moves through your business, how to look ahead twelve months with a projection, and how to get through slow seasons and surprises.</p>
<p>Have your last few bank statements nearby: the examples are easier to follow with your own numbers.</p>`,
  articles: [whatIsCashFlow, profitVsCash, twelveMonthCashFlowProjection, seasonalCashFlow, cashCushion],
};

const pricing: StarterModule = {
  slug: "pricing",
  title: STARTER_NAMES.pricing,
  description: "Find your real costs and break-even point, price with margins that work, and raise prices with confidence.",
  tags: ["pricing", "costs", "profit"],
  html: `<p>The right price pays you, covers every cost and leaves something for the business to grow. In this module you will find what one unit of your product or one hour of your service really costs, work out how much you need to sell, avoid the markup-and-margin mix-up, and learn how to raise prices when it is time.</p>`,
  articles: [knowYourCosts, breakEven, markupVsMargin, pricingAService, raisingPrices],
};

const customers: StarterModule = {
  slug: "finding-customers",
  title: STARTER_NAMES.findingCustomers,
  description: "Win your first customers, be easy to find nearby and online, and turn happy customers into referrals, with little or no budget.",
  tags: ["marketing", "customers", "social-media"],
  html: `<p>Good marketing for a small business is mostly about being clear, being easy to find and treating people well. These articles give you practical steps that cost little or nothing: reaching your first ten customers, free online listings, word of mouth, and a simple social media routine.</p>`,
  articles: [firstCustomers, localAndOnline, wordOfMouth, simpleSocialMedia],
};

const creditAndLoans: StarterModule = {
  slug: "credit-and-loans",
  title: STARTER_NAMES.creditAndLoans,
  description: "How lenders decide, how credit scores work, which kind of loan fits your need, and how to apply and compare offers.",
  tags: ["loans", "credit", "lending"],
  html: `<p>Borrowing can help a business grow, when the loan fits the need and the payments fit the cash flow. This module explains what lenders look for, how to check and build your credit, the main types of small-business loans, how to put together a strong application, and how to compare offers by their real cost.</p>
<p>Thinking about a loan? Talk to your coach early; they can help you prepare.</p>`,
  articles: [howLendersDecide, creditScores, typesOfLoans, loanApplicationChecklist, readingALoanOffer],
};

const recordsAndTaxes: StarterModule = {
  slug: "records-and-taxes",
  title: STARTER_NAMES.recordsAndTaxes,
  description: "Separate your money, keep simple books and records, stay ahead of tax dates, and hire help the right way.",
  tags: ["bookkeeping", "taxes", "records"],
  html: `<p>Good records are the backbone of a healthy business. They show you how you are really doing, make tax time calmer, and give lenders the proof they ask for. This module covers a separate business account, a 30-minute weekly bookkeeping routine, which receipts to keep, the main tax dates, and what to know before you hire.</p>
<p>This is general information, not tax or legal advice: for your own situation, talk to an accountant.</p>`,
  articles: [separateBusinessMoney, simpleBookkeeping, receiptsAndRecords, taxCalendar, contractorsVsEmployees],
};

/** The six modules, in a sensible order for a new owner. */
export const starterModules: readonly StarterModule[] = [startHere, cashFlow, pricing, customers, creditAndLoans, recordsAndTaxes];

/** The top-level categories, in display order; the first is the one 'featured' category. */
export const starterCategories: readonly StarterCategory[] = [
  {
    slug: "featured",
    title: STARTER_NAMES.featured,
    description: "New here? Start with these: a plan for your business, how cash flow works, and the first money habit every owner needs.",
    html: `<p>Welcome! If you are not sure where to begin, start with these. Each one takes only a few minutes to read and gives you something you can do this week.</p>`,
    modules: [startHere],
    articles: [whatIsCashFlow, separateBusinessMoney],
  },
  {
    slug: "planning-and-money",
    title: STARTER_NAMES.planningAndMoney,
    description: "Plan your business, set goals, and manage the cash that keeps it running.",
    html: `<p>Plans, goals and cash flow: the tools for knowing where your business is going and making sure the money is there when you need it.</p>`,
    modules: [startHere, cashFlow],
    articles: [],
  },
  {
    slug: "growing-sales",
    title: STARTER_NAMES.growingSales,
    description: "Price for profit and find, win and keep customers.",
    html: `<p>More sales at the right price: how to set prices that work, and how to reach customers and keep them coming back.</p>`,
    modules: [pricing, customers],
    articles: [],
  },
  {
    slug: "loans-and-credit",
    title: STARTER_NAMES.loansAndCredit,
    description: "Understand credit, choose the right loan, and prepare a strong application.",
    html: `<p>Everything you need before you borrow: how lenders decide, your credit, the kinds of loans, and the documents and numbers to have ready.</p>`,
    modules: [creditAndLoans],
    articles: [twelveMonthCashFlowProjection, cashCushion],
  },
  {
    slug: "running-the-business",
    title: STARTER_NAMES.runningTheBusiness,
    description: "Bookkeeping, records, taxes, legal structure, licenses and hiring.",
    html: `<p>The everyday work behind a well-run business: keeping books and records, meeting tax dates, choosing a legal structure, getting the right licenses and hiring help.</p>`,
    modules: [recordsAndTaxes],
    articles: [choosingALegalStructure, licensesPermitsEin],
  },
];

/** Every article once, in module order. */
export const starterArticles: readonly StarterArticle[] = starterModules.flatMap((m) => m.articles);
