/**
 * The schema on a real PostgreSQL (embedded by default, DATABASE_URL under
 * `npm run test:pg`): migrations apply from empty, every table exists, the
 * audit log is append-only, foreign keys hold with the intended ON DELETE; migration 0025 refuses
 * referral codes that differ only by look-alikes.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { committedMigrations, createPool, MIGRATIONS_FOLDER, readinessCheck, runMigrations } from "../../../src/server/db/database.js";
import * as schema from "../../../src/server/db/schema/index.js";
import { dropDatabase, silentLog, testDatabase, uniqueDatabaseName, withAdmin, withDatabase, type TestDatabase } from "../../setup/database.js";
import { inject } from "vitest";

const tables = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));
const tableNames = tables.map((t) => getTableName(t)).sort();

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

describe("migrations from an empty database", () => {
  const name = uniqueDatabaseName();
  afterAll(() => dropDatabase(name));

  it("creates every table of the schema, and running them again changes nothing", async () => {
    await withAdmin((c) => c.query(`create database ${c.escapeIdentifier(name)}`));
    const pool = createPool(withDatabase(inject("dbAdminUrl"), name), silentLog, { max: 2 });
    try {
      expect(await readinessCheck(pool)()).toBe(false); // reachable but not migrated: not ready
      await runMigrations(pool);
      const found = await pool.query<{ table_name: string }>(
        "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
      );
      expect(found.rows.map((r) => r.table_name)).toEqual(tableNames);
      const applied = await pool.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(applied.rows[0]!.n).toBe(committedMigrations());
      await runMigrations(pool);
      const again = await pool.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
      expect(again.rows[0]!.n).toBe(committedMigrations());
      expect(await readinessCheck(pool)()).toBe(true);
    } finally {
      await pool.end();
    }
  });
});

describe("schema rules", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await testDatabase();
  });
  afterAll(() => t?.close());

  const user = async (email: string, extra: Partial<typeof schema.users.$inferInsert> = {}) => {
    const [row] = await t.db.insert(schema.users).values({ email, ...extra }).returning({ id: schema.users.id });
    return row!.id;
  };

  it("has the tables and a primary key on each", async () => {
    expect(tableNames.length).toBeGreaterThanOrEqual(30);
    const withoutPk = await t.pool.query<{ relname: string }>(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r'
        and not exists (select 1 from pg_constraint p where p.conrelid = c.oid and p.contype = 'p')`);
    expect(withoutPk.rows).toEqual([]);
  });

  it("generates ids server-side and keeps e-mails unique regardless of case", async () => {
    const id = await user("Ada@example.org");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await pgCode(user("ada@EXAMPLE.org"))).toBe("23505");
  });

  it("refuses an unknown user type and PII ciphertext without a key id", async () => {
    expect(await pgCode(user("t1@example.org", { type: "WIZARD" as never }))).toBe("23514");
    expect(await pgCode(user("t2@example.org", { dateOfBirthEnc: Buffer.from("x") }))).toBe("23514");
    const ok = await user("t3@example.org", { dateOfBirthEnc: Buffer.from([1, 2, 3]), piiKeyId: "k1" });
    const [row] = await t.db.select().from(schema.users).where(eq(schema.users.id, ok));
    expect(Buffer.isBuffer(row!.dateOfBirthEnc)).toBe(true);
    expect([...row!.dateOfBirthEnc!]).toEqual([1, 2, 3]);
  });

  it("keeps the audit log append-only: UPDATE, DELETE and TRUNCATE are refused", async () => {
    await t.db.insert(schema.auditLog).values({ action: "AdminUpdateUser", actorUserId: "u1", targetType: "user", targetId: "u2", requestId: "r1" });
    expect(await pgCode(t.pool.query("update audit_log set action = 'x'"))).toBe("42501");
    expect(await pgCode(t.pool.query("delete from audit_log"))).toBe("42501");
    expect(await pgCode(t.pool.query("truncate audit_log"))).toBe("42501");
    const rows = await t.db.select().from(schema.auditLog);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.action).toBe("AdminUpdateUser");
  });

  it("refuses rows that point at nothing", async () => {
    expect(await pgCode(t.db.insert(schema.keyValues).values({ userId: "nobody", key: "k", value: "v" }))).toBe("23503");
    expect(await pgCode(t.db.insert(schema.notifications).values({ recipientUserId: "nobody", message: "hi" }))).toBe("23503");
    expect(await pgCode(t.db.insert(schema.moduleContents).values({ moduleId: "m", contentId: "c", position: 0 }))).toBe("23503");
  });

  it("deletes a user's own data with them and keeps what others need", async () => {
    const coach = await user("coach@example.org", { type: "COACH" });
    const learner = await user("learner@example.org", { assignedCoachId: coach });
    await t.db.insert(schema.keyValues).values({ userId: learner, key: "k", value: "v" });
    await t.db.insert(schema.userStates).values({ userId: learner });
    await t.db.insert(schema.notifications).values({ recipientUserId: learner, sentByUserId: coach, message: "hello" });
    await t.db.insert(schema.chatMessages).values({ sentByUserId: learner, sentToUserId: coach, message: "hi" });
    const [ta] = await t.db
      .insert(schema.taTracking)
      .values({ coachUserId: coach, clientUserId: learner, createdByUserId: coach, dateOfSession: "2025-03-01", clientName: "L" })
      .returning();
    await t.db.insert(schema.auditLog).values({ action: "AdminDeleteUser", actorUserId: coach, targetType: "user", targetId: learner });

    // Deleting the coach un-assigns the learner and keeps the notification.
    await t.db.delete(schema.users).where(eq(schema.users.id, coach));
    const [after] = await t.db.select().from(schema.users).where(eq(schema.users.id, learner));
    expect(after!.assignedCoachId).toBeNull();
    const [n] = await t.db.select().from(schema.notifications).where(eq(schema.notifications.recipientUserId, learner));
    expect(n!.sentByUserId).toBeNull();
    expect(await t.db.select().from(schema.chatMessages)).toHaveLength(0);

    // Deleting the learner removes their data; the TA record (programme data) and the audit log stay.
    await t.db.delete(schema.users).where(eq(schema.users.id, learner));
    expect(await t.db.select().from(schema.keyValues).where(eq(schema.keyValues.userId, learner))).toHaveLength(0);
    expect(await t.db.select().from(schema.userStates).where(eq(schema.userStates.userId, learner))).toHaveLength(0);
    const [kept] = await t.db.select().from(schema.taTracking).where(eq(schema.taTracking.id, ta!.id));
    expect(kept).toMatchObject({ clientUserId: null, coachUserId: null, clientName: "L" });
    const audit = await t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, "AdminDeleteUser"));
    expect(audit).toHaveLength(1);
  });

  it("orders a module's contents and removes the links with the content", async () => {
    const [m] = await t.db.insert(schema.learningModules).values({ title: "Cash basics" }).returning();
    const contents = await t.db
      .insert(schema.learningContents)
      .values([{ title: "A" }, { title: "B" }, { title: "C" }])
      .returning();
    await t.db.insert(schema.moduleContents).values(contents.map((c, i) => ({ moduleId: m!.id, contentId: c.id, position: 2 - i })));
    const ordered = await t.db
      .select({ title: schema.learningContents.title })
      .from(schema.moduleContents)
      .innerJoin(schema.learningContents, eq(schema.learningContents.id, schema.moduleContents.contentId))
      .where(eq(schema.moduleContents.moduleId, m!.id))
      .orderBy(schema.moduleContents.position);
    expect(ordered.map((r) => r.title)).toEqual(["C", "B", "A"]);
    await t.db.delete(schema.learningContents).where(eq(schema.learningContents.id, contents[0]!.id));
    const left = await t.db.execute(sql`select count(*)::int as n from module_contents where module_id = ${m!.id}`);
    expect(left.rows[0]).toEqual({ n: 2 });
  });

  it("has an index on every foreign key column (cascades and joins stay fast)", async () => {
    const missing = await t.pool.query<{ conname: string }>(`
      select c.conname from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and (i.indkey::int2[])[0:array_length(c.conkey,1)-1] @> c.conkey::int2[]
            and c.conkey::int2[] @> (i.indkey::int2[])[0:array_length(c.conkey,1)-1]
        )`);
    expect(missing.rows.map((r) => r.conname)).toEqual([]);
  });
});

describe("migration 0025: referral codes compared with look-alikes folded (issue #38 §9)", () => {
  const name = uniqueDatabaseName();
  let before = "";
  afterAll(async () => {
    await dropDatabase(name);
    if (before) await rm(before, { recursive: true, force: true });
  });

  it("refuses codes that differ only by look-alikes, naming them; applies once one is renamed; then keeps such codes out", async () => {
    // The migrations before 0025, in a folder of their own.
    before = await mkdtemp(path.join(tmpdir(), "compass-migrations-"));
    await cp(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalPath = path.join(before, "meta", "_journal.json");
    const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
    const fold = journal.entries.find((e) => e.tag === "0025_referral_code_fold");
    expect(fold?.idx).toBe(25);
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < fold!.idx) }));

    await withAdmin((c) => c.query(`create database ${c.escapeIdentifier(name)}`));
    const pool = createPool(withDatabase(inject("dbAdminUrl"), name), silentLog, { max: 2 });
    try {
      await runMigrations(pool, before);
      const owner = (await pool.query<{ id: string }>("insert into users (email, type) values ('bank@example.org', 'BANK') returning id")).rows[0]!.id;
      // Made before codes were folded: MESA2026 and mesa2o26 were two codes (the old index compared case only).
      await pool.query("insert into referral_codes (code, owner_user_id, kind, created_at) values ('MESA2026', $1, 'bank', now() - interval '1 day'), ('mesa2o26', $1, 'bank', now()), ('LOAN1', $1, 'bank', now())", [owner]);

      const refused = await runMigrations(pool).then(
        () => null,
        (err: unknown) => err,
      );
      const messages: string[] = [];
      for (let e: unknown = refused; e; e = (e as { cause?: unknown }).cause) messages.push(String((e as Error).message));
      expect(messages.join(" ")).toMatch(/MESA2026, mesa2o26/);
      expect((await pool.query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0].n).toBe(fold!.idx);

      await pool.query("update referral_codes set code = 'MESA2027' where code = 'mesa2o26'");
      await runMigrations(pool);
      expect((await pool.query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0].n).toBe(committedMigrations());
      expect(await pgCode(pool.query("insert into referral_codes (code, owner_user_id, kind) values ('LOANI', $1, 'bank')", [owner]))).toBe("23505");
      expect(await pgCode(pool.query("insert into referral_codes (code, owner_user_id, kind) values ('mesa2o27', $1, 'bank')", [owner]))).toBe("23505");
      expect(await pgCode(pool.query("insert into referral_codes (code, owner_user_id, kind) values ('MESA2028', $1, 'bank')", [owner]))).toBeUndefined();
    } finally {
      await pool.end();
    }
  });
});
