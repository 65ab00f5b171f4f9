/**
 * The class attendance's walk-in picker (issue #40 §4), its pure part (unit-tested in
 * tests/unit/web/class-walk-in.test.ts): the learners a search found, as the picker offers them —
 * "name · e-mail", without those already on the class's list (their box is there to tick) — and
 * what the picker says when it offers none.
 */
import type { User } from "../../../gen/compass/v1/compass_pb";
import { userName } from "../../components/user-name";

export interface WalkInChoice {
  value: string;
  label: string;
  /** The learner's name alone (for the status line once they are added). */
  name: string;
}

/** The search's learners not on the list yet, as choices. */
export function walkInChoices(found: readonly User[], listed: ReadonlySet<string>): WalkInChoice[] {
  return found
    .filter((u) => u.id && !listed.has(u.id))
    .map((u) => {
      const name = userName(u);
      return { value: u.id, name, label: [...new Set([name, u.profile?.email ?? ""])].filter(Boolean).join(" · ") };
    });
}

export type WalkInSearchNote = "typeMore" | "searching" | "searchError" | "nobody";

/** Why the picker offers nobody: too little typed, the search under way or failed, or no match. */
export function walkInSearchNote(state: { typed: string; pending: boolean; failed: boolean }): WalkInSearchNote {
  if (state.typed.trim().length < 2) return "typeMore";
  if (state.failed) return "searchError";
  if (state.pending) return "searching";
  return "nobody";
}
