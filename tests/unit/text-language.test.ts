import { describe, expect, it } from "vitest";
import { guessTextLanguage } from "../../src/shared/text-language.js";
import { starterArticles } from "../../src/server/starter-library/content/index.js";

describe("guessTextLanguage", () => {
  it("finds every starter article English (they are)", () => {
    for (const article of starterArticles) expect(guessTextLanguage(article.title, article.description, article.html), article.slug).toBe("en");
  });

  it.each([
    ["an English paragraph", "<p>Cash flow is the money that moves in and out of your business. When you know it, you can plan for the slow months and talk to a lender with confidence.</p>", "en"],
    [
      "a Spanish paragraph",
      "<p>El flujo de caja es el dinero que entra y sale de su negocio. Cuando usted lo conoce, puede planificar los meses lentos y hablar con un prestamista con confianza.</p>",
      "es",
    ],
    ["Spanish without accents", "el flujo de caja es el dinero que entra y sale de su negocio cada mes y por eso conviene revisarlo con su asesor", "es"],
    ["a short title", "Pricing for profit", null],
    ["nothing", "", null],
    ["names and numbers only", "Acme 2024 Q1 Q2 Q3 Q4 ROI KPI EBITDA USD MXN CAD EUR GBP", null],
  ] as const)("says %s is %s", (_what, text, language) => {
    expect(guessTextLanguage(text)).toBe(language);
  });

  it("reads the words of HTML, not its tags or entities", () => {
    const html = `<table><tr><td>the</td></tr></table><p>La planificaci&oacute;n de su negocio empieza con una idea clara de sus clientes y de lo que usted quiere lograr este a&ntilde;o.</p>`;
    expect(guessTextLanguage(html)).toBe("es");
  });
});
