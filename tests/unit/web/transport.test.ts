import type { Transport } from "@connectrpc/connect";
import { afterEach, describe, expect, it, vi } from "vitest";
import { languageInterceptor, lazyTransport } from "../../../src/web/transport";

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

describe("the language interceptor", () => {
  afterEach(() => vi.unstubAllGlobals());

  const sent = async () => {
    const header = new Headers();
    const next = vi.fn(async () => "answer");
    await languageInterceptor(next as never)({ header } as never);
    expect(next).toHaveBeenCalledOnce();
    return header.get("accept-language");
  };

  it("asks for the server's messages in the page's language", async () => {
    vi.stubGlobal("document", { documentElement: { lang: "es" } });
    expect(await sent()).toBe("es");
  });

  it("asks for English before the page has a language", async () => {
    vi.stubGlobal("document", { documentElement: { lang: "" } });
    expect(await sent()).toBe("en");
  });
});
