/**
 * How the messages and the bell name a person (issue #38: never "Someone"): the name the server
 * gives as the caller may see it (src/shared/display-name.ts `nameSeenBy`: the name, else the
 * e-mail where the caller may see it), else the person's role title — "Your coach", "Coach",
 * "Program staff", "Learner" (`roleTitle`). Pure; the words come from the caller's translation.
 */
import type { UserType } from "../../../gen/compass/v1/compass_pb";
import { roleTitle, type RoleTitle } from "../../../shared/display-name";
import { roleOf } from "../../auth/user-role";

export interface LabelledPerson {
  id: string;
  /** The name as the server gave it for the caller ("" when they may see neither name nor e-mail). */
  name: string;
  userType: UserType;
}

/** The name, else the role title (the caller's words for each title). */
export function personLabel(person: LabelledPerson, myCoachId: string | null | undefined, titles: (title: RoleTitle) => string): string {
  const name = person.name.trim();
  if (name) return name;
  return titles(roleTitle({ id: person.id, role: roleOf(person.userType) }, { assignedCoachId: myCoachId }));
}
