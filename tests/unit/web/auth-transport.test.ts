import { create } from "@bufbuild/protobuf";
import { Code, ConnectError, createClient, createRouterTransport, type Transport } from "@connectrpc/connect";
import { describe, expect, it, vi } from "vitest";
import { CompassService, GetMyUserResponseSchema, PingResponseSchema, WatchMyInboxResponseSchema } from "../../../src/gen/compass/v1/compass_pb";
import { authInterceptor, TOKEN_HEADER, type TokenSource } from "../../../src/web/auth/interceptor";

function setup(tokens: Partial<TokenSource>, refuse: (key: string | null, attempt: number) => boolean = () => false) {
  const seen: Array<{ method: string; key: string | null }> = [];
  let attempt = 0;
  const source: TokenSource = {
    accessToken: vi.fn(async () => "token-1"),
    renew: vi.fn(async () => "token-2"),
    endSession: vi.fn(async () => {}),
    ...tokens,
  };
  const transport: Transport = createRouterTransport(
    ({ service }) => {
      service(CompassService, {
        ping: (_req, ctx) => {
          seen.push({ method: "Ping", key: ctx.requestHeader.get(TOKEN_HEADER) });
          return create(PingResponseSchema, { serverCode: "ok" });
        },
        getMyUser: (_req, ctx) => {
          const key = ctx.requestHeader.get(TOKEN_HEADER);
          seen.push({ method: "GetMyUser", key });
          if (refuse(key, attempt++)) throw new ConnectError("token refused", Code.Unauthenticated);
          return create(GetMyUserResponseSchema, {});
        },
        async *watchMyInbox(req, ctx) {
          const key = ctx.requestHeader.get(TOKEN_HEADER);
          seen.push({ method: "WatchMyInbox", key });
          if (refuse(key, attempt++)) throw new ConnectError("token refused", Code.Unauthenticated);
          yield create(WatchMyInboxResponseSchema, { cursor: req.cursor || "1", event: { case: "heartbeat", value: {} } });
        },
      });
    },
    { transport: { interceptors: [authInterceptor(source)] } },
  );
  return { client: createClient(CompassService, transport), seen, source };
}

describe("the API transport's credentials", () => {
  it("sends the access token in x-api-key", async () => {
    const t = setup({});
    await t.client.getMyUser({});
    expect(t.seen).toEqual([{ method: "GetMyUser", key: "token-1" }]);
  });

  it("fails a signed-in-only call with 'No token' when there is none, without calling the server", async () => {
    const t = setup({ accessToken: async () => null });
    const error = await t.client.getMyUser({}).then(
      () => new ConnectError("unexpectedly answered"),
      (e: unknown) => ConnectError.from(e),
    );
    expect(error.rawMessage).toBe("No token");
    expect(error.code).toBe(Code.Unauthenticated);
    expect(t.seen).toEqual([]);
  });

  it("lets public calls through without a token", async () => {
    const t = setup({ accessToken: async () => null });
    expect((await t.client.ping({})).serverCode).toBe("ok");
    expect(t.seen).toEqual([{ method: "Ping", key: null }]);
  });

  it("on UNAUTHENTICATED refreshes once and retries with the new token", async () => {
    const t = setup({}, (key) => key === "token-1");
    await t.client.getMyUser({});
    expect(t.source.renew).toHaveBeenCalledExactlyOnceWith("token-1");
    expect(t.seen.map((s) => s.key)).toEqual(["token-1", "token-2"]);
    expect(t.source.endSession).not.toHaveBeenCalled();
  });

  it("retries a refused server stream with its request and the new token", async () => {
    const t = setup({}, (key) => key === "token-1");
    const cursors: string[] = [];
    for await (const response of t.client.watchMyInbox({ cursor: "42" })) cursors.push(response.cursor);
    expect(cursors).toEqual(["42"]);
    expect(t.source.renew).toHaveBeenCalledExactlyOnceWith("token-1");
    expect(t.seen).toEqual([
      { method: "WatchMyInbox", key: "token-1" },
      { method: "WatchMyInbox", key: "token-2" },
    ]);
  });

  it("signs out when the retried call is refused too", async () => {
    const t = setup({}, () => true);
    await expect(t.client.getMyUser({})).rejects.toThrow(/token refused/);
    expect(t.seen).toHaveLength(2);
    expect(t.source.endSession).toHaveBeenCalledTimes(1);
  });

  it("does not retry when the renewal failed (the renewal signs out itself)", async () => {
    const t = setup({ renew: async () => null }, () => true);
    await expect(t.client.getMyUser({})).rejects.toThrow(/token refused/);
    expect(t.seen).toHaveLength(1);
  });
});
