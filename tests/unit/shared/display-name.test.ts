import { describe, expect, it } from "vitest";
import { DELETED_USER, displayName, hasNoName, ownName, personName, type NameParts } from "../../../src/shared/display-name.js";

type Row = { case: string; person: (NameParts & { deleted?: boolean }) | null | undefined; shown: string };

describe("the display-name rule (issue #38)", () => {
  it.each<Row>([
    { case: "first and last name", person: { firstName: "Ada", lastName: "Lopez", displayName: "Ada L", email: "ada@example.org" }, shown: "Ada Lopez" },
    { case: "first name only", person: { firstName: "Ada", lastName: "", email: "ada@example.org" }, shown: "Ada" },
    { case: "last name only", person: { firstName: " ", lastName: "Lopez", email: "ada@example.org" }, shown: "Lopez" },
    { case: "display name when no first or last", person: { firstName: "", lastName: "", displayName: "Coach Ada", email: "ada@example.org" }, shown: "Coach Ada" },
    { case: "e-mail when no name at all (the first administrator)", person: { firstName: "", lastName: "", displayName: "", email: "admin@localhost" }, shown: "admin@localhost" },
    { case: "e-mail when the name is only spaces", person: { firstName: "  ", lastName: "\t", displayName: " ", email: " ada@example.org " }, shown: "ada@example.org" },
    { case: "nulls from an outer join", person: { firstName: null, lastName: null, displayName: null, email: "ada@example.org" }, shown: "ada@example.org" },
    { case: "inner spaces folded", person: { firstName: "Ada  Maria", lastName: " Lopez " }, shown: "Ada Maria Lopez" },
    { case: "nothing known: blank, never an id", person: { firstName: "", lastName: "", displayName: "", email: "" }, shown: "" },
    { case: "no person", person: null, shown: "" },
    { case: "a deleted user", person: { deleted: true }, shown: DELETED_USER },
    { case: "deleted wins over a kept name", person: { deleted: true, firstName: "Ada", email: "ada@example.org" }, shown: DELETED_USER },
    { case: "a nameless living user is not deleted", person: { deleted: false, email: "coach@example.org" }, shown: "coach@example.org" },
  ])("$case → '$shown'", ({ person, shown }) => {
    expect(displayName(person)).toBe(shown);
  });

  it("says 'Deleted user' in the caller's words", () => {
    expect(displayName({ deleted: true }, { deleted: "Usuario eliminado" })).toBe("Usuario eliminado");
    expect(displayName({ email: "a@example.org" }, { deleted: "Usuario eliminado" })).toBe("a@example.org");
  });

  it("tells the entered name apart from the e-mail fallback", () => {
    expect(ownName({ email: "a@example.org" })).toBe("");
    expect(hasNoName({ email: "a@example.org" })).toBe(true);
    expect(hasNoName({ displayName: "Ada", email: "a@example.org" })).toBe(false);
    expect(personName({ email: "a@example.org" })).toBe("a@example.org");
    expect(personName(undefined)).toBe("");
  });
});
