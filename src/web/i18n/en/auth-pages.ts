/**
 * English strings of the auth-pages area, loaded with its pages (each module that uses them imports
 * this file), not with every page (src/web/i18n/language.ts).
 */
import { addArea } from "../language";

const authPages = {
  authPages: {
    fields: {
      email: "E-mail address",
      password: "Password",
      newPassword: "New password",
      confirmPassword: "Repeat the new password",
      passwordHint: "At least 10 characters. A few unrelated words make a strong password.",
      referralCode: "Referral code (optional)",
      referralCodeHint: "From your coach, lender or bank, if you were given one.",
      code: "6-digit code",
    },
    start: {
      redirecting: "Taking you to sign-in…",
      failed: "Sign-in could not start. Check your connection and try again.",
    },
    login: {
      heading: "Sign in",
      intro: "Welcome back. Sign in with your e-mail address and password.",
      submit: "Sign in",
      forgot: "Forgot your password?",
      noAccount: "New to Compass?",
      toSignup: "Create an account",
      passwordChanged: "Your password is changed, and every device was signed out. Sign in with your new password.",
    },
    signup: {
      heading: "Create your account",
      intro: "Sign up to start your learning journey with your coach.",
      submit: "Create account",
      haveAccount: "Already have an account?",
      toLogin: "Sign in",
      privacy: "By creating an account, you agree that we keep and use your information as our <policy>privacy policy</policy> explains.",
    },
    changePassword: {
      heading: "Choose a new password",
      intro: "Your password was set for a one-time sign-in. Choose your own password to continue.",
      submit: "Save and continue",
    },
    mfa: {
      heading: "Enter the code we texted you",
      intro: "We sent a 6-digit code to {{name}} (ending in {{hint}}). It works for 10 minutes.",
      resent: "A new code is on its way to {{name}} (ending in {{hint}}).",
      submit: "Verify and sign in",
      resend: "Send a new code",
      appHeading: "Enter the code from your authenticator app",
      appIntro: "Open your authenticator app and enter the 6-digit code it shows for Compass.",
      textInstead: "Text me a code instead",
    },
    expired: {
      heading: "This sign-in page has expired",
      body: "For your security, sign-in pages work for one hour. Please start again.",
      restart: "Start again",
    },
    reset: {
      heading: "Reset your password",
      emailIntro: "Enter the e-mail address of your account. We will send you a 6-digit code.",
      sendCode: "Send code",
      codeSent: "If an account exists for {{email}}, a 6-digit code is on its way. It works for 10 minutes.",
      setPassword: "Set new password",
      newCode: "Send a new code",
      doneHeading: "Your password was changed",
      doneBody: "You can now sign in with your new password.",
      signIn: "Sign in",
      backToSignIn: "Back to sign-in",
    },
    invitation: {
      heading: "Set your Compass password",
      intro: "Your administrator made a Compass account for you. Choose a password to finish it.",
      submit: "Set password",
      doneHeading: "Your password is set",
      doneBody: "Your account is ready: sign in with your e-mail address and this password.",
      missing: "This link is incomplete. Open the link from your invitation e-mail again, or ask your administrator to send a new one.",
    },
    verified: {
      heading: "Your e-mail address is confirmed",
      body: "Thank you. Your e-mail address is now confirmed: sign in to continue.",
      continue: "Sign in",
    },
    unlocked: {
      heading: "You can sign in again",
      body: "Signing in from this browser works again. If you did not try to sign in many times, consider changing your password.",
    },
    unlockFailed: {
      heading: "This link does not work",
      body: "The link has expired or was already used. Signing in from browsers you used before still works.",
    },
    checkEmail: {
      heading: "Check your e-mail",
      body: "We sent a message to {{email}}. Open the link in it to confirm your address, then sign in.",
      notReceived: "Nothing arrived after a few minutes? Check your spam folder. If you already had an account, the message tells you how to sign in.",
      toLogin: "Go to sign-in",
    },
    notVerified: {
      heading: "This link does not work",
      body: "The confirmation link has expired or was already used.",
    },
    errors: {
      heading: "Something went wrong",
      generic: "Something went wrong. Please try again.",
      emailRequired: "Enter your e-mail address.",
      emailInvalid: "Enter a valid e-mail address, like name@example.com.",
      passwordRequired: "Enter your password.",
      passwordShort: "Use at least 10 characters.",
      passwordMismatch: "The two passwords are different.",
      codeFormat: "Enter the 6-digit code from the e-mail.",
      smsCodeFormat: "Enter the 6-digit code from the text message.",
    },
  },
};

addArea("auth-pages", authPages);

export default authPages;
