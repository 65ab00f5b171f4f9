/**
 * Refused calls are counted, not written one row each (issue #8): one
 * audit_denials row per client, method and minute, a hard bound on the rows
 * anonymous callers can add whatever addresses they use, signed-in users'
 * refusals counted too, and the database guarding the table.
 */
import { Code, ConnectError, createClient, type Interceptor } from "@connectrpc/connect";
import { createGrpcWebTransport } from "@connectrpc/connect-web";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import { auditDenied } from "../../src/server/audit/audit-denied.js";
import { createAuditLog, type AuditLog } from "../../src/server/audit/audit-log.js";
import { ANONYMOUS_EXACT_ROWS, ANONYMOUS_ROWS_PER_MINUTE, OVERFLOW } from "../../src/server/audit/denials.js";
import { auditDenials, auditLog } from "../../src/server/db/schema/index.js";
import { accessFor } from "../../src/server/rpc/access.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { startTestServer, testTokenVerifier, tokenFor, type TestServer } from "../setup/server.js";

const quiet = { warn: () => undefined };
const MINUTE_MS = 60_000;

let database: TestDatabase;
let server: TestServer;
let audit: AuditLog;
let startedAt: Date;

beforeAll(async () => {
  database = await testDatabase();
  server = await startTestServer(
    {
      readiness: database.ready,
      database,
      verifyToken: testTokenVerifier,
      onDenied: (event) => audit.onDenied(event),
      handlers: {
        getUserName(req, ctx) {
          auditDenied(ctx, audit, { reason: "not visible", targetType: "user", targetId: req.userId });
          throw new ConnectError("User not found", Code.NotFound);
        },
      },
    },
    { TRUST_PROXY: "true" },
  );
});
afterAll(async () => {
  await server?.close();
  await database?.close();
});

// A fresh writer per test (its per-minute caps start empty), its clock held at
// the test's start so every call falls in one minute.
beforeEach(() => {
  startedAt = new Date();
  audit = createAuditLog(database.db, quiet, { now: () => startedAt });
});

const minuteOf = (d: Date) => new Date(Math.floor(d.getTime() / MINUTE_MS) * MINUTE_MS);

async function call(method: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${server.url}/compass.v1.CompassService/${method}`, {
    method: "POST",
    headers: { "content-type": "application/json", "connect-protocol-version": "1", ...headers },
    body: "{}",
  });
  await res.arrayBuffer();
  return res.status;
}

/** Runs the calls a few at a time (a busy machine, but concurrent like a flood). */
async function flood(calls: (() => Promise<number>)[], width = 20): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < calls.length; i += width) statuses.push(...(await Promise.all(calls.slice(i, i + width).map((c) => c()))));
  return statuses;
}

const total = (rows: { count: number }[]) => rows.reduce((sum, r) => sum + r.count, 0);

describe("refused calls", () => {
  it("200 anonymous refusals of one method within a minute are one row counting 200", async () => {
    const statuses = await flood(Array.from({ length: 200 }, () => () => call("GetMyUser")));
    expect(new Set(statuses)).toEqual(new Set([401]));
    await audit.flush();

    const rows = await database.db
      .select()
      .from(auditDenials)
      .where(and(isNull(auditDenials.actorUserId), eq(auditDenials.method, "GetMyUser"), eq(auditDenials.client, "127.0.0.1")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ count: 200, minute: minuteOf(startedAt), reason: "Sign-in required." });
    expect(rows[0]!.firstRequestId).toBeTruthy();
    expect(rows[0]!.lastAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.firstAt.getTime());
    // The append-only log proper is not where denials go any more.
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "denied"))).toEqual([]);
  });

  it("folds anonymous callers beyond the per-minute cap into overflow rows, however many addresses they use", async () => {
    const refusedAnonymously = CompassService.methods.filter((m) => accessFor(m.localName) !== "public" && m.name !== "GetMyUser").map((m) => m.name);
    expect(refusedAnonymously.length).toBeGreaterThan(20);
    const first = Array.from({ length: 40 }, (_, i) => () => call("GetMyUser", { "x-forwarded-for": `10.77.0.${i}` }));
    const spread = Array.from({ length: 20 }, (_, i) => () => call(refusedAnonymously[i]!, { "x-forwarded-for": `10.77.1.${i}` }));
    await flood(first, 1); // in order, so the first addresses are the ones kept
    await flood(spread, 1);
    // An address already counted this minute keeps its own row.
    await call("GetMyUser", { "x-forwarded-for": "10.77.0.0" });
    await audit.flush();

    const rows = await database.db
      .select()
      .from(auditDenials)
      .where(and(isNull(auditDenials.actorUserId), sql`(${auditDenials.client} like '10.77.%' or ${auditDenials.client} = ${OVERFLOW})`));
    expect(rows.length).toBeLessThanOrEqual(ANONYMOUS_ROWS_PER_MINUTE + 1);
    expect(total(rows)).toBe(61);
    const exact = rows.filter((r) => r.client !== OVERFLOW);
    expect(exact).toHaveLength(ANONYMOUS_EXACT_ROWS);
    expect(exact.find((r) => r.client === "10.77.0.0")!.count).toBe(2);
    expect(rows.find((r) => r.client === OVERFLOW && r.method === "GetMyUser")).toMatchObject({ reason: OVERFLOW, count: 40 - ANONYMOUS_EXACT_ROWS });
    const catchAll = rows.filter((r) => r.method === OVERFLOW);
    expect(catchAll).toHaveLength(1);
    expect(catchAll[0]).toMatchObject({ client: OVERFLOW, reason: OVERFLOW });
    expect(rows.every((r) => r.minute.getTime() === minuteOf(startedAt).getTime())).toBe(true);
  });

  it("counts a signed-in user's refusals per user, address and method, on both wire paths", async () => {
    const userId = "denied-user-1";
    const headers = { "x-api-key": tokenFor("standard", userId), "x-forwarded-for": "192.0.2.7" };
    expect(new Set(await flood(Array.from({ length: 12 }, () => () => call("AdminGetUser", headers))))).toEqual(new Set([403]));
    const forwarded: Interceptor = (next) => (req) => {
      for (const [k, v] of Object.entries(headers)) req.header.set(k, v);
      return next(req);
    };
    const grpcWeb = createClient(CompassService, createGrpcWebTransport({ baseUrl: server.url, useBinaryFormat: true, interceptors: [forwarded] }));
    await expect(grpcWeb.adminGetUser({ userId: "someone" })).rejects.toMatchObject({ code: Code.PermissionDenied });
    await audit.flush();

    const rows = await database.db.select().from(auditDenials).where(eq(auditDenials.actorUserId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ client: "192.0.2.7", method: "AdminGetUser", reason: "You do not have permission to do that.", count: 13 });
    expect(JSON.stringify(rows[0])).not.toContain("test:standard");
  });

  it("folds signed-in users beyond the instance-wide cap into one row for the minute", async () => {
    const capped = createAuditLog(database.db, quiet, { caps: { usersRowsPerMinute: 3 }, now: () => startedAt });
    for (let i = 0; i < 5; i++) {
      capped.onDenied({ method: "CapTest", userId: `cap-user-${i}`, reason: "You do not have permission to do that.", requestId: `r-${i}`, ip: "192.0.2.9" });
    }
    capped.onDenied({ method: "CapTest", userId: "cap-user-0", reason: "You do not have permission to do that.", requestId: "r-again", ip: "192.0.2.9" });
    await capped.flush();

    const rows = await database.db.select().from(auditDenials).where(sql`${auditDenials.method} = 'CapTest' or ${auditDenials.actorUserId} = ${OVERFLOW}`);
    expect(rows).toHaveLength(4);
    expect(rows.find((r) => r.actorUserId === "cap-user-0")!.count).toBe(2);
    expect(rows.find((r) => r.actorUserId === OVERFLOW)).toMatchObject({ client: OVERFLOW, method: OVERFLOW, reason: OVERFLOW, count: 2 });
  });

  it("counts object-level refusals a handler reports with auditDenied, target included", async () => {
    const client = (userId: string) => ({ "x-api-key": tokenFor("standard", userId), "x-forwarded-for": "192.0.2.8" });
    const res = () =>
      fetch(`${server.url}/compass.v1.CompassService/GetUserName`, {
        method: "POST",
        headers: { "content-type": "application/json", "connect-protocol-version": "1", ...client("prober-1") },
        body: JSON.stringify({ userId: "target-9" }),
      }).then((r) => r.status);
    expect(await flood([res, res, res])).toEqual([404, 404, 404]);
    await audit.flush();

    const rows = await database.db.select().from(auditDenials).where(eq(auditDenials.actorUserId, "prober-1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ client: "192.0.2.8", method: "GetUserName", reason: "not visible (user target-9)", count: 3 });
  });
});

async function pgCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === "string") return code;
    }
    throw err;
  }
  return undefined;
}

describe("the database guards", () => {
  const DAY_MS = 24 * 3600_000;
  async function denial(values: { minute: Date; actorUserId?: string | null; method?: string }): Promise<number> {
    const [row] = await database.db
      .insert(auditDenials)
      .values({ client: "198.51.100.1", method: "GuardTest", reason: "Sign-in required.", actorUserId: null, ...values })
      .returning({ id: auditDenials.id });
    return row!.id;
  }
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);

  it("still refuse any UPDATE, DELETE or TRUNCATE of audit_log", async () => {
    await database.db.insert(auditLog).values({ action: "AdminUpdateUser", actorUserId: "admin-1", targetType: "user", targetId: "u-2" });
    expect(await pgCode(q("update audit_log set action = 'x'"))).toBe("42501");
    expect(await pgCode(q("delete from audit_log"))).toBe("42501");
    expect(await pgCode(q("truncate audit_log"))).toBe("42501");
  });

  it("refuse deleting a denial row within its retention, and truncating the table", async () => {
    const fresh = await denial({ minute: minuteOf(new Date()) });
    expect(await pgCode(q("delete from audit_denials where id = $1", [fresh]))).toBe("42501");
    expect(await pgCode(q("truncate audit_denials"))).toBe("42501");
    const userMonthOld = await denial({ minute: minuteOf(new Date(Date.now() - 31 * DAY_MS)), actorUserId: "u-kept" });
    expect(await pgCode(q("delete from audit_denials where id = $1", [userMonthOld]))).toBe("42501");
    const anonMonthOld = await denial({ minute: minuteOf(new Date(Date.now() - 31 * DAY_MS)) });
    expect(await pgCode(q("delete from audit_denials where id = $1", [anonMonthOld]))).toBeUndefined();
    expect(await q("select 1 from audit_denials where id = any($1)", [[fresh, userMonthOld]]).then((r) => r.rowCount)).toBe(2);
  });

  it("allow only raising count and last_at of a row during its own minute", async () => {
    const fresh = await denial({ minute: minuteOf(new Date()), method: "GuardUpdate" });
    expect(await pgCode(q("update audit_denials set count = count + 1, last_at = now() where id = $1", [fresh]))).toBeUndefined();
    expect(await pgCode(q("update audit_denials set count = count - 1 where id = $1", [fresh]))).toBe("42501");
    expect(await pgCode(q("update audit_denials set count = count + 1, method = 'Other' where id = $1", [fresh]))).toBe("42501");
    expect(await pgCode(q("update audit_denials set count = count + 1, client = '*' where id = $1", [fresh]))).toBe("42501");
    expect(await pgCode(q("update audit_denials set count = count + 1, last_at = last_at - interval '1 hour' where id = $1", [fresh]))).toBe("42501");
    const old = await denial({ minute: minuteOf(new Date(Date.now() - 10 * MINUTE_MS)), method: "GuardUpdate" });
    expect(await pgCode(q("update audit_denials set count = count + 1 where id = $1", [old]))).toBe("42501");
    expect((await q("select count from audit_denials where id = $1", [fresh])).rows[0]).toEqual({ count: 2 });
  });
});
