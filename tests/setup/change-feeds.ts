/**
 * The change feeds of the test servers, by database (ADR 0027): a test that writes to the database
 * directly (not through the API) waits with `changesHeard(database)` until every server on it has
 * heard of the change, as another instance would within milliseconds.
 */
import type { Database } from "../../src/server/db/database.js";
import { createChangeFeed, type ChangeFeed } from "../../src/server/db/change-feed.js";

const feeds = new WeakMap<Database, Set<ChangeFeed>>();

export async function startChangeFeed(database: Database): Promise<ChangeFeed> {
  const feed = createChangeFeed(database.pool);
  await feed.ready();
  const set = feeds.get(database) ?? new Set<ChangeFeed>();
  feeds.set(database, set);
  set.add(feed);
  return feed;
}

export async function stopChangeFeed(database: Database, feed: ChangeFeed): Promise<void> {
  feeds.get(database)?.delete(feed);
  await feed.close();
}

/** Resolves once every server's feed on `database` has heard every change committed so far. */
export async function changesHeard(database: Database): Promise<void> {
  await Promise.all([...(feeds.get(database) ?? [])].map((feed) => feed.settled()));
}

/**
 * `feed` as a busy instance hears it: every notification reaches the subscribers `ms` late, and
 * `settled()` resolves once everything committed before it has (delivery stays in commit order).
 * Tests of "the next call sees the change" use it so that a missing wait fails every time.
 */
export function laggingFeed(feed: ChangeFeed, ms: number): ChangeFeed {
  const later = (fn: () => void) => void setTimeout(fn, ms);
  return {
    get live() {
      return feed.live;
    },
    subscribe: (channel, subscriber) =>
      feed.subscribe(channel, {
        change: (payload) => later(() => subscriber.change(payload)),
        reset: () => later(() => subscriber.reset()),
      }),
    ready: () => feed.ready(),
    settled: async () => {
      await feed.settled();
      await new Promise<void>((resolve) => later(resolve));
    },
    close: () => feed.close(),
  };
}
