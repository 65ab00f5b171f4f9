import { randomBytes } from "node:crypto";
import { Code } from "@connectrpc/connect";
import { PgDialect } from "drizzle-orm/pg-core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createKeyRing } from "../../../src/server/crypto/keyring.js";
import { users } from "../../../src/server/db/schema/index.js";
import {
  ADMIN_PAGE_SIZE_MIN,
  BAD_PAGE_TOKEN,
  cursorFromJson,
  cursorToJson,
  keyset,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  pageOf,
  pageSize,
  pageTokens,
} from "../../../src/server/rpc/paging.js";
import { outcomeOf } from "../../setup/rpc.js";

describe("page size", () => {
  it.each([
    ["unset", undefined, {}, PAGE_SIZE_DEFAULT],
    ["0", { pageSize: 0 }, {}, 25],
    ["1", { pageSize: 1 }, {}, 1],
    ["100", { pageSize: 100 }, {}, 100],
    ["above the cap", { pageSize: 10_000 }, {}, PAGE_SIZE_MAX],
    ["3 on an admin list", { pageSize: 3 }, { admin: true }, ADMIN_PAGE_SIZE_MIN],
    ["0 on an admin list", { pageSize: 0 }, { admin: true }, 25],
    ["12 on an admin list", { pageSize: 12 }, { admin: true }, 12],
    ["above the cap on an admin list", { pageSize: 501 }, { admin: true }, 500],
  ])("%s → %s", (_what, request, options, size) => expect(pageSize(request, options)).toBe(size));

  it("refuses a negative size", () => {
    expect(outcomeOf(() => pageSize({ pageSize: -1 }))).toMatchObject({ code: Code.InvalidArgument, message: expect.stringMatching(/^page_request\.page_size: /) });
  });
});

describe("cursors as JSON", () => {
  it("round-trip", () => {
    const cursor = { key: "2024-05-01 10:00:00.123456+00", id: "u-1" };
    expect(cursorFromJson(cursorToJson(cursor))).toEqual(cursor);
  });

  it("carry the list's first-page total when given", () => {
    const cursor = { key: "Lovelace", id: "u-1", total: 93_500 };
    expect(cursorFromJson(cursorToJson(cursor))).toEqual(cursor);
    expect(cursorFromJson(cursorToJson({ key: "a", id: "b", total: 0 }))).toEqual({ key: "a", id: "b", total: 0 });
  });

  it.each([
    ["not JSON", "{"],
    ["an array", "[1]"],
    ["another version", JSON.stringify({ v: 2, k: "a", i: "b" })],
    ["an extra field", JSON.stringify({ v: 1, k: "a", i: "b", admin: true })],
    ["an empty id", JSON.stringify({ v: 1, k: "a", i: "" })],
    ["a non-text key", JSON.stringify({ v: 1, k: { $gt: "" }, i: "b" })],
    ["a huge key", JSON.stringify({ v: 1, k: "x".repeat(600), i: "b" })],
    ["a negative total", JSON.stringify({ v: 1, k: "a", i: "b", t: -1 })],
    ["a fractional total", JSON.stringify({ v: 1, k: "a", i: "b", t: 1.5 })],
    ["a text total", JSON.stringify({ v: 1, k: "a", i: "b", t: "9" })],
  ])("refuse %s", (_what, text) => expect(cursorFromJson(text)).toBeNull());
});

describe("page tokens", () => {
  const keyring = createKeyRing(randomBytes(32));
  const tokens = pageTokens(keyring);
  const cursor = { key: "Lovelace", id: "u-42" };

  it("open to the cursor they were made from, for the same list", () => {
    const token = tokens.encode("adminListUsers", cursor);
    expect(tokens.decode("adminListUsers", token)).toEqual(cursor);
  });

  it("are opaque: neither the key nor the id shows", () => {
    const token = tokens.encode("adminListUsers", cursor);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(token).not.toContain("Lovelace");
    expect(Buffer.from(token.split(".")[1]!, "base64url").toString("latin1")).not.toContain("u-42");
  });

  it("mean the first page when empty", () => {
    expect(tokens.decode("adminListUsers", "")).toBeNull();
  });

  it("open on another instance sharing the key, and after a key rotation", () => {
    const key = randomBytes(32);
    const token = pageTokens(createKeyRing(key)).encode("listClasses", cursor);
    expect(pageTokens(createKeyRing(key)).decode("listClasses", token)).toEqual(cursor);
    expect(pageTokens(createKeyRing(randomBytes(32), [key])).decode("listClasses", token)).toEqual(cursor);
  });

  it.each([
    ["another list's token", () => tokens.encode("coachGetMyMentees", cursor)],
    ["another filter's token", () => tokens.encode("adminListUsers?type=COACH", cursor)],
    ["a token with one character changed", () => {
      const t = tokens.encode("adminListUsers", cursor);
      const i = t.length - 5;
      return t.slice(0, i) + (t[i] === "A" ? "B" : "A") + t.slice(i + 1);
    }],
    ["a token of an unknown key", () => pageTokens(createKeyRing(randomBytes(32))).encode("adminListUsers", cursor)],
    ["plain base64 JSON", () => Buffer.from(cursorToJson(cursor)).toString("base64url")],
    ["garbage", () => "not a token at all!"],
    ["a token far too long", () => `k.${"A".repeat(5000)}`],
  ])("refuse %s with INVALID_ARGUMENT", (_what, token) => {
    expect(outcomeOf(() => tokens.decode("adminListUsers", token()))).toEqual({ code: Code.InvalidArgument, message: BAD_PAGE_TOKEN });
  });
});

describe("a keyset page query", () => {
  const dialect = new PgDialect();
  const render = (q: ReturnType<typeof keyset>) => ({
    where: q.where ? dialect.sqlToQuery(q.where) : undefined,
    orderBy: q.orderBy.map((o) => dialect.sqlToQuery(o).sql),
    sortKey: dialect.sqlToQuery(q.sortKey).sql,
    limit: q.limit,
  });

  it("asks for one row more than the page, in (sort, id) order", () => {
    const q = render(keyset({ sort: users.createdAt, id: users.id, direction: "desc", after: null, size: 25 }));
    expect(q).toEqual({ where: undefined, orderBy: ['"users"."created_at" desc', '"users"."id" desc'], sortKey: '"users"."created_at"::text', limit: 26 });
  });

  it("starts strictly after the cursor, with the list's own filter", () => {
    const after = { key: "2024-05-01 10:00:00.123456+00", id: "u-9" };
    const asc = render(keyset({ sort: users.lastName, id: users.id, after, size: 10, where: eq(users.type, "COACH") }));
    expect(asc.where?.sql).toBe('("users"."type" = $1 and ("users"."last_name", "users"."id") > ($2, $3))');
    expect(asc.where?.params).toEqual(["COACH", after.key, after.id]);
    const desc = render(keyset({ sort: users.createdAt, id: users.id, direction: "desc", after, size: 10 }));
    expect(desc.where?.sql).toBe('("users"."created_at", "users"."id") < ($1, $2)');
  });
});

describe("a page of rows", () => {
  const rows = [1, 2, 3, 4].map((n) => ({ id: `u${n}`, sortKey: `k${n}` }));
  const cursorOf = (r: (typeof rows)[number]) => ({ key: r.sortKey, id: r.id });

  it("ends with the last item's cursor when a row follows", () => {
    expect(pageOf(rows, 3, cursorOf)).toEqual({ items: rows.slice(0, 3), next: { key: "k3", id: "u3" } });
  });

  it("has no next cursor on the last page", () => {
    expect(pageOf(rows, 4, cursorOf)).toEqual({ items: rows, next: null });
    expect(pageOf([], 4, cursorOf)).toEqual({ items: [], next: null });
  });
});
