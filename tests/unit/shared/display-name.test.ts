import { describe, expect, it } from "vitest";
import { DELETED_USER, displayName, hasNoName, mayShowEmail, nameSeenBy, ownName, personName, roleTitle, type NameParts, type NameViewer } from "../../../src/shared/display-name.js";

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

describe("a name as the viewer may see it (issue #38: never 'Someone')", () => {
  const learner: NameViewer = { userId: "l1", role: "standard", assignedCoachId: "c1" };
  const coach: NameViewer = { userId: "c1", role: "coach" };
  const nameless = (id: string) => ({ id, firstName: "", lastName: "", displayName: "", email: `${id}@example.org` });

  it.each<{ case: string; viewer: NameViewer; person: NameParts & { id: string }; shown: string }>([
    { case: "a name is always shown", viewer: learner, person: { id: "a1", firstName: "Ada", email: "a1@example.org" }, shown: "Ada" },
    { case: "a learner sees their own coach's e-mail", viewer: learner, person: nameless("c1"), shown: "c1@example.org" },
    { case: "a learner sees their own e-mail", viewer: learner, person: nameless("l1"), shown: "l1@example.org" },
    { case: "a learner never sees another staff member's e-mail", viewer: learner, person: nameless("a1"), shown: "" },
    { case: "a learner without a coach sees no staff e-mail", viewer: { userId: "l2", role: "standard", assignedCoachId: null }, person: nameless("c1"), shown: "" },
    { case: "a coach sees a mentee's e-mail", viewer: coach, person: nameless("l1"), shown: "l1@example.org" },
    { case: "an administrator sees anyone's e-mail", viewer: { userId: "a1", role: "admin" }, person: nameless("x"), shown: "x@example.org" },
    { case: "a partner sees e-mails too (staff)", viewer: { userId: "p1", role: "partner" }, person: nameless("x"), shown: "x@example.org" },
  ])("$case", ({ viewer, person, shown }) => {
    expect(nameSeenBy(person, viewer)).toBe(shown);
  });

  it("stands a role title in for a name the viewer may not see", () => {
    expect(roleTitle({ id: "c1", role: "coach" }, learner)).toBe("yourCoach");
    expect(roleTitle({ id: "c2", role: "lender" }, learner)).toBe("coach");
    expect(roleTitle({ id: "a1", role: "admin" }, learner)).toBe("staff");
    expect(roleTitle({ id: "p1", role: "partner" }, learner)).toBe("staff");
    expect(roleTitle({ id: "x", role: null }, learner)).toBe("staff");
    expect(roleTitle({ id: "l1", role: "standard" }, coach)).toBe("learner");
    expect(nameSeenBy(null, learner)).toBe("");
    expect([mayShowEmail(learner, "c1"), mayShowEmail(learner, "a1"), mayShowEmail(coach, "anyone")]).toEqual([true, false, true]);
  });
});
