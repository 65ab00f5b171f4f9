import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { cursorBytes, quotaForApi } from "../../../src/server/rpc/storage/storage-policy.js";

describe("the storage domain's rules (ADR 0031)", () => {
  it.each(["0", "1048576", "9223372036854775807"])("reads the used bytes %s from a cursor", (key) => {
    expect(cursorBytes({ key, id: "u" })).toBe(BigInt(key));
  });

  it.each(["", "-1", "1.5", "1e9", "abc", "12345678901234567890"])("refuses the cursor key %j", (key) => {
    let err: unknown;
    try {
      cursorBytes({ key, id: "u" });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConnectError);
    expect((err as ConnectError).code).toBe(Code.InvalidArgument);
  });

  it("gives no quota as 0 and unlimited", () => {
    expect(quotaForApi(null)).toEqual({ quotaBytes: 0n, unlimited: true });
    expect(quotaForApi(200 * 1024 * 1024)).toEqual({ quotaBytes: 209715200n, unlimited: false });
  });
});
