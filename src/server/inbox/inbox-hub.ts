/**
 * One instance's side of the live inbox (ADR 0019): the open streams ("leases") that the
 * instance's change feed (db/change-feed.ts, channel `compass_inbox`) wakes, by user.
 *
 * - A notification names a user; every lease of that user here is woken and reads its new events
 *   from the database itself. A wake that comes while the stream is busy is kept, so none is lost.
 * - If the feed's connection drops, every lease is woken when it is lost and again when it is
 *   back: what was notified meanwhile is read from the log by cursor. Streams also re-read at
 *   every heartbeat.
 * - Bounds: at most `maxPerUser` open streams a user and `maxStreams` on the instance; beyond them
 *   `open` refuses with RESOURCE_EXHAUSTED.
 */
import { Code, ConnectError } from "@connectrpc/connect";
import { CHANGE_CHANNELS, type ChangeFeed } from "../db/change-feed.js";
import { rpcError } from "../core/errors.js";

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
  maxStreams?: number;
  maxPerUser?: number;
}

interface Lease extends InboxLease {
  wake(): void;
  end(): void;
}

export const INBOX_STREAMS_MAX = 5_000;
export const INBOX_STREAMS_PER_USER = 10;

export function createInboxHub(feed: ChangeFeed, options: InboxHubOptions = {}): InboxHub {
  const maxStreams = options.maxStreams ?? INBOX_STREAMS_MAX;
  const maxPerUser = options.maxPerUser ?? INBOX_STREAMS_PER_USER;
  const byUser = new Map<string, Set<Lease>>();
  let size = 0;
  let closed = false;

  // A stream re-reads its events from the log by cursor whenever it is woken, so a feed that was
  // lost (and whatever it did not hear) only wakes everyone.
  const unsubscribe = feed.subscribe(CHANGE_CHANNELS.inbox, {
    change(userId) {
      for (const lease of byUser.get(userId) ?? []) lease.wake();
    },
    reset() {
      for (const leases of byUser.values()) for (const lease of leases) lease.wake();
    },
  });

  return {
    get size() {
      return size;
    },

    async open(userId) {
      if (closed) throw new ConnectError("The server is shutting down; reconnect shortly.", Code.Unavailable);
      const mine = byUser.get(userId);
      if ((mine?.size ?? 0) >= maxPerUser) throw rpcError.resourceExhausted("Too many open message streams for this account; close a tab or try again shortly.");
      if (size >= maxStreams) throw rpcError.resourceExhausted("The server has too many open message streams; try again shortly.");
      await feed.ready();
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
      unsubscribe();
      for (const leases of byUser.values()) for (const lease of leases) lease.end();
    },
  };
}
