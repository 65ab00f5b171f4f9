/**
 * One instance's side of the live inbox (ADR 0019): a single listening connection on the
 * `compass_inbox` channel, and the open streams ("leases") it wakes, by user.
 *
 * - A notification names a user; every lease of that user here is woken and reads its new events
 *   from the database itself. A wake that comes while the stream is busy is kept, so none is lost.
 * - The listening connection is its own client (not the pool's). If it drops, it reconnects with
 *   back-off (0.5 s doubling to 30 s) and then wakes every lease: what was notified meanwhile is
 *   read from the log by cursor. Streams also re-read at every heartbeat.
 * - Bounds: at most `maxPerUser` open streams a user and `maxStreams` on the instance; beyond them
 *   `open` refuses with RESOURCE_EXHAUSTED.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import pg from "pg";
import { rpcError } from "../rpc/errors.js";
import { INBOX_CHANNEL } from "./inbox-events.js";

export interface InboxLease {
  /** Resolves "wake" when the user's inbox changed (or changed since the last wait), "timeout" after `ms`, "closed" when the hub or the signal ended it. */
  wait(ms: number, signal: AbortSignal): Promise<"wake" | "timeout" | "closed">;
  close(): void;
}

export interface InboxHub {
  /** Opens a lease for a stream of `userId`, once the instance is listening. */
  open(userId: string): Promise<InboxLease>;
  /** Open leases on this instance. */
  readonly size: number;
  /** Ends every lease and the listening connection. */
  close(): Promise<void>;
}

export interface InboxHubOptions {
  log?: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
  maxStreams?: number;
  maxPerUser?: number;
}

interface Lease extends InboxLease {
  wake(): void;
  end(): void;
}

export const INBOX_STREAMS_MAX = 5_000;
export const INBOX_STREAMS_PER_USER = 10;

export function createInboxHub(pool: pg.Pool, options: InboxHubOptions = {}): InboxHub {
  const maxStreams = options.maxStreams ?? INBOX_STREAMS_MAX;
  const maxPerUser = options.maxPerUser ?? INBOX_STREAMS_PER_USER;
  const byUser = new Map<string, Set<Lease>>();
  let size = 0;
  let closed = false;
  let client: pg.Client | null = null;
  let listening: Promise<void> | null = null;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const wakeAll = () => {
    for (const leases of byUser.values()) for (const lease of leases) lease.wake();
  };

  function connect(): Promise<void> {
    const c = new pg.Client({ ...(pool.options as pg.ClientConfig), application_name: "compass-inbox" });
    const ready = (async () => {
      c.on("notification", (n) => {
        if (n.channel !== INBOX_CHANNEL || !n.payload) return;
        for (const lease of byUser.get(n.payload) ?? []) lease.wake();
      });
      c.on("error", (err) => lost(c, err));
      c.on("end", () => lost(c));
      await c.connect();
      await c.query(`listen ${INBOX_CHANNEL}`);
      if (closed) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      retryMs = 500;
    })();
    return ready;
  }

  /** The listening connection dropped: reconnect with back-off, then wake everyone. */
  function lost(c: pg.Client, err?: Error) {
    if (client !== c && client !== null) return;
    client = null;
    listening = null;
    c.end().catch(() => undefined);
    if (closed) return;
    options.log?.warn({ err: err ? { message: err.message } : undefined }, "inbox listener lost; reconnecting");
    scheduleReconnect();
  }

  function scheduleReconnect() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (closed) return;
      listening = connect().then(
        () => wakeAll(),
        (err: unknown) => {
          listening = null;
          options.log?.warn({ err: { message: (err as Error).message } }, "inbox listener could not connect; retrying");
          retryMs = Math.min(retryMs * 2, 30_000);
          scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  }

  async function ensureListening(): Promise<void> {
    if (client) return;
    if (!listening) {
      listening = connect().catch((err: unknown) => {
        listening = null;
        throw err;
      });
    }
    await listening;
  }

  return {
    get size() {
      return size;
    },

    async open(userId) {
      if (closed) throw new ConnectError("The server is shutting down; reconnect shortly.", Code.Unavailable);
      const mine = byUser.get(userId);
      if ((mine?.size ?? 0) >= maxPerUser) throw rpcError.resourceExhausted("Too many open message streams for this account; close a tab or try again shortly.");
      if (size >= maxStreams) throw rpcError.resourceExhausted("The server has too many open message streams; try again shortly.");
      await ensureListening();
      let pending = false;
      let ended = false;
      let resolveWait: ((r: "wake" | "timeout" | "closed") => void) | null = null;
      const settle = (r: "wake" | "timeout" | "closed") => {
        const resolve = resolveWait;
        resolveWait = null;
        resolve?.(r);
      };
      const lease: Lease = {
        wake() {
          if (resolveWait) settle("wake");
          else pending = true;
        },
        end() {
          ended = true;
          settle("closed");
        },
        wait(ms, signal) {
          if (ended || signal.aborted) return Promise.resolve("closed");
          if (pending) {
            pending = false;
            return Promise.resolve("wake");
          }
          return new Promise((resolve) => {
            const timer = setTimeout(() => settle("timeout"), ms);
            const onAbort = () => settle("closed");
            signal.addEventListener("abort", onAbort, { once: true });
            resolveWait = (r) => {
              clearTimeout(timer);
              signal.removeEventListener("abort", onAbort);
              resolve(r);
            };
          });
        },
        close() {
          if (!set.delete(lease)) return;
          size--;
          if (set.size === 0) byUser.delete(userId);
          lease.end();
        },
      };
      const set = byUser.get(userId) ?? new Set<Lease>();
      byUser.set(userId, set);
      set.add(lease);
      size++;
      return lease;
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      for (const leases of byUser.values()) for (const lease of leases) lease.end();
      const c = client;
      client = null;
      await listening?.catch(() => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}
