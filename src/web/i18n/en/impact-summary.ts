/**
 * English strings of the impact dashboard (issue #40): /admin/impact, loaded with that page
 * (src/web/i18n/language.ts).
 */
import { addArea } from "../language";

const impactSummary = {
  impactSummary: {
    exports: {
      heading: "Funder exports",
      intro: "The records funders ask for, for {{period}}: files to upload or hand on, with a client code in place of each client's name and contact details.",
      periodYear: "fiscal year {{year}}",
      periodQuarter: "quarter {{quarter}} of fiscal year {{year}}",
      downloadAs: "Download the {{name}} as {{format}}",
      preparing: "Preparing the {{name}}…",
      saved: "{{file}} saved.",
      failed: "The {{name}} could not be downloaded.",
      linkError: "The download did not finish. Please try again.",
      counselingRecords: {
        title: "Counseling records (SBA Form 641)",
        name: "counseling records",
        description: "One record per reportable counseling session: the session's fields and the client's (demographics only with the client's consent).",
      },
      trainingEvents: {
        title: "Training events (SBA Form 888)",
        name: "training events",
        description: "One record per class: topic, hours, co-sponsor, format and the number trained, with what the attendees' counseling records tell.",
      },
      impactLedger: {
        title: "Impact ledger",
        name: "impact ledger",
        description: "One row per milestone that happened in the period: jobs, revenue, capital, business starts and certifications, with their state.",
      },
    },
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
    empty: "Nothing was recorded in this period: no milestones and no counseling sessions.",
  },
};

addArea("impact-summary", impactSummary);

export default impactSummary;
