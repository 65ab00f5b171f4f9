/**
 * The real server as buildServer composes it (src/server/build-server.ts: the real token verifier
 * and every domain of the registry) over a test database, without the embedded provider, plus
 * users of every type and Connect clients with real access tokens (tests/setup/tokens.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type Client, type Interceptor } from "@connectrpc/connect";
import { createConnectTransport, createGrpcWebTransport } from "@connectrpc/connect-web";
import { eq } from "drizzle-orm";
import { CompassService } from "../../src/gen/compass/v1/compass_pb.js";
import type { AuditLog } from "../../src/server/audit/audit-log.js";
import { buildServer } from "../../src/server/build-server.js";
import { createKeyRing, type KeyRing } from "../../src/server/crypto/keyring.js";
import { userStates, users, type UserType } from "../../src/server/db/schema/index.js";
import type { LimitName } from "../../src/server/identity/rate-limits.js";
import { outboxSms, type SmsSender } from "../../src/server/identity/sms.js";
import { filesystemBlobStore, type BlobStore } from "../../src/server/files/blob-store.js";
import type { InboxHub } from "../../src/server/inbox/inbox-hub.js";
import type { ChangeFeed } from "../../src/server/db/change-feed.js";
import { changesHeard, startChangeFeed, stopChangeFeed } from "./change-feeds.js";
import type { ReportJobs } from "../../src/server/reports/report-jobs.js";
import type { JobQueue } from "../../src/server/jobs/job-queue.js";
import type { HeavyWork } from "../../src/server/heavy/heavy-work.js";
import type { TestDatabase } from "./database.js";
import { listenLocally, testConfig, type TestServer } from "./server.js";
import { mintAccessToken, TEST_AUDIENCE, TEST_ISSUER, testGetKey, type MintOptions } from "./tokens.js";

export interface AccountServer {
  server: TestServer;
  keyring: KeyRing;
  audit: AuditLog;
  /** Where uploaded files go (a temporary directory removed on close, unless `blobs` was given). */
  blobs: BlobStore;
  /** This server's live-inbox hub. */
  inbox: InboxHub;
  /** This server's change feed (ADR 0027): `settled()` after writing to the database directly. */
  feed: ChangeFeed;
  /** Background reports (ADR 0025); `drain()` waits until every queued job has run. */
  reportJobs: ReportJobs;
  /** The server's job queue (ADR 0035), without workers: `drain(task)` runs that task's due jobs. */
  jobs: JobQueue;
  /** A Connect client (binary Connect protocol), signed in with `token` when given. */
  client(token?: string): Client<typeof CompassService>;
  /** A gRPC-web client (the lean path), signed in with `token` when given. */
  grpcWeb(token?: string): Client<typeof CompassService>;
  close(): Promise<void>;
}

/** Where the account server's mail links point (PUBLIC_URL). */
const PUBLIC_URL = "http://compass.test";

export async function startAccountServer(
  database: TestDatabase,
  options: {
    limits?: Partial<Record<LimitName, { points: number; duration: number }>>;
    /** OIDC_ISSUER: sign-in is this issuer's (tokens are still minted by tests/setup/tokens.ts). */
    externalIssuer?: string;
    sms?: SmsSender;
    blobs?: BlobStore;
    /** How often an idle inbox stream sends a heartbeat (ADR 0019; default 25 s). */
    inboxHeartbeatMs?: number;
    /** REPORT_BACKGROUND_ROWS (ADR 0025; default 10,000). */
    reportBackgroundRows?: number;
    /** More environment for the config (ORG_TIME_ZONE…). */
    env?: Record<string, string>;
    /** The heavy-work pool (ADR 0034; default the config's: HEAVY_* in `env`); closed with the server. */
    heavy?: HeavyWork;
  } = {},
): Promise<AccountServer> {
  const config = testConfig({
    PUBLIC_URL,
    ...(options.externalIssuer ? { OIDC_ISSUER: options.externalIssuer, OIDC_CLIENT_ID: "compass-test", OIDC_AUDIENCE: TEST_AUDIENCE } : {}),
    ...(options.reportBackgroundRows !== undefined ? { REPORT_BACKGROUND_ROWS: String(options.reportBackgroundRows) } : {}),
    ...options.env,
  });
  const feed = await startChangeFeed(database);
  const filesDir = options.blobs ? undefined : await mkdtemp(path.join(tmpdir(), "compass-files-"));
  // The real server (src/server/build-server.ts) without the embedded provider, accepting the
  // tests' own tokens, texting into the outbox unguarded, and with no job workers (jobs.drain(task)).
  const composed = await buildServer(config, {
    database,
    keyring: createKeyRing(randomBytes(32)),
    limits: { signUp: { points: 1000, duration: 3600 }, ...options.limits },
    feed,
    tokenIssuer: { issuer: TEST_ISSUER, audience: TEST_AUDIENCE, getKey: await testGetKey() },
    provider: false,
    sms: options.sms ?? outboxSms(database.db),
    blobs: options.blobs ?? filesystemBlobStore(filesDir!),
    inboxHeartbeatMs: options.inboxHeartbeatMs,
    heavy: options.heavy,
    firstRun: false,
    background: false,
  }).catch(async (err: unknown) => {
    await stopChangeFeed(database, feed);
    throw err;
  });
  const { app, keyring, audit, blobs, inbox, reportJobs, jobs } = composed;
  const server: TestServer = { app, url: await listenLocally(app), config, close: () => app.close() };
  const interceptor =
    (token?: string): Interceptor =>
    (next) =>
    (req) => {
      if (token) req.header.set("x-api-key", token);
      return next(req);
    };
  return {
    server,
    keyring,
    audit,
    blobs,
    inbox,
    feed,
    reportJobs,
    jobs,
    client: (token) => createClient(CompassService, createConnectTransport({ baseUrl: server.url, useBinaryFormat: true, interceptors: [interceptor(token)] })),
    grpcWeb: (token) => createClient(CompassService, createGrpcWebTransport({ baseUrl: server.url, useBinaryFormat: true, interceptors: [interceptor(token)] })),
    close: async () => {
      await composed.close();
      await stopChangeFeed(database, feed);
      if (filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** A user of the given type (with its state row); returns its id. */
export async function insertUser(
  database: TestDatabase,
  type: UserType = "STANDARD",
  values: Partial<typeof users.$inferInsert> = {},
): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ type, email: `${type.toLowerCase()}-${process.pid}-${++counter}-${randomBytes(3).toString("hex")}@example.com`, ...values })
    .returning({ id: users.id });
  await database.db.insert(userStates).values({ userId: row!.id });
  return row!.id;
}

/** Changes a user's row directly, then waits until the servers on this database have heard of it (their caches: ADR 0027). */
export async function setUser(database: TestDatabase, userId: string, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await database.db.update(users).set(values).where(eq(users.id, userId));
  await changesHeard(database);
}

/** A valid access token for the user. */
export const tokenOf = (userId: string, extra: MintOptions = {}) => mintAccessToken({ sub: userId, ...extra });
