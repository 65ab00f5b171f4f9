import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES_ES } from "../../../src/server/i18n/messages-es.js";
import { requestLanguage, translateMessage } from "../../../src/server/i18n/server-messages.js";
import { countryRefusal, smsPolicyFromEnv } from "../../../src/server/identity/sms-policy.js";
import { RULE_MESSAGES_ES } from "../../../src/shared/rule-messages-es.js";
import { ruleMessages, serverMessages } from "./server-messages.js";

const placeholders = (text: string) => (text.match(/\{\d+\}/g) ?? []).sort();

describe("the server's messages in Spanish (issue #16)", () => {
  const found = serverMessages("src/server", ["src/shared"]);

  it("finds the messages the server sends (the finder itself works)", () => {
    const keys = found.map((m) => m.key);
    expect(keys).toContain("E-mail or password is incorrect.");
    expect(keys).toContain("enter a ZIP code, like 12345 or 12345-6789."); // field path cut off
    expect(keys).toContain("Too many attempts. Please try again in {0} minutes."); // a ternary inside a template
    expect(keys).toContain("that password is not right."); // a constant object's property
    expect(keys).toContain("You do not have permission to do that."); // a default parameter
    expect(found.length).toBeGreaterThan(200);
  });

  // The shared rules' problems (src/shared) have their own catalogue, which the web forms use too.
  const rules = ruleMessages("src/shared");
  const ruleKeys = new Set(rules.map((m) => m.key));

  it("finds the problems the shared rules report (the finder itself works)", () => {
    const keys = [...ruleKeys];
    expect(keys).toContain("name the competitor."); // add(path, "…")
    expect(keys).toContain("a business's formation date cannot be in the future."); // add(path, problem) of a …Problem function
    expect(keys).toContain("give miles from 0 to {0}."); // a value formatted in the text
    expect(keys).toContain("write a message."); // what a …Problem function returns
    expect(rules.length).toBeGreaterThan(45);
  });

  it("has Spanish for every message the server can send", () => {
    const missing = found.filter((m) => !ruleKeys.has(m.key) && !(m.key in SERVER_MESSAGES_ES)).map((m) => `${m.file}:${m.line} ${JSON.stringify(m.key)}`);
    expect(missing).toEqual([]);
  });

  it("has Spanish for every problem the shared rules report", () => {
    const missing = rules.filter((m) => !(m.key in RULE_MESSAGES_ES)).map((m) => `${m.file}:${m.line} ${JSON.stringify(m.key)}`);
    expect(missing).toEqual([]);
  });

  it("keeps no Spanish for a message the server no longer sends, and each message in one catalogue", () => {
    const sent = new Set(found.map((m) => m.key));
    expect(Object.keys(SERVER_MESSAGES_ES).filter((k) => !sent.has(k))).toEqual([]);
    expect(Object.keys(RULE_MESSAGES_ES).filter((k) => !ruleKeys.has(k))).toEqual([]);
    expect(Object.keys(SERVER_MESSAGES_ES).filter((k) => k in RULE_MESSAGES_ES)).toEqual([]);
  });

  it("keeps every value of a message in its translation, and translates the words", () => {
    for (const [english, spanish] of Object.entries({ ...SERVER_MESSAGES_ES, ...RULE_MESSAGES_ES })) {
      expect(placeholders(spanish), english).toEqual(placeholders(english));
      expect(spanish.trim(), english).not.toBe("");
    }
  });
});

describe("translateMessage", () => {
  it("leaves English as written", () => {
    expect(translateMessage("profile.zip_code: enter a ZIP code, like 12345 or 12345-6789.", "en")).toBe("profile.zip_code: enter a ZIP code, like 12345 or 12345-6789.");
  });

  it("translates a whole message", () => {
    expect(translateMessage("E-mail or password is incorrect.", "es")).toBe(SERVER_MESSAGES_ES["E-mail or password is incorrect."]);
  });

  it("keeps the field path and translates the words after it", () => {
    const out = translateMessage("profile.address[0].zip_code: enter a ZIP code, like 12345 or 12345-6789.", "es");
    expect(out.startsWith("profile.address[0].zip_code: ")).toBe(true);
    expect(out.slice("profile.address[0].zip_code: ".length)).toBe(SERVER_MESSAGES_ES["enter a ZIP code, like 12345 or 12345-6789."]);
  });

  it("carries the values into the translation", () => {
    expect(translateMessage("Too many attempts. Please try again in 5 minutes.", "es")).toBe("Demasiados intentos. Inténtelo de nuevo en 5 minutos.");
    expect(translateMessage("Too many attempts. Please try again in 1 minute.", "es")).toBe("Demasiados intentos. Inténtelo de nuevo en 1 minuto.");
    const out = translateMessage("title: use at most 200 characters.", "es");
    expect(out).toBe(`title: ${RULE_MESSAGES_ES["use at most {0} characters."]!.replace("{0}", "200")}`);
  });

  it("translates a message inside a message", () => {
    const out = translateMessage("plan.summary: use at most 200 characters. (2 more problems after this one)", "es");
    expect(out).toBe(
      `plan.summary: ${SERVER_MESSAGES_ES["{0} ({1} more problems after this one)"]!.replace("{0}", RULE_MESSAGES_ES["use at most {0} characters."]!.replace("{0}", "200")).replace("{1}", "2")}`,
    );
  });

  it("translates a shared rule's problem as the server sends it", () => {
    expect(translateMessage("plan.competitors[2].price_level: choose inexpensive, competitive or expensive. (1 more problem after this one)", "es")).toBe(
      "plan.competitors[2].price_level: elija económico, competitivo o caro. (1 problema más después de este)",
    );
    expect(translateMessage("ta_tracking.miles_traveled: give miles from 0 to 10,000.", "es")).toBe("ta_tracking.miles_traveled: indique millas entre 0 y 10,000.");
  });

  it("names a configured SMS country list's countries in the reader's language", () => {
    const refusal = countryRefusal(smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: "US,GB,MX" }));
    expect(translateMessage(refusal, "es")).toBe(
      "Solo podemos enviar mensajes de texto a números de Estados Unidos, Reino Unido, México. Use otro número o una aplicación de autenticación.",
    );
    expect(translateMessage(countryRefusal(smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: "CA" })), "es")).toMatch(/números de Canadá\./);
    // A list with a term the catalogue does not know stays as written.
    expect(translateMessage("We can only text numbers in Canada, Atlantis. Use another number, or an authenticator app.", "es")).toMatch(/números de Canada, Atlantis\./);
  });

  it("sends a message it does not know as it is", () => {
    expect(translateMessage("Something nobody wrote down.", "es")).toBe("Something nobody wrote down.");
    expect(translateMessage("", "es")).toBe("");
  });
});

describe("requestLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["es", "es"],
    ["es-MX,es;q=0.9,en;q=0.8", "es"],
    ["en-US,en;q=0.9,es;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,es;q=0.5", "es"],
    ["fr-FR,de", "en"],
    ["en;q=0.2,es;q=0.7", "es"],
    ["es;q=0", "en"],
    [["es"], "es"],
  ] as const)("%j → %s", (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});
