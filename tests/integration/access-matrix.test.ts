/**
 * The coarse access rule of every method (src/server/rpc/access.ts), checked
 * end to end: each method of the service called as anonymous, standard,
 * coach, lender, partner and admin, with real tokens of real users. Allowed
 * means any answer but UNAUTHENTICATED / PERMISSION_DENIED (methods of later
 * issues answer UNIMPLEMENTED; empty requests may be INVALID_ARGUMENT or
 * NOT_FOUND) — and never INTERNAL.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import type { UserType } from "../../src/server/db/schema/index.js";
import { access, type MethodName } from "../../src/server/rpc/access.js";
import type { Role } from "../../src/shared/roles.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";

let database: TestDatabase;
let api: AccountServer;

const CALLERS: { role: Role | "anonymous"; type?: UserType }[] = [
  { role: "anonymous" },
  { role: "standard", type: "STANDARD" },
  { role: "coach", type: "COACH" },
  { role: "lender", type: "LENDER" },
  { role: "partner", type: "BANK" },
  { role: "admin", type: "ADMIN" },
];
const tokens = new Map<string, string>();

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  for (const c of CALLERS) if (c.type) tokens.set(c.role, await tokenOf(await insertUser(database, c.type)));
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

function expected(method: MethodName, role: Role | "anonymous"): "allowed" | "unauthenticated" | "denied" {
  const rule = access[method];
  if (rule === "public") return "allowed";
  if (role === "anonymous") return "unauthenticated";
  if (rule === "signed-in") return "allowed";
  return (rule as readonly Role[]).includes(role) ? "allowed" : "denied";
}

describe.each(CALLERS)("as $role", ({ role }) => {
  it("every method answers as the access table says", async () => {
    const client = api.client(tokens.get(role)) as unknown as Record<string, (req: object, options?: { signal?: AbortSignal }) => Promise<unknown> | AsyncIterable<unknown>>;
    const mismatches: string[] = [];
    for (const m of CompassService.methods) {
      let code: Code | "ok" = "ok";
      try {
        if (m.methodKind === "server_streaming") {
          // A stream: its first message (or its refusal), then it is closed.
          const stop = new AbortController();
          for await (const _first of client[m.localName]!({}, { signal: stop.signal }) as AsyncIterable<unknown>) break;
          stop.abort();
        } else {
          await client[m.localName]!({});
        }
      } catch (err) {
        code = ConnectError.from(err).code;
      }
      const want = expected(m.localName as MethodName, role);
      const got = code === Code.Unauthenticated ? "unauthenticated" : code === Code.PermissionDenied ? "denied" : "allowed";
      if (got !== want || code === Code.Internal || code === Code.Unknown) mismatches.push(`${m.name}: expected ${want}, got ${code === "ok" ? "OK" : Code[code]}`);
    }
    expect(mismatches).toEqual([]);
  });
});
