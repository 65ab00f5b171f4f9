/**
 * UploadFile (any signed-in user) and AdminUploadFile (administrators) through the real server,
 * Connect and gRPC-web, with real access tokens (issue #9 §2): the same policy and store as the
 * HTTP upload, refusals as INVALID_ARGUMENT on `blob`, and the stored file served at its URL.
 */
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../../../src/server/db/schema/files.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";
import { html, pdf, png, svgWithScript } from "../../unit/files/fixtures.js";

let database: TestDatabase;
let api: AccountServer;
let adminId: string;
let learnerId: string;
let admin: ReturnType<AccountServer["client"]>;
let adminWeb: ReturnType<AccountServer["grpcWeb"]>;
let learner: ReturnType<AccountServer["client"]>;
let learnerWeb: ReturnType<AccountServer["grpcWeb"]>;

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN");
  learnerId = await insertUser(database, "STANDARD");
  const adminToken = await tokenOf(adminId);
  const learnerToken = await tokenOf(learnerId);
  admin = api.client(adminToken);
  adminWeb = api.grpcWeb(adminToken);
  learner = api.client(learnerToken);
  learnerWeb = api.grpcWeb(learnerToken);
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("access", () => {
  it("refuses both uploads without sign-in", async () => {
    const anonymous = api.client();
    expect((await outcome(anonymous.uploadFile({ name: "a.pdf", blob: pdf() }))).code).toBe(Code.Unauthenticated);
    expect((await outcome(anonymous.adminUploadFile({ name: "a.pdf", blob: pdf() }))).code).toBe(Code.Unauthenticated);
    expect((await outcome(api.grpcWeb().uploadFile({ name: "a.pdf", blob: pdf() }))).code).toBe(Code.Unauthenticated);
  });

  it("refuses AdminUploadFile to a standard user", async () => {
    expect((await outcome(learner.adminUploadFile({ name: "a.png", blob: await png() }))).code).toBe(Code.PermissionDenied);
    expect((await outcome(learnerWeb.adminUploadFile({ name: "a.png", blob: await png() }))).code).toBe(Code.PermissionDenied);
  });
});

describe("UploadFile", () => {
  expectCases((req: { name: string; blob: Uint8Array; description?: string }) => learner.uploadFile(req), [
    { name: "for an empty file", request: { name: "empty.txt", blob: new Uint8Array(0) }, code: Code.InvalidArgument, message: "blob: The file is empty." },
    { name: "for HTML named .pdf", request: { name: "report.pdf", blob: html() }, code: Code.InvalidArgument, message: /^blob: This kind of file cannot be attached/ },
    { name: "for an SVG with a script", request: { name: "logo.svg", blob: svgWithScript() }, code: Code.InvalidArgument, message: /^blob: / },
    {
      name: "for a description over 2000 characters",
      request: { name: "a.pdf", blob: pdf(), description: "x".repeat(2001) },
      code: Code.InvalidArgument,
      message: "description: at most 2000 characters.",
    },
  ]);

  it("stores a signed-in user's attachment and answers its metadata (Connect and gRPC-web)", async () => {
    for (const client of [learner, learnerWeb]) {
      const { metadata } = await client.uploadFile({ name: "dir/../Plan ü.pdf", blob: pdf(), description: "  my plan " });
      expect(metadata).toMatchObject({
        name: "Plan ü.pdf",
        contentType: "application/pdf",
        uploadedBy: learnerId,
        description: "my plan",
        contentLength: BigInt(pdf().length),
        forceDownload: true,
      });
      expect(metadata!.url).toBe(`/files/${metadata!.key}`);
      expect(metadata!.sha512Checksum).toMatch(/^[0-9a-f]{128}$/);
      const res = await fetch(`${api.server.url}${metadata!.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
    }
  });

  it("stores a picture as a plain attachment, without an image set", async () => {
    const { metadata } = await learner.uploadFile({ name: "photo.png", blob: await png(800, 600) });
    expect(metadata!.contentType).toBe("image/png");
    const rows = await database.db.select().from(files).where(eq(files.uploadedByUserId, learnerId));
    expect(rows.filter((r) => r.contentType === "image/webp")).toEqual([]);
  });
});

describe("AdminUploadFile", () => {
  expectCases((req: { name: string; blob: Uint8Array }) => admin.adminUploadFile(req), [
    { name: "for an empty file", request: { name: "empty.png", blob: new Uint8Array(0) }, code: Code.InvalidArgument, message: "blob: The file is empty." },
    { name: "for HTML named .png", request: { name: "photo.png", blob: html() }, code: Code.InvalidArgument, message: /^blob: / },
  ]);

  it("stores an administrator's picture as an image with its WebP copies, shown inline", async () => {
    const { metadata } = await adminWeb.adminUploadFile({ name: "cover.exe", blob: await png(800, 600) });
    expect(metadata).toMatchObject({ contentType: "image/png", uploadedBy: adminId, forceDownload: false });
    const rows = await database.db.select().from(files).where(eq(files.uploadedByUserId, adminId));
    expect(rows.filter((r) => r.contentType === "image/webp").map((r) => r.name).sort()).toEqual(["cover-320w.webp", "cover-640w.webp"]);
    const res = await fetch(`${api.server.url}${metadata!.url}`);
    expect(res.headers.get("content-disposition")).toMatch(/^inline; /);
  });

  it("serves a picture marked force_download as an attachment", async () => {
    const { metadata } = await admin.adminUploadFile({ name: "poster.png", blob: await png(), forceDownload: true });
    expect(metadata!.forceDownload).toBe(true);
    const res = await fetch(`${api.server.url}${metadata!.url}`);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
  });
});
