/** Intl's formatters made once per language and options (src/web/i18n/formats.ts). */
import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "../../../src/web/i18n/formats";

describe("formatters made once", () => {
  it("hands out the same formatter for the same language and options, and formats as Intl does", () => {
    const a = dateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
    expect(dateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" })).toBe(a);
    expect(a.format(Date.UTC(2026, 2, 14))).toBe(new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(Date.UTC(2026, 2, 14)));
    expect(numberFormat("es")).toBe(numberFormat("es", {}));
    expect(numberFormat("en", { maximumFractionDigits: 2 }).format(1234.567)).toBe("1,234.57");
  });

  it("keeps languages, options and kinds apart", () => {
    expect(dateTimeFormat("es", { dateStyle: "medium" })).not.toBe(dateTimeFormat("en", { dateStyle: "medium" }));
    expect(dateTimeFormat("en", { dateStyle: "long" })).not.toBe(dateTimeFormat("en", { dateStyle: "medium" }));
    expect(numberFormat("en", { style: "percent" }).format(0.5)).toBe("50%");
    expect(numberFormat("en").format(0.5)).toBe("0.5");
  });
});
