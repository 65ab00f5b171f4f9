/**
 * English strings of the account area, loaded with its pages (each module that uses them imports
 * this file), not with every page (src/web/i18n/language.ts).
 */
import { addArea } from "../language";

const account = {
  storage: {
    heading: "Your files",
    intro: "Files you upload, such as message attachments, count towards your storage.",
    loading: "Loading your storage use…",
    loadFailed: "We could not load your storage use.",
    empty: "You have not uploaded any files yet.",
    used: "{{used}} of {{quota}} used",
    usedUnlimited: "{{used}} used (no limit)",
    barLabel: "Storage used",
    files_one: "{{count}} file",
    files_other: "{{count}} files",
    nearlyFull: "Your storage is nearly full. Remove files you no longer need to make room.",
  },
  security: {
    heading: "Two-step sign-in",
    intro: "Protect your account with a second step after your password: a code texted to your phone, or a code from an authenticator app.",
    factorsHeading: "Your second steps",
    loading: "Loading your second steps…",
    loadFailed: "We could not load your second steps.",
    empty: "Two-step sign-in is off. Add your phone or an authenticator app below.",
    confirmedOn: "Confirmed on {{date}}",
    notConfirmed: "Not confirmed yet",
    endingIn: "ending in {{hint}}",
    sms: {
      heading: "My Cellphone Number",
      intro: "We text you a 6-digit code each time you sign in.",
      phoneLabel: "Mobile phone number",
      phoneHint: "A US number like (555) 234-5678, or + and the country code.",
      send: "Text me a code",
      sentTo: "We sent a 6-digit code to {{phone}}. It works for 10 minutes.",
      codeLabel: "6-digit code",
      confirm: "Confirm my phone",
      otherNumber: "Use a different number",
      resend: "Send a new code",
      done: "Your phone is confirmed. We will text you a code when you sign in.",
    },
    totp: {
      heading: "Authenticator app",
      intro: "Use an app such as Google Authenticator, Microsoft Authenticator or 1Password to make the codes.",
      start: "Set up an authenticator app",
      step1: "In your authenticator app, add an account with this setup key (or open the link below on the phone that has the app).",
      secretLabel: "Setup key",
      uriLabel: "Setup link",
      qrAlt: "QR code of the setup link: scan it with your authenticator app",
      qrLoading: "Drawing the QR code…",
      qrError: "The QR code could not be drawn: use the setup key or the link instead.",
      once: "This key is shown only now. Keep it private.",
      codeLabel: "Code from the app",
      confirm: "Confirm the app",
      cancel: "Cancel",
      done: "Your authenticator app is confirmed. We will ask for its code when you sign in.",
    },
    remove: {
      button: "Turn off two-step sign-in",
      title: "Turn off two-step sign-in?",
      body: "This removes your phone number and authenticator app from two-step sign-in. You will sign in with your password only.",
      confirm: "Yes, turn it off",
      cancel: "Keep it on",
      done: "Two-step sign-in is off.",
    },
    password: {
      heading: "Password",
      intro: "Change the password you sign in with. You will then sign in again on every device, this one included.",
      current: "Current password",
      submit: "Change password",
      errors: {
        currentRequired: "Enter your current password.",
      },
    },
    errors: {
      phoneFormat: "Enter a mobile number, like (555) 234-5678.",
      codeFormat: "Enter the 6-digit code.",
      generic: "Something went wrong. Please try again.",
    },
  },
  stepUp: {
    title: "Confirm it's you",
    body: "This change protects your account, so we need to check it's really you.",
    how: "How to confirm",
    usePassword: "Password",
    useCode: "Code",
    password: "Your password",
    code: "6-digit code",
    codeHint: "From your authenticator app, or texted to your phone.",
    textMe: "Text me a code",
    sentTo: "We sent a code to {{phone}}.",
    confirm: "Confirm",
    cancel: "Cancel",
    errors: {
      passwordRequired: "Enter your password.",
      codeFormat: "Enter the 6-digit code.",
      generic: "Something went wrong. Please try again.",
    },
  },
};

addArea("account", account);

export default account;
