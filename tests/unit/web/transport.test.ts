import type { Transport } from "@connectrpc/connect";
import { describe, expect, it, vi } from "vitest";
import { lazyTransport } from "../../../src/web/transport";

const fake = { unary: vi.fn(async () => "answer"), stream: vi.fn() } as unknown as Transport;
const call = (t: Transport) => (t.unary as unknown as () => Promise<unknown>)();

describe("lazy transport", () => {
  it("loads the real transport once, on the first call", async () => {
    const load = vi.fn(async () => fake);
    const transport = lazyTransport(load);
    expect(load).not.toHaveBeenCalled();
    expect(await call(transport)).toBe("answer");
    await call(transport);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries loading again after a failed load", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(fake);
    const transport = lazyTransport(load);
    await expect(call(transport)).rejects.toThrow("offline");
    expect(await call(transport)).toBe("answer");
  });
});
