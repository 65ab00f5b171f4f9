import { describe, expect, it, vi, type Mock } from "vitest";
import { AuthController, LAST_SILENT_ATTEMPT_KEY, type AuthDeps, type ManagerLike, type TokenSet } from "../../../src/web/auth/auth-service";

const user = (over: Partial<TokenSet> = {}): TokenSet => ({
  access_token: "at-1",
  id_token: "idt",
  refresh_token: "rt",
  expired: false,
  profile: { sub: "u1", email: "a@example.org" },
  ...over,
});

function setup(opts: { stored?: TokenSet | null; flag?: boolean; lastAttempt?: number; now?: number } = {}) {
  let stored = opts.stored ?? null;
  const attempts = new Map<string, string>();
  if (opts.lastAttempt !== undefined) attempts.set(LAST_SILENT_ATTEMPT_KEY, String(opts.lastAttempt));
  let flag = opts.flag ?? false;
  const manager = {
    settings: { extraQueryParams: { resource: "https://api.example.org" } },
    getUser: vi.fn(async () => stored),
    signinSilent: vi.fn(async (): Promise<TokenSet | null> => {
      throw new Error("refresh failed");
    }),
    signinRedirect: vi.fn(async () => {}),
    signinRedirectCallback: vi.fn(async (): Promise<TokenSet> => user({ state: { returnTo: "/classes" } })),
    removeUser: vi.fn(async () => {
      stored = null;
    }),
    signoutRedirect: vi.fn(async () => {}),
    events: { addAccessTokenExpiring: vi.fn() },
  } satisfies ManagerLike;
  const deps = {
    manager: async () => manager,
    attempts: { getItem: (k: string) => attempts.get(k) ?? null, setItem: (k: string, v: string) => void attempts.set(k, v) },
    sessionFlag: { has: () => flag, set: vi.fn(() => void (flag = true)), clear: vi.fn(() => void (flag = false)) },
    now: () => opts.now ?? 1_000_000,
    sleep: vi.fn(async () => {}),
    lock: vi.fn((fn: () => Promise<unknown>) => fn()) as unknown as (<T>(fn: () => Promise<T>) => Promise<T>) & Mock,
    goTo: vi.fn(),
    log: vi.fn(),
  } satisfies AuthDeps;
  const controller = new AuthController(deps);
  return {
    controller,
    manager,
    deps,
    attempts,
    flag: () => flag,
    setStored: (u: TokenSet | null) => void (stored = u),
  };
}

const at = { pathname: "/classes", search: "?x=1" };

describe("AuthController startup", () => {
  it("is loading until decided; a valid stored token signs in without a silent attempt", async () => {
    const t = setup({ stored: user() });
    expect(t.controller.getSnapshot().status).toBe("loading");
    await t.controller.start(at);
    expect(t.controller.getSnapshot()).toMatchObject({ status: "signed-in", user: { access_token: "at-1" } });
    expect(t.manager.signinRedirect).not.toHaveBeenCalled();
    expect(t.attempts.has(LAST_SILENT_ATTEMPT_KEY)).toBe(false);
  });

  it("without the session cookie flag: signed out, no silent check", async () => {
    const t = setup({ flag: false });
    await t.controller.start(at);
    expect(t.controller.getSnapshot().status).toBe("signed-out");
    expect(t.manager.signinRedirect).not.toHaveBeenCalled();
  });

  it("with the flag: a silent (prompt=none) check, loading meanwhile, destination and resource kept", async () => {
    const t = setup({ flag: true });
    await t.controller.start(at);
    expect(t.controller.getSnapshot().status).toBe("loading");
    expect(t.manager.signinRedirect).toHaveBeenCalledWith({
      prompt: "none",
      state: { returnTo: "/classes?x=1" },
      extraQueryParams: { resource: "https://api.example.org" },
    });
    expect(t.attempts.get(LAST_SILENT_ATTEMPT_KEY)).toBe("1000000");
  });

  it("skips the silent check when the last one was less than 5 s ago", async () => {
    const t = setup({ flag: true, lastAttempt: 1_000_000 - 4_000 });
    await t.controller.start(at);
    expect(t.manager.signinRedirect).not.toHaveBeenCalled();
    expect(t.controller.getSnapshot().status).toBe("signed-out");
  });

  it("waits for the callback page on /auth/callback and on URLs with the provider's answer", async () => {
    for (const loc of [
      { pathname: "/auth/callback", search: "?code=a&state=b" },
      { pathname: "/", search: "?error=login_required&state=s" },
    ]) {
      const t = setup({ flag: true });
      await t.controller.start(loc);
      expect(t.manager.getUser).not.toHaveBeenCalled();
      expect(t.controller.getSnapshot().status).toBe("loading");
    }
  });

  it("refreshes an expired stored token: retried once after 1 s, then signed out and sent to the root", async () => {
    const t = setup({ flag: true, stored: user({ expired: true }) });
    await t.controller.start(at);
    expect(t.manager.signinSilent).toHaveBeenCalledTimes(2);
    expect(t.deps.sleep).toHaveBeenCalledExactlyOnceWith(1000);
    expect(t.deps.lock).toHaveBeenCalledTimes(2);
    expect(t.controller.getSnapshot().status).toBe("signed-out");
    expect(t.manager.removeUser).toHaveBeenCalled();
    expect(t.flag()).toBe(false);
    expect(t.deps.goTo).toHaveBeenCalledWith("/");
  });

  it("a refresh that works on the second try signs in", async () => {
    const t = setup({ flag: true, stored: user({ expired: true }) });
    t.manager.signinSilent.mockRejectedValueOnce(new Error("blip")).mockImplementationOnce(async () => {
      t.setStored(user({ access_token: "at-2" }));
      return user({ access_token: "at-2" });
    });
    await t.controller.start(at);
    expect(t.controller.getSnapshot()).toMatchObject({ status: "signed-in", user: { access_token: "at-2" } });
    expect(await t.controller.accessToken()).toBe("at-2");
  });
});

describe("AuthController callback", () => {
  it("processes code+state, sets the session flag and returns the stored destination", async () => {
    const t = setup();
    const url = "https://app.example.org/auth/callback?code=c&state=s";
    expect(await t.controller.handleCallback(url)).toBe("/classes");
    // processed once even if asked twice (React effects may run twice)
    expect(await t.controller.handleCallback(url)).toBe("/classes");
    expect(t.manager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    expect(t.flag()).toBe(true);
    expect(t.controller.getSnapshot().status).toBe("signed-in");
  });

  it("refuses an off-site destination", async () => {
    const t = setup();
    t.manager.signinRedirectCallback.mockResolvedValueOnce(user({ state: { returnTo: "//evil.example" } }));
    expect(await t.controller.handleCallback("u")).toBe("/");
  });

  it("on login_required / invalid state / missing transaction: logged, session ended, false", async () => {
    for (const error of [{ error: "login_required" }, new Error("No matching state found in storage"), new Error("No state in response")]) {
      const t = setup({ flag: true, stored: user() });
      t.manager.signinRedirectCallback.mockRejectedValueOnce(error);
      expect(await t.controller.handleCallback("u")).toBe(false);
      expect(t.deps.log).toHaveBeenCalled();
      expect(t.flag()).toBe(false);
      expect(t.manager.removeUser).toHaveBeenCalled();
      expect(t.controller.getSnapshot().status).toBe("signed-out");
    }
  });

  it("mfa_required → needs a second factor", async () => {
    const t = setup();
    t.manager.signinRedirectCallback.mockRejectedValueOnce({ error: "mfa_required" });
    expect(await t.controller.handleCallback("u")).toBe(false);
    expect(t.controller.getSnapshot().status).toBe("needs-second-factor");
  });
});

describe("AuthController sign-in and sign-out", () => {
  it("signIn keeps the API resource and adds screen_hint and referral_code", async () => {
    const t = setup();
    await t.controller.signIn({ screen: "signup", referralCode: "CODE42", returnTo: "/welcome" });
    expect(t.manager.signinRedirect).toHaveBeenCalledWith({
      extraQueryParams: { resource: "https://api.example.org", screen_hint: "signup", referral_code: "CODE42" },
      state: { returnTo: "/welcome" },
    });
    await t.controller.signIn();
    expect(t.manager.signinRedirect).toHaveBeenLastCalledWith({ extraQueryParams: { resource: "https://api.example.org" }, state: { returnTo: "/" } });
  });

  it("signOut removes tokens, clears the flag and ends the provider session with id_token_hint", async () => {
    const t = setup({ flag: true, stored: user() });
    await t.controller.start(at);
    await t.controller.signOut();
    expect(t.manager.removeUser).toHaveBeenCalled();
    expect(t.flag()).toBe(false);
    expect(t.manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: "idt" });
    expect(t.controller.getSnapshot().status).toBe("signed-out");
  });

  it("signOut does not announce signed-out before the provider redirect (the guard would start a sign-in)", async () => {
    const t = setup({ flag: true, stored: user() });
    await t.controller.start(at);
    let during: string | undefined;
    t.manager.signoutRedirect.mockImplementationOnce(async () => {
      during = t.controller.getSnapshot().status;
    });
    await t.controller.signOut();
    expect(during).toBe("signed-in");
    expect(t.manager.removeUser).toHaveBeenCalled();
    expect(t.controller.getSnapshot().status).toBe("signed-out");
  });

  it("falls back to the site root when the provider cannot be reached", async () => {
    const t = setup({ flag: true, stored: user() });
    t.manager.signoutRedirect.mockRejectedValueOnce(new Error("offline"));
    await t.controller.signOut();
    expect(t.deps.goTo).toHaveBeenCalledWith("/");
  });
});

describe("AuthController tokens", () => {
  it("answers null when signed out and renews an expired token", async () => {
    const t = setup();
    expect(await t.controller.accessToken()).toBeNull();
    t.setStored(user({ expired: true }));
    t.manager.signinSilent.mockImplementationOnce(async () => user({ access_token: "fresh" }));
    expect(await t.controller.accessToken()).toBe("fresh");
  });

  it("uses a token another tab already renewed instead of refreshing again", async () => {
    const t = setup({ stored: user({ access_token: "from-other-tab" }) });
    expect(await t.controller.renew("refused")).toBe("from-other-tab");
    expect(t.manager.signinSilent).not.toHaveBeenCalled();
  });

  it("shares one renewal between concurrent callers", async () => {
    const t = setup({ stored: user() });
    t.manager.signinSilent.mockImplementation(async () => user({ access_token: "fresh" }));
    const [a, b] = await Promise.all([t.controller.renew("at-1"), t.controller.renew("at-1")]);
    expect([a, b]).toEqual(["fresh", "fresh"]);
    expect(t.manager.signinSilent).toHaveBeenCalledTimes(1);
  });
});

describe("AuthController with the stored session read without the library", () => {
  function withStoredReader(stored: TokenSet | null, flag = false) {
    const t = setup({ stored, flag });
    const later: Array<() => void> = [];
    const loads = vi.fn(t.deps.manager);
    const controller = new AuthController({ ...t.deps, manager: loads, storedUser: async () => stored, later: (task) => void later.push(task) });
    return { ...t, controller, loads, later };
  }

  it("signs in and answers tokens from storage, and loads the library only when its turn comes", async () => {
    const t = withStoredReader(user());
    await t.controller.start(at);
    expect(t.controller.getSnapshot()).toMatchObject({ status: "signed-in", user: { access_token: "at-1" } });
    expect(await t.controller.accessToken()).toBe("at-1");
    expect(t.loads).not.toHaveBeenCalled();
    expect(t.later).toHaveLength(1);
    t.later[0]!();
    await vi.waitFor(() => expect(t.manager.events.addAccessTokenExpiring).toHaveBeenCalledTimes(1));
    expect(t.manager.getUser).toHaveBeenCalled();
  });

  it("loads the library at once to renew an expired stored token", async () => {
    const t = withStoredReader(user({ expired: true }), true);
    t.manager.signinSilent.mockResolvedValue(user({ access_token: "at-2" }));
    await t.controller.start(at);
    expect(t.loads).toHaveBeenCalled();
    expect(t.controller.getSnapshot().status).toBe("signed-in");
  });

  it("without a stored session and without the flag: signed out, the library not loaded", async () => {
    const t = withStoredReader(null);
    await t.controller.start(at);
    expect(t.controller.getSnapshot().status).toBe("signed-out");
    expect(t.loads).not.toHaveBeenCalled();
  });
});
