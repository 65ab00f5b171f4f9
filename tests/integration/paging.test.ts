/**
 * Keyset paging (src/server/rpc/paging.ts) against PostgreSQL: walking a list page by page, through
 * sealed page tokens, returns every row once, in order, including rows whose sort keys tie or
 * differ only in microseconds (which a JS Date cannot hold).
 */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, like, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeyRing } from "../../src/server/crypto/keyring.js";
import { users } from "../../src/server/db/schema/index.js";
import { keyset, pageOf, pageTokens, type Cursor, type Direction } from "../../src/server/rpc/paging.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";

let database: TestDatabase;
const tokens = pageTokens(createKeyRing(randomBytes(32)));
const PREFIX = `paging-${process.pid}-`;
const mine = like(users.email, `${PREFIX}%`);

beforeAll(async () => {
  database = await testDatabase();
  // 23 users: created in bursts within one millisecond (microseconds apart), some at the very same
  // instant (ties broken by id), and some coaches for the filtered walk.
  const values = Array.from({ length: 23 }, (_, i) => {
    const micros = String(100 + Math.floor(i / 3) * 7).padStart(6, "0");
    return `('${i % 4 === 0 ? "COACH" : "STANDARD"}', '${PREFIX}${i}@example.com', 'Name ${i % 5}', '2024-05-01 10:00:00.${micros}+00')`;
  });
  await database.pool.query(`insert into users (type, email, last_name, created_at) values ${values.join(", ")}`);
});
afterAll(async () => {
  await database?.close();
});

async function walk(sort: typeof users.createdAt | typeof users.lastName, direction: Direction, size: number, filter: SQL = mine): Promise<string[]> {
  const seen: string[] = [];
  let token = "";
  for (let pages = 0; pages < 100; pages++) {
    const q = keyset({ sort, id: users.id, direction, after: tokens.decode("test-list", token), size, where: filter });
    const rows = await database.db.select({ id: users.id, sortKey: q.sortKey }).from(users).where(q.where).orderBy(...q.orderBy).limit(q.limit);
    const page = pageOf(rows, size, (r): Cursor => ({ key: r.sortKey, id: r.id }));
    expect(page.items.length).toBeLessThanOrEqual(size);
    seen.push(...page.items.map((r) => r.id));
    if (!page.next) return seen;
    token = tokens.encode("test-list", page.next);
  }
  throw new Error("paging did not end");
}

async function expected(sort: typeof users.createdAt | typeof users.lastName, direction: Direction, filter: SQL = mine): Promise<string[]> {
  const order = direction === "asc" ? asc : desc;
  const rows = await database.db.select({ id: users.id }).from(users).where(filter).orderBy(order(sort), order(users.id));
  return rows.map((r) => r.id);
}

describe("a keyset walk", () => {
  it.each([
    ["creation time, newest first", "createdAt", "desc", 5],
    ["creation time, oldest first", "createdAt", "asc", 4],
    ["last name (many ties), A to Z", "lastName", "asc", 3],
    ["last name, Z to A, one row a page", "lastName", "desc", 1],
  ] as const)("by %s returns every row once, in order", async (_what, column, direction, size) => {
    const ids = await walk(users[column], direction, size);
    expect(ids).toHaveLength(23);
    expect(new Set(ids).size).toBe(23);
    expect(ids).toEqual(await expected(users[column], direction));
  });

  it("keeps the list's own filter on every page", async () => {
    const coaches = and(mine, eq(users.type, "COACH"))!;
    const ids = await walk(users.createdAt, "desc", 2, coaches);
    expect(ids).toHaveLength(6);
    expect(ids).toEqual(await expected(users.createdAt, "desc", coaches));
  });

  it("ends with an exact last page without an empty one after it", async () => {
    const q = keyset({ sort: users.createdAt, id: users.id, after: null, size: 23, where: mine });
    const rows = await database.db.select({ id: users.id, sortKey: q.sortKey }).from(users).where(q.where).orderBy(...q.orderBy).limit(q.limit);
    expect(pageOf(rows, 23, (r) => ({ key: r.sortKey, id: r.id })).next).toBeNull();
  });
});
