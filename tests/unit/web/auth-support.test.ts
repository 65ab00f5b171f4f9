// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { clearSessionFlag, hasSessionFlag, setSessionFlag } from "../../../src/web/auth/session-flag";
import { safeReturnTo, signInQueryParams } from "../../../src/web/auth/sign-in-options";
import { withStorageLock } from "../../../src/web/auth/token-lock";
import { baseSettings } from "../../../src/web/auth/user-manager";

describe("session-present cookie flag", () => {
  it("is set on sign-in and cleared on sign-out", () => {
    expect(hasSessionFlag()).toBe(false);
    setSessionFlag();
    expect(hasSessionFlag()).toBe(true);
    clearSessionFlag();
    expect(hasSessionFlag()).toBe(false);
  });

  it("is written SameSite=Lax, not HttpOnly, site-wide", () => {
    const doc = { cookie: "" } as Document;
    setSessionFlag(doc);
    expect(doc.cookie).toMatch(/^compass_session=1; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(doc.cookie).not.toMatch(/HttpOnly/i);
  });
});

describe("user manager settings", () => {
  const s = baseSettings(
    {
      issuer: "https://app.example.org/oidc",
      clientId: "compass-web",
      audience: "https://app.example.org/api",
      scopes: "openid profile email offline_access",
      redirectPath: "/auth/callback",
      loanApplicationUrl: null,
    },
    "https://app.example.org",
  );
  it("asks for the API audience as resource on authorize and token requests", () => {
    expect(s).toMatchObject({
      authority: "https://app.example.org/oidc",
      client_id: "compass-web",
      redirect_uri: "https://app.example.org/auth/callback",
      post_logout_redirect_uri: "https://app.example.org/",
      response_type: "code",
      scope: "openid profile email offline_access",
      extraQueryParams: { resource: "https://app.example.org/api" },
      extraTokenParams: { resource: "https://app.example.org/api" },
    });
  });
});

describe("sign-in options", () => {
  it("accepts only same-origin paths as destinations", () => {
    expect(safeReturnTo("/classes?a=1")).toBe("/classes?a=1");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil", "", undefined, 42]) expect(safeReturnTo(bad)).toBe("/");
  });
  it("adds screen_hint and referral_code to the base parameters", () => {
    expect(signInQueryParams({ screen: "login" }, { resource: "r" })).toEqual({ resource: "r", screen_hint: "login" });
    expect(signInQueryParams({ referralCode: "X" })).toEqual({ referral_code: "X" });
  });
});

describe("the local-storage token lock (no Web Locks)", () => {
  it("runs one holder at a time and waits at most 5 s for a stuck one", async () => {
    let clock = 0;
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    const sleep = vi.fn(async (ms: number) => void (clock += ms));
    const deps = (id: string) => ({ storage, now: () => clock, sleep, id });

    // Free lock: taken, released afterwards.
    expect(await withStorageLock(async () => "ran", deps("a"))).toBe("ran");
    expect(store.size).toBe(0);

    // Held by another tab that never releases: we go ahead after ~5 s.
    store.set("compass-token-refresh.lock", JSON.stringify({ id: "other", until: clock + 60_000 }));
    const started = clock;
    expect(await withStorageLock(async () => "late", deps("b"))).toBe("late");
    expect(clock - started).toBeGreaterThanOrEqual(5_000);
    expect(clock - started).toBeLessThan(5_200);
    // Someone else's entry is left alone.
    expect(JSON.parse(store.get("compass-token-refresh.lock")!).id).toBe("other");

    // An expired entry is free.
    store.set("compass-token-refresh.lock", JSON.stringify({ id: "other", until: clock - 1 }));
    const t0 = clock;
    await withStorageLock(async () => {
      expect(JSON.parse(store.get("compass-token-refresh.lock")!).id).toBe("c");
    }, deps("c"));
    expect(clock - t0).toBeLessThan(100);
  });
});
