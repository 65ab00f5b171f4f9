/**
 * The key/value rules (src/server/rpc/settings/settings-policy.ts and its mapper): what a key and a
 * value may be, and the per-user key limit.
 */
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { parseKey, parseUserId, parseValue } from "../../../src/server/rpc/settings/settings-mapper.js";
import { KEYS_PER_USER, keyProblem, mayAddKey, VALUE_MAX_BYTES, valueProblem } from "../../../src/server/rpc/settings/settings-policy.js";
import { outcomeOf } from "../../setup/rpc.js";

describe("keys", () => {
  it.each([
    ["journey.lastLesson"],
    ["a"],
    ["k".repeat(128)],
    ["😀".repeat(128)], // 128 characters, 256 UTF-16 units
    ["two words inside"],
    ["préférences/ES"],
  ])("accepts %j exactly as sent", (key) => {
    expect(keyProblem(key)).toBeNull();
    expect(parseKey(key)).toBe(key);
  });

  it.each([
    ["", "enter a key."],
    ["k".repeat(129), "use at most 128 characters (this one has 129)."],
    ["two\nlines", "remove the line breaks and control characters."],
    ["tab\tinside", "remove the line breaks and control characters."],
    ["bell\u0007", "remove the line breaks and control characters."],
    ["c1\u0085", "remove the line breaks and control characters."],
    ["sep\u2028arator", "remove the line breaks and control characters."],
    [" leading", "remove the spaces at the start and end; keys are used exactly as sent."],
    ["trailing ", "remove the spaces at the start and end; keys are used exactly as sent."],
    ["   ", "remove the spaces at the start and end; keys are used exactly as sent."],
    ["nbsp\u00a0", "remove the spaces at the start and end; keys are used exactly as sent."],
  ])("refuses %j naming the field", (key, problem) => {
    expect(keyProblem(key)).toBe(problem);
    expect(outcomeOf(() => parseKey(key))).toEqual({ code: Code.InvalidArgument, message: `key: ${problem}` });
  });
});

describe("values", () => {
  it.each([
    ["empty", ""],
    ["JSON with line breaks", '{\n\t"a": 1\n}'],
    ["16 KiB of ASCII", "a".repeat(VALUE_MAX_BYTES)],
    ["16 KiB of two-byte characters", "é".repeat(VALUE_MAX_BYTES / 2)],
  ])("accepts %s", (_name, value) => {
    expect(valueProblem(value)).toBeNull();
    expect(parseValue(value)).toBe(value);
  });

  it("counts UTF-8 bytes, not characters", () => {
    expect(outcomeOf(() => parseValue("a".repeat(VALUE_MAX_BYTES + 1)))).toEqual({
      code: Code.InvalidArgument,
      message: "value: use at most 16384 bytes (16 KiB) of UTF-8 text (this one has 16385).",
    });
    // 8,193 two-byte characters: within 16,384 characters, over 16,384 bytes.
    expect(valueProblem("é".repeat(VALUE_MAX_BYTES / 2 + 1))).toBe("use at most 16384 bytes (16 KiB) of UTF-8 text (this one has 16386).");
  });
});

describe("the key limit", () => {
  it.each([
    [0, true],
    [KEYS_PER_USER - 1, true],
    [KEYS_PER_USER, false],
    [KEYS_PER_USER + 5, false],
  ])("with %i keys held, a new one may be added: %s", (held, allowed) => {
    expect(mayAddKey(held)).toBe(allowed);
  });
});

describe("user ids of Admin* calls", () => {
  it("are required and trimmed", () => {
    expect(parseUserId("  abc  ")).toBe("abc");
    expect(outcomeOf(() => parseUserId(" "))).toEqual({ code: Code.InvalidArgument, message: "user_id: required." });
    expect(outcomeOf(() => parseUserId("x".repeat(256)))).toEqual({ code: Code.InvalidArgument, message: "user_id: not a user id." });
  });
});
