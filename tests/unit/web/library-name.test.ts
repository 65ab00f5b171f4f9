import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { starterCategories, starterModules } from "../../../src/server/starter-library/content/index.js";
import { STARTER_NAMES, starterNameKey } from "../../../src/shared/starter-names";
import { libraryName } from "../../../src/web/components/learning/library-name";
import en from "../../../src/web/i18n/en";
import es from "../../../src/web/i18n/es";

const inSpanish = ((key: string) => {
  const [group, name] = key.split(".");
  return group === "libraryNames" ? (es.libraryNames as Record<string, string>)[name!] : `[${key}]`;
}) as unknown as TFunction;

describe("a library name as the reader sees it (issue #16)", () => {
  it("knows every category and module name the starter library gives", () => {
    for (const item of [...starterCategories, ...starterModules]) expect(starterNameKey(item.title), item.slug).toBeDefined();
    expect(Object.keys(STARTER_NAMES)).toHaveLength(starterCategories.length + starterModules.length);
  });

  it("shows a starter name in Spanish, each one its own words", () => {
    expect(libraryName("Cash flow: keep money moving", inSpanish)).toBe("Flujo de caja: que el dinero siga circulando");
    expect(libraryName("Featured", inSpanish)).toBe("Destacados");
    const spanish = Object.values(STARTER_NAMES).map((name) => libraryName(name, inSpanish));
    expect(new Set(spanish).size).toBe(spanish.length);
    for (const [i, name] of Object.values(STARTER_NAMES).entries()) expect(spanish[i], name).not.toBe(name);
  });

  it("shows a name an administrator wrote or changed as written", () => {
    expect(libraryName("Cash flow: keep money moving (2027 edition)", inSpanish)).toBe("Cash flow: keep money moving (2027 edition)");
    expect(libraryName("Ventas en línea", inSpanish)).toBe("Ventas en línea");
  });

  it("has the English names in the English strings", () => {
    expect(en.libraryNames).toEqual(STARTER_NAMES);
  });
});
