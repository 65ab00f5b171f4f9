/**
 * The e-mails' words in each language (issue #16): every security event has its subject and line
 * in English and Spanish; each message carries its link or code and the program's address in both;
 * the Spanish time reads in Spanish; a user's language is taken as Spanish only when it says so.
 */
import { describe, expect, it } from "vitest";
import { MAIL_WORDS, mailTime } from "../../../src/server/identity/mail-words.js";
import { securityNotice } from "../../../src/server/identity/security-mail.js";
import { mailLanguage } from "../../../src/server/identity/user-language.js";

const URL_ = "https://compass.example.org";
const LANGUAGES = ["en", "es"] as const;

describe("mail words", () => {
  it("has every security event in both languages", () => {
    expect(Object.keys(MAIL_WORDS.es.security).sort()).toEqual(Object.keys(MAIL_WORDS.en.security).sort());
    for (const language of LANGUAGES) {
      for (const [event, words] of Object.entries(MAIL_WORDS[language].security)) {
        expect(words.subject, event).toMatch(/Compass/);
        const notice = securityNotice(event as keyof typeof MAIL_WORDS.en.security, URL_, language);
        expect(notice.text).toContain(words.line);
        expect(notice.text).toContain(`${URL_}/reset-password`);
      }
    }
  });

  it.each(LANGUAGES)("carries the link, the code and the addresses in %s", (language) => {
    const words = MAIL_WORDS[language];
    expect(words.verification("https://x/verify-email?token=abc").text).toContain("https://x/verify-email?token=abc");
    expect(words.resetCode("123456").text).toContain("123456");
    expect(words.lockedAccount("https://x/unlock?token=t", URL_, "now").text).toContain("https://x/unlock?token=t");
    expect(words.existingAccount(URL_).text).toContain(`${URL_}/reset-password`);
    expect(words.unreadReminder(URL_).text).toContain(`${URL_}/my-messages`);
    for (const sms of [words.smsEnrolmentCode("654321"), words.smsSignInCode("654321"), words.smsStepUpCode("654321")]) {
      expect(sms).toContain("654321");
      expect(sms.length).toBeLessThanOrEqual(160); // short: one GSM-7 segment in English, two UCS-2 ones at most with accents
    }
  });

  it("writes the time as each language reads it", () => {
    const at = new Date("2026-03-05T14:07:00Z");
    expect(mailTime("en", at)).toBe("Thu, 05 Mar 2026 14:07:00 GMT");
    expect(mailTime("es", at)).toMatch(/^jueves, 5 de marzo de 2026, 14:07 \(UTC\)$/);
  });

  it("takes a user's language as Spanish only when it says es", () => {
    expect([mailLanguage("es"), mailLanguage("en"), mailLanguage(null), mailLanguage("fr"), mailLanguage(undefined)]).toEqual(["es", "en", "en", "en", "en"]);
  });
});
