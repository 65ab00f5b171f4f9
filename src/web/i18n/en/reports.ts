/**
 * English strings of /admin/download-report, loaded with that page (src/web/i18n/language.ts).
 */
import { addArea } from "../language";

const reports = {
  reports: {
    heading: "Download reports",
    intro: "Reports of your own clients' TA sessions and activity, as spreadsheets.",
    introAdmin: "Reports of the program's TA sessions, learners' activity and contact lists, as spreadsheets.",
    loading: "Loading…",
    preparing: "Preparing the {{name}}…",
    received: "{{received}} received",
    receivedOf: "{{received}} of {{total}} received",
    progressLabel: "{{name}} download progress",
    saved: "The {{name}} was saved as {{file}}.",
    failed: "The {{name}} could not be downloaded.",
    filters: {
      heading: "Filters",
      intro: "Leave a filter empty to include everything. The dates are inclusive.",
      startDate: "From",
      endDate: "To",
      coach: "Coach",
      everyCoach: "Every coach",
      referralCode: "Referral code",
      client: "Client",
      clientHint: "TA sessions report only",
      everyClient: "Every client",
      loadingPeople: "Loading…",
      nobody: "Nobody matches",
      noClients: "No clients yet",
      coachesError: "The coaches could not be loaded.",
      clientsError: "The clients could not be loaded.",
    },
    ta: {
      title: "TA sessions",
      name: "TA sessions report",
      description:
        "Every technical-assistance session in the filters, with the columns of SBA Form 641-style counseling records (client, counselor, date, session type, hours, counseling area, notes), miles, meals and lodging, and totals.",
      format: "File format",
      xlsx: "Excel workbook (.xlsx)",
      csv: "CSV (.csv)",
      download: "Download TA sessions",
    },
    activity: {
      title: "User activity",
      name: "user activity report",
      description:
        "Per learner: sign-ins, sessions, page views, time spent, contents and modules completed and documents submitted, in the dates chosen (the last 30 days when none; at most 400 days). The client filter does not apply.",
      download: "Download user activity",
    },
    pinpoint: {
      title: "Pinpoint segment",
      name: "Pinpoint segment",
      description:
        "Every enabled learner's e-mail address and mobile number in Amazon Pinpoint's segment import format, opted out unless they agreed to updates on that channel. The filters do not apply.",
      download: "Download Pinpoint segment",
    },
    errors: {
      date: "Enter a date as YYYY-MM-DD",
      order: "The end date must be on or after the start date",
      range: "Choose at most 400 days for the activity report",
      tooLong: "This code is too long",
      checkFilters: "Check the filters marked above.",
      denied: "You are not allowed to download this report with these filters.",
      deniedBecause: "Not allowed: {{reason}}",
      linkGone: "The download link expired before it was used. Please try again.",
      download: "The file could not be downloaded. Please try again.",
    },
  },
};

addArea("reports", reports);
export default reports;
