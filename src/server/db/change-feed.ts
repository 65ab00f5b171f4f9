/**
 * One instance's LISTEN connection (ADR 0019, ADR 0027): the channels on which PostgreSQL tells
 * every instance that something changed — the live inbox's wakes, and the invalidations of the
 * caches that spare signed-in calls a database round trip (the caller's user row, the learner's
 * journey).
 *
 * - A notification is delivered to the subscribers of its channel with its payload (a user id,
 *   or "*" for "everything on this channel").
 * - The feed is `live` only while it is listening. A cache may serve what it holds only then: a
 *   notification sent while nobody listened is lost, so when the connection drops every
 *   subscriber is reset (caches emptied, streams woken), and again once it is back, since what
 *   changed in between was never heard.
 * - The connection is its own client (not the pool's). If it drops it reconnects with back-off
 *   (0.5 s doubling to 30 s).
 * - `settled()` sends a notification of its own and waits for it: PostgreSQL delivers the
 *   notifications of different transactions in commit order, so every change committed before
 *   the call has been heard once it resolves (tests that write to the database directly use it).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

export interface ChangeSubscriber {
  /** A notification on the channel; `payload` is what the sender put in it. */
  change(payload: string): void;
  /** The feed was lost or is back: anything may have changed unheard. */
  reset(): void;
}

export interface ChangeFeed {
  /** Listening now: what a cache holds is kept current. */
  readonly live: boolean;
  /** Delivers the channel's notifications to `subscriber`; returns the unsubscribe. */
  subscribe(channel: ChangeChannel, subscriber: ChangeSubscriber): () => void;
  /** Resolves once listening (connecting if need be); rejects if the connection cannot be made. */
  ready(): Promise<void>;
  /** Resolves once every change committed before the call has been delivered. */
  settled(): Promise<void>;
  /** Stops listening for good. */
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  log?: { warn: (obj: object, msg: string) => void };
}

/**
 * The channels, each with what its payload names. The triggers that send the first two are in
 * migration 0021 (the inbox's events send theirs: inbox/inbox-events.ts).
 */
export const CHANGE_CHANNELS = {
  /** A user's id, or "*": their row's type, enabled, tokens_valid_after changed, or it was removed. */
  users: "compass_users",
  /** A learner's id, or "*": their journey's rows changed (assignments, completions, the log). */
  journey: "compass_journey",
  /** A user's id: their inbox has new events (ADR 0019). */
  inbox: "compass_inbox",
} as const;
export type ChangeChannel = (typeof CHANGE_CHANNELS)[keyof typeof CHANGE_CHANNELS];

/** The feed's own channel for `settled()`. */
const SYNC_CHANNEL = "compass_feed_sync";

export function createChangeFeed(pool: pg.Pool, options: ChangeFeedOptions = {}): ChangeFeed {
  const subscribers = new Map<string, Set<ChangeSubscriber>>(Object.values(CHANGE_CHANNELS).map((ch) => [ch, new Set()]));
  const syncs = new Map<string, () => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | undefined;

  const resetAll = () => {
    for (const set of subscribers.values()) for (const s of set) s.reset();
  };
  /** Everyone waiting in `settled()` goes on: the feed was lost, so every cache was emptied. */
  const releaseSyncs = () => {
    for (const release of syncs.values()) release();
    syncs.clear();
  };

  function connect(): Promise<void> {
    const c = new pg.Client({ ...(pool.options as pg.ClientConfig), application_name: "compass-changes" });
    return (async () => {
      c.on("notification", (n) => {
        if (client !== c || n.payload === undefined) return;
        if (n.channel === SYNC_CHANNEL) {
          syncs.get(n.payload)?.();
          return;
        }
        for (const s of subscribers.get(n.channel) ?? []) s.change(n.payload);
      });
      c.on("error", (err) => lost(c, err));
      c.on("end", () => lost(c));
      await c.connect();
      await c.query([SYNC_CHANNEL, ...subscribers.keys()].map((ch) => `listen ${ch}`).join("; "));
      if (closed) {
        await c.end().catch(() => undefined);
        return;
      }
      client = c;
      retryMs = 500;
      // Whatever was notified before this connection listened was not heard.
      resetAll();
    })().catch(async (err: unknown) => {
      await c.end().catch(() => undefined);
      throw err;
    });
  }

  /** The connection dropped: reset everyone, then reconnect with back-off. */
  function lost(c: pg.Client, err?: Error) {
    if (client !== c) return;
    client = null;
    connecting = null;
    c.end().catch(() => undefined);
    resetAll();
    releaseSyncs();
    if (closed) return;
    options.log?.warn({ err: err ? { message: err.message } : undefined }, "change feed lost; reconnecting");
    scheduleReconnect();
  }

  function scheduleReconnect() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (closed || connecting) return;
      connecting = connect().catch((err: unknown) => {
        connecting = null;
        options.log?.warn({ err: { message: (err as Error).message } }, "change feed could not connect; retrying");
        retryMs = Math.min(retryMs * 2, 30_000);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  }

  async function ready(): Promise<void> {
    if (closed) throw new Error("The change feed is closed.");
    if (client) return;
    connecting ??= connect().catch((err: unknown) => {
      connecting = null;
      // Keep trying in the background: until then nothing is cached, which costs speed only.
      scheduleReconnect();
      throw err;
    });
    await connecting;
  }

  return {
    get live() {
      return client !== null;
    },

    subscribe(channel, subscriber) {
      const set = subscribers.get(channel);
      if (!set) throw new Error(`Not a change channel: ${channel}`);
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
      };
    },

    ready,

    async settled() {
      await ready();
      const nonce = randomUUID();
      const heard = new Promise<void>((resolve) => syncs.set(nonce, resolve));
      try {
        await pool.query("select pg_notify($1, $2)", [SYNC_CHANNEL, nonce]);
        await heard;
      } finally {
        syncs.delete(nonce);
      }
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      await connecting?.catch(() => undefined);
      resetAll();
      releaseSyncs();
      await c?.end().catch(() => undefined);
    },
  };
}
