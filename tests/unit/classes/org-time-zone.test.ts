/** ORG_TIME_ZONE (src/server/config.ts): an IANA name, default UTC, checked at start. */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../src/server/config.js";

describe("ORG_TIME_ZONE", () => {
  it("is UTC by default", () => {
    expect(loadConfig({}).orgTimeZone).toBe("UTC");
    expect(loadConfig({ ORG_TIME_ZONE: " " }).orgTimeZone).toBe("UTC");
  });

  it("takes an IANA name, spelt as Intl spells it", () => {
    expect(loadConfig({ ORG_TIME_ZONE: "America/New_York" }).orgTimeZone).toBe("America/New_York");
    expect(loadConfig({ ORG_TIME_ZONE: " pacific/auckland " }).orgTimeZone).toBe("Pacific/Auckland");
  });

  it.each(["Mars/Olympus_Mons", "+05:00", "New York"])("stops the start on %j, naming the variable", (zone) => {
    expect(() => loadConfig({ ORG_TIME_ZONE: zone })).toThrow(ConfigError);
    expect(() => loadConfig({ ORG_TIME_ZONE: zone })).toThrow(/^ORG_TIME_ZONE must be an IANA time zone/);
  });
});
