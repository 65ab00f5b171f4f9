import { describe, expect, it } from "vitest";
import { notificationHref } from "./notification-link";

describe("where a notification leads", () => {
  it("takes a learner to their conversation with the sender", () => {
    expect(notificationHref({ viewerRole: "standard", senderId: "c1", senderIsLearner: undefined })).toBe("/my-messages?with=c1");
    expect(notificationHref({ viewerRole: "standard", senderId: "", senderIsLearner: undefined })).toBe("/my-messages");
  });

  it("takes a coach or lender to the mentee who sent it, unless the sender is known not to be a learner", () => {
    expect(notificationHref({ viewerRole: "coach", senderId: "m 1", senderIsLearner: undefined })).toBe("/admin/coach/manage-mentee?id=m%201");
    expect(notificationHref({ viewerRole: "lender", senderId: "m1", senderIsLearner: true })).toBe("/admin/coach/manage-mentee?id=m1");
    expect(notificationHref({ viewerRole: "coach", senderId: "a1", senderIsLearner: false })).toBe("/my-messages?with=a1");
  });

  it("takes an administrator to a mentee's page only for a known learner", () => {
    expect(notificationHref({ viewerRole: "admin", senderId: "m1", senderIsLearner: true })).toBe("/admin/coach/manage-mentee?id=m1");
    expect(notificationHref({ viewerRole: "admin", senderId: "x", senderIsLearner: undefined })).toBe("/my-messages?with=x");
  });
});
