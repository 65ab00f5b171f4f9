import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { ProfileSchema, UserStateSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { applyReadMask, maskPaths, onlyFields, pathRule, snakePath, updateMaskPaths, withoutFields } from "../../../src/server/rpc/field-masks.js";
import { outcomeOf } from "../../setup/rpc.js";

const state = () => create(UserStateSchema, { hasSeenCashflow: true, hasCompletedProfile: true });

describe("mask paths", () => {
  it("are snake_case, trimmed, without blanks or repeats", () => {
    expect(snakePath(" firstName ")).toBe("first_name");
    expect(maskPaths({ paths: ["firstName", "first_name", " ", "business_name"] })).toEqual(["first_name", "business_name"]);
    expect(maskPaths(undefined)).toEqual([]);
  });
});

describe("a read mask", () => {
  it("keeps every field without a mask, or with an empty one", () => {
    const s = state();
    expect(applyReadMask(UserStateSchema, s, undefined)).toBe(s);
    expect(applyReadMask(UserStateSchema, s, { paths: [] })).toBe(s);
  });

  it("keeps only the listed fields", () => {
    expect(applyReadMask(UserStateSchema, state(), { paths: ["hasSeenCashflow"] })).toMatchObject({ hasSeenCashflow: true, hasCompletedProfile: false });
  });

  it("refuses a path that is not a field, naming it", () => {
    expect(outcomeOf(() => applyReadMask(UserStateSchema, state(), { paths: ["has_seen_cashflow", "nope"] }))).toEqual({
      code: Code.InvalidArgument,
      message: 'fields: "nope" is not a field of UserState.',
    });
  });

  it("clears hidden fields, and refuses a mask that asks for one", () => {
    const p = create(ProfileSchema, { firstName: "Ada", race: "RACE_ASIAN" });
    expect(applyReadMask(ProfileSchema, p, undefined, { hidden: ["race"] })).toMatchObject({ firstName: "Ada", race: "" });
    expect(outcomeOf(() => applyReadMask(ProfileSchema, p, { paths: ["race"] }, { hidden: ["race"] }))).toEqual({
      code: Code.InvalidArgument,
      message: 'fields: "race" is not a field you can read.',
    });
  });

  it("leaves the source message alone", () => {
    const p = create(ProfileSchema, { firstName: "Ada", lastName: "L" });
    onlyFields(ProfileSchema, p, ["first_name"]);
    withoutFields(ProfileSchema, p, ["first_name"]);
    expect(p).toMatchObject({ firstName: "Ada", lastName: "L" });
  });
});

describe("an update mask", () => {
  const rule = pathRule(["first_name", "business_name"], ["status"]);

  it("returns the writable paths", () => {
    expect(updateMaskPaths({ paths: ["firstName", "business_name"] }, rule)).toEqual(["first_name", "business_name"]);
  });

  it.each([
    ["is missing", undefined, "update_mask: list the preferences to update."],
    ["is empty", { paths: [" "] }, "update_mask: list the preferences to update."],
    ["names a forbidden field", { paths: ["first_name", "status"] }, 'update_mask: "status" cannot be changed by you.'],
    ["names an unknown field", { paths: ["shoe_size"] }, 'update_mask: "shoe_size" is not a preference you can update.'],
  ])("is INVALID_ARGUMENT when it %s", (_what, mask, message) => {
    expect(outcomeOf(() => updateMaskPaths(mask, rule, { noun: "preference" }))).toEqual({ code: Code.InvalidArgument, message });
  });
});
