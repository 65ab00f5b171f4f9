/**
 * English strings of the privacy area, loaded with its pages (each module that uses them imports
 * this file), not with every page (src/web/i18n/language.ts).
 */
import { addArea } from "../language";

const privacy = {
  /**
   * The built-in privacy notice (/privacy-policy), in plain words. PRIVACY_POLICY_FILE replaces the
   * body. Facts checked against the code and README ("Audit log"); when they change, change this
   * text and BUILT_IN_NOTICE_UPDATED (src/shared/privacy.ts).
   */
  privacy: {
    heading: "Privacy policy",
    updated: "Last updated: {{date}}",
    loading: "Loading the privacy policy…",
    loadFailed: "The privacy policy could not be loaded. Check your connection and try again.",
    intro:
      "{{org}} runs this site to help small-business owners learn, plan their business and get ready for a loan. This page tells you, in plain words, what information we keep about you and why, who can see it, how we protect it, how long we keep it, and how to get a copy or have it erased.",
    keep: {
      heading: "What we keep and why",
      account: {
        label: "Your account and profile:",
        text: "your name, e-mail address and phone numbers, your home and business addresses, facts about your business, and the other answers you give, such as your date of birth, driver's license number, household income and size, gender, race, ethnicity, citizenship and veteran status. Many of these answers are optional. We use them to run your account, to match you with a coach and to prepare a loan request with you. The program also uses answers such as race and ethnicity in reports on who it serves.",
      },
      counseling: {
        label: "Your counseling record:",
        text: "the facts a funder of the program, such as the U.S. Small Business Administration, asks about the people it serves: how you heard of us, whether and since when you are in business, your type of business and its number of employees, your language, and for each session with your coach its topic, type, language and length. Reports to a funder carry a client number, never your name, phone number or address. Your race, ethnicity, sex, disability and military status are asked only if you agree to it, on the page “About your business for our funders” (in your account menu): each answer is optional and can be “prefer not to say”, and we record when you agreed. You can withdraw your consent on the same page at any time; those answers are then erased at once. Without your consent they are never stored or reported. Your coach cannot see them; program administrators use them only for the reports to funders, which count who the program serves and carry a client number instead of your name.",
      },
      documents: {
        label: "Your business documents:",
        text: "the business survey, business plan and 12-month cash-flow projection you fill in. You and your coach use them to plan your business and to prepare a loan request.",
      },
      messages: {
        label: "Messages:",
        text: "what you and your coach write to each other on this site.",
      },
      learning: {
        label: "Learning progress:",
        text: "which lessons and modules you have finished, so you can pick up where you left off and your coach can help you.",
      },
      usage: {
        label: "How you use the site:",
        text: "which pages you open, how long you stay on them, and when you sign in and out. Your coach uses this to see how you are doing, and the program uses it to make the site better.",
      },
      technical: {
        label: "Technical data:",
        text: "the IP address of your device, to protect accounts (for example, to stop someone from guessing passwords) and to limit how many requests one device can make; and cookies and browser storage that keep you signed in and remember a browser you signed in from before.",
      },
      noSale: "We do not sell your information. This site shows no ads and has no outside tracking.",
    },
    see: {
      heading: "Who can see it",
      you: { label: "You", text: "can see your own information and change much of your profile." },
      coach: {
        label: "Your coach or loan officer",
        text: "(the person assigned to you) can see your profile, documents, messages and progress. They cannot see your driver's license number, household income, date of birth, race or ethnicity, nor the answers about you in your counseling record (race, ethnicity, sex, disability and military status).",
      },
      admins: { label: "Program administrators", text: "at {{org}} can see all of it, to run the program and to help you." },
      partners: {
        label: "Partner banks",
        text: "whose referral code you used to sign up get only summary reports about all the clients they referred, such as counts and totals. They never see your documents or your own records.",
      },
      services: {
        label: "The services that deliver our e-mails and text messages",
        text: "get your e-mail address or phone number and the message, so they can send it to you (for example, a sign-in code).",
      },
    },
    protect: {
      heading: "How we protect it",
      encrypted:
        "Your driver's license number, date of birth and household income are encrypted when we store them. So are the phone numbers and secret keys for two-step sign-in, and the keys this site uses to sign you in.",
      passwords: "We never store your password. We keep only a scrambled form of it (a hash), which cannot be turned back into your password.",
      guessing: "Many wrong passwords slow down or pause sign-in, and we send you an e-mail when your password or your sign-in steps change.",
    },
    retention: {
      heading: "How long we keep it",
      account: "Your account, profile, documents, messages and progress: while your account is active.",
      denials:
        "Records of refused requests, kept for security (they include the IP address): 30 days when no one was signed in, 400 days when an account was signed in.",
      adminLog: "Records of the changes administrators make: kept for good. They say who changed what and when, without your personal details.",
      codes: "Codes and links we send you: from 10 minutes (sign-in and reset codes) to 7 days (the link that confirms your e-mail address). They are deleted a day after they run out.",
      sessions:
        "Staying signed in: a sign-in session lasts up to 14 days, and the token that renews it up to 30 days. The cookie that remembers a browser you signed in from lasts 400 days.",
    },
    rights: {
      heading: "Get a copy or have it erased",
      withEmail: "To get a copy of the information we keep about you, to correct it, or to have it erased, write to <mail>{{email}}</mail>.",
      withoutEmail:
        "To get a copy of the information we keep about you, to correct it, or to have it erased, contact the {{org}} program team. Your coach can tell you how.",
      how: "Tell us the e-mail address of your account. We may ask you to show that it is you. We answer within 30 days.",
      limits: "Security records are kept until their time is up, even after your account is erased.",
    },
    changes: {
      heading: "Changes to this policy",
      body: "When this policy changes, we change the date at the top of this page.",
    },
  },
};

addArea("privacy", privacy);

export default privacy;
