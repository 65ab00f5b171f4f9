/**
 * Slow clients cannot hold connections (and calls) open: headers and one byte of a body, then
 * silence, must end in a closed connection (REQUEST_TIMEOUT_MS) on every kind of endpoint, and an
 * RPC whose body is still trickling in at its deadline (counted from its arrival) ends with
 * DEADLINE_EXCEEDED on both RPC paths. Raw sockets, because real clients would not misbehave.
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { startOidcServer, type OidcServer } from "../setup/oidc.js";
import { startTestServer, type TestServer } from "../setup/server.js";

/** Generous: the timeouts under test are 1–1.5 s; a busy machine may be slow, never this slow. */
const BOUND_MS = 20_000;

interface Outcome {
  /** From connecting until the server closed the connection. */
  elapsedMs: number;
  /** Everything the server sent before closing. */
  response: string;
}

/** Sends the headers and one byte of a 100-byte body, then nothing; resolves when the server closes. */
function trickle(url: string, path: string, headers: Record<string, string>): Promise<Outcome> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = net.connect(Number(port), "127.0.0.1");
    const chunks: Buffer[] = [];
    const guard = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${path}: connection still open after ${BOUND_MS} ms; received ${JSON.stringify(Buffer.concat(chunks).toString("latin1"))}`));
    }, BOUND_MS);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined); // a reset is a close too
    socket.on("close", () => {
      clearTimeout(guard);
      resolve({ elapsedMs: performance.now() - started, response: Buffer.concat(chunks).toString("latin1") });
    });
    socket.on("connect", () => {
      const head = [
        `POST ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        "Content-Length: 100",
        "",
        "",
      ].join("\r\n");
      socket.write(head);
      socket.write(Buffer.from([0x00]));
    });
  });
}

const GRPC_WEB = { "content-type": "application/grpc-web+proto", "x-grpc-web": "1" };
const GRPC_WEB_TEXT = { "content-type": "application/grpc-web-text", "x-grpc-web": "1" };
const CONNECT_JSON = { "content-type": "application/json", "connect-protocol-version": "1" };
const FORM = { "content-type": "application/x-www-form-urlencoded" };

describe("a request whose body never finishes arriving (REQUEST_TIMEOUT_MS)", () => {
  const REQUEST_TIMEOUT_MS = 1500;
  let database: TestDatabase;
  let server: OidcServer;

  beforeAll(async () => {
    database = await testDatabase();
    server = await startOidcServer(database, {
      // The RPC deadline is far away: only the request timeout can end these.
      env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS), HEADERS_TIMEOUT_MS: "1000", RPC_MAX_TIMEOUT_MS: "60000" },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it.each([
    ["a gRPC-web call", "/compass.v1.CompassService/Ping", GRPC_WEB],
    ["a Connect call", "/compass.v1.CompassService/Ping", CONNECT_JSON],
    ["the provider's token endpoint", "/oidc/token", FORM],
  ])("closes the connection of %s once the request timeout passes", async (_name, path, headers) => {
    const outcome = await trickle(server.url, path, headers);
    // Not before the timeout: the client was given its time.
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    // Whatever was answered before closing says the request timed out.
    if (outcome.response) expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("closes a connection that never finishes its headers (HEADERS_TIMEOUT_MS)", async () => {
    const { port } = new URL(server.url);
    const elapsedMs = await new Promise<number>((resolve, reject) => {
      const started = performance.now();
      const socket = net.connect(Number(port), "127.0.0.1", () => socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n"));
      const guard = setTimeout(() => {
        socket.destroy();
        reject(new Error(`connection still open after ${BOUND_MS} ms`));
      }, BOUND_MS);
      socket.on("error", () => undefined);
      socket.resume(); // read the answer, so the server's close is seen
      socket.on("close", () => {
        clearTimeout(guard);
        resolve(performance.now() - started);
      });
    });
    expect(elapsedMs).toBeGreaterThanOrEqual(900);
  });
});

describe("an RPC whose body is still arriving at its deadline", () => {
  let server: TestServer;

  beforeAll(async () => {
    // The deadline (1 s, counted from the call's arrival) comes long before the request timeout.
    server = await startTestServer({}, { RPC_MAX_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "120000" });
  });
  afterAll(() => server?.close());

  it("ends a gRPC-web binary call with DEADLINE_EXCEEDED and closes the connection", async () => {
    const outcome = await trickle(server.url, "/compass.v1.CompassService/Ping", GRPC_WEB);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.response).toMatch(/connection: close/i);
    expect(outcome.response).toContain("grpc-status: 4\r\n");
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(900);
  });

  it("ends a gRPC-web text call with DEADLINE_EXCEEDED", async () => {
    const outcome = await trickle(server.url, "/compass.v1.CompassService/Ping", GRPC_WEB_TEXT);
    const [head = "", body = ""] = outcome.response.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 200 /);
    expect(Buffer.from(body, "base64").toString("latin1")).toContain("grpc-status: 4\r\n");
  });

  it("ends a Connect call with deadline_exceeded and closes the connection", async () => {
    const outcome = await trickle(server.url, "/compass.v1.CompassService/Ping", CONNECT_JSON);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 504 /);
    expect(outcome.response).toMatch(/connection: close/i);
    expect(outcome.response).toContain('"code":"deadline_exceeded"');
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(900);
  });

  it("counts a caller's shorter grpc-timeout from the call's arrival too", async () => {
    const outcome = await trickle(server.url, "/compass.v1.CompassService/Ping", { ...GRPC_WEB, "grpc-timeout": "300m" });
    expect(outcome.response).toContain("grpc-status: 4\r\n");
    expect(outcome.elapsedMs).toBeLessThan(BOUND_MS);
  });
});
