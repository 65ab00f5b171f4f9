/**
 * Unary Ping throughput and p99 latency: the lean gRPC-web path (binary and
 * text) and Connect, each beside a bare Fastify GET on the same server in the
 * same run. The server runs pinned to core 0 and the load generator to core 1
 * (taskset), so the generator does not steal the server's CPU.
 *
 *   npm run bench            (builds the server; BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { create, toBinary } from "@bufbuild/protobuf";
import { timestampNow } from "@bufbuild/protobuf/wkt";
import { PingRequestSchema } from "../src/gen/compass/v1/compass_pb.js";
import { cores, pinToLastCore } from "./pinning.js";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const root = path.resolve(import.meta.dirname, "..");

// Pin this process (the load generator) to the last core; the server gets core 0.
pinToLastCore();

// The server runs the built code (npm run bench builds it first), as in production.
const server = spawn(
  cores > 1 ? "taskset" : process.execPath,
  [...(cores > 1 ? ["-c", "0", process.execPath] : []), path.join(root, "bench", "server.mjs")],
  { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
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
const base = `http://127.0.0.1:${port}`;

const message = toBinary(PingRequestSchema, create(PingRequestSchema, { timestamp: timestampNow() }));
const framed = Buffer.alloc(5 + message.length);
framed.writeUInt32BE(message.length, 1);
framed.set(message, 5);

interface Target {
  name: string;
  path: string;
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: Buffer;
  expect: (status: number) => boolean;
}
const targets: Target[] = [
  { name: "bare Fastify GET", path: "/bench/bare", method: "GET", expect: (s) => s === 200 },
  {
    name: "Ping, lean gRPC-web binary",
    path: "/compass.v1.CompassService/Ping",
    method: "POST",
    headers: { "content-type": "application/grpc-web+proto", "x-grpc-web": "1" },
    body: framed,
    expect: (s) => s === 200,
  },
  {
    name: "Ping, lean gRPC-web text",
    path: "/compass.v1.CompassService/Ping",
    method: "POST",
    headers: { "content-type": "application/grpc-web-text", "x-grpc-web": "1" },
    body: Buffer.from(framed.toString("base64")),
    expect: (s) => s === 200,
  },
  {
    name: "Ping, Connect protocol (connect-node)",
    path: "/compass.v1.CompassService/Ping",
    method: "POST",
    headers: { "content-type": "application/proto", "connect-protocol-version": "1" },
    body: Buffer.from(message),
    expect: (s) => s === 200,
  },
];

async function run(t: Target, duration: number) {
  const result = await autocannon({
    url: base + t.path,
    method: t.method,
    headers: t.headers,
    body: t.body,
    connections,
    duration,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${t.name}: ${bad} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

console.log(`Compass Ping benchmark — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${cores} cores (${os.cpus()[0]?.model.trim()})`);
console.log(`${connections} connections, ${seconds} s per target after a 2 s warm-up; server on core 0, load on core ${cores - 1}\n`);
const rows: { name: string; rps: number; p99: number }[] = [];
for (const t of targets) {
  await run(t, 2); // warm-up (JIT, connection pool)
  rows.push({ name: t.name, ...(await run(t, seconds)) });
}
const bare = rows[0]!.rps;
console.log("| target | req/s | p99 ms | ratio to bare GET |");
console.log("|---|---:|---:|---:|");
for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${(r.rps / bare).toFixed(2)} |`);

server.kill("SIGTERM");
await once(server, "exit");
