import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { factorName } from "../../../src/web/components/factor-name";
import en from "../../../src/web/i18n/en";
import es from "../../../src/web/i18n/es";

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe("a second sign-in step's name", () => {
  it("is the page's words for the names Compass gives", () => {
    expect(factorName("My Cellphone Number", t)).toBe("[factorNames.sms]");
    expect(factorName("Authenticator app", t)).toBe("[factorNames.app]");
    expect(en.factorNames.sms).toBe("My Cellphone Number");
    expect(es.factorNames).toEqual({ sms: "Mi número de celular", app: "Aplicación de autenticación" });
  });

  it("is the user's own name as written otherwise", () => {
    expect(factorName("Work phone", t)).toBe("Work phone");
  });
});
