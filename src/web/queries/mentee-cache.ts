/**
 * The browser's cache of fetched mentees (spec §7, §9): at most `limit` entries (1,000), the
 * least recently set or read evicted first. A plain Map keeps insertion order, so re-inserting a
 * key moves it to the end and the first key is always the oldest. Pure and unit-tested; the
 * mentee pages share one instance (`menteeCache`) so opening a mentee from the list shows them at
 * once while the fresh copy loads.
 */
import type { Mentee } from "../../gen/compass/v1/compass_pb";

export const MENTEE_CACHE_LIMIT = 1000;

export class BoundedCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError("BoundedCache: limit must be a positive integer");
  }

  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value, marked as the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores the value as the most recent entry, evicting the oldest beyond the limit. */
  set(key: K, value: V): this {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next().value as K;
      this.#entries.delete(oldest);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }

  /** Keys, oldest first. */
  keys(): K[] {
    return [...this.#entries.keys()];
  }
}

/** The one cache of the mentee pages, keyed by user id. */
export const menteeCache = new BoundedCache<string, Mentee>(MENTEE_CACHE_LIMIT);

/** Stores every mentee of a response that has a user id. */
export function rememberMentees(mentees: readonly Mentee[]): void {
  for (const m of mentees) if (m.user?.id) menteeCache.set(m.user.id, m);
}
