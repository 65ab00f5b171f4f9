// @vitest-environment jsdom
/** A signed-in page's first calls sent by the boot, and taken by the first identical call (src/web/start/early-data.ts). */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadAppConfig, REMEMBERED_CONFIG_KEY, rememberedSessionKeys, resetAppConfigForTests } from "../../../src/web/auth/config";
import { USER_STORE_PREFIX } from "../../../src/web/auth/storage-keys";
import { EARLY_ANSWER_MAX_AGE_MS, earlyDataSent, earlyHeaders, SERVICE_PATH, startEarlyData, takeEarlyAnswer } from "../../../src/web/start/early-data";

const ISSUER = "http://localhost/oidc";
const CONFIG = { issuer: ISSUER, clientId: "compass-web", audience: "api", scopes: "openid", redirectPath: "/auth/callback", loanApplicationUrl: null };
const EMPTY = new Uint8Array(5);

function store(expiresInSeconds: number | undefined) {
  localStorage.setItem(
    `${USER_STORE_PREFIX}user:${ISSUER}:compass-web`,
    JSON.stringify({ access_token: "at-1", profile: { sub: "u1" }, ...(expiresInSeconds === undefined ? {} : { expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds }) }),
  );
}

/** A fetch that answers the configuration and records the API calls. */
function fakeFetch() {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const impl = ((url: string, init?: RequestInit) => {
    if (url === "/app-config.json") return Promise.resolve(new Response(JSON.stringify(CONFIG)));
    sent.push({ url, init });
    return Promise.resolve(new Response(new Uint8Array([1, 2, 3])));
  }) as typeof fetch;
  return { impl, sent };
}

const url = (method: string) => `${window.location.origin}${SERVICE_PATH}${method}`;
const init = (token = "at-1", language = "en", body: Uint8Array<ArrayBuffer> = EMPTY): RequestInit => ({ method: "POST", headers: new Headers(earlyHeaders(token, language)), body });

beforeEach(() => {
  resetAppConfigForTests();
  localStorage.clear();
  document.documentElement.lang = "en";
});
afterEach(() => {
  // Whatever a test left unclaimed is dropped by asking for it.
  for (const method of ["GetMyUser", "GetMyState", "GetMyLearningJourney", "ListClasses"]) takeEarlyAnswer(url(method), init());
});

describe("the boot's early calls", () => {
  it("sends the guard's calls and the home's journey and classes with the stored token and the start language", async () => {
    store(300);
    const { impl, sent } = fakeFetch();
    await startEarlyData("my-journey", impl);
    expect(sent.map((s) => s.url)).toEqual(["GetMyUser", "GetMyState", "GetMyLearningJourney", "ListClasses"].map((m) => SERVICE_PATH + m));
    expect([...(sent[3]!.init?.body as Uint8Array)]).toEqual([0, 0, 0, 0, 5, 0x0a, 0x03, 0x08, 0xf4, 0x03]);
    const headers = new Headers(sent[0]!.init?.headers);
    expect(headers.get("x-api-key")).toBe("at-1");
    expect(headers.get("content-type")).toBe("application/grpc-web+proto");
    expect(headers.get("accept-language")).toBe("en");
    expect([...(sent[0]!.init?.body as Uint8Array)]).toEqual([0, 0, 0, 0, 0]);
  });

  it("hands each answer once to the identical call, and none to a call that differs", async () => {
    store(300);
    const { impl } = fakeFetch();
    await startEarlyData("my-journey", impl);
    const answer = takeEarlyAnswer(url("GetMyUser"), init());
    expect(answer).toBeDefined();
    expect(new Uint8Array(await (await answer!).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(takeEarlyAnswer(url("GetMyUser"), init())).toBeUndefined(); // once
    expect(takeEarlyAnswer(url("GetMyState"), init("at-2"))).toBeUndefined(); // a renewed token
    expect(takeEarlyAnswer(url("GetMyLearningJourney"), init("at-1", "es"))).toBeUndefined(); // another language
    expect(takeEarlyAnswer(url("ListClasses"), init())).toBeUndefined(); // other arguments than those sent
    expect(takeEarlyAnswer(url("GetMyNotifications"), init())).toBeUndefined(); // not sent early
  });

  it("hands out no answer older than its age limit (a call that comes much later gets fresh data)", async () => {
    store(300);
    const { impl } = fakeFetch();
    await startEarlyData("my-journey", impl);
    expect(takeEarlyAnswer(url("GetMyUser"), init(), Date.now() + EARLY_ANSWER_MAX_AGE_MS + 1_000)).toBeUndefined();
    expect(takeEarlyAnswer(url("GetMyState"), init(), Date.now() + 1_000)).toBeDefined();
  });

  it("refuses a call whose arguments differ from those it sent", async () => {
    store(300);
    const { impl } = fakeFetch();
    await startEarlyData("classes", impl);
    expect(takeEarlyAnswer(url("GetMyUser"), init("at-1", "en", new Uint8Array([0, 0, 0, 0, 2, 8, 1])))).toBeUndefined();
    expect(takeEarlyAnswer(url("GetMyState"), init())).toBeDefined();

    await startEarlyData("my-journey", impl);
    const classes = new Uint8Array([0, 0, 0, 0, 5, 0x0a, 0x03, 0x08, 0xf4, 0x03]);
    expect(takeEarlyAnswer(url("ListClasses"), init("at-1", "en", classes))).toBeDefined(); // the same arguments
  });

  it("sends nothing without a live stored token: the app renews an expired one first", async () => {
    for (const expires of [-10, undefined]) {
      localStorage.clear();
      store(expires);
      const { impl, sent } = fakeFetch();
      expect(await startEarlyData("my-journey", impl)).toBe(false);
      expect(sent).toEqual([]);
      expect(await earlyDataSent()).toBe(false);
    }
    localStorage.clear();
    const { impl, sent } = fakeFetch();
    await startEarlyData("my-journey", impl);
    expect(sent).toEqual([]);
  });

  it("says whether it sent them (the app's first render waits for their answers only then)", async () => {
    store(300);
    const { impl } = fakeFetch();
    const starting = startEarlyData("my-journey", impl);
    expect(earlyDataSent()).toBe(starting);
    expect(await earlyDataSent()).toBe(true);
    const failing = (() => Promise.reject(new Error("offline"))) as typeof fetch;
    resetAppConfigForTests();
    localStorage.removeItem(REMEMBERED_CONFIG_KEY); // a first visit: where the session is stored needs the configuration
    expect(await startEarlyData("my-journey", failing)).toBe(false);
  });

  it("finds the session with the configuration this browser last loaded, without waiting for /app-config.json", async () => {
    store(300);
    expect(rememberedSessionKeys()).toBeNull();
    await loadAppConfig(fakeFetch().impl); // an earlier page of this browser
    expect(rememberedSessionKeys()).toEqual({ issuer: ISSUER, clientId: "compass-web" });
    resetAppConfigForTests();
    const sent: string[] = [];
    const configNeverAnswers = ((url: string) => {
      if (url === "/app-config.json") return new Promise<Response>(() => undefined);
      sent.push(url);
      return Promise.resolve(new Response(new Uint8Array([1])));
    }) as typeof fetch;
    expect(await startEarlyData("my-journey", configNeverAnswers)).toBe(true);
    expect(sent).toEqual(["GetMyUser", "GetMyState", "GetMyLearningJourney", "ListClasses"].map((m) => SERVICE_PATH + m));
  });

  it("ignores a remembered configuration it cannot read, and one whose session is not stored", async () => {
    localStorage.setItem(REMEMBERED_CONFIG_KEY, "{not json");
    expect(rememberedSessionKeys()).toBeNull();
    localStorage.setItem(REMEMBERED_CONFIG_KEY, JSON.stringify({ issuer: "https://elsewhere.example/", clientId: "other" }));
    store(300); // stored for ISSUER, not for the remembered issuer
    const { impl, sent } = fakeFetch();
    expect(await startEarlyData("my-journey", impl)).toBe(false);
    expect(sent).toEqual([]);
  });
});
