/**
 * A cache kept current by the change feed (ADR 0027): values loaded from the database, by key,
 * dropped when a notification on the cache's channel names their key (or "*"), and all dropped
 * when the feed is lost or comes back. While the feed is not live nothing is cached: every `get`
 * loads.
 *
 * A load that a notification for its key overtakes is not kept (its answer may predate the
 * change), and concurrent loads of one key share one query. A writer on this instance calls
 * `invalidate(key)` after its transaction commits, so its own caller reads what it wrote at once;
 * other instances hear of it through the feed within milliseconds.
 *
 * Bounds: at most `maxWeight` (each value weighs `weigh(value)`, 1 by default), least recently
 * used first out; a value is also dropped `ttlMs` after it was loaded, a last line of defence.
 */
import type { ChangeChannel, ChangeFeed } from "./change-feed.js";

export interface ChangeCache<V> {
  /** The cached value of `key`, or `load()`'s (kept when the feed is live and nothing overtook it). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops `key` (a write on this instance committed). */
  invalidate(key: string): void;
  /** Values held now. */
  readonly size: number;
  /** Stops following the feed and drops everything. */
  close(): void;
}

export interface ChangeCacheOptions<V> {
  feed: Pick<ChangeFeed, "live" | "subscribe">;
  channel: ChangeChannel;
  maxWeight: number;
  ttlMs: number;
  weigh?: (value: V) => number;
  /** Whether a loaded value is kept (e.g. not a "no such row"); all are by default. */
  keep?: (value: V) => boolean;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  weight: number;
  expiresAt: number;
}

interface Load<V> {
  promise: Promise<V>;
  overtaken: boolean;
}

export function createChangeCache<V>(options: ChangeCacheOptions<V>): ChangeCache<V> {
  const { feed, maxWeight, ttlMs } = options;
  const weigh = options.weigh ?? (() => 1);
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  const loads = new Map<string, Load<V>>();
  let weight = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };
  const overtake = (key: string) => {
    drop(key);
    const load = loads.get(key);
    if (load) {
      load.overtaken = true;
      loads.delete(key);
    }
  };
  const dropAll = () => {
    entries.clear();
    weight = 0;
    for (const load of loads.values()) load.overtaken = true;
    loads.clear();
  };

  const keep = (key: string, value: V) => {
    if (options.keep && !options.keep(value)) return;
    const w = weigh(value);
    if (w > maxWeight) return;
    drop(key);
    entries.set(key, { value, weight: w, expiresAt: now() + ttlMs });
    weight += w;
    // Least recently used first: a Map iterates in insertion order, and a hit re-inserts.
    for (const [k] of entries) {
      if (weight <= maxWeight) break;
      drop(k);
    }
  };

  const unsubscribe = feed.subscribe(options.channel, {
    change(payload) {
      if (payload === "*") dropAll();
      else overtake(payload);
    },
    reset: dropAll,
  });

  return {
    get size() {
      return entries.size;
    },

    get(key, load) {
      if (!feed.live) return load();
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        if (entry.expiresAt > now()) {
          entries.set(key, entry);
          return Promise.resolve(entry.value);
        }
        weight -= entry.weight;
      }
      const running = loads.get(key);
      if (running) return running.promise;
      const started: Load<V> = {
        overtaken: false,
        promise: load().then(
          (value) => {
            if (loads.get(key) === started) loads.delete(key);
            if (!started.overtaken && feed.live) keep(key, value);
            return value;
          },
          (err: unknown) => {
            if (loads.get(key) === started) loads.delete(key);
            throw err;
          },
        ),
      };
      loads.set(key, started);
      return started.promise;
    },

    invalidate: overtake,

    close() {
      unsubscribe();
      dropAll();
    },
  };
}
