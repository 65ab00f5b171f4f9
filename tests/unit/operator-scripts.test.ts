/** The operator's commands' pure parts: where `npm run outbox` finds the database; `npm start`'s build check. */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatMessage, outboxDatabaseUrl } from "../../scripts/outbox.js";
// @ts-expect-error -- a plain .mjs module without types
import { BUILD_INPUTS, inputsHash } from "../../scripts/build-if-changed.mjs";

describe("npm run outbox", () => {
  it("reads DATABASE_URL, else the embedded cluster's port and password under DATA_DIR", () => {
    expect(outboxDatabaseUrl({ DATABASE_URL: "postgres://u:p@db:5432/compass" })).toBe("postgres://u:p@db:5432/compass");
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "compass-outbox-"));
    mkdirSync(path.join(dataDir, "pg"));
    writeFileSync(path.join(dataDir, "pg", "port"), "54321\n");
    writeFileSync(path.join(dataDir, "pg", "password"), "s3cr/et\n");
    expect(outboxDatabaseUrl({ DATA_DIR: dataDir })).toBe("postgres://postgres:s3cr%2Fet@127.0.0.1:54321/compass");
    expect(() => outboxDatabaseUrl({ DATA_DIR: path.join(dataDir, "none") })).toThrow(/start Compass first/);
  });

  it("shows a message with its time, channel, address, subject and whole body", () => {
    const text = formatMessage({ channel: "email", recipient: "a@b.org", subject: "Hi", body: "Line 1\nLine 2\n", created_at: new Date("2026-12-01T10:00:00Z") });
    expect(text).toBe("── 2026-12-01 10:00:00 UTC · mail to a@b.org\nSubject: Hi\n\nLine 1\nLine 2\n");
  });
});

describe("npm start's build check", () => {
  it("hashes every input the build reads, the same way each time", () => {
    expect(BUILD_INPUTS).toEqual(expect.arrayContaining(["src", "proto", "package-lock.json", "vite.config.ts"]));
    const first = inputsHash() as string;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(inputsHash()).toBe(first);
  });
});
