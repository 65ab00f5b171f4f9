/**
 * The registry of domain handlers (src/server/rpc/services.ts): what it lists is what it serves,
 * and what the README reports; and the denial recorder reaches every handler's context.
 */
import { create } from "@bufbuild/protobuf";
import { Code, createHandlerContext, type HandlerContext } from "@connectrpc/connect";
import { describe, expect, it, vi } from "vitest";
import { CompassService, PingRequestSchema } from "../../../src/gen/compass/v1/compass_pb.js";
import { access, type MethodName } from "../../../src/server/rpc/access.js";
import { actorKey, denialRecorderKey, denied, requestInfoKey, type DenialRecorder, type RequestInfo } from "../../../src/server/core/context.js";
import { auditDenials, DOMAINS, REGISTERED_METHODS, serviceHandlers } from "../../../src/server/rpc/services.js";
import { type ServiceDeps } from "../../../src/server/rpc/service-deps.js";
import { outcomeOf } from "../../setup/rpc.js";

// Factories only keep their dependencies: building the handlers must not use them.
const inert = new Proxy({}, { get: () => { throw new Error("a factory used a dependency while building its handlers"); } });
const deps: ServiceDeps = { db: inert as never, keyring: inert as never, limits: inert as never, sms: inert as never };

const ctx = (method: MethodName = "ping"): HandlerContext =>
  createHandlerContext({ service: CompassService, method: CompassService.method[method], protocolName: "test", requestMethod: "POST", url: "/" });

describe("the registry", () => {
  it.each(DOMAINS.map((d) => [d.name, d] as const))("builds %s with exactly the methods it lists", (_name, domain) => {
    const built = domain.create(deps);
    expect(Object.keys(built).sort()).toEqual([...domain.methods].sort());
    for (const m of domain.methods) expect(typeof built[m]).toBe("function");
  });

  it("gives each method to one domain only", () => {
    const all = DOMAINS.flatMap((d) => d.methods);
    expect(all.length).toBe(new Set(all).size);
  });

  it("lists only methods of the service", () => {
    for (const m of REGISTERED_METHODS) expect(Object.keys(access)).toContain(m);
  });

  it("serves exactly the registered methods (what the README reports)", () => {
    expect(Object.keys(serviceHandlers(deps)).sort()).toEqual([...REGISTERED_METHODS].sort());
    expect(REGISTERED_METHODS).toContain("getUserName");
    expect(REGISTERED_METHODS).toContain("removeAllMfaFactors");
  });

  it("puts the denial recorder on every handler's context", async () => {
    const recordDenial: DenialRecorder = vi.fn();
    const context = ctx();
    await serviceHandlers({ ...deps, recordDenial }).ping!(create(PingRequestSchema), context);
    expect(context.values.get(denialRecorderKey)).toBe(recordDenial);
  });
});

describe("a policy refusal", () => {
  const denial = { targetType: "user", targetId: "u-2", reason: "not-related" };

  it("is NOT_FOUND by default, and recorded", () => {
    const recordDenial = vi.fn<DenialRecorder>();
    const context = ctx("getUserName");
    context.values.set(denialRecorderKey, recordDenial);
    expect(outcomeOf(() => denied(context, { ...denial, message: "User not found" }))).toEqual({ code: Code.NotFound, message: "User not found" });
    expect(recordDenial).toHaveBeenCalledWith(context, expect.objectContaining(denial));
  });

  it("may be PERMISSION_DENIED when the caller may know the object exists", () => {
    expect(outcomeOf(() => denied(ctx(), { ...denial, answer: "permission-denied" }))).toMatchObject({ code: Code.PermissionDenied });
  });

  it("still stands when no recorder is there, or the recorder throws", () => {
    expect(outcomeOf(() => denied(ctx(), denial)).code).toBe(Code.NotFound);
    const context = ctx();
    context.values.set(denialRecorderKey, () => {
      throw new Error("audit down");
    });
    expect(outcomeOf(() => denied(context, denial)).code).toBe(Code.NotFound);
  });

  it("reaches the audit log's denials with caller, method, client, request id and target", () => {
    const onDenied = vi.fn();
    const context = ctx("getUserName");
    context.values.set(actorKey, { userId: "u-1", role: "standard" });
    context.values.set(requestInfoKey, { requestId: "req-1", ip: "203.0.113.9", log: {} as RequestInfo["log"] });
    auditDenials({ onDenied })(context, denial);
    expect(onDenied).toHaveBeenCalledWith({ method: "GetUserName", userId: "u-1", reason: "not-related (user u-2)", requestId: "req-1", ip: "203.0.113.9" });
  });
});
