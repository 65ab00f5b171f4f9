/**
 * The server and its database: /readyz follows the database, a database that
 * goes away makes RPCs answer UNAVAILABLE (never a crash), and the service
 * recovers by itself when the database returns. The database "goes away"
 * through a TCP proxy we cut, so this runs on both engines.
 */
import net from "node:net";
import { Code, ConnectError, createClient } from "@connectrpc/connect";
import { createConnectTransport } from "@connectrpc/connect-node";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService } from "../../../src/gen/compass/v1/compass_pb.js";
import type { Handlers } from "../../../src/server/rpc/dispatch.js";
import { signedIn } from "../../../src/server/core/context.js";
import { createPool, readinessCheck, type Database } from "../../../src/server/db/database.js";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "../../../src/server/db/schema/index.js";
import { silentLog, startTestServerOn, testDatabase, type TestDatabase } from "../../setup/database.js";
import { testTokenVerifier, tokenFor, type TestServer } from "../../setup/server.js";

/** A TCP proxy in front of the database that can be cut and restored on the same port. */
class Proxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async up(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on("close", () => this.sockets.delete(s));
        s.on("error", () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    if (server) await new Promise<void>((r) => server.close(() => r()));
  }
}

let t: TestDatabase;
let proxy: Proxy;
let database: Database;
let server: TestServer;

beforeAll(async () => {
  t = await testDatabase();
  const target = new URL(t.url);
  proxy = new Proxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.up();
  const viaProxy = new URL(t.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  const pool = createPool(viaProxy.toString(), silentLog, { max: 4, connectionTimeoutMillis: 2_000 });
  database = { pool, db: drizzle(pool, { schema }), ready: readinessCheck(pool), close: () => pool.end() };

  // A handler that runs a query, as every domain store will.
  const handlers: Handlers = {
    async getValueForKey(req, ctx) {
      const actor = signedIn(ctx);
      const [row] = await database.db
        .select({ value: schema.keyValues.value })
        .from(schema.keyValues)
        .where(and(eq(schema.keyValues.userId, actor.userId), eq(schema.keyValues.key, req.key)));
      return { value: row?.value ?? "" };
    },
  };
  server = await startTestServerOn(database, { handlers, verifyToken: testTokenVerifier });
  const [user] = await t.db.insert(schema.users).values({ email: "kv@example.org" }).returning();
  userId = user!.id;
  await t.db.insert(schema.keyValues).values({ userId, key: "colour", value: "teal" });
});

afterAll(async () => {
  await server?.close();
  await database?.close();
  await proxy?.down();
  await t?.close();
});

let userId = "";
const client = () =>
  createClient(CompassService, createConnectTransport({ baseUrl: server.url, httpVersion: "1.1" }));
const call = () => client().getValueForKey({ key: "colour" }, { headers: { "x-api-key": tokenFor("standard", userId) } });
const readyz = async () => (await fetch(`${server.url}/readyz`)).status;

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  let last: T = await fn();
  while (!ok(last) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    last = await fn();
  }
  return last;
}

describe("database availability", () => {
  it("is ready with a reachable, migrated database and serves a query", async () => {
    expect(await readyz()).toBe(200);
    expect((await call()).value).toBe("teal");
  });

  it("answers 503 and UNAVAILABLE while the database is unreachable, and keeps running", async () => {
    await proxy.down();
    expect(await readyz()).toBe(503);
    const err = await call().then(
      () => null,
      (e: unknown) => ConnectError.from(e),
    );
    expect(err?.code).toBe(Code.Unavailable);
    expect(err?.rawMessage).not.toMatch(/ECONN|127\.0\.0\.1|select|key_values/i);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it("recovers by itself when the database returns", async () => {
    await proxy.up();
    expect(await eventually(readyz, (s) => s === 200)).toBe(200);
    expect((await call()).value).toBe("teal");
  });

  it("answers UNAVAILABLE when established connections are cut mid-flight, then recovers", async () => {
    expect((await call()).value).toBe("teal"); // the pool holds idle connections now
    await proxy.down();
    await proxy.up(); // the old connections are dead; new ones work
    // Whatever the pool hands out next either works or fails as UNAVAILABLE; never INTERNAL.
    for (let i = 0; i < 5; i++) {
      await call().then(
        (r) => expect(r.value).toBe("teal"),
        (e: unknown) => expect(ConnectError.from(e).code).toBe(Code.Unavailable),
      );
    }
    expect((await eventually(() => call().then((r) => r.value, () => ""), (v) => v === "teal"))).toBe("teal");
  });
});

describe("readiness of an unmigrated database", () => {
  it("is 503 when the database answers but lacks the migrations", async () => {
    const pool = createPool(t.url, silentLog, { max: 1 });
    try {
      const notMigrated = readinessCheck(pool, 999);
      expect(await notMigrated()).toBe(false);
      expect(await readinessCheck(pool)()).toBe(true);
    } finally {
      await pool.end();
    }
  });
});
