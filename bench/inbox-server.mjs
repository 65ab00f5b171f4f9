// The server side of bench/inbox.ts: the built server (dist/server/main.js, as `npm start` runs
// it) with probes answered over the IPC channel the benchmark opens; nothing is added to the server
// itself. When the benchmark goes away (the channel closes) the server stops as on SIGTERM.
//   "memory": process.memoryUsage() after two full garbage collections (node --expose-gc), so the
//     benchmark reads the heap the open streams hold, not garbage;
//   "stats-reset" / "stats": the event loop's delay (perf_hooks, 10 ms resolution) and the garbage
//     collector's pauses since the reset: where a delivery's time goes when it is late;
//   "snapshot": a heap snapshot to the file named (BENCH_HEAP_SNAPSHOTS).
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { writeHeapSnapshot } from "node:v8";

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
/** GC pauses since the reset: [duration ms, major (mark-compact), when (ms since the epoch)]. */
let pauses = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    pauses.push([entry.duration, entry.detail?.kind === 4 /* NODE_PERFORMANCE_GC_MAJOR */, performance.timeOrigin + entry.startTime]);
  }
}).observe({ entryTypes: ["gc"] });

process.on("message", (message) => {
  const reply = (body) => process.send?.({ type: message.type, id: message.id, ...body });
  switch (message?.type) {
    case "memory":
      globalThis.gc?.();
      globalThis.gc?.();
      reply({ usage: process.memoryUsage(), gc: typeof globalThis.gc === "function" });
      break;
    case "stats-reset":
      loop.reset();
      pauses = [];
      reply({});
      break;
    case "stats": {
      const ms = (ns) => ns / 1e6;
      reply({
        loop: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
        gc: {
          count: pauses.length,
          totalMs: pauses.reduce((sum, [d]) => sum + d, 0),
          maxMs: Math.max(0, ...pauses.map(([d]) => d)),
          major: pauses.filter(([, major]) => major).length,
          majorMaxMs: Math.max(0, ...pauses.filter(([, major]) => major).map(([d]) => d)),
          majorAt: pauses.filter(([, major]) => major).map(([, , at]) => at),
        },
      });
      break;
    }
    case "snapshot":
      globalThis.gc?.();
      reply({ file: writeHeapSnapshot(message.file) });
      break;
  }
});
process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
await import("../dist/server/main.js");
