/**
 * The heavy-work pool's front door (ADR 0034): who is admitted (one document in flight per account,
 * at most `workers + queue` in all), the retry advice a refusal gives, and createHeavyWork over a
 * runner held by the test (no threads here: heavy-pool.test.ts runs the real pool).
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { Admissions, heavyRefusal, RETRY_MAX_SECONDS, retryAfterOf, retryAfterSeconds } from "../../../src/server/heavy/heavy-admission.js";
import { createHeavyWork } from "../../../src/server/heavy/heavy-work.js";
import type { HeavyRunner, HeavyTask } from "../../../src/server/heavy/heavy-tasks.js";
import { translateMessage } from "../../../src/server/i18n/server-messages.js";

describe("Admissions", () => {
  it("admits one document per account and refuses the second while the first is in flight", () => {
    const a = new Admissions({ workers: 2, queue: 4, perAccount: 1 });
    const first = a.enter("ana");
    expect(first.ok).toBe(true);
    expect(a.enter("ana")).toEqual({ ok: false, refusal: "account-busy" });
    expect(a.inFlight).toBe(1);
    expect(a.enter("ben").ok).toBe(true);
    if (first.ok) first.release();
    expect(a.of("ana")).toBe(0);
    expect(a.enter("ana").ok).toBe(true);
  });

  it("refuses any account once workers + queue documents are in flight, and admits again after a release", () => {
    const a = new Admissions({ workers: 1, queue: 1, perAccount: 1 });
    const one = a.enter("a");
    const two = a.enter("b");
    expect([one.ok, two.ok]).toEqual([true, true]);
    expect(a.waiting).toBe(1);
    expect(a.enter("c")).toEqual({ ok: false, refusal: "queue-full" });
    if (two.ok) two.release();
    expect(a.enter("c").ok).toBe(true);
  });

  it("says account-busy before queue-full (the account's own document is what to wait for)", () => {
    const a = new Admissions({ workers: 1, queue: 0, perAccount: 1 });
    a.enter("a");
    expect(a.enter("a")).toEqual({ ok: false, refusal: "account-busy" });
    expect(a.enter("b")).toEqual({ ok: false, refusal: "queue-full" });
  });

  it("counts a release once, however often it is called", () => {
    const a = new Admissions({ workers: 1, queue: 1, perAccount: 2 });
    const one = a.enter("a");
    a.enter("a");
    if (one.ok) {
      one.release();
      one.release();
    }
    expect(a.inFlight).toBe(1);
    expect(a.of("a")).toBe(1);
  });

  it("allows more per account when configured", () => {
    const a = new Admissions({ workers: 4, queue: 0, perAccount: 2 });
    expect([a.enter("a").ok, a.enter("a").ok, a.enter("a").ok]).toEqual([true, true, false]);
  });
});

describe("retryAfterSeconds", () => {
  it.each([
    [{ inFlight: 1, workers: 2, averageMs: 2_000 }, 2],
    [{ inFlight: 4, workers: 2, averageMs: 2_000 }, 4],
    [{ inFlight: 5, workers: 2, averageMs: 2_000 }, 6],
    [{ inFlight: 0, workers: 2, averageMs: 100 }, 1],
    [{ inFlight: 3, workers: 0, averageMs: 1_500 }, 5],
    [{ inFlight: 1_000, workers: 1, averageMs: 2_000 }, RETRY_MAX_SECONDS],
  ])("%o → %i s", (state, seconds) => {
    expect(retryAfterSeconds(state)).toBe(seconds);
  });
});

describe("heavyRefusal", () => {
  it("is RESOURCE_EXHAUSTED saying when to try again, in the message and in retry-after", () => {
    const busy = heavyRefusal("account-busy", 3);
    expect(busy.code).toBe(Code.ResourceExhausted);
    expect(busy.rawMessage).toBe("Another of your documents is still being made. Please try again in 3 seconds.");
    expect(retryAfterOf(busy)).toBe(3);
    const full = heavyRefusal("queue-full", 1);
    expect(full.rawMessage).toBe("The server is busy making other documents. Please try again in 1 second.");
    expect(retryAfterOf(full)).toBe(1);
  });

  it("is translated with its number", () => {
    expect(translateMessage(heavyRefusal("account-busy", 7).rawMessage, "es")).toBe("Todavía se está preparando otro de sus documentos. Inténtelo de nuevo en 7 segundos.");
    expect(translateMessage(heavyRefusal("queue-full", 1).rawMessage, "es")).toBe("El servidor está ocupado preparando otros documentos. Inténtelo de nuevo en 1 segundo.");
  });

  it("retryAfterOf ignores every other error", () => {
    expect(retryAfterOf(new Error("x"))).toBeUndefined();
    expect(retryAfterOf(new ConnectError("Too many attempts. Please try again in 1 minute.", Code.ResourceExhausted))).toBeUndefined();
    expect(retryAfterOf(new ConnectError("no", Code.PermissionDenied, { "retry-after": "3" }))).toBeUndefined();
  });
});

/** A runner whose documents wait until the test lets them go (`finish`), or fail (`fail`). */
function heldRunner() {
  const pending: { task: HeavyTask; resolve: (b: Uint8Array) => void; reject: (e: Error) => void }[] = [];
  let closed = false;
  const runner: HeavyRunner = {
    run: (task) => new Promise((resolve, reject) => pending.push({ task, resolve, reject })),
    close: async () => {
      closed = true;
    },
  };
  return {
    runner,
    pending,
    isClosed: () => closed,
    finish: (i = 0) => pending.splice(i, 1)[0]!.resolve(new Uint8Array([37, 80, 68, 70])),
    fail: (i = 0) => pending.splice(i, 1)[0]!.reject(new Error("worker ran out of memory")),
  };
}

const TASK = { kind: "businessPlanPdf", plan: {}, meta: { businessName: "", ownerName: "", versionNumber: 1, date: new Date(0) }, language: "en" } as unknown as HeavyTask;
const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as ConnectError);

describe("createHeavyWork", () => {
  it("refuses the same account's second document while the first is in flight, then takes it", async () => {
    const held = heldRunner();
    const heavy = createHeavyWork({ workers: 2, queue: 2, runner: held.runner });
    const first = heavy.run("ana", TASK);
    const second = await refusal(heavy.run("ana", TASK));
    expect(second?.code).toBe(Code.ResourceExhausted);
    expect(second?.rawMessage).toMatch(/^Another of your documents is still being made\. Please try again in \d+ seconds?\.$/);
    expect(held.pending).toHaveLength(1); // the refused one never reached the runner
    held.finish();
    expect(await first).toEqual(new Uint8Array([37, 80, 68, 70]));
    const third = heavy.run("ana", TASK);
    held.finish();
    await expect(third).resolves.toBeInstanceOf(Uint8Array);
    expect(heavy.stats()).toMatchObject({ done: 2, refusedAccountBusy: 1, refusedQueueFull: 0, inFlight: 0 });
  });

  it("refuses any account when workers + queue are in flight", async () => {
    const held = heldRunner();
    const heavy = createHeavyWork({ workers: 1, queue: 1, runner: held.runner });
    const a = heavy.run("a", TASK);
    const b = heavy.run("b", TASK);
    expect(heavy.stats()).toMatchObject({ inFlight: 2, waiting: 1 });
    const c = await refusal(heavy.run("c", TASK));
    expect(c?.rawMessage).toMatch(/^The server is busy making other documents\. Please try again in \d+ seconds?\.$/);
    expect(retryAfterOf(c)).toBeGreaterThanOrEqual(1);
    held.finish();
    held.finish();
    await Promise.all([a, b]);
    expect(heavy.stats().refusedQueueFull).toBe(1);
  });

  it("frees the account's place when its document fails", async () => {
    const held = heldRunner();
    const heavy = createHeavyWork({ workers: 1, queue: 0, runner: held.runner });
    const failing = heavy.run("a", TASK);
    held.fail();
    await expect(failing).rejects.toThrow("worker ran out of memory");
    const again = heavy.run("a", TASK);
    held.finish();
    await expect(again).resolves.toBeInstanceOf(Uint8Array);
    expect(heavy.stats()).toMatchObject({ failed: 1, done: 1, inFlight: 0 });
  });

  it("advises from the documents' measured time", async () => {
    const held = heldRunner();
    const heavy = createHeavyWork({ workers: 1, queue: 0, runner: held.runner });
    const quick = heavy.run("a", TASK);
    held.finish();
    await quick;
    expect(heavy.stats().averageMs).toBeLessThan(1_000);
    heavy.run("a", TASK).catch(() => undefined);
    const refused = await refusal(heavy.run("b", TASK));
    expect(retryAfterOf(refused)).toBe(1);
    held.finish();
  });

  it("close waits for the documents in hand, then closes the runner and refuses new ones", async () => {
    const held = heldRunner();
    const heavy = createHeavyWork({ workers: 1, queue: 1, runner: held.runner });
    const inHand = heavy.run("a", TASK);
    const closing = heavy.close();
    expect((await refusal(heavy.run("b", TASK)))?.code).toBe(Code.ResourceExhausted);
    expect(held.isClosed()).toBe(false);
    held.finish();
    await inHand;
    await closing;
    expect(held.isClosed()).toBe(true);
  });
});
