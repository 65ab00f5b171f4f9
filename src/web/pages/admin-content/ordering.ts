/**
 * Pure rules of the ordered lists the admin content pages edit (a module's contents, a category's
 * modules and contents): moving an item, what a save has to send to turn the saved list into the
 * new one, and where the keyboard goes after a move or a removal. The list component
 * (ordered-list.tsx) and the pages use these; they never touch the DOM.
 */

import { sameList } from "./field-values";

export { sameList };

/** Moves the item at `index` by `by` places (kept inside the list). */
export function moveItem<T>(list: readonly T[], index: number, by: number): T[] {
  const to = Math.min(list.length - 1, Math.max(0, index + by));
  const next = [...list];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** Moves the item with `id` to where `overId` is (a drop): unchanged when either is not in the list. */
export function moveOnto(list: readonly string[], id: string, overId: string): string[] {
  const from = list.indexOf(id);
  const to = list.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...list];
  return moveItem(list, from, to - from);
}

export interface ContentPlan {
  unassign: string[];
  assign: string[];
  /** The full new order when it differs from what the links alone leave; null when nothing to order. */
  order: string[] | null;
}

/**
 * How to turn the saved list into the new one with unassign, assign (each appends at the end) and
 * finally one order call.
 */
export function contentPlan(saved: readonly string[], now: readonly string[]): ContentPlan {
  const unassign = saved.filter((id) => !now.includes(id));
  const assign = now.filter((id) => !saved.includes(id));
  const afterLinks = [...saved.filter((id) => now.includes(id)), ...assign];
  return { unassign, assign, order: now.length > 1 && !sameList(afterLinks, now) ? [...now] : null };
}

/** 1-based position of `id` in the list (0 when it is not there). */
export const positionOf = (list: readonly string[], id: string): number => list.indexOf(id) + 1;

/**
 * After a move by button: the row (0-based, its new place) and the button that keeps the focus —
 * the same direction as pressed, or the other one when the item reached that end.
 */
export function focusAfterMove(index: number, by: number, length: number): { index: number; button: "up" | "down" } {
  const to = Math.min(length - 1, Math.max(0, index + by));
  const same = by < 0 ? "up" : "down";
  const atEnd = same === "up" ? to === 0 : to === length - 1;
  return { index: to, button: atEnd && length > 1 ? (same === "up" ? "down" : "up") : same };
}

/** After removing the row at `index`: the row whose remove button takes the focus, or null (the list is empty). */
export function focusAfterRemove(index: number, lengthAfter: number): number | null {
  if (lengthAfter <= 0) return null;
  return Math.min(index, lengthAfter - 1);
}

/** The options an "add" field offers: every choice not in the list yet, in the choices' order. */
export function addChoices<T extends { value: string }>(choices: readonly T[], list: readonly string[]): T[] {
  const taken = new Set(list);
  return choices.filter((c) => !taken.has(c.value));
}
