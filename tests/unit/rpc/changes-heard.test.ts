/**
 * A call that may have written answers only once the instance's change feed has heard of its
 * changes (dispatch.ts, ADR 0027): which methods wait, and that invokeUnary waits for them only.
 */
import { create } from "@bufbuild/protobuf";
import { createHandlerContext } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { CompassService, GetMyStateRequestSchema, MarkLearningContentCompletedRequestSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { invokeUnary, mayChangeCached, type RpcDeps } from "../../../src/server/rpc/dispatch.js";

const WRITES = /^(?:Admin|Coach)?(?:Mark|Update|Create|Delete|Remove|Assign|Unassign|Submit|Edit|Put|Add|Send|Upload|SignUp|AdminUpdate|TATracking)/;

describe("which calls wait for the change feed", () => {
  it.each(CompassService.methods.map((m) => [m.name, m] as const))("%s", (name, method) => {
    if (WRITES.test(name)) expect(mayChangeCached(method)).toBe(true);
    if (/^(?:Admin|Coach|Partner)?(?:Get|List)/.test(name) || ["Ping", "Search", "Telemetry", "WatchMyInbox"].includes(name)) expect(mayChangeCached(method)).toBe(false);
  });
});

describe("invokeUnary", () => {
  const ctx = (method: (typeof CompassService.methods)[number]) =>
    createHandlerContext({ service: CompassService, method, protocolName: "test", requestMethod: "POST", url: "/" });

  it("waits for the feed after a write, not after a read", async () => {
    let waits = 0;
    const deps: RpcDeps = {
      verifyToken: async () => ({ userId: "u1", role: "standard" }),
      handlers: { getMyState: async () => ({}), markLearningContentCompleted: async () => ({}) },
      changesHeard: async () => void waits++,
    };
    const header = (name: string) => (name === "x-api-key" ? "token" : null);
    await invokeUnary(deps, CompassService.method.getMyState, create(GetMyStateRequestSchema), ctx(CompassService.method.getMyState), "req-1", header);
    expect(waits).toBe(0);
    await invokeUnary(deps, CompassService.method.markLearningContentCompleted, create(MarkLearningContentCompletedRequestSchema, { learningContentId: "c1" }), ctx(CompassService.method.markLearningContentCompleted), "req-2", header);
    expect(waits).toBe(1);
  });
});
