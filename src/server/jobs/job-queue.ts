/**
 * Every background task on one maintained PostgreSQL-backed queue (issue 37; ADR 0035): pg-boss,
 * in its own schema of the application's database, over the application's pool.
 *
 * A task is declared once (`define`): its name, what one job does, and how the queue treats it —
 * retries with exponential backoff, how long a job may run, a schedule (cron, UTC) for recurring
 * work, how many jobs one instance runs at once. Every instance declares the same tasks and runs
 * workers; a job runs once across instances (pg-boss claims it with FOR UPDATE SKIP LOCKED), and a
 * scheduled task is sent once per slot whatever the number of instances (pg-boss's per-minute
 * singleton on the schedule).
 *
 * Tests and tools build the queue without workers (`workers: false`): jobs are stored as in
 * production and `drain(name)` runs the due ones here, one by one, awaiting each.
 */
import PgBoss from "pg-boss";
import type pg from "pg";

/** The schema pg-boss keeps its tables in (installed by runMigrations, db/database.ts). */
export const JOB_SCHEMA = "pgboss";

export interface JobContext<T> {
  id: string;
  data: T;
  /** Retries already made of this job (0 on the first attempt). */
  retryCount: number;
  retryLimit: number;
}

export interface TaskDefinition<T extends object = object> {
  /** The queue's name: letters, digits, dashes. */
  name: string;
  /** One job's work. Throwing fails the attempt: it is retried while retries remain. */
  run(job: JobContext<T>): Promise<unknown>;
  /** A recurring task (UTC cron): pg-boss sends one job per slot across every instance. */
  cron?: string;
  /** Also one job when an instance starts (instances starting within `atStartSeconds` of each other send one). */
  atStartSeconds?: number;
  /** Retries after a failed attempt (default 0), waiting `retryDelaySeconds` (default 30), doubled each time with `retryBackoff`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** How long one attempt may take before it counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** Jobs of this task one instance runs at once (default 1). */
  concurrency?: number;
  /** How often an idle worker looks for jobs sent by other instances (default 2 s; a job sent here wakes it at once). */
  pollingIntervalSeconds?: number;
  /**
   * pg-boss's queue policy; default 'standard'. 'short': at most one job waiting — a recurring
   * task that fell behind does not pile up.
   */
  policy?: "standard" | "short";
}

export interface SendOptions {
  /** The job's id (a UUID): sending the same id again while the job is kept does nothing. */
  id?: string;
  /** Higher first; equal priorities in the order sent. */
  priority?: number;
  /** With `singletonSeconds`: one job per key in each such slot (throttling per key). */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface JobQueue {
  /** Declares a task; before `start`. */
  define<T extends object>(task: TaskDefinition<T>): void;
  /** Stores a job of a declared task (and wakes this instance's worker); the id, or null when one was already there. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Installs the queues of the declared tasks; with workers, starts them, the schedules and pg-boss's maintenance. */
  start(): Promise<void>;
  /** Runs every job of `name` that is due now, here, one after another (tests and tools); how many ran. */
  drain(name: string): Promise<number>;
  /** Stops taking jobs and waits for those in hand (up to `graceMs`); jobs still running then are failed and retried elsewhere. */
  close(): Promise<void>;
}

export interface JobQueueOptions {
  pool: pg.Pool;
  log?: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
  /**
   * true: run every task's workers, the schedules and pg-boss's maintenance (the server); false:
   * jobs are stored and `drain` runs them; a list of task names: those tasks' workers only (the
   * browser tests' server makes reports as the real one does, without the schedules).
   */
  workers: boolean | readonly string[];
  /** How long close() waits for jobs in hand (default 30 s). */
  graceMs?: number;
}

/** Completed jobs are moved to the archive after an hour and deleted from it after two days. */
const ARCHIVE_COMPLETED_SECONDS = 3600;
const DELETE_AFTER_DAYS = 2;
/** Serialises creating queues across instances ("jobq"). */
const QUEUE_LOCK = 0x6a6f6271;

/** The pg-boss options every instance and the migration share. */
export function bossOptions(pool: Pick<pg.Pool, "query">, overrides: Partial<PgBoss.ConstructorOptions> = {}): PgBoss.ConstructorOptions {
  return {
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: JOB_SCHEMA,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    deleteAfterDays: DELETE_AFTER_DAYS,
    ...overrides,
  };
}

/**
 * Installs pg-boss's tables, or brings them to this pg-boss's version (called by runMigrations, on
 * the migration's connection and under its lock).
 */
export async function installJobSchema(client: Pick<pg.PoolClient, "query">): Promise<void> {
  const boss = new PgBoss(bossOptions(client, { migrate: true, supervise: false, schedule: false }));
  boss.on("error", () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log } = options;
  const tasks = new Map<string, TaskDefinition<object>>();
  const workerIds = new Map<string, string[]>();
  const boss = new PgBoss(
    bossOptions(options.pool, {
      migrate: true,
      supervise: options.workers === true,
      schedule: options.workers === true,
    }),
  );
  // pg-boss reports failed polls and maintenance here; an EventEmitter without a listener would throw.
  boss.on("error", (err: Error & { queue?: string }) => log?.warn({ err: { message: err.message }, queue: err.queue }, "job queue error"));
  let started: Promise<void> | null = null;
  let closed = false;

  const taskOf = (name: string) => {
    const task = tasks.get(name);
    if (!task) throw new Error(`no task named ${name}`);
    return task;
  };

  const queueOptions = (task: TaskDefinition<object>): PgBoss.Queue => ({
    name: task.name,
    policy: task.policy ?? "standard",
    retryLimit: task.retryLimit ?? 0,
    retryDelay: task.retryDelaySeconds ?? 30,
    retryBackoff: task.retryBackoff ?? false,
    expireInSeconds: task.expireInSeconds ?? 15 * 60,
  });

  const attempt = async (task: TaskDefinition<object>, job: PgBoss.JobWithMetadata<object>) => {
    try {
      return await task.run({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
    } catch (err) {
      log?.warn({ err: { message: (err as Error).message }, queue: task.name, job: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit }, "background job failed");
      throw err;
    }
  };

  const start = async () => {
    await boss.start();
    // Instances starting together would deadlock creating one queue's table: one at a time.
    const lock = await options.pool.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [QUEUE_LOCK]);
      try {
        for (const task of tasks.values()) {
          const queue = queueOptions(task);
          // Created once; its options follow the code's at every start.
          if (await boss.getQueue(task.name)) await boss.updateQueue(task.name, queue);
          else await boss.createQueue(task.name, queue);
        }
      } finally {
        await lock.query("select pg_advisory_unlock($1)", [QUEUE_LOCK]);
      }
    } finally {
      lock.release();
    }
    const working = (name: string) => options.workers === true || (Array.isArray(options.workers) && options.workers.includes(name));
    for (const task of tasks.values()) {
      if (!working(task.name)) continue;
      const ids: string[] = [];
      for (let i = 0; i < (task.concurrency ?? 1); i++) {
        let self = "";
        self = await boss.work<object>(task.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: task.pollingIntervalSeconds ?? 2 }, async ([job]) => {
          if (!job) return;
          try {
            return await attempt(task, job);
          } finally {
            // A worker that found a job looks for the next at once, not after its polling interval.
            boss.notifyWorker(self);
          }
        });
        ids.push(self);
      }
      workerIds.set(task.name, ids);
      if (options.workers !== true) continue;
      if (task.cron) await boss.schedule(task.name, task.cron, {}, { tz: "UTC" });
      else await boss.unschedule(task.name);
      if (task.atStartSeconds && (await boss.sendThrottled(task.name, {}, {}, task.atStartSeconds, "start"))) {
        for (const id of ids) boss.notifyWorker(id);
      }
    }
  };

  return {
    define(task) {
      if (started) throw new Error(`task ${task.name} declared after the queue started`);
      tasks.set(task.name, task as TaskDefinition<object>);
    },
    async send(name, data, sendOptions = {}) {
      taskOf(name);
      const id = await boss.send(name, data, sendOptions);
      for (const worker of workerIds.get(name) ?? []) boss.notifyWorker(worker);
      return id;
    },
    start() {
      started ??= start();
      return started;
    },
    async drain(name) {
      const task = taskOf(name);
      let ran = 0;
      while (!closed) {
        const [job] = await boss.fetch<object>(name, { batchSize: 1, includeMetadata: true });
        if (!job) break;
        ran++;
        try {
          const output = await attempt(task, job);
          await boss.complete(name, job.id, output && typeof output === "object" ? output : undefined);
        } catch (err) {
          await boss.fail(name, job.id, { message: (err as Error).message });
        }
      }
      return ran;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.graceMs ?? 30_000 });
    },
  };
}
