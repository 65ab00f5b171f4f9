/**
 * Would the lean gRPC-web path gain from compressing its responses? `npm run bench:rpc-compression`:
 *
 * 1. For representative responses (one user, a page of 25 and of 100 users, 50 chat messages), the
 *    encoded size, what gzip and brotli at several levels make of it, and the CPU each costs per
 *    call (median of repeated runs, one core, in-process).
 * 2. Through the server (src/server/rpc/compression.ts's policy): the app from source on core 0,
 *    AdminListUsers answering a page of 25 users on the lean path, driven by autocannon from the
 *    last core, 20 connections, BENCH_SECONDS (5) per target, with no Accept-Encoding, with gzip
 *    and with a browser's `gzip, deflate, br, zstd`: calls/s, latency and bytes per response.
 *
 * The data is synthetic but shaped like production: distinct names, addresses, UUIDs and sentences
 * per row, so the compressors see repetition only in field tags, enum names and vocabulary.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";
import { create, toBinary, type DescMessage, type MessageShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import {
  AdminListUsersResponseSchema,
  GetMyChatMessagesResponseSchema,
  GetMyUserResponseSchema,
  UserSchema,
  UserType,
  type User,
} from "../src/gen/compass/v1/compass_pb.js";
import { cores, pinToLastCore } from "./pinning.js";

const FIRST = ["Maria", "James", "Aisha", "Luis", "Chen", "Fatima", "Robert", "Ngozi", "Sofia", "Dmitri", "Keisha", "Tomás"];
const LAST = ["Hernandez", "Okafor", "Smith", "Nguyen", "Kowalski", "Johnson", "Patel", "García", "Begay", "Williams"];
const CITY = ["Albuquerque", "Gallup", "Las Cruces", "Santa Fe", "Farmington", "Roswell", "Taos", "Española"];
const WORDS =
  "we can look at the cash flow next week once the invoices from the farmers market are in and the bank has the tax returns please upload the lease before friday thanks so much for the help with the plan".split(
    " ",
  );

let seed = 7;
const rand = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};
const pick = <T>(list: readonly T[]) => list[rand(list.length)]!;
const sentence = (words: number) => Array.from({ length: words }, () => pick(WORDS)).join(" ");
const digits = (n: number) => Array.from({ length: n }, () => rand(10)).join("");

function user(): User {
  const first = pick(FIRST);
  const last = pick(LAST);
  return create(UserSchema, {
    id: randomUUID(),
    type: UserType.STANDARD,
    enabled: true,
    assignedCoach: randomUUID(),
    auth0CreatedTs: timestampFromDate(new Date(Date.UTC(2025, rand(12), 1 + rand(28)))),
    profile: {
      firstName: first,
      lastName: last,
      displayName: `${first} ${last}`,
      email: `${first}.${last}${rand(1000)}@example.org`.toLowerCase(),
      phoneNumber: `+1505${digits(7)}`,
      gender: "GENDER_FEMALE",
      dateOfBirth: `19${60 + rand(40)}-0${1 + rand(9)}-1${rand(10)}`,
      race: "RACE_AMERICAN_INDIAN_OR_ALASKA_NATIVE",
      ethnicity: "ETHNICITY_HISPANIC_OR_LATINO",
      veteranStatus: "VETERAN_STATUS_NOT_A_VETERAN",
      maritalStatus: "MARITAL_STATUS_MARRIED",
      citizenship: "CITIZENSHIP_US_CITIZEN",
      businessName: `${last} ${pick(["Bakery", "Landscaping", "Auto Repair", "Tamales", "Cleaning Co."])}`,
      address: [{ address1: `${100 + rand(9000)} ${pick(["Central", "Main", "Cerrillos", "Coal"])} Ave`, city: pick(CITY), usState: "NM", zipCode: `87${digits(3)}` }],
      businessType: "BUSINESS_STAGE_STARTUP",
      referralCode: digits(6),
      applicationDecision: "APPLICATION_DECISION_PENDING",
      status: "USER_STATUS_ACTIVE",
      age: String(20 + rand(50)),
      businessDescription: sentence(25),
      businessLoanUseSummary: sentence(15),
      currentFullTimeEmployees: String(rand(12)),
    },
  });
}

interface Sample {
  name: string;
  bytes: Uint8Array;
}
const encode = <D extends DescMessage>(name: string, schema: D, value: MessageShape<D>): Sample => ({ name, bytes: toBinary(schema, value) });

const serveMode = process.argv.includes("--serve");
// Pin the measuring process (the load generator in part 2) to the last core; the server gets core 0.
if (!serveMode) pinToLastCore();

const page25 = create(AdminListUsersResponseSchema, { users: Array.from({ length: 25 }, user) });

if (serveMode) {
  // Part 2's server: the real app, AdminListUsers answering page25 to any token (as an admin).
  const { buildApp } = await import("../src/server/app.js");
  const { loadConfig } = await import("../src/server/config.js");
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", WEB_ROOT: "/nonexistent" });
  const app = await buildApp(config, {
    verifyToken: async () => ({ userId: "bench-admin", role: "admin" }),
    handlers: { adminListUsers: async () => page25 },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  process.stdout.write(`PORT ${address.port}\n`);
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
  await new Promise(() => undefined);
}

const samples: Sample[] = [
  encode("GetMyUser (one full profile)", GetMyUserResponseSchema, create(GetMyUserResponseSchema, { user: user() })),
  encode("AdminListUsers, 25 users", AdminListUsersResponseSchema, page25),
  encode("AdminListUsers, 100 users", AdminListUsersResponseSchema, create(AdminListUsersResponseSchema, { users: Array.from({ length: 100 }, user) })),
  encode(
    "GetMyChatMessages, 50 messages",
    GetMyChatMessagesResponseSchema,
    create(GetMyChatMessagesResponseSchema, {
      chatMessages: Array.from({ length: 50 }, () => ({
        id: randomUUID(),
        message: sentence(8 + rand(30)),
        sentByUserId: randomUUID(),
        sentToUserId: randomUUID(),
        isRead: true,
        createdTimestamp: timestampFromDate(new Date(Date.UTC(2026, 0, 1 + rand(28), rand(24)))),
      })),
    }),
  ),
];

const codecs: { name: string; run: (b: Uint8Array) => Buffer }[] = [
  { name: "gzip 1", run: (b) => zlib.gzipSync(b, { level: 1 }) },
  { name: "gzip 6", run: (b) => zlib.gzipSync(b, { level: 6 }) },
  { name: "br 1", run: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }) },
  { name: "br 4", run: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) },
  { name: "br 5", run: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) },
  { name: "br 11", run: (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) },
];

/** Median µs of one call, over runs of a batch sized to take a few milliseconds. */
function microseconds(run: () => unknown): number {
  const start = performance.now();
  run();
  const once = Math.max(performance.now() - start, 0.001);
  const batch = Math.max(1, Math.min(2000, Math.round(5 / once)));
  const times: number[] = [];
  for (let round = 0; round < 15; round++) {
    const t0 = performance.now();
    for (let i = 0; i < batch; i++) run();
    times.push(((performance.now() - t0) * 1000) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

console.log(`RPC response compression, Node ${process.version}, one core; size (bytes) and CPU per call (µs)`);
console.log(["response", "encoded", ...codecs.map((c) => c.name)].join(" | "));
for (const sample of samples) {
  const cells = codecs.map((codec) => {
    const size = codec.run(sample.bytes).length;
    return `${size} B, ${microseconds(() => codec.run(sample.bytes)).toFixed(0)} µs`;
  });
  console.log([sample.name, `${sample.bytes.length} B`, ...cells].join(" | "));
}

// Part 2: through the server.
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const server = spawn(
  cores > 1 ? "taskset" : process.execPath,
  [...(cores > 1 ? ["-c", "0", process.execPath] : []), "--import", "tsx", import.meta.filename, "--serve"],
  { stdio: ["ignore", "pipe", "inherit"] },
);
const port = await new Promise<number>((resolve, reject) => {
  let out = "";
  server.stdout!.on("data", (c: Buffer) => {
    out += c.toString();
    const m = /PORT (\d+)/.exec(out);
    if (m) resolve(Number(m[1]));
  });
  server.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
});
const framedRequest = Buffer.alloc(5); // an empty AdminListUsersRequest, framed

console.log(`\nThrough the server: AdminListUsers (25 users, ${samples[1]!.bytes.length} B encoded) on the lean gRPC-web path; server on core 0, load on core ${cores - 1}, 20 connections, ${seconds} s each`);
console.log("| Accept-Encoding | calls/s | mean ms | p99 ms | bytes per response |");
console.log("|---|---:|---:|---:|---:|");
for (const accept of [undefined, "gzip", "gzip, deflate, br, zstd"]) {
  const headers: Record<string, string> = { "content-type": "application/grpc-web+proto", "x-grpc-web": "1", "x-api-key": "bench" };
  if (accept) headers["accept-encoding"] = accept;
  const run = (duration: number) =>
    autocannon({ url: `http://127.0.0.1:${port}/compass.v1.CompassService/AdminListUsers`, method: "POST", headers, body: framedRequest, connections: 20, duration });
  await run(1); // warm-up
  const result = await run(seconds);
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${accept ?? "none"}: ${bad} failed requests`);
  const perResponse = result.throughput.total / result.requests.total;
  console.log(`| ${accept ?? "(none)"} | ${Math.round(result.requests.average)} | ${result.latency.average.toFixed(2)} | ${result.latency.p99} | ~${Math.round(perResponse)} (with headers) |`);
}
server.kill("SIGTERM");
await once(server, "exit");
