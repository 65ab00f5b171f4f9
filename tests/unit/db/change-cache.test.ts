/**
 * The cache kept current by the change feed (src/server/db/change-cache.ts, ADR 0027): what it
 * keeps, what drops it, and that it never keeps an answer a change overtook.
 */
import { describe, expect, it } from "vitest";
import { createChangeCache } from "../../../src/server/db/change-cache.js";
import type { ChangeSubscriber } from "../../../src/server/db/change-feed.js";

function fakeFeed() {
  const subscribers = new Set<ChangeSubscriber>();
  return {
    live: true,
    subscribe(_channel: string, s: ChangeSubscriber) {
      subscribers.add(s);
      return () => subscribers.delete(s);
    },
    notify(payload: string) {
      for (const s of subscribers) s.change(payload);
    },
    reset() {
      for (const s of subscribers) s.reset();
    },
    get subscribers() {
      return subscribers.size;
    },
  };
}

/** A load that counts its calls and resolves when told. */
function loader<V>(values: V[]) {
  let calls = 0;
  const pending: Array<() => void> = [];
  return {
    get calls() {
      return calls;
    },
    load: () => {
      const value = values[Math.min(calls, values.length - 1)]!;
      calls++;
      return new Promise<V>((resolve) => pending.push(() => resolve(value)));
    },
    immediate: () => {
      const value = values[Math.min(calls, values.length - 1)]!;
      calls++;
      return Promise.resolve(value);
    },
    finishAll() {
      for (const f of pending.splice(0)) f();
    },
  };
}

const options = (feed: ReturnType<typeof fakeFeed>, extra: object = {}) => ({ feed, channel: "compass_journey" as const, maxWeight: 100, ttlMs: 60_000, ...extra });

describe("change cache", () => {
  it("loads once and answers from memory until a notification names the key", async () => {
    const feed = fakeFeed();
    const cache = createChangeCache<string>(options(feed));
    const l = loader(["v1", "v2"]);
    expect(await cache.get("u1", l.immediate)).toBe("v1");
    expect(await cache.get("u1", l.immediate)).toBe("v1");
    expect(l.calls).toBe(1);
    feed.notify("u2");
    expect(await cache.get("u1", l.immediate)).toBe("v1");
    feed.notify("u1");
    expect(await cache.get("u1", l.immediate)).toBe("v2");
    expect(l.calls).toBe(2);
  });

  it("drops everything on '*' and when the feed resets", async () => {
    const feed = fakeFeed();
    const cache = createChangeCache<string>(options(feed));
    const l = loader(["a", "b", "c", "d", "e"]);
    await cache.get("u1", l.immediate);
    await cache.get("u2", l.immediate);
    expect(cache.size).toBe(2);
    feed.notify("*");
    expect(cache.size).toBe(0);
    await cache.get("u1", l.immediate);
    feed.reset();
    expect(cache.size).toBe(0);
  });

  it("does not keep an answer that a change overtook while it loaded", async () => {
    const feed = fakeFeed();
    const cache = createChangeCache<string>(options(feed));
    const l = loader(["stale", "fresh"]);
    const first = cache.get("u1", l.load);
    feed.notify("u1");
    l.finishAll();
    expect(await first).toBe("stale");
    expect(cache.size).toBe(0);
    expect(await cache.get("u1", l.immediate)).toBe("fresh");
    expect(cache.size).toBe(1);
  });

  it("does not keep an answer when the feed reset while it loaded, or invalidate() came", async () => {
    const feed = fakeFeed();
    const cache = createChangeCache<string>(options(feed));
    const l = loader(["x"]);
    const a = cache.get("u1", l.load);
    feed.reset();
    l.finishAll();
    await a;
    const b = cache.get("u1", l.load);
    cache.invalidate("u1");
    l.finishAll();
    await b;
    expect(cache.size).toBe(0);
  });

  it("shares one load between concurrent callers, but not with one that came after a change", async () => {
    const feed = fakeFeed();
    const cache = createChangeCache<string>(options(feed));
    const l = loader(["one", "two"]);
    const a = cache.get("u1", l.load);
    const b = cache.get("u1", l.load);
    expect(l.calls).toBe(1);
    feed.notify("u1");
    const c = cache.get("u1", l.load);
    expect(l.calls).toBe(2);
    l.finishAll();
    expect(await Promise.all([a, b, c])).toEqual(["one", "one", "two"]);
  });

  it("caches nothing while the feed is not live", async () => {
    const feed = fakeFeed();
    feed.live = false;
    const cache = createChangeCache<string>(options(feed));
    const l = loader(["v"]);
    await cache.get("u1", l.immediate);
    await cache.get("u1", l.immediate);
    expect(l.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("keeps at most maxWeight, the least recently used out first, and nothing heavier than that", async () => {
    const feed = fakeFeed();
    const cache = createChangeCache<number>(options(feed, { maxWeight: 10, weigh: (v: number) => v }));
    await cache.get("a", async () => 4);
    await cache.get("b", async () => 4);
    await cache.get("a", async () => -1); // a hit: "a" becomes the most recently used
    await cache.get("c", async () => 4); // 12 > 10: "b" goes
    expect(await cache.get("a", async () => -1)).toBe(4);
    expect(await cache.get("b", async () => 9)).toBe(9);
    await cache.get("huge", async () => 11);
    expect(await cache.get("huge", async () => 0)).toBe(0);
  });

  it("loads again once an entry is older than ttlMs, and keeps only what `keep` accepts", async () => {
    const feed = fakeFeed();
    let now = 1_000;
    const cache = createChangeCache<string | undefined>(options(feed, { ttlMs: 100, now: () => now, keep: (v: string | undefined) => v !== undefined }));
    const l = loader<string | undefined>(["old", "new"]);
    await cache.get("u1", l.immediate);
    now += 99;
    expect(await cache.get("u1", l.immediate)).toBe("old");
    now += 1;
    expect(await cache.get("u1", l.immediate)).toBe("new");
    await cache.get("missing", async () => undefined);
    expect(cache.size).toBe(1);
  });

  it("stops following the feed when closed", async () => {
    const feed = fakeFeed();
    const cache = createChangeCache<string>(options(feed));
    expect(feed.subscribers).toBe(1);
    await cache.get("u1", async () => "v");
    cache.close();
    expect(feed.subscribers).toBe(0);
    expect(cache.size).toBe(0);
  });
});
