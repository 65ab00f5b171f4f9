/**
 * English strings of a coach's or lender's agenda (/coach/agenda, issue #38), loaded with that
 * page (src/web/i18n/language.ts).
 */
import { addArea } from "../language";

const agenda = {
  agenda: {
    heading: "My agenda",
    hello: "Hello, {{name}}. Here is what needs you today.",
    helloAnonymous: "Hello. Here is what needs you today.",
    attention: "Mentees needing attention",
    allMentees: "All mentees",
    attentionCount_one: "1 of your {{total}} mentees needs attention.",
    attentionCount_other: "{{count}} of your {{total}} mentees need attention.",
    menteesError: "Your mentees could not be loaded.",
    noMentees: "You have no mentees yet. Borrowers become your mentees when they sign up with your referral code, or when an administrator assigns them to you.",
    referralCodes: "Create a referral code",
    allClear: "No mentee needs your attention right now: no unread messages, no documents to review, and everyone has been active in the last 30 days.",
    unread_one: "1 unread message",
    unread_other: "{{count}} unread messages",
    submitted: "To review: {{documents}}",
    documents: {
      survey: "business survey",
      plan: "business plan",
      cashflow: "cash-flow projection",
    },
    inactiveSince: "Nothing done since {{date}}",
    neverActive: "Nothing done yet",
    taHeading: "TA hours in {{month}}",
    taHours: "{{hours}} hours",
    taSessions_one: "1 session, {{contact}} contact hours",
    taSessions_other: "{{count}} sessions, {{contact}} contact hours",
    taError: "Your TA hours could not be loaded.",
    logSession: "Log a TA session",
    allSessions: "All TA sessions",
    classes: "Upcoming classes",
    allClasses: "All classes",
    noClasses: "No classes are scheduled right now.",
    classesError: "The classes could not be loaded.",
  },
};

addArea("agenda", agenda);
export default agenda;
