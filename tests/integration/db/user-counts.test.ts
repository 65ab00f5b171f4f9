/**
 * The maintained user counts (migration 0020; the administrators' user list counts selections
 * without search words from them): after inserts (one and many at once), moves between groups,
 * updates that move nothing, deletes and a truncation, every (type, decision, status) count equals
 * the users table's own count.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userCounts, users } from "../../../src/server/db/schema/index.js";
import { insertUser } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

let database: TestDatabase;

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Both sides as "TYPE/decision/status" → n, groups of zero left out. */
async function bothCounts(): Promise<{ kept: Record<string, number>; actual: Record<string, number> }> {
  const key = (r: { type: string; applicationDecision: string; status: string }) => `${r.type}/${r.applicationDecision}/${r.status}`;
  const kept = await database.db.select().from(userCounts);
  const actual = await database.db
    .select({ type: users.type, applicationDecision: users.applicationDecision, status: users.status, n: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.type, users.applicationDecision, users.status);
  return {
    kept: Object.fromEntries(kept.filter((r) => Number(r.n) !== 0).map((r) => [key(r), Number(r.n)])),
    actual: Object.fromEntries(actual.map((r) => [key(r), r.n])),
  };
}

async function expectInStep(): Promise<void> {
  const { kept, actual } = await bothCounts();
  expect(kept).toEqual(actual);
}

describe("user_counts", () => {
  it("follows inserts, moves, unrelated updates, deletes and a truncation", async () => {
    await expectInStep();
    const a = await insertUser(database, "STANDARD");
    const b = await insertUser(database, "COACH");
    await expectInStep();
    // Many at once (one statement).
    const many = await database.db
      .insert(users)
      .values(Array.from({ length: 40 }, (_, i) => ({ email: `bulk-${i}-${process.pid}@example.com`, type: i % 3 === 0 ? ("LENDER" as const) : ("STANDARD" as const), applicationDecision: i % 2 ? "APPROVED" : "", status: i % 4 ? "ACTIVE" : "" })))
      .returning({ id: users.id });
    await expectInStep();
    // Moves between groups, one and many; an update that moves nothing.
    await database.db.update(users).set({ type: "ADMIN" }).where(eq(users.id, a));
    await database.db.update(users).set({ applicationDecision: "DECLINED", status: "WITHDRAWN" }).where(inArray(users.id, many.slice(0, 15).map((r) => r.id)));
    await database.db.update(users).set({ firstName: "Unmoved" }).where(eq(users.id, b));
    await database.db.update(users).set({ status: "ACTIVE" }).where(inArray(users.id, many.map((r) => r.id)));
    await expectInStep();
    // Deletes, one and many.
    await database.db.delete(users).where(eq(users.id, b));
    await database.db.delete(users).where(inArray(users.id, many.slice(10).map((r) => r.id)));
    await expectInStep();
    // A truncation (tests and restores) empties the counts with the table.
    await database.db.execute(sql`truncate table users cascade`);
    await expectInStep();
    expect((await bothCounts()).actual).toEqual({});
    await insertUser(database, "STANDARD");
    await expectInStep();
  });
});
