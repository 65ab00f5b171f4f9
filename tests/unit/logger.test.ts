import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions, redact, scrubMessage, serializeError } from "../../src/server/logger.js";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { log: pino(loggerOptions("info"), stream), lines };
}

describe("log redaction", () => {
  it("replaces tokens, passwords and personal data at any depth, whatever the key's case or separator", () => {
    const out = redact({
      headers: { authorization: "Bearer abc", "X-Api-Key": "eyJ.secret", "content-type": "x" },
      user: { profile: { firstName: "Ana", last_name: "Ruiz", dateOfBirth: "1990-01-01", driversLicenseNumber: "D123", businessName: "Ana's" } },
      list: [{ email: "a@b.c", phoneNumber: "555" }],
      password: "hunter2",
      refreshToken: "r",
    }) as { headers: Record<string, unknown>; user: { profile: Record<string, unknown> } };
    expect(JSON.stringify(out)).not.toMatch(/abc|eyJ|Ana"|Ruiz|1990|D123|a@b\.c|555|hunter2/);
    expect(out.headers["content-type"]).toBe("x");
    expect(out.user.profile.businessName).toBe("Ana's");
  });

  it("survives cycles and deep objects", () => {
    const a: Record<string, unknown> = { name: "a" };
    a.self = a;
    expect(() => JSON.stringify(redact(a))).not.toThrow();
  });

  it("strips parameter values and key details that drivers put into error messages", () => {
    expect(scrubMessage("Failed query: insert into users values ($1, $2)\nparams: ana@example.org,Ana")).not.toContain("ana@example.org");
    expect(scrubMessage('duplicate key value violates unique constraint "users_email_key" Key (email)=(ana@example.org) already exists.')).toBe(
      'duplicate key value violates unique constraint "users_email_key" Key (email)=([redacted]) already exists.',
    );
  });

  it("serialises an error with its cause, code and stack, scrubbed", () => {
    const cause = Object.assign(new Error("Key (email)=(ana@example.org) already exists."), { code: "23505" });
    const err = new Error("Failed query: select 1\nparams: ana@example.org", { cause });
    const out = serializeError(err);
    expect(JSON.stringify(out)).not.toContain("ana@example.org");
    expect(out.cause?.code).toBe("23505");
    expect(out.stack).toContain("at ");
  });

  it("writes log lines with no secret in them", () => {
    const { log, lines } = capture();
    const err = new Error("Failed query: update users set phone=$1\nparams: 555-0100");
    log.error({ err, req: { headers: { "x-api-key": "tok" } }, email: "a@b.c", requestId: "r1" }, "boom");
    log.child({ reqId: "r2" }).info({ accessToken: "t" }, "child");
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/555-0100|"tok"|a@b\.c|"t"/);
    expect(lines[0]).toMatchObject({ requestId: "r1", msg: "boom", err: { type: "Error" } });
    expect(lines[1]).toMatchObject({ reqId: "r2", accessToken: "[redacted]" });
  });
});
