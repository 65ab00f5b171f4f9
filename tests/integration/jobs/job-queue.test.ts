/**
 * The one background-job queue (issue 37; ADR 0035; src/server/jobs/job-queue.ts), on the test
 * database (embedded engine, or PostgreSQL with DATABASE_URL): a job runs exactly once when two
 * instances work the same queue; a failed attempt is retried with backoff and its retries counted;
 * the same id sent twice is one job; a task sent "at start" by instances starting together is one
 * job; recurring tasks are scheduled once with their cron; the server declares every background
 * task on it (reports, housekeeping, upload collection, unread-message mail); close() lets the job
 * in hand finish.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue, JOB_SCHEMA, type JobQueue, type TaskDefinition } from "../../../src/server/jobs/job-queue.js";
import { startAccountServer, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";

let database: TestDatabase;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.close();
  await database?.close();
});

async function queueWith(workers: boolean, ...tasks: TaskDefinition<object>[]): Promise<JobQueue> {
  const queue = createJobQueue({ pool: database.pool, workers, graceMs: 10_000 });
  for (const task of tasks) queue.define(task);
  await queue.start();
  queues.push(queue);
  return queue;
}

/** Waits for a condition, giving the event loop (and the database) their turn. */
async function waitFor(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const jobsOf = async (name: string) =>
  (await database.pool.query<{ state: string; n: number }>(`select state::text, count(*)::int as n from ${JOB_SCHEMA}.job where name = $1 group by state`, [name])).rows;

describe("the job queue", () => {
  it("runs each job exactly once when two instances work the same queue", async () => {
    const ran: string[] = [];
    const task = (instance: string): TaskDefinition<{ n: number }> => ({
      name: "test-once",
      concurrency: 2,
      pollingIntervalSeconds: 0.5,
      async run({ data }) {
        ran.push(`${data.n}@${instance}`);
        await new Promise((resolve) => setImmediate(resolve));
      },
    });
    const a = await queueWith(true, task("a") as TaskDefinition<object>);
    await queueWith(true, task("b") as TaskDefinition<object>);
    for (let n = 0; n < 40; n++) await a.send("test-once", { n });
    await waitFor(() => ran.length >= 40, "40 jobs");
    await waitFor(async () => (await jobsOf("test-once")).every((r) => r.state === "completed"), "every job completed");
    const numbers = ran.map((r) => Number(r.split("@")[0])).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it("retries a failed attempt with backoff, telling the task which attempt it is, and fails it for good after the last", async () => {
    const attempts: Array<{ retryCount: number; at: number }> = [];
    const queue = await queueWith(false, {
      name: "test-retry",
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      async run({ retryCount }) {
        attempts.push({ retryCount, at: Date.now() });
        throw new Error("not today");
      },
    });
    const id = await queue.send("test-retry", {});
    expect(id).toBeTruthy();
    expect(await queue.drain("test-retry")).toBe(1);
    // Not due again at once: the retry waits for its delay.
    expect(await queue.drain("test-retry")).toBe(0);
    await waitFor(async () => (await queue.drain("test-retry")) > 0, "the first retry");
    await waitFor(async () => (await queue.drain("test-retry")) > 0, "the second retry");
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // Backoff: the second wait is longer than the first (1 s, then about 2 s).
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThan(attempts[1]!.at - attempts[0]!.at);
    expect(await jobsOf("test-retry")).toEqual([{ state: "failed", n: 1 }]);
    expect(await queue.drain("test-retry")).toBe(0);
  });

  it("stores one job for an id sent twice", async () => {
    const queue = await queueWith(false, { name: "test-id", run: async () => undefined });
    const id = randomUUID();
    expect(await queue.send("test-id", {}, { id })).toBe(id);
    expect(await queue.send("test-id", {}, { id })).toBeNull();
    expect(await queue.drain("test-id")).toBe(1);
  });

  it("sends a task declared to run at start once when two instances start together, and schedules a recurring one once with its cron", async () => {
    const task: TaskDefinition<object> = { name: "test-at-start", atStartSeconds: 600, cron: "13 * * * *", policy: "short", pollingIntervalSeconds: 30, run: async () => undefined };
    await Promise.all([queueWith(true, task), queueWith(true, task)]);
    const jobs = await jobsOf("test-at-start");
    expect(jobs.reduce((sum, r) => sum + r.n, 0)).toBe(1);
    const schedules = await database.pool.query<{ cron: string; timezone: string }>(`select cron, timezone from ${JOB_SCHEMA}.schedule where name = 'test-at-start'`);
    expect(schedules.rows).toEqual([{ cron: "13 * * * *", timezone: "UTC" }]);
  });

  it("runs only the listed tasks' workers when given a list, and schedules nothing", async () => {
    const ran: string[] = [];
    const queue = createJobQueue({ pool: database.pool, workers: ["test-listed"] });
    queue.define({ name: "test-listed", pollingIntervalSeconds: 0.5, run: async () => void ran.push("listed") });
    queue.define({ name: "test-unlisted", cron: "17 * * * *", run: async () => void ran.push("unlisted") });
    await queue.start();
    queues.push(queue);
    await queue.send("test-unlisted", {});
    await queue.send("test-listed", {});
    await waitFor(() => ran.length > 0, "the listed task's job");
    expect(ran).toEqual(["listed"]);
    expect(await jobsOf("test-unlisted")).toEqual([{ state: "created", n: 1 }]);
    expect((await database.pool.query(`select 1 from ${JOB_SCHEMA}.schedule where name = 'test-unlisted'`)).rowCount).toBe(0);
    expect(await queue.drain("test-unlisted")).toBe(1);
  });

  it("refuses a task that was not declared", async () => {
    const queue = await queueWith(false);
    await expect(queue.send("nobody", {})).rejects.toThrow(/no task named nobody/);
  });

  it("lets the job in hand finish when it closes", async () => {
    let release!: () => void;
    let finished = false;
    const started = new Promise<void>((resolveStarted) => {
      void queueWith(true, {
        name: "test-close",
        pollingIntervalSeconds: 0.5,
        async run() {
          resolveStarted();
          await new Promise<void>((resolve) => (release = resolve));
          finished = true;
        },
      }).then(async (queue) => {
        await queue.send("test-close", {});
      });
    });
    await started;
    const queue = queues.at(-1)!;
    const closing = queue.close();
    release();
    await closing;
    expect(finished).toBe(true);
    await waitFor(async () => (await jobsOf("test-close")).some((r) => r.state === "completed"), "the job completed");
  });
});

describe("the server's background tasks", () => {
  let api: AccountServer;
  beforeAll(async () => {
    api = await startAccountServer(database);
  });
  afterAll(() => api?.close());

  it("declares reports, housekeeping, upload collection, unread-message mail and impact check-ins on the queue, and runs each of them", async () => {
    const queues = await database.pool.query<{ name: string; policy: string; retry_limit: number }>(`select name, policy, retry_limit from ${JOB_SCHEMA}.queue order by name`);
    expect(queues.rows).toEqual(
      expect.arrayContaining([
        { name: "housekeeping", policy: "short", retry_limit: 0 },
        { name: "impact-check-ins", policy: "short", retry_limit: 0 },
        { name: "report-render", policy: "standard", retry_limit: 2 },
        { name: "report-sweep", policy: "short", retry_limit: 0 },
        { name: "unread-reminders", policy: "short", retry_limit: 0 },
        { name: "upload-collector", policy: "short", retry_limit: 0 },
      ]),
    );
    for (const task of ["housekeeping", "impact-check-ins", "report-sweep", "unread-reminders", "upload-collector"]) {
      await api.jobs.send(task, {});
      expect(await api.jobs.drain(task)).toBe(1);
      expect(await jobsOf(task)).toContainEqual({ state: "completed", n: 1 });
    }
  });
});
