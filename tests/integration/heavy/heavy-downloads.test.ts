/**
 * Documents made off the event loop (issue #37 finding 2; ADR 0034), through the real server on a
 * real pool of one worker thread and no queue: the test holds a document in flight (a runner
 * around the real one that waits until it is let go) and checks that a second document of the same
 * account, and any document once the pool is full, is RESOURCE_EXHAUSTED saying when to try again
 * with nothing changed; that a coach's download link then answers 429 with Retry-After and still
 * works afterwards; and that the documents the thread makes are whole. (Every other download test
 * — tests/integration/{business-plan,business-survey,cashflow}/ — runs on the default pool.)
 */
import { create } from "@bufbuild/protobuf";
import { Code } from "@connectrpc/connect";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { BusinessPlanSchema, LegalStructure, type BusinessPlan } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog, businessPlanHistory, downloadLinks, userStates } from "../../../src/server/db/schema/index.js";
import { createHeavyWork, heavyRunner, type HeavyWork } from "../../../src/server/heavy/heavy-work.js";
import type { HeavyRunner } from "../../../src/server/heavy/heavy-tasks.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

type Client = ReturnType<AccountServer["client"]>;

/** The real runner, with a gate: while held, documents wait before they reach the pool. */
function gated(inner: HeavyRunner) {
  let holding = false;
  const waiting: (() => void)[] = [];
  const runner: HeavyRunner = {
    run: async (task) => {
      if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
      return inner.run(task);
    },
    close: () => inner.close(),
  };
  return {
    runner,
    waiting: () => waiting.length,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const go of waiting.splice(0)) go();
    },
  };
}

let database: TestDatabase;
let api: AccountServer;
let heavy: HeavyWork;
let gate: ReturnType<typeof gated>;

const plan = (description: string): BusinessPlan => create(BusinessPlanSchema, { companyDescription: description, legalStructure: LegalStructure.LLC });

async function learnerWithPlan(coachId?: string): Promise<{ id: string; client: Client }> {
  const id = await insertUser(database, "STANDARD", { businessName: "Taller Núñez", assignedCoachId: coachId ?? null });
  const client = api.client(await tokenOf(id));
  await client.submitMyBusinessPlan({ plan: plan("Bicycle repairs.") });
  return { id, client };
}

/** A download held in flight: started, and waiting at the gate (in an object: an async function returning the call itself would wait for it). */
async function heldDownload(client: Client): Promise<{ call: ReturnType<Client["downloadMyBusinessPlan"]> }> {
  gate.hold();
  const before = gate.waiting();
  const call = client.downloadMyBusinessPlan({});
  await vi.waitFor(() => expect(gate.waiting()).toBe(before + 1), { timeout: 20_000, interval: 20 });
  return { call };
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes).subarray(0, 5).toString() === "%PDF-" && Buffer.from(bytes).toString("latin1").trimEnd().endsWith("%%EOF");

beforeAll(async () => {
  database = await testDatabase();
  // One thread, no queue: a second document anywhere fills the pool.
  gate = gated(heavyRunner({ workers: 1, queue: 0, workerMemoryMb: 256 }));
  heavy = createHeavyWork({ workers: 1, queue: 0, runner: gate.runner });
  api = await startAccountServer(database, { heavy });
});
afterAll(async () => {
  gate?.release();
  await api?.close();
  await database?.close();
});

describe("heavy documents in the pool", () => {
  it("refuses the same account's second document while the first is being made, with nothing changed", async () => {
    const learner = await learnerWithPlan();
    const snapshot = async () => ({
      versions: (await database.db.select().from(businessPlanHistory).where(eq(businessPlanHistory.userId, learner.id))).length,
      state: (await database.db.select().from(userStates).where(eq(userStates.userId, learner.id)))[0],
      audit: (await database.db.select().from(auditLog)).length,
      links: (await database.db.select().from(downloadLinks)).length,
    });
    const { call: first } = await heldDownload(learner.client);
    const before = await snapshot();
    const refused = await outcome(learner.client.downloadMyBusinessPlan({}));
    expect(refused.code).toBe(Code.ResourceExhausted);
    expect(refused.message).toMatch(/^Another of your documents is still being made\. Please try again in \d+ seconds?\.$/);
    expect(await snapshot()).toEqual(before);
    expect(heavy.stats()).toMatchObject({ inFlight: 1, refusedAccountBusy: 1 });
    gate.release();
    const { result } = await first;
    expect(isPdf(result!.content)).toBe(true);
    // Once it is done the account may ask again.
    expect(isPdf((await learner.client.downloadMyBusinessPlan({})).result!.content)).toBe(true);
  });

  it("refuses any account's document while the pool is full", async () => {
    const ana = await learnerWithPlan();
    const ben = await learnerWithPlan();
    const { call: first } = await heldDownload(ana.client);
    const refused = await outcome(ben.client.downloadMyBusinessPlan({}));
    expect(refused.code).toBe(Code.ResourceExhausted);
    expect(refused.message).toMatch(/^The server is busy making other documents\. Please try again in \d+ seconds?\.$/);
    gate.release();
    expect(isPdf((await first).result!.content)).toBe(true);
    expect(isPdf((await ben.client.downloadMyBusinessPlan({})).result!.content)).toBe(true);
    expect(heavy.stats().refusedQueueFull).toBeGreaterThanOrEqual(1);
  });

  it("answers a coach's link 429 with Retry-After while the pool is full, and the same link works after", async () => {
    const coachId = await insertUser(database, "COACH");
    const coach = api.client(await tokenOf(coachId));
    const mentee = await learnerWithPlan(coachId);
    const other = await learnerWithPlan();
    const { urlToDownload } = await coach.coachDownloadUserBusinessPlan({ userId: mentee.id });
    const link = `${api.server.url}${new URL(urlToDownload, "http://compass.test").pathname}`;
    const { call: first } = await heldDownload(other.client);
    const busy = await fetch(link);
    expect(busy.status).toBe(429);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(busy.headers.get("cache-control")).toBe("no-store");
    expect(await busy.text()).toMatch(/Please try again in \d+ seconds?: this link still works/);
    gate.release();
    await first;
    const served = await fetch(link);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(isPdf(new Uint8Array(await served.arrayBuffer()))).toBe(true);
    // Still single-use once it has been served.
    expect((await fetch(link)).status).toBe(404);
  });
});
