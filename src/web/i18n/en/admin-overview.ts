/**
 * English strings of the administrator's overview (/admin/overview, issue #38), loaded with that
 * page (src/web/i18n/language.ts).
 */
import { addArea } from "../language";

const adminOverview = {
  adminOverview: {
    heading: "Overview",
    hello: "Hello, {{name}}. Here is the program at a glance.",
    helloAnonymous: "Hello. Here is the program at a glance.",
    signUps: "New sign-ups",
    allUsers: "All users",
    signUpsWeek_one: "1 learner signed up in the last 7 days ({{total}} in all).",
    signUpsWeek_other: "{{count}} learners signed up in the last 7 days ({{total}} in all).",
    signUpsWeekMany_one: "At least 1 learner signed up in the last 7 days ({{total}} in all).",
    signUpsWeekMany_other: "At least {{count}} learners signed up in the last 7 days ({{total}} in all).",
    signedUp: "Signed up",
    noSignUps: "No learner has signed up yet.",
    signUpsError: "The sign-ups could not be loaded.",
    invitations: "Pending invitations",
    lenders: "Lenders",
    partners: "Partners",
    invitationsCount_one: "1 person has not accepted their invitation yet.",
    invitationsCount_other: "{{count}} people have not accepted their invitation yet.",
    kindLender: "Lender",
    kindBank: "Partner bank",
    invited: "invited {{date}}",
    noInvitations: "No invitation is waiting: every lender and partner has set their password.",
    invitationsError: "The invitations could not be loaded.",
    reports: "Reports in progress",
    allReports: "Download reports",
    noReports: "No report is being prepared.",
    reportProgress: "{{done}} of {{total}} rows",
    askedAt: "asked for at {{time}}",
    reportsReady_one: "1 report is ready to download.",
    reportsReady_other: "{{count}} reports are ready to download.",
    reportsError: "Your reports could not be loaded.",
    storage: "Storage",
    allStorage: "Largest users",
    used: "{{used}} of {{quota}}",
    usedUnlimited: "{{used}} (no limit)",
    noStorage: "No one has uploaded any files yet.",
    storageError: "The storage use could not be loaded.",
  },
};

addArea("admin-overview", adminOverview);
export default adminOverview;
