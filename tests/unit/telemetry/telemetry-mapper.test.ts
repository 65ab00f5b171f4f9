/**
 * What a Telemetry call may carry (src/server/rpc/telemetry/telemetry-mapper.ts, telemetry-policy.ts),
 * and whose events are kept.
 */
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { TelemetryAction } from "../../../src/gen/compass/v1/compass_pb.js";
import { parseTelemetry } from "../../../src/server/rpc/telemetry/telemetry-mapper.js";
import { keepsTelemetryOf } from "../../../src/server/rpc/telemetry/telemetry-policy.js";
import { ROLES } from "../../../src/shared/roles.js";
import { outcomeOf } from "../../setup/rpc.js";

const SESSION = "3f1c2a9e-6d4b-4c1a-9b8e-2f7d5a0c1e34";

describe("a telemetry event", () => {
  it.each([
    [TelemetryAction.PAGE_VIEW, "PAGE_VIEW"],
    [TelemetryAction.PAGE_LEAVE, "PAGE_LEAVE"],
    [TelemetryAction.APP_EXIT, "APP_EXIT"],
    [TelemetryAction.LOGIN, "LOGIN"],
    [TelemetryAction.LOGOUT, "LOGOUT"],
    [TelemetryAction.IDLE_STOP, "IDLE_STOP"],
    [TelemetryAction.ACTIVITY, "ACTIVITY"],
    [TelemetryAction.FORM_SUBMIT, "FORM_SUBMIT"],
  ])("stores action %i as %s", (action, stored) => {
    expect(parseTelemetry({ action, contentId: "", sessionId: SESSION })).toEqual({ action: stored, contentId: "", sessionId: SESSION });
  });

  it("keeps a content id and a session id of id characters, up to 64", () => {
    const id = "a".repeat(32) + "Z9._:-" + "b".repeat(26);
    expect(parseTelemetry({ action: TelemetryAction.PAGE_VIEW, contentId: id, sessionId: id })).toEqual({ action: "PAGE_VIEW", contentId: id, sessionId: id });
  });

  it.each([
    ["an unspecified action", { action: TelemetryAction.UNSPECIFIED }, "action: choose one of the telemetry actions (page view, page leave, …)."],
    ["an action the server does not know", { action: 99 as TelemetryAction }, "action: choose one of the telemetry actions (page view, page leave, …)."],
    ["no session id", { sessionId: "" }, "session_id: required."],
    ["a session id of 65 characters", { sessionId: "s".repeat(65) }, "session_id: use at most 64 characters (this one has 65)."],
    ["a session id with spaces", { sessionId: "my session" }, "session_id: use only letters, digits and . _ : - (an id)."],
    ["a session id with markup", { sessionId: "<script>" }, "session_id: use only letters, digits and . _ : - (an id)."],
    ["a content id of 65 characters", { contentId: "c".repeat(65) }, "content_id: use at most 64 characters (this one has 65)."],
    ["a content id that is a path", { contentId: "/modules/1/lesson/2" }, "content_id: use only letters, digits and . _ : - (an id)."],
    ["a content id with a line break", { contentId: "a\nb" }, "content_id: use only letters, digits and . _ : - (an id)."],
  ])("is refused with %s, naming the field", (_name, change, message) => {
    const req = { action: TelemetryAction.PAGE_VIEW, contentId: "", sessionId: SESSION, ...change };
    expect(outcomeOf(() => parseTelemetry(req))).toEqual({ code: Code.InvalidArgument, message });
  });
});

describe("whose events are kept", () => {
  it.each(ROLES.map((role) => [role, role !== "admin"] as const))("%s: %s", (role, kept) => {
    expect(keepsTelemetryOf({ role })).toBe(kept);
  });
});
