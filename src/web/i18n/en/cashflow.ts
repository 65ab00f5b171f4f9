/**
 * English strings of the cash-flow tool (/cashflow-tool; issue #11), loaded with its page. The
 * worksheet's own words — its lines, figures and months — come from src/shared/cashflow-labels.ts,
 * which the workbook uses too, so the page and the downloaded file always say the same thing.
 */
import { FIGURE_LABELS_EN, LINE_LABELS_EN, MONTH_NAMES_EN } from "../../../shared/cashflow-labels";
import { addArea } from "../language";

const cashflow = {
  cashflow: {
    lines: LINE_LABELS_EN,
    figures: FIGURE_LABELS_EN as Record<keyof typeof FIGURE_LABELS_EN, string>,
    monthNames: Object.fromEntries(MONTH_NAMES_EN.map((name, i) => [String(i + 1), name])) as Record<string, string>,
    heading: "Cash-flow projection",
    intro:
      "Twelve months of money coming in and going out, laid out the way lenders read it. Enter whole dollars; totals update as you type, and everything is saved as a draft until you submit.",
    loading: "Loading your cash flow…",
    loadError: "Your cash flow could not be loaded.",
    version: {
      none: "Not submitted yet.",
      latest: "Last submitted: version {{version}}.",
    },
    save: {
      idle: "",
      saving: "Saving…",
      saved: "Saved",
      device: "Saved on this device only",
      tooBig: "Saved on this device only: the draft is too large to keep in your account.",
      failed: "Your changes could not be saved. Keep this page open and check your connection.",
    },
    restored: {
      device: "We restored the changes you had not submitted yet (saved on this device {{when}}).",
      account: "We restored the changes you had not submitted yet (saved to your account {{when}}).",
      discard: "Discard these changes",
      discardSubmitted: "Go back to version {{version}}",
      discarded: "Your unsubmitted changes were discarded.",
    },
    settings: {
      fiscalStart: "Fiscal year starts in",
      fiscalHint: "The first month of your 12-month projection.",
      view: "Layout",
      grid: "Whole year",
      guided: "One month at a time",
      year: "Year shown",
      starting: "Starting year (projection)",
      historyHeading: "Past years (for an existing business)",
      historyHint: "If your business already runs, add what actually happened in earlier years, month by month or as yearly totals.",
      historyMode: {
        off: "Not entered",
        yearly: "Yearly totals",
        monthly: "Month by month",
      },
    },
    yearContext: {
      "2": "last year",
      "3": "two years ago",
      "4": "three years ago",
    },
    columns: {
      line: "Line",
      yearTotal: "Year total",
    },
    grid: {
      label: "Cash-flow worksheet, {{year}}",
      scrollHint: "The worksheet scrolls sideways and down; line names and months stay in view.",
      keyboardHint: "Tab moves along a row; Enter moves down. You can paste a row of numbers copied from a spreadsheet.",
    },
    list: {
      add: "Add a line: {{line}}",
      name: "Name of {{line}} line {{n}}",
      namePlaceholder: "Name this line",
      unnamed: "{{line}} {{n}}",
      remove: "Remove line {{name}}",
      full: "This list has the most lines it can hold ({{max}}).",
      removed: "Line {{name}} removed.",
    },
    cell: {
      label: "{{line}}, {{column}}",
      labelYear: "{{line}}, {{column}}, {{year}}",
    },
    warning: {
      negative: "Below zero",
      negativeCell: "Cash position below zero",
      negativeSummary_one: "Your cash position goes below zero in {{months}}. Plan a loan, an injection of cash or lower spending for that month.",
      negativeSummary_other: "Your cash position goes below zero in {{count}} months: {{months}}. Plan a loan, an injection of cash or lower spending for those months.",
    },
    paste: {
      filled_one: "Pasted 1 amount.",
      filled_other: "Pasted {{count}} amounts.",
      skipped_one: "1 value was not a whole-dollar amount and was skipped.",
      skipped_other: "{{count}} values were not whole-dollar amounts and were skipped.",
      outside_one: "1 value did not fit and was left out.",
      outside_other: "{{count}} values did not fit and were left out.",
    },
    guided: {
      step: "{{column}} ({{n}} of {{count}})",
      previous: "Previous",
      next: "Next",
      goTo: "Go to",
      figures: "This month's totals",
    },
    chart: {
      heading: "Cash position by month",
      loading: "Loading the chart…",
      summary: "Cash position at the end of each month, from {{first}} to {{last}}. Lowest: {{lowest}} in {{lowestMonth}}. End of the year: {{end}}.",
      series: "Cash position",
    },
    years: {
      heading: "Years at a glance",
      intro: "Past years as they happened, the starting year as projected above, and the following years projected from it by the changes you expect.",
      line: "Line",
      actual: "(actual)",
      projected: "(projected)",
      yearN: "Year {{n}}",
      changeHint: "Leave a year's changes blank to stop the projection before it.",
      revenueChange: "Revenue change for year {{n}}, in percent",
      expenseChange: "Expense change for year {{n}}, in percent",
      none: "—",
    },
    actions: {
      submit: "Submit",
      submitting: "Submitting…",
      submitted: "Version {{version}} submitted. Your coach can now see it.",
      download: "Download workbook (.xlsx)",
      downloading: "Preparing the workbook…",
      downloadHint: "Submit your cash flow first: the workbook is made from your latest submitted version.",
      downloadVersion: "The workbook shows version {{version}}, your latest submitted version.",
      downloaded: "The workbook is downloading.",
      downloadError: "The workbook could not be made. Please try again.",
      submitError: "Your cash flow could not be submitted. Your changes are still saved as a draft. Please try again.",
    },
    errors: {
      summary_one: "1 thing needs fixing before you can submit:",
      summary_other: "{{count}} things need fixing before you can submit:",
      goTo: "Go to {{field}}",
      negative: "Amounts can't be negative.",
      invalid: "Enter a whole-dollar amount, such as 1200.",
      tooLong: "That number is too long.",
      tooLarge: "Use at most 1,000,000,000,000 dollars.",
      labelRequired: "Name this line.",
      labelTooLong: "Use at most {{max}} characters.",
      labelTwice: "This name is used by another line in the same list.",
      tooManyLines: "A list holds at most {{max}} lines.",
      percent: "Use a whole percent from -100 to 1,000.",
      percentInvalid: "Enter a whole percent, such as 5 or -10.",
      month: "Choose a month.",
      fiscal: "Fiscal starting month",
    },
  },
};

addArea("cashflow", cashflow);

export default cashflow;
