import { fromBinary } from "@bufbuild/protobuf";
import { describe, expect, it } from "vitest";
import { TelemetryAction, TelemetryRequestSchema } from "../../../src/gen/compass/v1/compass_pb";
import { newSessionId, Telemetry, type TelemetryEvent } from "../../../src/web/telemetry/telemetry";
import { contentOfPath, grpcWebFrame } from "../../../src/web/telemetry/telemetry-tracker";

function harness(opts: { failSends?: number } = {}) {
  const sent: TelemetryEvent[] = [];
  const onExit: TelemetryEvent[] = [];
  const timers: (() => void)[] = [];
  let failures = opts.failSends ?? 0;
  const telemetry = new Telemetry({
    sessionId: "s-1",
    batchSize: 3,
    maxQueued: 5,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => timers.splice(0),
    sink: {
      send: async (e) => {
        if (failures > 0) {
          failures -= 1;
          throw new Error("offline");
        }
        sent.push(e);
      },
      sendOnExit: (e) => onExit.push(e),
    },
  });
  return { telemetry, sent, onExit, fire: async () => { for (const t of timers.splice(0)) t(); await Promise.resolve(); await new Promise((r) => setTimeout(r, 0)); } };
}

describe("browser telemetry", () => {
  it("queues events and sends them after the delay, in order, with the session id", async () => {
    const h = harness();
    h.telemetry.track(TelemetryAction.PAGE_VIEW, "c1");
    h.telemetry.track(TelemetryAction.PAGE_LEAVE, "c1");
    expect(h.sent).toEqual([]);
    await h.fire();
    expect(h.sent).toEqual([
      { action: TelemetryAction.PAGE_VIEW, contentId: "c1", sessionId: "s-1" },
      { action: TelemetryAction.PAGE_LEAVE, contentId: "c1", sessionId: "s-1" },
    ]);
  });

  it("keeps what failed for the next try, drops the oldest past the cap, and sends at once when a batch is full", async () => {
    const h = harness();
    const sink: TelemetryEvent[] = [];
    let offline = true;
    const big = new Telemetry({
      sessionId: "s-1",
      batchSize: 10,
      maxQueued: 5,
      setTimer: () => null,
      clearTimer: () => undefined,
      sink: {
        send: async (e) => {
          if (offline) {
            offline = false;
            throw new Error("offline");
          }
          sink.push(e);
        },
        sendOnExit: () => undefined,
      },
    });
    for (let i = 0; i < 7; i++) big.track(TelemetryAction.ACTIVITY, `c${i}`);
    expect(big.pending()).toBe(5);
    await big.flush();
    expect(sink).toEqual([]);
    expect(big.pending()).toBe(5);
    await big.flush();
    expect(sink.map((e) => e.contentId)).toEqual(["c2", "c3", "c4", "c5", "c6"]);
    // A full batch (3 in the harness) goes at once, without waiting for the timer.
    for (let i = 0; i < 3; i++) h.telemetry.track(TelemetryAction.PAGE_VIEW, `p${i}`);
    await new Promise((r) => setTimeout(r, 0));
    await h.telemetry.flush();
    expect(h.sent.map((e) => e.contentId)).toEqual(["p0", "p1", "p2"]);
  });

  it("a flush made while another is sending resolves only once what it found queued has been sent", async () => {
    const sent: string[] = [];
    const gates: (() => void)[] = [];
    const telemetry = new Telemetry({
      sessionId: "s-1",
      batchSize: 10,
      maxQueued: 10,
      setTimer: () => undefined,
      clearTimer: () => undefined,
      sink: {
        send: (e) =>
          new Promise<void>((resolve) =>
            gates.push(() => {
              sent.push(e.contentId);
              resolve();
            }),
          ),
        sendOnExit: () => undefined,
      },
    });
    telemetry.track(TelemetryAction.PAGE_VIEW, "first");
    const first = telemetry.flush(); // sending "first", held at the gate
    telemetry.track(TelemetryAction.PAGE_VIEW, "second");
    let secondDone = false;
    const second = telemetry.flush().then(() => (secondDone = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(secondDone).toBe(false);
    gates.shift()!(); // "first" arrives; "second" goes next
    await expect.poll(() => gates.length).toBe(1);
    expect(secondDone).toBe(false);
    gates.shift()!();
    await Promise.all([first, second]);
    expect(sent).toEqual(["first", "second"]);
  });

  it("hands everything queued to the keepalive sender when the page goes away", () => {
    const h = harness();
    h.telemetry.track(TelemetryAction.PAGE_LEAVE, "c1");
    h.telemetry.track(TelemetryAction.APP_EXIT);
    h.telemetry.flushOnExit();
    expect(h.onExit.map((e) => e.action)).toEqual([TelemetryAction.PAGE_LEAVE, TelemetryAction.APP_EXIT]);
    expect(h.telemetry.pending()).toBe(0);
  });

  it("tracks nothing while disabled (administrators)", async () => {
    const h = harness();
    h.telemetry.track(TelemetryAction.PAGE_VIEW);
    h.telemetry.setEnabled(false);
    h.telemetry.track(TelemetryAction.PAGE_VIEW);
    await h.telemetry.flush();
    expect(h.sent).toEqual([]);
  });

  it("makes session ids the server accepts, knows a lesson's or module's id from its path, and frames a request", () => {
    expect(newSessionId(() => "ab/cd e")).toBe("s-abcde");
    expect(newSessionId()).toMatch(/^s-[A-Za-z0-9._:-]{1,62}$/);
    expect(contentOfPath("/modules/cat1/lesson/c%201")).toBe("c 1");
    expect(contentOfPath("/modules/cat1/m9")).toBe("m9");
    expect(contentOfPath("/discover")).toBe("");
    const frame = grpcWebFrame({ action: TelemetryAction.PAGE_VIEW, contentId: "c1", sessionId: "s-1" });
    expect(frame[0]).toBe(0);
    const length = new DataView(frame.buffer).getUint32(1);
    expect(length).toBe(frame.length - 5);
    expect(fromBinary(TelemetryRequestSchema, frame.slice(5))).toMatchObject({ action: TelemetryAction.PAGE_VIEW, contentId: "c1", sessionId: "s-1" });
  });
});
