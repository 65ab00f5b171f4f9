import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { POLL_INTERVAL_MS } from "./backoff";
import { startInboxConnection, type InboxMessage, type InboxStatus } from "./inbox-connection";

interface Msg extends InboxMessage {
  event: { case: string | undefined; value?: string };
}
const heartbeat = (cursor: string): Msg => ({ cursor, event: { case: "heartbeat" } });
const chat = (cursor: string, value: string): Msg => ({ cursor, event: { case: "chatMessage", value } });
const resync = (cursor: string): Msg => ({ cursor, event: { case: "resync" } });

/** A stream the test feeds: push messages, then end it or fail it. */
function fakeStream() {
  const queue: Array<{ msg?: Msg; end?: true; error?: Error }> = [];
  let wake: (() => void) | null = null;
  const put = (item: { msg?: Msg; end?: true; error?: Error }) => {
    queue.push(item);
    wake?.();
  };
  return {
    push: (msg: Msg) => put({ msg }),
    end: () => put({ end: true }),
    fail: (error = new Error("dropped")) => put({ error }),
    async *iterate(signal: AbortSignal): AsyncIterable<Msg> {
      for (;;) {
        while (queue.length === 0) {
          if (signal.aborted) throw new Error("aborted");
          await new Promise<void>((resolve) => {
            wake = resolve;
            signal.addEventListener("abort", () => resolve(), { once: true });
          });
          wake = null;
        }
        const item = queue.shift()!;
        if (item.error) throw item.error;
        if (item.end) return;
        yield item.msg!;
      }
    },
  };
}

function harness(failFirst = 0) {
  const opened: { cursor: string; stream: ReturnType<typeof fakeStream> }[] = [];
  const events: string[] = [];
  const statuses: InboxStatus[] = [];
  let reloads = 0;
  let polls = 0;
  let failNext = failFirst;
  const connection = startInboxConnection<Msg>({
    watch(cursor, signal) {
      const stream = fakeStream();
      opened.push({ cursor, stream });
      if (failNext > 0) {
        failNext--;
        stream.fail(new Error("unavailable"));
      }
      return stream.iterate(signal);
    },
    event: (m) => events.push(`${m.event.case}:${m.event.value ?? ""}`),
    reload: () => reloads++,
    poll: () => polls++,
    status: (s) => statuses.push(s),
    random: () => 0.5,
  });
  return {
    connection,
    opened,
    events,
    statuses,
    reloads: () => reloads,
    polls: () => polls,
    last: () => opened[opened.length - 1]!.stream,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the live inbox connection", () => {
  it("reloads after the first message, hands on events and keeps the cursor", async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.opened.map((o) => o.cursor)).toEqual([""]);
    h.last().push(heartbeat("10"));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.reloads()).toBe(1);
    expect(h.statuses).toEqual(["connecting", "live"]);
    h.last().push(chat("11", "hello"));
    h.last().push(heartbeat("11"));
    h.last().push(resync("20"));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.events).toEqual(["chatMessage:hello"]);
    expect(h.reloads()).toBe(2);
    expect(h.connection.cursor).toBe("20");
    h.connection.stop();
  });

  it("reopens from the last cursor within a second after a stream that worked ends", async () => {
    const h = harness();
    await vi.advanceTimersByTimeAsync(0);
    h.last().push(heartbeat("5"));
    h.last().push(chat("6", "x"));
    await vi.advanceTimersByTimeAsync(0);
    h.last().fail(new Error("unauthenticated: token expired"));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.statuses.at(-1)).toBe("reconnecting");
    expect(h.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(750);
    expect(h.opened.map((o) => o.cursor)).toEqual(["", "6"]);
    h.last().push(heartbeat("6"));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.reloads()).toBe(2);
    expect(h.statuses.at(-1)).toBe("live");
    h.connection.stop();
  });

  it("backs off on failed openings, polls after three, and stops polling once the stream works", async () => {
    const h = harness(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(750); // 1st failure: 0.5–1 s (0.75 s with random 0.5)
    expect(h.opened).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1500); // 2nd: 1–2 s
    expect(h.opened).toHaveLength(3);
    expect(h.polls()).toBe(1); // 3rd failure: polling starts at once
    expect(h.statuses.at(-1)).toBe("polling");
    await vi.advanceTimersByTimeAsync(3000); // 3rd: 2–4 s
    expect(h.opened).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(h.polls()).toBe(2);
    expect(h.opened).toHaveLength(5); // 4th: 4–8 s, within the 20 s
    h.last().push(heartbeat("1"));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.statuses.at(-1)).toBe("live");
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 2);
    expect(h.polls()).toBe(2);
    h.connection.stop();
  });

  it("reconnects at once when woken, and stops for good", async () => {
    const h = harness(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.opened).toHaveLength(1);
    h.connection.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.opened).toHaveLength(2);
    h.connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.opened).toHaveLength(2);
    expect(h.statuses.at(-1)).toBe("stopped");
  });
});
