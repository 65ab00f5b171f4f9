/**
 * Who may read an attachment (learning-policy.ts's mayReadAttachment; issue #14): library material
 * anyone signed in; a message's attachment its creator, the parties and administrators only; a
 * withheld one (its messages removed, issue #37) administrators only.
 */
import { describe, expect, it } from "vitest";
import { mayReadAttachment, type AttachmentAudience } from "../../../src/server/rpc/learning/learning-policy.js";

const privateOne: AttachmentAudience = { createdByUserId: "learner", createdByAdmin: false, inLibrary: false, parties: ["learner", "coach"], withheld: false };
/** Only removed messages carry it (issue #37). */
const withheld: AttachmentAudience = { ...privateOne, withheld: true };

describe("mayReadAttachment", () => {
  it.each([
    ["the creator", { userId: "learner", role: "standard" }, privateOne, true],
    ["the other party", { userId: "coach", role: "coach" }, privateOne, true],
    ["an administrator", { userId: "root", role: "admin" }, privateOne, true],
    ["another coach", { userId: "coach-2", role: "coach" }, privateOne, false],
    ["another learner", { userId: "learner-2", role: "standard" }, privateOne, false],
    ["a partner bank", { userId: "bank", role: "partner" }, privateOne, false],
    ["anyone, for an administrator's attachment", { userId: "learner-2", role: "standard" }, { ...privateOne, createdByUserId: "root", createdByAdmin: true, parties: [] }, true],
    ["anyone, for one a module shows", { userId: "learner-2", role: "standard" }, { ...privateOne, inLibrary: true }, true],
    ["nobody else, for an unsent upload", { userId: "coach", role: "coach" }, { ...privateOne, parties: [] }, false],
    ["not the creator, once withheld", { userId: "learner", role: "standard" }, withheld, false],
    ["not the other party, once withheld", { userId: "coach", role: "coach" }, withheld, false],
    ["not anyone, for withheld library material", { userId: "learner-2", role: "standard" }, { ...withheld, createdByAdmin: true }, false],
    ["an administrator, once withheld (audited by the service)", { userId: "root", role: "admin" }, withheld, true],
  ] as const)("%s: %s", (_name, actor, audience, allowed) => {
    expect(mayReadAttachment(actor, audience)).toBe(allowed);
  });
});
