/**
 * `npm run outbox` (scripts/outbox.ts): the mail and texts kept instead of sent, read from the
 * running server's database, newest first, in full — how a first-time operator reads the links
 * Compass mailed without a mail server.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../../src/server/db/schema/identity.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, "../../..");
let database: TestDatabase;

const outbox = async (...args: string[]) =>
  (await run(process.execPath, ["--import", "tsx", "scripts/outbox.ts", ...args], { cwd: repo, env: { ...process.env, DATABASE_URL: database.url } })).stdout;

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("npm run outbox", () => {
  it("says so when nothing was kept", async () => {
    expect(await outbox()).toContain("The outbox is empty.");
  });

  it("prints the kept mail and texts newest first, in full, and only one address's with --to", async () => {
    await database.db.insert(outboxMessages).values([
      { channel: "email", recipient: "rosa@example.org", subject: "Confirm your address", body: "Open http://localhost:8080/oidc/confirm?code=abc", createdAt: new Date("2026-12-01T10:00:00Z") },
      { channel: "sms", recipient: "+15555550123", body: "Your Compass code is 123456", createdAt: new Date("2026-12-01T11:00:00Z") },
      { channel: "email", recipient: "admin@localhost", subject: "Reset your password", body: "Your code: 987654", createdAt: new Date("2026-12-01T12:00:00Z") },
    ]);
    const all = await outbox();
    expect(all.indexOf("Reset your password")).toBeLessThan(all.indexOf("Your Compass code is 123456"));
    expect(all.indexOf("Your Compass code is 123456")).toBeLessThan(all.indexOf("Confirm your address"));
    expect(all).toContain("mail to rosa@example.org");
    expect(all).toContain("http://localhost:8080/oidc/confirm?code=abc");
    expect(all).toContain("text to +15555550123");

    const one = await outbox("--to", "ROSA@example.org");
    expect(one).toContain("Confirm your address");
    expect(one).not.toContain("Reset your password");
    expect(await outbox("--limit", "1")).not.toContain("Confirm your address");
  });

  it("refuses a --limit that is not a whole number", async () => {
    await expect(outbox("--limit", "x")).rejects.toMatchObject({ stderr: expect.stringContaining("--limit takes a whole number") });
  });
});
