/**
 * The RPC test harness every domain's tests share:
 * - `outcome(call)`: what a call answered, as `{ code: "ok" }` or `{ code, message }`, to compare
 *   whole answers (`toEqual({ code: Code.NotFound, message: "User not found" })`);
 * - `outcomeOf(fn)`: the same for a synchronous function (policies, the access table, mappers);
 * - `expectCases(call, rows)`: an RPC's refusals as a table, one `it` per row, each checking the
 *   code and (when given) the message. Rows name the behaviour ("without a user id").
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { expect, it } from "vitest";

export interface Outcome {
  code: Code | "ok";
  message?: string;
}

const failed = (err: unknown): Outcome => {
  const e = ConnectError.from(err);
  return { code: e.code, message: e.rawMessage };
};

/** What the call answered: "ok", or the error's code and the message a client sees. */
export async function outcome(call: Promise<unknown>): Promise<Outcome> {
  try {
    await call;
    return { code: "ok" };
  } catch (err) {
    return failed(err);
  }
}

/** What a synchronous function answered: "ok", or the ConnectError's code and message. */
export function outcomeOf(fn: () => unknown): Outcome {
  try {
    fn();
    return { code: "ok" };
  } catch (err) {
    return failed(err);
  }
}

/** A code as gRPC names it: INVALID_ARGUMENT. */
export const codeName = (code: Code): string => Code[code].replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();

export interface Case<Req> {
  /** The behaviour, read after the code: "answers INVALID_ARGUMENT <name>". */
  name: string;
  /** The request, or a function making it when the test runs (ids from a beforeAll). */
  request: Req | (() => Req);
  code: Code;
  /** The exact message, or a pattern it must match. */
  message?: string | RegExp;
}

/**
 * One `it` per row: `call(request)` must fail with the row's code (and message). `call` runs when
 * the test runs, so it may use clients made in a beforeAll:
 *
 *   expectCases((req) => me.client.getUserName(req), [
 *     { name: "without a user id", request: { userId: "" }, code: Code.InvalidArgument, message: "user_id: required." },
 *   ]);
 */
export function expectCases<Req>(call: (request: Req) => Promise<unknown>, cases: readonly Case<Req>[]): void {
  for (const row of cases) {
    it(`answers ${codeName(row.code)} ${row.name}`, async () => {
      const request = typeof row.request === "function" ? (row.request as () => Req)() : row.request;
      const got = await outcome(call(request));
      expect(got.code, `${row.name}: ${got.message ?? "no error"}`).toBe(row.code);
      if (typeof row.message === "string") expect(got.message).toBe(row.message);
      else if (row.message) expect(got.message).toMatch(row.message);
    });
  }
}
