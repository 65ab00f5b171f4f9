/**
 * Reading a WatchMyInbox stream in tests: each message as it comes, with a time limit per wait
 * (the condition is the message's arrival, not a sleep), and the stream's end or error.
 */
import type { Client } from "@connectrpc/connect";
import type { CompassService, WatchMyInboxResponse } from "../../src/gen/compass/v1/compass_pb.js";

export interface InboxReader {
  /** The next message; rejects with the stream's error, or when none came within `ms`. */
  next(ms?: number): Promise<WatchMyInboxResponse>;
  /** The next message of this event case, skipping heartbeats (and others) on the way. */
  nextOf<C extends NonNullable<WatchMyInboxResponse["event"]["case"]>>(kind: C, ms?: number): Promise<WatchMyInboxResponse & { event: { case: C } }>;
  /** How the stream ended: "end" or the error. Waits at most `ms`. */
  ended(ms?: number): Promise<"end" | unknown>;
  /** The last cursor seen. */
  readonly cursor: string;
  close(): void;
}

export function readInbox(client: Client<typeof CompassService>, cursor = ""): InboxReader {
  const stop = new AbortController();
  const iterator = client.watchMyInbox({ cursor }, { signal: stop.signal })[Symbol.asyncIterator]();
  let last = cursor;
  const withLimit = <T>(work: Promise<T>, ms: number, what: string) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  };
  const reader: InboxReader = {
    async next(ms = 10_000) {
      const result = await withLimit(iterator.next(), ms, "inbox message");
      if (result.done) throw new Error("the inbox stream ended");
      last = result.value.cursor || last;
      return result.value;
    },
    async nextOf(kind, ms = 10_000) {
      const until = Date.now() + ms;
      for (;;) {
        const message = await reader.next(Math.max(1, until - Date.now()));
        if (message.event.case === kind) return message as never;
      }
    },
    async ended(ms = 10_000) {
      try {
        for (;;) {
          const result = await withLimit(iterator.next(), ms, "end of the inbox stream");
          if (result.done) return "end";
          last = result.value.cursor || last;
        }
      } catch (err) {
        return err;
      }
    },
    get cursor() {
      return last;
    },
    close() {
      stop.abort();
    },
  };
  return reader;
}
