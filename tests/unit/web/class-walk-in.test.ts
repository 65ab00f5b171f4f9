/**
 * The class attendance's walk-in picker (src/web/pages/classes/walk-in.ts): the learners a search
 * found as "name · e-mail" (the e-mail once when it is the name), without those on the list already;
 * and what the picker says when it offers nobody.
 */
import { create } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { ProfileSchema, UserSchema } from "../../../src/gen/compass/v1/compass_pb";
import { walkInChoices, walkInSearchNote } from "../../../src/web/pages/classes/walk-in";

const user = (id: string, firstName: string, lastName: string, email: string) => create(UserSchema, { id, profile: create(ProfileSchema, { firstName, lastName, email }) });

describe("the walk-in picker", () => {
  it("offers the learners found who are not on the list, by name and e-mail", () => {
    const found = [user("u1", "Lia", "Moreau", "lia@example.com"), user("u2", "Sam", "Ortiz", "sam@example.com"), user("", "No", "Id", "x@example.com"), user("u3", "", "", "walk@example.com")];
    expect(walkInChoices(found, new Set(["u2"]))).toEqual([
      { value: "u1", label: "Lia Moreau · lia@example.com", name: "Lia Moreau" },
      { value: "u3", label: "walk@example.com", name: "walk@example.com" },
    ]);
    expect(walkInChoices([], new Set())).toEqual([]);
  });

  it("says why it offers nobody", () => {
    expect(walkInSearchNote({ typed: " l ", pending: false, failed: false })).toBe("typeMore");
    expect(walkInSearchNote({ typed: "li", pending: true, failed: false })).toBe("searching");
    expect(walkInSearchNote({ typed: "li", pending: false, failed: true })).toBe("searchError");
    expect(walkInSearchNote({ typed: "li", pending: false, failed: false })).toBe("nobody");
  });
});
