/** A user's name as the lists show it (the user pages, the audit log, the reports' pickers). */
import type { User } from "../../gen/compass/v1/compass_pb";
import { personName } from "../../shared/display-name";

/** A user's name by the one display-name rule (src/shared/display-name.ts): the name, else the e-mail; never the id. */
export function userName(user: User | undefined): string {
  return personName(user?.profile);
}
