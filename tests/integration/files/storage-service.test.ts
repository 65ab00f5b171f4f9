/**
 * Storage use and its limits through the real server (issue #37, ADR 0031): GetMyStorageUsage and
 * AdminListStorageUsers (sign-in, administrators only, arguments), and the storage quota and the
 * upload rate limit on POST /files/upload (413 / 429) and UploadFile (RESOURCE_EXHAUSTED), each
 * refusal leaving the use as it was.
 */
import { Code } from "@connectrpc/connect";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UserType } from "../../../src/gen/compass/v1/compass_pb.js";
import { files } from "../../../src/server/db/schema/files.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

const MB = 1024 * 1024;

let database: TestDatabase;
let api: AccountServer;
let adminToken: string;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database, { env: { UPLOAD_QUOTA_LEARNER_MB: "1" }, limits: { upload: { points: 4, duration: 600 } } });
  adminToken = await tokenOf(await insertUser(database, "ADMIN"));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

const text = (size: number, seed: string) => Buffer.from(seed.padEnd(size, "x"));

async function upload(token: string, body: Uint8Array) {
  return fetch(`${api.server.url}/files/upload?purpose=attachment`, {
    method: "POST",
    headers: { "content-type": "application/octet-stream", "x-api-key": token, "x-file-name": "notes.txt" },
    body: new Uint8Array(body),
  });
}

async function rowsOf(userId: string): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(files).where(eq(files.uploadedByUserId, userId));
  return row?.n ?? 0;
}

describe("GetMyStorageUsage", () => {
  it("needs sign-in", async () => {
    expect((await outcome(api.client().getMyStorageUsage({}))).code).toBe(Code.Unauthenticated);
  });

  it("tells a learner their use and quota, and an administrator that they have none", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    const learner = api.client(await tokenOf(learnerId));
    expect((await learner.getMyStorageUsage({})).usage).toMatchObject({ usedBytes: 0n, quotaBytes: BigInt(MB), unlimited: false, fileCount: 0 });
    expect((await upload(await tokenOf(learnerId), text(1000, `use ${learnerId}`))).status).toBe(201);
    expect((await learner.getMyStorageUsage({})).usage).toMatchObject({ usedBytes: 1000n, quotaBytes: BigInt(MB), fileCount: 1 });
    expect((await api.client(adminToken).getMyStorageUsage({})).usage).toMatchObject({ quotaBytes: 0n, unlimited: true });
  });
});

describe("the storage quota on uploads", () => {
  it("refuses the upload that would pass it (413 on the route, RESOURCE_EXHAUSTED by RPC), storing nothing", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    const token = await tokenOf(learnerId);
    expect((await upload(token, text(700 * 1024, `a ${learnerId}`))).status).toBe(201);
    const before = (await api.client(token).getMyStorageUsage({})).usage;

    const refused = await upload(token, text(400 * 1024, `b ${learnerId}`));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({
      error: "quota-exceeded",
      message: "Your storage is full: 700 KB of 1 MB used, and this file needs 400 KB. Remove files you no longer need, or ask an administrator.",
    });
    const rpc = await outcome(api.client(token).uploadFile({ name: "b.txt", blob: text(400 * 1024, `c ${learnerId}`) }));
    expect(rpc.code).toBe(Code.ResourceExhausted);
    expect(rpc.message).toMatch(/^Your storage is full: 700 KB of 1 MB used/);

    expect((await api.client(token).getMyStorageUsage({})).usage).toEqual(before);
    expect(await rowsOf(learnerId)).toBe(1);
  });

  it("answers in Spanish when asked", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    const res = await fetch(`${api.server.url}/files/upload?purpose=attachment`, {
      method: "POST",
      headers: { "x-api-key": await tokenOf(learnerId), "accept-language": "es", "content-type": "application/octet-stream" },
      body: new Uint8Array(text(2 * MB, "x")),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Su almacenamiento está lleno: 0 KB de 1 MB usados/);
  });
});

describe("the upload rate limit", () => {
  it("refuses the upload past the limit with 429, storing nothing, per account", async () => {
    const learnerId = await insertUser(database, "STANDARD");
    const token = await tokenOf(learnerId);
    for (let i = 0; i < 4; i++) expect((await upload(token, text(100, `r${i} ${learnerId}`))).status).toBe(201);
    const refused = await upload(token, text(100, `r4 ${learnerId}`));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: "too-many-uploads", message: expect.stringMatching(/^Too many attempts/) });
    expect((await outcome(api.client(token).uploadFile({ name: "r.txt", blob: text(100, "r5") }))).code).toBe(Code.ResourceExhausted);
    expect(await rowsOf(learnerId)).toBe(4);
    const other = await tokenOf(await insertUser(database, "STANDARD"));
    expect((await upload(other, text(100, "another account"))).status).toBe(201);
  });
});

describe("AdminListStorageUsers", () => {
  it("needs sign-in, and an administrator", async () => {
    expect((await outcome(api.client().adminListStorageUsers({}))).code).toBe(Code.Unauthenticated);
    const learner = api.client(await tokenOf(await insertUser(database, "STANDARD")));
    expect((await outcome(learner.adminListStorageUsers({}))).code).toBe(Code.PermissionDenied);
  });

  it("refuses a negative page size and a page token it did not make", async () => {
    const admin = api.client(adminToken);
    expect(await outcome(admin.adminListStorageUsers({ pageRequest: { pageSize: -1 } }))).toMatchObject({ code: Code.InvalidArgument });
    expect(await outcome(admin.adminListStorageUsers({ pageRequest: { pageToken: "k1.bm90LWEtdG9rZW4" } }))).toMatchObject({ code: Code.InvalidArgument });
  });

  it("lists the accounts with uploads, largest first, in pages", async () => {
    const admin = api.client(adminToken);
    const big = await insertUser(database, "COACH");
    expect((await upload(await tokenOf(big), text(900 * 1024, `big ${big}`))).status).toBe(201);
    for (let i = 0; i < 11; i++) {
      const id = await insertUser(database, "STANDARD");
      expect((await upload(await tokenOf(id), text(10 + i, `small ${i} ${id}`))).status).toBe(201);
    }
    const first = await admin.adminListStorageUsers({ pageRequest: { pageSize: 10 } });
    expect(first.users).toHaveLength(10);
    expect(first.users[0]).toMatchObject({ userId: big, userType: UserType.COACH, usage: { usedBytes: BigInt(900 * 1024), quotaBytes: 1024n * BigInt(MB), fileCount: 1 } });
    const used = first.users.map((u) => u.usage!.usedBytes);
    expect([...used].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(used);
    expect(first.pageResponse!.nextPageToken).not.toBe("");
    const total = first.pageResponse!.totalSize;
    expect(total).toBeGreaterThanOrEqual(12);
    const rest = await admin.adminListStorageUsers({ pageRequest: { pageSize: 10, pageToken: first.pageResponse!.nextPageToken } });
    expect(rest.pageResponse!.totalSize).toBe(total);
    const seen = [...first.users, ...rest.users].map((u) => u.userId);
    expect(new Set(seen).size).toBe(seen.length);
    expect(rest.users[0]!.usage!.usedBytes <= used[used.length - 1]!).toBe(true);
  });
});
