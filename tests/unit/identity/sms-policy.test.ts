/**
 * Where and how much Compass may text (ADR 0008, SMS pumping): the policy read from the
 * environment, the country judged from the number itself, the refusal a user reads, and the one
 * sender every text goes through.
 */
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { countryOf, countryRefusal, DEFAULT_SMS_COUNTRIES, DEFAULT_SMS_DAILY_LIMIT, DEFAULT_SMS_POLICY, mayText, SMS_DAILY_LIMIT_REACHED, smsPolicyFromEnv } from "../../../src/server/identity/sms-policy.js";
import { guardedSms } from "../../../src/server/identity/sms.js";
import type { SmsSender } from "../../../src/server/identity/sms.js";
import { outcome } from "../../setup/rpc.js";

describe("smsPolicyFromEnv", () => {
  it("defaults to the United States and its territories and 1000 texts a day", () => {
    expect(smsPolicyFromEnv({})).toEqual({ allowedCountries: [...DEFAULT_SMS_COUNTRIES], dailyLimit: DEFAULT_SMS_DAILY_LIMIT });
    expect(smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: "  ", SMS_DAILY_LIMIT: "" })).toEqual(smsPolicyFromEnv({}));
    expect(DEFAULT_SMS_COUNTRIES).toEqual(["US", "PR", "VI", "GU", "AS", "MP", "UM"]);
    expect(DEFAULT_SMS_DAILY_LIMIT).toBe(1000);
  });

  it("reads a custom list and limit, accepting lower case and spaces", () => {
    expect(smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: "us, gb ,Ca", SMS_DAILY_LIMIT: " 250 " })).toEqual({ allowedCountries: ["US", "GB", "CA"], dailyLimit: 250 });
  });

  it.each([["USA"], ["U1"], ["us;gb"], ["1"]])("refuses the country list %j, naming the variable", (list) => {
    expect(() => smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: list })).toThrow(/SMS_ALLOWED_COUNTRIES/);
  });

  it.each([["ten"], ["-5"], ["1.5"], ["0"], ["1000001"]])("refuses the daily limit %j, naming the variable", (limit) => {
    expect(() => smsPolicyFromEnv({ SMS_DAILY_LIMIT: limit })).toThrow(/SMS_DAILY_LIMIT/);
  });
});

describe("countryOf", () => {
  it.each([
    ["+17872345678", "PR"],
    ["+12025550143", "US"],
    ["+14165550143", "CA"],
    ["+442079460958", "GB"],
    ["+447400123456", "GB"],
    ["+13405550143", "VI"],
  ])("reads %s as %s from the numbering plan", (e164, country) => {
    expect(countryOf(e164)).toBe(country);
  });

  it.each([["junk"], [""], ["+1202"], ["+15552345678"], ["12025550143"]])("knows no country for %j", (raw) => {
    expect(countryOf(raw)).toBeUndefined();
  });
});

describe("mayText", () => {
  it("allows the United States and Puerto Rico by default, not Canada or the United Kingdom", () => {
    expect(mayText(DEFAULT_SMS_POLICY, "+12025550143")).toBe(true);
    expect(mayText(DEFAULT_SMS_POLICY, "+17872345678")).toBe(true);
    expect(mayText(DEFAULT_SMS_POLICY, "+14165550143")).toBe(false);
    expect(mayText(DEFAULT_SMS_POLICY, "+442079460958")).toBe(false);
  });

  it("follows a configured list", () => {
    const policy = smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: "US,GB" });
    expect(mayText(policy, "+447400123456")).toBe(true);
    expect(mayText(policy, "+17872345678")).toBe(false);
  });

  it("refuses a number whose country is unknown, even under a +1 calling code", () => {
    expect(mayText(DEFAULT_SMS_POLICY, "+15552345678")).toBe(false);
    expect(mayText(DEFAULT_SMS_POLICY, "not a number")).toBe(false);
  });

  it("judges the country from the number, not the calling code: a Guernsey +44 7911 number is not British", () => {
    const policy = smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: "GB" });
    expect(countryOf("+447911123456")).toBe("GG");
    expect(mayText(policy, "+447911123456")).toBe(false);
  });
});

describe("countryRefusal", () => {
  it("names the United States and its territories for the default list", () => {
    expect(countryRefusal(DEFAULT_SMS_POLICY)).toBe("We can only text numbers in the United States and its territories. Use another number, or an authenticator app.");
    // The same list in another order is still the default.
    expect(countryRefusal({ ...DEFAULT_SMS_POLICY, allowedCountries: [...DEFAULT_SMS_COUNTRIES].reverse() })).toMatch(/the United States and its territories/);
  });

  it("names each country of a custom list", () => {
    expect(countryRefusal(smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: "US,GB" }))).toBe(
      "We can only text numbers in United States, United Kingdom. Use another number, or an authenticator app.",
    );
    expect(countryRefusal(smsPolicyFromEnv({ SMS_ALLOWED_COUNTRIES: "US" }))).not.toMatch(/territories/);
  });
});

describe("guardedSms", () => {
  function recorder() {
    const sent: { to: string; text: string }[] = [];
    const sender: SmsSender = {
      send: async (message) => {
        sent.push(message);
      },
    };
    return { sent, sender };
  }
  /** A daily counter of `limit` texts, as the rate limits count it (0: the last allowed; -1: over). */
  function counter(limit: number) {
    const calls: [string, string][] = [];
    let used = 0;
    return {
      calls,
      count: async (name: string, key: string) => {
        calls.push([name, key]);
        used += 1;
        return used <= limit ? limit - used : -1;
      },
    };
  }

  it("sends an allowed number through the inner sender, counting it against the day", async () => {
    const { sent, sender } = recorder();
    const daily = counter(10);
    await guardedSms(sender, DEFAULT_SMS_POLICY, daily).send({ to: "+12025550143", text: "hello" });
    expect(sent).toEqual([{ to: "+12025550143", text: "hello" }]);
    expect(daily.calls).toEqual([["smsDaily", "all"]]);
  });

  it("refuses a +44 number with FAILED_PRECONDITION without texting or counting it", async () => {
    const { sent, sender } = recorder();
    const daily = counter(10);
    const got = await outcome(guardedSms(sender, DEFAULT_SMS_POLICY, daily).send({ to: "+442079460958", text: "hello" }));
    expect(got).toEqual({ code: Code.FailedPrecondition, message: countryRefusal(DEFAULT_SMS_POLICY) });
    expect(sent).toEqual([]);
    expect(daily.calls).toEqual([]);
  });

  it("refuses every text once the day's count is over with RESOURCE_EXHAUSTED", async () => {
    const { sent, sender } = recorder();
    const guarded = guardedSms(sender, DEFAULT_SMS_POLICY, counter(2));
    await guarded.send({ to: "+12025550143", text: "one" });
    await guarded.send({ to: "+12025550144", text: "two" });
    expect(await outcome(guarded.send({ to: "+12025550145", text: "three" }))).toEqual({ code: Code.ResourceExhausted, message: SMS_DAILY_LIMIT_REACHED });
    expect(sent.map((m) => m.text)).toEqual(["one", "two"]);
  });
});
