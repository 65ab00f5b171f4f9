/**
 * The live inbox's connection (ADR 0019), without the browser or the API client (both are
 * injected, so it is unit-tested with fakes):
 *
 * - One WatchMyInbox stream at a time. Its first message (a heartbeat, or `resync`) carries the
 *   cursor; then the lists are (re)loaded (`reload`), so nothing falls between the load and the
 *   stream. Every later event goes to `event`, and its cursor is kept.
 * - When the stream fails or ends (the server restarts, the access token expires and the server
 *   ends it with UNAUTHENTICATED: the transport's auth interceptor renews the token on the next
 *   call) it is opened again from the last cursor, so nothing is missed: within a second after a
 *   stream that worked, else after a back-off (backoff.ts: 1 s doubling to 30 s, with jitter).
 * - `wake()` (the tab became visible, the browser came back online) skips the wait.
 * - After POLL_AFTER_FAILURES failed openings in a row the lists are polled every 20 s (`poll`)
 *   while the stream is still retried; polling stops when a stream works again.
 */
import { backoffDelay, POLL_AFTER_FAILURES, POLL_INTERVAL_MS } from "./backoff";

export type InboxStatus = "connecting" | "live" | "reconnecting" | "polling" | "stopped";

/** The parts of a WatchMyInboxResponse the connection reads. */
export interface InboxMessage {
  cursor: string;
  event: { case: string | undefined };
}

export interface InboxConnectionDeps<M extends InboxMessage> {
  /** Opens the stream from `cursor` ("" = from now); ends or throws when it closes. */
  watch(cursor: string, signal: AbortSignal): AsyncIterable<M>;
  /** An event after the first message. */
  event(message: M): void;
  /** Load the lists again: the stream (re)started, or asked for it (`resync`). */
  reload(): void;
  /** Polling: read the lists again. */
  poll(): void;
  status?(status: InboxStatus): void;
  random?: () => number;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

export interface InboxConnection {
  /** Reconnect now if waiting to (the tab became visible, the browser is online again). */
  wake(): void;
  stop(): void;
  /** The last cursor received ("" before the first message). */
  readonly cursor: string;
}

export function startInboxConnection<M extends InboxMessage>(deps: InboxConnectionDeps<M>): InboxConnection {
  const setT = deps.setTimeout ?? ((fn, ms) => globalThis.setTimeout(fn, ms));
  const clearT = deps.clearTimeout ?? ((h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>));
  const setI = deps.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clearI = deps.clearInterval ?? ((h) => globalThis.clearInterval(h as ReturnType<typeof setInterval>));
  const random = deps.random ?? Math.random;

  let cursor = "";
  let stopped = false;
  let failures = 0;
  let controller: AbortController | null = null;
  let sleeping: { handle: unknown; done: () => void } | null = null;
  let polling: unknown = null;
  let status: InboxStatus | null = null;

  const setStatus = (next: InboxStatus) => {
    if (status === next) return;
    status = next;
    deps.status?.(next);
  };

  const startPolling = () => {
    if (polling !== null) return;
    deps.poll();
    polling = setI(() => deps.poll(), POLL_INTERVAL_MS);
  };
  const stopPolling = () => {
    if (polling === null) return;
    clearI(polling);
    polling = null;
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        if (sleeping) clearT(sleeping.handle);
        sleeping = null;
        resolve();
      };
      sleeping = { handle: setT(done, ms), done };
    });

  async function run(): Promise<void> {
    setStatus("connecting");
    while (!stopped) {
      controller = new AbortController();
      let started = false;
      try {
        for await (const message of deps.watch(cursor, controller.signal)) {
          if (stopped) return;
          if (message.cursor) cursor = message.cursor;
          if (!started) {
            started = true;
            failures = 0;
            stopPolling();
            setStatus("live");
            deps.reload();
            continue;
          }
          if (message.event.case === "resync") deps.reload();
          else if (message.event.case !== "heartbeat") deps.event(message);
        }
      } catch {
        // A failed opening or a dropped stream: both are retried below.
      }
      controller = null;
      if (stopped) return;
      if (started) {
        // It worked, then ended (token expiry, a restart): again within a second, from the cursor.
        setStatus("reconnecting");
        await sleep(backoffDelay(1, random));
        continue;
      }
      failures++;
      if (failures >= POLL_AFTER_FAILURES) {
        setStatus("polling");
        startPolling();
      } else {
        setStatus("reconnecting");
      }
      await sleep(backoffDelay(failures, random));
    }
  }

  void run();

  return {
    wake() {
      sleeping?.done();
    },
    stop() {
      stopped = true;
      stopPolling();
      controller?.abort();
      sleeping?.done();
      setStatus("stopped");
    },
    get cursor() {
      return cursor;
    },
  };
}
