/**
 * What a coach's or lender's agenda (issue #38) reads from their mentees, pure and unit-tested:
 * which mentees need attention and why — messages they sent that the coach has not read,
 * business documents (survey, plan, cash flow) submitted since the coach last opened them, or nothing done in the last
 * 30 days — most pressing first; and the calendar month a "this month" total covers.
 */
import type { Conversation, Mentee } from "../../../gen/compass/v1/compass_pb";
import { calendarDayOf } from "../../i18n/formats";
import { documentsToReview, lastActivity, menteeName, type BusinessTool } from "../../components/mentees/mentee-view";

/** Days without a completion after which a mentee counts as inactive. */
export const INACTIVE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AttentionReason = "unread" | "documents" | "inactive";

export interface MenteeAttention {
  id: string;
  name: string;
  /** Messages from the mentee the coach has not read. */
  unread: number;
  /** The business documents with a version the coach has not opened yet (the server's Mentee.documents_awaiting_review). */
  documents: BusinessTool[];
  /** The latest completion in their journey (null: none yet). */
  lastActivity: Date | null;
  /** No completion in INACTIVE_DAYS (or none at all). */
  inactive: boolean;
  reasons: AttentionReason[];
}

/** Unread messages per conversation partner (GetMyConversations). */
export function unreadByUser(conversations: readonly Conversation[]): Map<string, number> {
  const unread = new Map<string, number>();
  for (const c of conversations) if (c.unreadCount > 0) unread.set(c.userId, (unread.get(c.userId) ?? 0) + c.unreadCount);
  return unread;
}

export function menteeAttention(mentee: Mentee, unread: ReadonlyMap<string, number>, now: number): MenteeAttention {
  const id = mentee.user?.id ?? "";
  const documents = documentsToReview(mentee);
  const last = lastActivity(mentee.journey);
  const inactive = last === null || now - last.getTime() > INACTIVE_DAYS * DAY_MS;
  const count = unread.get(id) ?? 0;
  const reasons: AttentionReason[] = [];
  if (count > 0) reasons.push("unread");
  if (documents.length > 0) reasons.push("documents");
  if (inactive) reasons.push("inactive");
  return { id, name: menteeName(mentee), unread: count, documents, lastActivity: last, inactive, reasons };
}

/**
 * The mentees needing attention, most pressing first: unread messages (most first), then
 * documents to review (most first), then inactivity (longest first); by name within a tie.
 */
export function menteesNeedingAttention(mentees: readonly Mentee[], unread: ReadonlyMap<string, number>, now: number): MenteeAttention[] {
  const idle = (m: MenteeAttention) => (m.lastActivity ? m.lastActivity.getTime() : 0);
  return mentees
    .map((m) => menteeAttention(m, unread, now))
    .filter((m) => m.reasons.length > 0)
    .sort(
      (a, b) =>
        b.unread - a.unread ||
        b.documents.length - a.documents.length ||
        Number(b.inactive) - Number(a.inactive) ||
        idle(a) - idle(b) ||
        a.name.localeCompare(b.name),
    );
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The first and last day of the calendar month `now` falls in, on the reader's calendar (their time zone: formats.ts). */
export function monthOf(now: Date): { start: CalendarDay; end: CalendarDay } {
  const { year, month } = calendarDayOf(now);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: { year, month, day: 1 }, end: { year, month, day: last } };
}
