import { describe, expect, it } from "vitest";
import { isOfConversation, mayChat, mayReadConversation, mayRemoveMessage } from "../../../src/server/rpc/chat/chat-policy.js";
import { threadsOf } from "../../../src/server/rpc/chat/chat-service.js";
import type { MessageRow } from "../../../src/server/rpc/chat/chat-store.js";
import type { Role } from "../../../src/shared/roles.js";

const who = (userId: string, role: Role) => ({ userId, role });
const party = (id: string, role: Role, assignedCoachId: string | null = null) => ({ id, role, assignedCoachId });

describe("who may chat with whom", () => {
  it.each([
    ["a learner, their coach", who("l", "standard"), "c", party("c", "coach"), false, true],
    ["a learner, another coach", who("l", "standard"), "c", party("c2", "coach"), false, false],
    ["a learner, another learner", who("l", "standard"), "c", party("l2", "standard", "c"), false, false],
    ["a coach, their mentee", who("c", "coach"), null, party("l", "standard", "c"), false, true],
    ["a coach, another coach's mentee", who("c2", "coach"), null, party("l", "standard", "c"), false, false],
    ["a lender, their mentee", who("c", "lender"), null, party("l", "standard", "c"), false, true],
    ["an administrator, anyone", who("a", "admin"), null, party("l", "standard", "c"), false, true],
    ["a learner, an administrator who has not written", who("l", "standard"), "c", party("a", "admin"), false, false],
    ["a learner, an administrator already talking with them", who("l", "standard"), "c", party("a", "admin"), true, true],
    ["anyone, themselves", who("a", "admin"), null, party("a", "admin"), false, false],
    ["anyone, nobody", who("a", "admin"), null, null, false, false],
    ["a partner bank, a learner", who("b", "partner"), null, party("l", "standard", "b"), false, false],
  ] as const)("%s", (_name, actor, coachId, other, talking, allowed) => {
    expect(mayChat(actor, coachId, other, talking)).toBe(allowed);
  });

  it("reads a conversation it may write to or already has, and removes only its own messages", () => {
    expect(mayReadConversation(false, true)).toBe(true);
    expect(mayReadConversation(false, false)).toBe(false);
    expect(mayRemoveMessage(who("a", "admin"), { sentByUserId: "b" })).toBe(false);
    expect(mayRemoveMessage(who("b", "standard"), { sentByUserId: "b" })).toBe(true);
  });
});

describe("threads", () => {
  const row = (id: string, replyTo: string | null): MessageRow => ({ id, sentByUserId: "a", sentToUserId: "b", replyToMessageId: replyTo, message: id, isRead: false, isDeleted: false, createdAt: new Date(0), attachmentIds: [] });
  it("puts replies under what they answer, in order, and orphans at the top", () => {
    const threads = threadsOf([row("1", null), row("2", "1"), row("3", null), row("4", "2"), row("5", "gone")]);
    expect(threads.map((t) => t.message?.id)).toEqual(["1", "3", "5"]);
    expect(threads[0]?.responses.map((t) => t.message?.id)).toEqual(["2"]);
    expect(threads[0]?.responses[0]?.responses.map((t) => t.message?.id)).toEqual(["4"]);
  });
});

describe("isOfConversation", () => {
  it.each([
    [{ sentByUserId: "a", sentToUserId: "b" }, true],
    [{ sentByUserId: "b", sentToUserId: "a" }, true],
    [{ sentByUserId: "a", sentToUserId: "c" }, false],
    [null, false],
  ] as const)("%j between a and b: %s", (message, expected) => {
    expect(isOfConversation(message, "a", "b")).toBe(expected);
  });
});
