/**
 * A user's key/value entries through the real server (issue #10 §5): GetValueForKey,
 * PutValueForKey, DeleteValueForKey on the caller's own keys, and the Admin* twins on any user's;
 * sign-in and admin-only access; the key and value rules; 200 keys per user, also under
 * concurrent writes; unknown users; the audit log of an administrator's writes.
 */
import { Code } from "@connectrpc/connect";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AdminDeleteValueForKeyRequest,
  AdminGetValueForKeyRequest,
  AdminPutValueForKeyRequest,
  DeleteValueForKeyRequest,
  GetValueForKeyRequest,
  PutValueForKeyRequest,
} from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, keyValues } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

let database: TestDatabase;
let api: AccountServer;
let adminId: string;
let admin: Client;
let learnerId: string;
let learner: Client;
let learnerWeb: Client;
let coach: Client;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN");
  admin = api.client(await tokenOf(adminId));
  learnerId = await insertUser(database, "STANDARD");
  const learnerToken = await tokenOf(learnerId);
  learner = api.client(learnerToken);
  learnerWeb = api.grpcWeb(learnerToken);
  coach = api.client(await tokenOf(await insertUser(database, "COACH")));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const UNKNOWN_USER = "00000000-0000-4000-8000-000000000000";
const keysOf = async (userId: string) =>
  (await database.db.select({ n: count() }).from(keyValues).where(eq(keyValues.userId, userId)))[0]!.n;
const stored = async (userId: string, key: string) =>
  (await database.db.select({ value: keyValues.value }).from(keyValues).where(and(eq(keyValues.userId, userId), eq(keyValues.key, key))))[0]?.value;
/** A user with `n` keys already stored (k0 … k<n-1>). */
async function userWithKeys(n: number): Promise<{ id: string; client: Client }> {
  const id = await insertUser(database, "STANDARD");
  if (n > 0) await database.db.insert(keyValues).values(Array.from({ length: n }, (_, i) => ({ userId: id, key: `k${i}`, value: "v" })));
  return { id, client: api.client(await tokenOf(id)) };
}

describe("access", () => {
  const own = [
    ["getValueForKey", { key: "a" }],
    ["putValueForKey", { key: "a", value: "b" }],
    ["deleteValueForKey", { key: "a" }],
  ] as const;
  const admins = [
    ["adminGetValueForKey", { userId: UNKNOWN_USER, key: "a" }],
    ["adminPutValueForKey", { userId: UNKNOWN_USER, key: "a", value: "b" }],
    ["adminDeleteValueForKey", { userId: UNKNOWN_USER, key: "a" }],
  ] as const;
  type Call = (req: object) => Promise<unknown>;
  const call = (client: unknown, method: string): Call => (client as Record<string, Call>)[method]!;

  it.each([...own, ...admins])("%s answers UNAUTHENTICATED without a sign-in", async (method, req) => {
    expect((await outcome(call(api.client(), method)(req))).code).toBe(Code.Unauthenticated);
  });

  it.each(admins)("%s answers PERMISSION_DENIED to a learner and a coach, even for their own keys", async (method, req) => {
    await learner.putValueForKey({ key: "mine", value: "kept" });
    expect((await outcome(call(learner, method)({ ...req, userId: learnerId, key: "mine" }))).code).toBe(Code.PermissionDenied);
    expect((await outcome(call(coach, method)({ ...req, userId: learnerId, key: "mine" }))).code).toBe(Code.PermissionDenied);
    expect(await stored(learnerId, "mine")).toBe("kept");
  });

  it("lets every kind of signed-in user keep their own keys", async () => {
    for (const type of ["STANDARD", "COACH", "LENDER", "BANK", "ADMIN"] as const) {
      const client = api.client(await tokenOf(await insertUser(database, type)));
      await client.putValueForKey({ key: "theme", value: type });
      expect((await client.getValueForKey({ key: "theme" })).value).toBe(type);
    }
  });
});

describe("the caller's own keys", () => {
  it("writes, reads back, overwrites and removes a value, on both wire formats", async () => {
    await learner.putValueForKey({ key: "journey.lastLesson", value: '{"id":"abc"}' });
    expect(await learnerWeb.getValueForKey({ key: "journey.lastLesson" })).toMatchObject({ value: '{"id":"abc"}' });
    await learnerWeb.putValueForKey({ key: "journey.lastLesson", value: '{"id":"def"}' });
    expect((await learner.getValueForKey({ key: "journey.lastLesson" })).value).toBe('{"id":"def"}');
    await learner.deleteValueForKey({ key: "journey.lastLesson" });
    expect(await outcome(learnerWeb.getValueForKey({ key: "journey.lastLesson" }))).toEqual({ code: Code.NotFound, message: "Key not found" });
  });

  it("answers NOT_FOUND for a key that holds nothing, and keeps an empty value apart from none", async () => {
    expect(await outcome(learner.getValueForKey({ key: "never.written" }))).toEqual({ code: Code.NotFound, message: "Key not found" });
    await learner.putValueForKey({ key: "empty", value: "" });
    expect(await outcome(learner.getValueForKey({ key: "empty" }))).toEqual({ code: "ok" });
    expect((await learner.getValueForKey({ key: "empty" })).value).toBe("");
  });

  it("deletes a key that holds nothing without complaint", async () => {
    expect(await outcome(learner.deleteValueForKey({ key: "nothing.here" }))).toEqual({ code: "ok" });
    await learner.putValueForKey({ key: "twice", value: "x" });
    await learner.deleteValueForKey({ key: "twice" });
    expect(await outcome(learnerWeb.deleteValueForKey({ key: "twice" }))).toEqual({ code: "ok" });
  });

  it("keeps each user's keys apart", async () => {
    const other = await userWithKeys(0);
    await learner.putValueForKey({ key: "shared.name", value: "learner's" });
    await other.client.putValueForKey({ key: "shared.name", value: "other's" });
    expect((await learner.getValueForKey({ key: "shared.name" })).value).toBe("learner's");
    await other.client.deleteValueForKey({ key: "shared.name" });
    expect((await learner.getValueForKey({ key: "shared.name" })).value).toBe("learner's");
    expect(await outcome(other.client.getValueForKey({ key: "shared.name" }))).toMatchObject({ code: Code.NotFound });
  });

  it("uses keys exactly as sent: case matters and nothing is trimmed", async () => {
    await learner.putValueForKey({ key: "Case", value: "upper" });
    await learner.putValueForKey({ key: "case", value: "lower" });
    expect((await learner.getValueForKey({ key: "Case" })).value).toBe("upper");
    expect((await learner.getValueForKey({ key: "case" })).value).toBe("lower");
    expect((await outcome(learner.getValueForKey({ key: " case" }))).code).toBe(Code.InvalidArgument);
  });

  it("stores values up to 16 KiB of UTF-8, and text of any script", async () => {
    const big = "é".repeat(8192); // 16,384 bytes
    await learner.putValueForKey({ key: "big", value: big });
    expect((await learnerWeb.getValueForKey({ key: "big" })).value).toBe(big);
    await learner.putValueForKey({ key: "préférences 😀", value: "línea 1\nlínea 2" });
    expect((await learner.getValueForKey({ key: "préférences 😀" })).value).toBe("línea 1\nlínea 2");
  });

  describe("refuses", () => {
    const tooLong = "k".repeat(129);
    expectCases((req: PutValueForKeyRequest) => learner.putValueForKey(req), [
      { name: "a put without a key", request: { key: "", value: "v" } as PutValueForKeyRequest, code: Code.InvalidArgument, message: "key: enter a key." },
      { name: "a key of 129 characters", request: { key: tooLong, value: "v" } as PutValueForKeyRequest, code: Code.InvalidArgument, message: "key: use at most 128 characters (this one has 129)." },
      { name: "a key with a line break", request: { key: "a\nb", value: "v" } as PutValueForKeyRequest, code: Code.InvalidArgument, message: "key: remove the line breaks and control characters." },
      { name: "a key with spaces around it", request: { key: " a ", value: "v" } as PutValueForKeyRequest, code: Code.InvalidArgument, message: "key: remove the spaces at the start and end; keys are used exactly as sent." },
      { name: "a key with a NUL", request: { key: "a\u0000", value: "v" } as PutValueForKeyRequest, code: Code.InvalidArgument, message: "key: text must not contain NUL characters." },
      { name: "a value over 16 KiB", request: { key: "big", value: "é".repeat(8193) } as PutValueForKeyRequest, code: Code.InvalidArgument, message: "value: use at most 16384 bytes (16 KiB) of UTF-8 text (this one has 16386)." },
      { name: "a value with a NUL", request: { key: "a", value: "\u0000" } as PutValueForKeyRequest, code: Code.InvalidArgument, message: "value: text must not contain NUL characters." },
    ]);
    expectCases((req: GetValueForKeyRequest) => learner.getValueForKey(req), [
      { name: "a get without a key", request: { key: "" } as GetValueForKeyRequest, code: Code.InvalidArgument, message: "key: enter a key." },
      { name: "a get of a key of 129 characters", request: { key: tooLong } as GetValueForKeyRequest, code: Code.InvalidArgument, message: "key: use at most 128 characters (this one has 129)." },
    ]);
    expectCases((req: DeleteValueForKeyRequest) => learner.deleteValueForKey(req), [
      { name: "a delete without a key", request: { key: "" } as DeleteValueForKeyRequest, code: Code.InvalidArgument, message: "key: enter a key." },
      { name: "a delete of a key with a tab", request: { key: "a\tb" } as DeleteValueForKeyRequest, code: Code.InvalidArgument, message: "key: remove the line breaks and control characters." },
    ]);

    it("and writes nothing for a refused put", async () => {
      const before = await keysOf(learnerId);
      await outcome(learner.putValueForKey({ key: "huge", value: "x".repeat(16 * 1024 + 1) }));
      expect(await keysOf(learnerId)).toBe(before);
    });
  });
});

describe("at most 200 keys per user", () => {
  it("refuses a 201st key with RESOURCE_EXHAUSTED, still overwrites, and takes a new key once one is deleted", async () => {
    const user = await userWithKeys(199);
    await user.client.putValueForKey({ key: "the-200th", value: "fits" });
    expect(await outcome(user.client.putValueForKey({ key: "the-201st", value: "does not" }))).toEqual({
      code: Code.ResourceExhausted,
      message: "At most 200 keys can be stored for one user; delete one that is no longer needed first.",
    });
    expect(await keysOf(user.id)).toBe(200);
    await user.client.putValueForKey({ key: "k0", value: "overwritten" });
    expect(await stored(user.id, "k0")).toBe("overwritten");
    await user.client.deleteValueForKey({ key: "k1" });
    await user.client.putValueForKey({ key: "the-201st", value: "now it fits" });
    expect(await keysOf(user.id)).toBe(200);
  });

  it("holds under concurrent writes of new keys", async () => {
    const user = await userWithKeys(190);
    const web = api.grpcWeb(await tokenOf(user.id));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => outcome((i % 2 ? web : user.client).putValueForKey({ key: `race-${i}`, value: String(i) }))),
    );
    expect(results.filter((r) => r.code === "ok")).toHaveLength(10);
    expect(results.filter((r) => r.code === Code.ResourceExhausted)).toHaveLength(20);
    expect(await keysOf(user.id)).toBe(200);
  });

  it("counts an administrator's writes for the user too", async () => {
    const user = await userWithKeys(200);
    expect((await outcome(admin.adminPutValueForKey({ userId: user.id, key: "one-more", value: "x" }))).code).toBe(Code.ResourceExhausted);
    expect(await outcome(admin.adminPutValueForKey({ userId: user.id, key: "k5", value: "replaced" }))).toEqual({ code: "ok" });
    expect(await keysOf(user.id)).toBe(200);
  });
});

describe("an administrator, for any user", () => {
  it("reads, writes and removes a user's keys, on both wire formats", async () => {
    const user = await userWithKeys(0);
    const adminWeb = api.grpcWeb(await tokenOf(adminId));
    await admin.adminPutValueForKey({ userId: user.id, key: "onboarding.step", value: "3" });
    expect((await user.client.getValueForKey({ key: "onboarding.step" })).value).toBe("3");
    await user.client.putValueForKey({ key: "onboarding.step", value: "4" });
    expect((await adminWeb.adminGetValueForKey({ userId: user.id, key: "onboarding.step" })).value).toBe("4");
    await adminWeb.adminDeleteValueForKey({ userId: user.id, key: "onboarding.step" });
    expect(await outcome(user.client.getValueForKey({ key: "onboarding.step" }))).toMatchObject({ code: Code.NotFound });
    expect(await outcome(admin.adminGetValueForKey({ userId: user.id, key: "onboarding.step" }))).toEqual({ code: Code.NotFound, message: "Key not found" });
    expect(await outcome(admin.adminDeleteValueForKey({ userId: user.id, key: "onboarding.step" }))).toEqual({ code: "ok" });
  });

  it("does not touch their own keys when naming another user", async () => {
    const user = await userWithKeys(0);
    await admin.putValueForKey({ key: "same", value: "admin's" });
    await admin.adminPutValueForKey({ userId: user.id, key: "same", value: "user's" });
    expect((await admin.getValueForKey({ key: "same" })).value).toBe("admin's");
    expect((await admin.adminGetValueForKey({ userId: adminId, key: "same" })).value).toBe("admin's");
  });

  it("records writes and removals in the audit log, without the key or the value", async () => {
    const user = await userWithKeys(0);
    await admin.adminPutValueForKey({ userId: user.id, key: "secret-ish", value: "private value" });
    await admin.adminDeleteValueForKey({ userId: user.id, key: "secret-ish" });
    await admin.adminDeleteValueForKey({ userId: user.id, key: "secret-ish" }); // nothing removed: not recorded
    await api.audit.flush();
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.targetId, user.id));
    expect(rows.map((r) => [r.action, r.actorUserId, r.targetType])).toEqual([
      ["admin_key_value_put", adminId, "user"],
      ["admin_key_value_deleted", adminId, "user"],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/secret-ish|private value/);
  });

  describe("refuses", () => {
    expectCases((req: AdminGetValueForKeyRequest) => admin.adminGetValueForKey(req), [
      { name: "a get without a user id", request: { userId: " ", key: "a" } as AdminGetValueForKeyRequest, code: Code.InvalidArgument, message: "user_id: required." },
      { name: "a get without a key", request: () => ({ userId: learnerId, key: "" }) as AdminGetValueForKeyRequest, code: Code.InvalidArgument, message: "key: enter a key." },
      { name: "a get for an unknown user", request: { userId: UNKNOWN_USER, key: "a" } as AdminGetValueForKeyRequest, code: Code.NotFound, message: "User not found" },
    ]);
    expectCases((req: AdminPutValueForKeyRequest) => admin.adminPutValueForKey(req), [
      { name: "a put without a user id", request: { userId: "", key: "a", value: "v" } as AdminPutValueForKeyRequest, code: Code.InvalidArgument, message: "user_id: required." },
      { name: "a put with a key of 129 characters", request: () => ({ userId: learnerId, key: "k".repeat(129), value: "v" }) as AdminPutValueForKeyRequest, code: Code.InvalidArgument, message: "key: use at most 128 characters (this one has 129)." },
      { name: "a put of a value over 16 KiB", request: () => ({ userId: learnerId, key: "a", value: "x".repeat(16385) }) as AdminPutValueForKeyRequest, code: Code.InvalidArgument, message: "value: use at most 16384 bytes (16 KiB) of UTF-8 text (this one has 16385)." },
      { name: "a put for an unknown user", request: { userId: UNKNOWN_USER, key: "a", value: "v" } as AdminPutValueForKeyRequest, code: Code.NotFound, message: "User not found" },
      { name: "a put for a user id that is not one", request: { userId: "x".repeat(256), key: "a", value: "v" } as AdminPutValueForKeyRequest, code: Code.InvalidArgument, message: "user_id: not a user id." },
    ]);
    expectCases((req: AdminDeleteValueForKeyRequest) => admin.adminDeleteValueForKey(req), [
      { name: "a delete without a user id", request: { userId: "", key: "a" } as AdminDeleteValueForKeyRequest, code: Code.InvalidArgument, message: "user_id: required." },
      { name: "a delete with spaces around the key", request: () => ({ userId: learnerId, key: "a " }) as AdminDeleteValueForKeyRequest, code: Code.InvalidArgument, message: "key: remove the spaces at the start and end; keys are used exactly as sent." },
      { name: "a delete for an unknown user", request: { userId: UNKNOWN_USER, key: "a" } as AdminDeleteValueForKeyRequest, code: Code.NotFound, message: "User not found" },
    ]);
  });
});
