/**
 * The pool of worker threads (ADR 0034) for real: its entry found beside the module (a .ts entry
 * under vitest, loaded through tsx; a .js one in dist/), a plan's PDF made on a thread matching the
 * one made on the main thread, and bytes handed back whole.
 */
import { create } from "@bufbuild/protobuf";
import { afterAll, describe, expect, it } from "vitest";
import { BusinessPlanSchema, LegalStructure, PriceLevel } from "../../../src/gen/compass/v1/compass_pb.js";
import { heavyPool, workerEntry } from "../../../src/server/heavy/heavy-pool.js";
import { ownBytes, runHeavyTask, type HeavyTask } from "../../../src/server/heavy/heavy-tasks.js";

const task: HeavyTask = {
  kind: "businessPlanPdf",
  plan: create(BusinessPlanSchema, {
    companyDescription: "A neighbourhood bakery.",
    legalStructure: LegalStructure.LLC,
    competitors: [{ competitorName: "Bread Co", productServiceName: "Bread", priceLevel: PriceLevel.EXPENSIVE, location: "Main St", strengthWeaknesses: "Known." }],
    productCosts: [{ productServiceName: "Loaf", salePriceInCents: 600n, costOfGoodsSoldInCents: 210n, avgOverheadCostInCents: 90n }],
  }),
  meta: { businessName: "Rosa's Bakery", ownerName: "Rosa Núñez", versionNumber: 2, date: new Date("2026-11-26T15:00:00Z") },
  language: "es",
};

describe("workerEntry", () => {
  it("runs the .ts entry through tsx from the sources", () => {
    const entry = workerEntry("file:///app/src/server/heavy/heavy-pool.ts");
    expect(entry.filename).toBe("file:///app/src/server/heavy/heavy-worker.ts");
    expect(entry.execArgv?.[0]).toBe("--import");
    expect(entry.execArgv?.[1]).toMatch(/^file:\/\/.*\/tsx\/dist\/loader\.mjs$/);
  });

  it("runs the compiled .js entry as it is from dist/", () => {
    expect(workerEntry("file:///app/dist/server/heavy/heavy-pool.js")).toEqual({ filename: "file:///app/dist/server/heavy/heavy-worker.js" });
  });
});

describe("ownBytes", () => {
  it("keeps bytes that own their buffer, and copies a view into a larger one", () => {
    const whole = new Uint8Array([1, 2, 3]);
    expect(ownBytes(whole)).toBe(whole);
    const view = Buffer.from("abcdef").subarray(1, 4);
    const own = ownBytes(view);
    expect(own.byteOffset).toBe(0);
    expect(own.buffer.byteLength).toBe(3);
    expect(Buffer.from(own).toString()).toBe("bcd");
  });
});

describe("heavyPool", () => {
  const pool = heavyPool({ threads: 1, queue: 2, workerMemoryMb: 256, idleMs: 5_000 });
  afterAll(() => pool.close());

  it("makes the plan's PDF on a thread, the same document the main thread makes", async () => {
    const [threaded, inline] = await Promise.all([pool.run(task), runHeavyTask(task)]);
    expect(pool.threadCount).toBe(1);
    expect(threaded).toBeInstanceOf(Uint8Array);
    const text = Buffer.from(threaded).toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
    // The same pages and objects; only the file's random /ID differs.
    const withoutId = (b: Uint8Array) => Buffer.from(b).toString("latin1").replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, "");
    expect(threaded.byteLength).toBe(inline.byteLength);
    expect(withoutId(threaded)).toBe(withoutId(inline));
  });
});
