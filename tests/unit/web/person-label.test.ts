import { describe, expect, it } from "vitest";
import { UserType } from "../../../src/gen/compass/v1/compass_pb";
import { personLabel } from "../../../src/web/components/messaging/person-label";

const WORDS = { yourCoach: "Your coach", coach: "Coach", staff: "Program staff", learner: "Learner" } as const;
const titles = (title: keyof typeof WORDS) => WORDS[title];

describe("how the messages and the bell name a person (issue #38: never 'Someone')", () => {
  it.each([
    { case: "the name the server gave", person: { id: "a1", name: " Olga Office ", userType: UserType.ADMIN }, coach: "c1", shown: "Olga Office" },
    { case: "an e-mail the server gave (the caller may see it)", person: { id: "c1", name: "c1@example.org", userType: UserType.COACH }, coach: "c1", shown: "c1@example.org" },
    { case: "one's own coach without a name", person: { id: "c1", name: "", userType: UserType.COACH }, coach: "c1", shown: "Your coach" },
    { case: "a former coach without a name", person: { id: "c0", name: "", userType: UserType.COACH }, coach: "c1", shown: "Coach" },
    { case: "a lender without a name", person: { id: "l0", name: "", userType: UserType.LENDER }, coach: "", shown: "Coach" },
    { case: "an administrator without a name", person: { id: "a1", name: "", userType: UserType.ADMIN }, coach: "c1", shown: "Program staff" },
    { case: "a partner bank without a name", person: { id: "b1", name: " ", userType: UserType.BANK }, coach: "c1", shown: "Program staff" },
    { case: "a learner without a name the caller may see", person: { id: "s1", name: "", userType: UserType.STANDARD }, coach: "", shown: "Learner" },
  ])("$case → $shown", ({ person, coach, shown }) => {
    expect(personLabel(person, coach, titles)).toBe(shown);
  });
});
