import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "../../../src/server/core/errors.js";
import { toClientError } from "../../../src/server/rpc/errors.js";

function context() {
  return { requestId: "req-12345678", procedure: "/compass.v1.CompassService/GetMyUser", log: { error: vi.fn(), warn: vi.fn() } };
}

describe("error mapping", () => {
  it("passes a deliberate error through with its code and message", () => {
    const ctx = context();
    const err = toClientError(new ConnectError("Coach not found", Code.NotFound), ctx);
    expect(err.code).toBe(Code.NotFound);
    expect(err.rawMessage).toBe("Coach not found");
    expect(ctx.log.error).not.toHaveBeenCalled();
  });

  it("hides an unexpected error's text, logging it with the request id", () => {
    const ctx = context();
    const leak = new Error('duplicate key value violates unique constraint "users_pkey" in SELECT * FROM users WHERE password=$1');
    const err = toClientError(leak, ctx);
    expect(err.code).toBe(Code.Internal);
    expect(err.rawMessage).not.toMatch(/SELECT|users|password|constraint/);
    expect(err.rawMessage).toContain("req-12345678");
    expect(ctx.log.error).toHaveBeenCalledWith(expect.objectContaining({ err: leak, requestId: "req-12345678" }), expect.any(String));
  });

  it("hides the text of an INTERNAL or UNKNOWN ConnectError", () => {
    for (const code of [Code.Internal, Code.Unknown]) {
      const err = toClientError(new ConnectError("pg: relation secret_table", code), context());
      expect(err.code).toBe(Code.Internal);
      expect(err.rawMessage).not.toContain("secret_table");
    }
  });

  it("hides non-Error throws", () => {
    expect(toClientError("boom", context()).code).toBe(Code.Internal);
    expect(toClientError(undefined, context()).code).toBe(Code.Internal);
  });

  it("answers UNAVAILABLE when the database cannot be reached, without the driver's text", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const wrapped = new Error("Failed query: select 1", { cause: refused });
    const err = toClientError(wrapped, context());
    expect(err.code).toBe(Code.Unavailable);
    expect(err.rawMessage).not.toMatch(/5432|select/);
  });

  it.each([
    [{ code: "57P01", message: "terminating connection due to administrator command" }, true],
    [{ code: "08006", message: "connection failure" }, true],
    [{ message: "Connection terminated unexpectedly" }, true],
    [{ code: "23505", message: "duplicate key" }, false],
    [{ code: "42P01", message: "relation does not exist" }, false],
    [null, false],
  ])("classifies %j as unavailable=%s", (e, expected) => {
    expect(isDatabaseUnavailable(e)).toBe(expected);
  });
});
