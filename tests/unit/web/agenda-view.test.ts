import { create } from "@bufbuild/protobuf";
import { timestampFromMs } from "@bufbuild/protobuf/wkt";
import { describe, expect, it } from "vitest";
import { BusinessDocument, ConversationSchema, MenteeSchema, type Mentee } from "../../../src/gen/compass/v1/compass_pb";
import { menteeAttention, menteesNeedingAttention, monthOf, unreadByUser } from "../../../src/web/pages/agenda/agenda-view";

const NOW = Date.UTC(2026, 11, 7, 12);
const DAY = 24 * 60 * 60 * 1000;

/** A mentee; `survey`/`plan`: that document is submitted, `review`: and awaits the coach's review (the server's field). */
function mentee(id: string, opts: { first?: string; doneDaysAgo?: number; survey?: boolean; plan?: boolean; review?: BusinessDocument[] } = {}): Mentee {
  return create(MenteeSchema, {
    user: { id, profile: { firstName: opts.first ?? id, lastName: "Doe" } },
    journey:
      opts.doneDaysAgo === undefined
        ? {}
        : { completedLearningContents: [{ learningContentId: "c1", completedTimestamp: timestampFromMs(NOW - opts.doneDaysAgo * DAY) }] },
    state: { hasCompletedBusinessSurvey: opts.survey ?? false, hasSeenBusinessPlan: true, hasCompletedBusinessPlan: opts.plan ?? false },
    documentsAwaitingReview: opts.review ?? [],
  });
}

describe("agenda: mentees needing attention", () => {
  it("counts unread messages per conversation partner", () => {
    const unread = unreadByUser([
      create(ConversationSchema, { userId: "a", unreadCount: 2 }),
      create(ConversationSchema, { userId: "b", unreadCount: 0 }),
    ]);
    expect([...unread]).toEqual([["a", 2]]);
  });

  it("gives each reason: unread messages, documents to review, 30 days without activity", () => {
    const review = [BusinessDocument.BUSINESS_PLAN, BusinessDocument.BUSINESS_SURVEY];
    const a = menteeAttention(mentee("a", { doneDaysAgo: 2, survey: true, plan: true, review }), new Map([["a", 3]]), NOW);
    expect(a).toMatchObject({ id: "a", name: "a Doe", unread: 3, documents: ["survey", "plan"], inactive: false, reasons: ["unread", "documents"] });
    expect(menteeAttention(mentee("b", { doneDaysAgo: 31 }), new Map(), NOW).reasons).toEqual(["inactive"]);
    expect(menteeAttention(mentee("c"), new Map(), NOW)).toMatchObject({ lastActivity: null, inactive: true, reasons: ["inactive"] });
    // Active, nothing submitted, nothing unread: nothing to do.
    expect(menteeAttention(mentee("d", { doneDaysAgo: 29 }), new Map(), NOW).reasons).toEqual([]);
    // Submitted but already opened by the coach since (the server lists none to review): nothing to do.
    expect(menteeAttention(mentee("e", { doneDaysAgo: 1, survey: true, plan: true }), new Map(), NOW)).toMatchObject({ documents: [], reasons: [] });
    expect(menteeAttention(mentee("f", { doneDaysAgo: 1, survey: true, review: [BusinessDocument.CASHFLOW] }), new Map(), NOW).documents).toEqual(["cashflow"]);
  });

  it("lists only mentees needing attention, most pressing first", () => {
    const list = menteesNeedingAttention(
      [
        mentee("quiet", { doneDaysAgo: 1 }),
        mentee("idle-long", { doneDaysAgo: 90 }),
        mentee("idle", { doneDaysAgo: 40 }),
        mentee("docs", { doneDaysAgo: 1, survey: true, review: [BusinessDocument.BUSINESS_SURVEY] }),
        mentee("docs-opened", { doneDaysAgo: 1, survey: true, plan: true }),
        mentee("one-unread", { doneDaysAgo: 1 }),
        mentee("two-unread", { doneDaysAgo: 1 }),
      ],
      new Map([
        ["one-unread", 1],
        ["two-unread", 2],
      ]),
      NOW,
    );
    expect(list.map((m) => m.id)).toEqual(["two-unread", "one-unread", "docs", "idle-long", "idle"]);
  });
});

describe("agenda: this month", () => {
  it("spans the calendar month, whatever its length", () => {
    expect(monthOf(new Date(2026, 1, 14))).toEqual({ start: { year: 2026, month: 2, day: 1 }, end: { year: 2026, month: 2, day: 28 } });
    expect(monthOf(new Date(2028, 1, 1))).toEqual({ start: { year: 2028, month: 2, day: 1 }, end: { year: 2028, month: 2, day: 29 } });
    expect(monthOf(new Date(2026, 11, 31, 23))).toEqual({ start: { year: 2026, month: 12, day: 1 }, end: { year: 2026, month: 12, day: 31 } });
  });
});
