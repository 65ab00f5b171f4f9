// @vitest-environment jsdom
/**
 * The first render of a signed-in page waits for its first answers when the boot sent them
 * (src/web/start/app-data.tsx, primeFirstRender): the session is decided and the guard's and the first
 * screen's queries are in the cache before React draws — never longer than its limit, and not at
 * all when the boot sent nothing.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({
  sent: true,
  status: "signed-in" as string,
  started: [] as string[],
  prefetched: [] as string[],
  answer: Promise.resolve() as Promise<unknown>,
}));

vi.mock("../../../src/web/start/early-data", () => ({
  earlyDataSent: () => Promise.resolve(state.sent),
  fetchWithEarlyAnswers: fetch,
}));
vi.mock("../../../src/web/auth/instance", () => ({
  auth: {
    start: (location: { pathname: string }) => {
      state.started.push(location.pathname);
      return Promise.resolve();
    },
    getSnapshot: () => ({ status: state.status, user: null }),
  },
}));
vi.mock("../../../src/web/auth/use-current-user", () => ({
  prefetchCurrentUser: () => {
    state.prefetched.push("user");
    return state.answer;
  },
}));
vi.mock("../../../src/web/start/first-data", () => ({
  prefetchFirstData: (route: string) => {
    state.prefetched.push(route);
    return state.answer;
  },
}));

const { primeFirstRender } = await import("../../../src/web/start/app-data");
const HOME = { pathname: "/", search: "" };

beforeEach(() => {
  Object.assign(state, { sent: true, status: "signed-in", started: [], prefetched: [], answer: Promise.resolve() });
});

describe("primeFirstRender", () => {
  it("decides the session and waits for the guard's and the page's first answers", async () => {
    let answer!: () => void;
    state.answer = new Promise<void>((resolve) => (answer = resolve));
    let done = false;
    const priming = primeFirstRender("my-journey", HOME, 60_000).then(() => (done = true));
    await vi.waitFor(() => expect(state.prefetched.sort()).toEqual(["my-journey", "user"]));
    expect(state.started).toEqual(["/"]);
    expect(done).toBe(false);
    answer();
    await priming;
    expect(done).toBe(true);
  });

  it("draws without them once its limit has passed", async () => {
    state.answer = new Promise(() => undefined);
    await primeFirstRender("my-journey", HOME, 20);
    expect(state.prefetched.sort()).toEqual(["my-journey", "user"]);
  });

  it("waits for nothing when the boot sent no early calls, or when nobody is signed in", async () => {
    state.sent = false;
    state.answer = new Promise(() => undefined);
    await primeFirstRender("my-journey", HOME, 60_000);
    expect(state.started).toEqual([]);
    state.sent = true;
    state.status = "signed-out";
    await primeFirstRender("my-journey", HOME, 60_000);
    expect(state.started).toEqual(["/"]);
    expect(state.prefetched).toEqual([]);
  });

  it("draws when an answer fails (the page shows the failure)", async () => {
    state.answer = Promise.reject(new Error("unavailable"));
    state.answer.catch(() => undefined);
    await expect(primeFirstRender("my-journey", HOME, 60_000)).resolves.toBeUndefined();
  });
});
