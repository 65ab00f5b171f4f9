import { describe, expect, it } from "vitest";
import { SERVER_MESSAGES_ES } from "../../../src/server/i18n/messages-es.js";
import { requestLanguage, translateMessage } from "../../../src/server/i18n/server-messages.js";
import { serverMessages } from "./server-messages.js";

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

  it("has Spanish for every message the server can send", () => {
    const missing = found.filter((m) => !(m.key in SERVER_MESSAGES_ES)).map((m) => `${m.file}:${m.line} ${JSON.stringify(m.key)}`);
    expect(missing).toEqual([]);
  });

  it("keeps no Spanish for a message the server no longer sends", () => {
    const sent = new Set(found.map((m) => m.key));
    expect(Object.keys(SERVER_MESSAGES_ES).filter((k) => !sent.has(k))).toEqual([]);
  });

  it("keeps every value of a message in its translation, and translates the words", () => {
    for (const [english, spanish] of Object.entries(SERVER_MESSAGES_ES)) {
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
    expect(out).toBe(`title: ${SERVER_MESSAGES_ES["use at most {0} characters."]!.replace("{0}", "200")}`);
  });

  it("translates a message inside a message", () => {
    const out = translateMessage("plan.summary: use at most 200 characters. (2 more problems after this one)", "es");
    expect(out).toBe(
      `plan.summary: ${SERVER_MESSAGES_ES["{0} ({1} more problems after this one)"]!.replace("{0}", SERVER_MESSAGES_ES["use at most {0} characters."]!.replace("{0}", "200")).replace("{1}", "2")}`,
    );
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
