/**
 * Graceful shutdown: in-flight calls finish, new ones are refused, and closing
 * never waits longer than the grace period.
 */
import { create } from "@bufbuild/protobuf";
import { createClient } from "@connectrpc/connect";
import { createGrpcWebTransport } from "@connectrpc/connect-web";
import { describe, expect, it } from "vitest";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import { startTestServer, testTokenVerifier, tokenFor } from "../setup/server.js";

describe("graceful shutdown", () => {
  it("lets an in-flight call finish, then refuses new ones", async () => {
    const server = await startTestServer(
      {
        verifyToken: testTokenVerifier,
        handlers: { getValueForKey: () => new Promise((r) => setTimeout(() => r({ value: "done" }), 400)) },
      },
      { SHUTDOWN_GRACE_MS: "5000" },
    );
    const client = createClient(CompassService, createGrpcWebTransport({ baseUrl: server.url }));
    const inFlight = client.getValueForKey({ key: "k" }, { headers: { "x-api-key": tokenFor("standard") } });
    await new Promise((r) => setTimeout(r, 100));
    const closing = server.close();
    await expect(inFlight).resolves.toMatchObject({ value: "done" });
    await closing;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });

  it("cuts calls still running when the grace period ends", async () => {
    const server = await startTestServer(
      {
        verifyToken: testTokenVerifier,
        handlers: { getValueForKey: () => new Promise(() => undefined) }, // never answers
      },
      { SHUTDOWN_GRACE_MS: "300", RPC_MAX_TIMEOUT_MS: "60000" },
    );
    const client = createClient(CompassService, createGrpcWebTransport({ baseUrl: server.url }));
    const stuck = client.getValueForKey(create(CompassService.method.getValueForKey.input, { key: "k" }), {
      headers: { "x-api-key": tokenFor("standard") },
    });
    stuck.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(stuck).rejects.toThrow();
  });
});
