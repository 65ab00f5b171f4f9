/**
 * English strings of the impact dashboard (issue #40): /admin/impact, loaded with that page
 * (src/web/i18n/language.ts).
 */
import { addArea } from "../language";

const impactSummary = {
  impactSummary: {
    heading: "Impact",
    intro: "What your clients' businesses achieved and the counseling behind it, as funders ask for it: jobs, capital accessed, business starts, revenue change. Milestones count once staff verified them or the client confirmed them.",
    loading: "Loading the impact figures…",
    loadError: "The impact figures could not be loaded.",
    period: {
      legend: "Period",
      fiscalYear: "Federal fiscal year",
      fiscalYearOption: "FY{{year}} (October {{start}} – September {{year}})",
      quarter: "Quarter",
      wholeYear: "The whole year",
      quarterOption: "Q{{quarter}} ({{months}})",
      includeReported: "Also count milestones awaiting verification or the client's confirmation",
      coach: "Coach or lender",
      anyCoach: "Every coach",
      bank: "Referral partner",
      anyBank: "Every partner",
      shown: "{{start}} to {{end}}",
    },
    months: {
      q1: "Oct–Dec",
      q2: "Jan–Mar",
      q3: "Apr–Jun",
      q4: "Jul–Sep",
    },
    figures: {
      heading: "At a glance",
      jobsCreated: "Jobs created",
      jobsRetained: "Jobs retained",
      jobsNote: "{{fullTime}} full-time, {{partTime}} part-time",
      capital: "Capital accessed",
      capitalNote_one: "1 loan, line, investment or grant; {{program}} through this program",
      capitalNote_other: "{{count}} loans, lines, investments or grants; {{program}} through this program",
      starts: "Businesses started",
      certifications: "Certifications",
      revenue: "Revenue change",
      revenueNote_one: "1 client who reported two years or more",
      revenueNote_other: "{{count}} clients who reported two years or more",
      clients: "Clients with milestones",
      counseled: "Clients counseled",
      sessions: "Counseling sessions",
      hours: "Counseling hours",
      awaiting_one: "1 milestone in this period awaits verification or the client's confirmation.",
      awaiting_other: "{{count}} milestones in this period await verification or the client's confirmation.",
      awaitingCounted: "Milestones awaiting verification or confirmation are counted above.",
    },
    quarters: {
      heading: "By fiscal quarter",
      caption: "Impact by federal fiscal quarter",
      quarter: "Quarter",
      label: "FY{{year}} Q{{quarter}}",
    },
    columns: {
      jobsCreated: "Jobs created",
      jobsRetained: "Jobs retained",
      capital: "Capital accessed",
      starts: "Starts",
      revenue: "Revenue change",
      sessions: "Sessions",
      counseled: "Clients counseled",
      hours: "Hours",
      name: "Name",
      type: "Type",
      source: "Source",
      count: "Number",
      amount: "Amount",
      throughProgram: "Through this program",
    },
    capital: {
      byType: "Capital accessed by type",
      bySource: "Capital accessed by source",
      noSource: "Not recorded",
      types: {
        loan: "Loans",
        lineOfCredit: "Lines of credit",
        equity: "Equity",
        grant: "Grants",
        other: "Other",
      },
      none: "No capital accessed in this period.",
    },
    groups: {
      byCoach: "By coach or lender",
      byPartner: "By referral partner",
      noCoach: "No coach",
      noPartner: "No referral partner",
      none: "Nothing in this period.",
    },
    charts: {
      heading: "Over time",
      jobs: {
        title: "Jobs by fiscal quarter",
        description: "Jobs created and jobs retained, full- and part-time together, by the quarter they were reported for.",
        summary: "Bar chart of jobs by fiscal quarter, {{first}} to {{last}}: {{created}} created and {{retained}} retained in all.",
        none: "No jobs created or retained in this period.",
      },
      capital: {
        title: "Capital accessed by fiscal quarter",
        description: "Loans, lines of credit, equity and grants, and how much of it came through this program.",
        summary: "Bar chart of capital accessed by fiscal quarter, {{first}} to {{last}}: {{amount}} in all, {{program}} through this program.",
      },
      types: {
        title: "Capital accessed by type",
        description: "How much of each type of capital clients accessed in this period.",
        summary: "Bar chart of capital accessed by type: {{parts}}.",
        part_one: "{{type}}, {{amount}} (1)",
        part_other: "{{type}}, {{amount}} ({{count}})",
      },
    },
    empty: "Nothing was recorded in this period: no milestones and no counseling sessions.",
    /** The partner bank's page (/partner/report/impact). */
    partner: {
      heading: "Impact",
      intro: "What the businesses of the clients who signed up with your referral codes achieved, and the counseling behind it: jobs, capital accessed, business starts, revenue change. Figures only, never a client's name. Milestones count once staff verified them or the client confirmed them.",
      introAdmin: "What the businesses of a partner bank's referred clients achieved, and the counseling behind it, as the bank sees it: figures only, never a client's name. Choose a bank, or see every bank's referred clients together.",
      bank: "Partner bank",
      everyBank: "Every partner bank",
      banksError: "The partner banks could not be loaded.",
      empty: "Nothing was recorded for these referred clients in this period: no milestones and no counseling sessions.",
    },
  },
};

addArea("impact-summary", impactSummary);

export default impactSummary;
