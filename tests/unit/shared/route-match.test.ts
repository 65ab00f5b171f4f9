import { describe, expect, it } from "vitest";
import { matchesPattern, matchRoute } from "../../../src/shared/route-match.js";
import { ROUTES } from "../../../src/shared/routes.js";

describe("matching a path to the route table without a router", () => {
  it("matches static segments, params and optional params", () => {
    expect(matchesPattern("/", "/")).toBe(true);
    expect(matchesPattern("/classes", "/classes")).toBe(true);
    expect(matchesPattern("/classes", "/classes/")).toBe(true);
    expect(matchesPattern("/classes", "/classes/x")).toBe(false);
    expect(matchesPattern("/modules/:cat/:id", "/modules/a/b")).toBe(true);
    expect(matchesPattern("/modules/:cat/:id", "/modules/a")).toBe(false);
    expect(matchesPattern("/auth/:type?/:referralCode?", "/auth")).toBe(true);
    expect(matchesPattern("/auth/:type?/:referralCode?", "/auth/signup/CODE")).toBe(true);
    expect(matchesPattern("/auth/:type?/:referralCode?", "/auth/signup/CODE/more")).toBe(false);
  });

  it("finds the route of the paths a visitor opens first, as the router would", () => {
    expect(matchRoute("/")?.name).toBe("my-journey");
    expect(matchRoute("/privacy-policy")?.name).toBe("privacy-policy");
    expect(matchRoute("/auth/callback")?.name).toBe("auth-callback");
    expect(matchRoute("/auth/login")?.name).toBe("auth");
    expect(matchRoute("/auth/signup/CORA2026")?.name).toBe("auth");
    expect(matchRoute("/modules/7/lesson/9")?.name).toBe("lesson");
    expect(matchRoute("/modules/7/9")?.name).toBe("module");
    expect(matchRoute("/admin/users")?.name).toBe("admin-users");
    expect(matchRoute("/nothing/here")).toBeNull();
  });

  it("gives every route of the table its own path back", () => {
    for (const route of ROUTES.filter((r) => r.path !== "*")) {
      const sample = route.path.replace(/\/:[^/]+\?/g, "").replace(/:[^/]+/g, "x");
      expect(matchRoute(sample)?.signIn, route.name).toBe(route.signIn);
    }
  });
});

describe("whether this browser has a sign-in, without the sign-in library", () => {
  it("sees a stored token set, and nothing else", async () => {
    const { hasStoredUser } = await import("../../../src/web/auth/storage-keys.js");
    const storage = (keys: string[]) => ({ length: keys.length, key: (i: number) => keys[i] ?? null });
    expect(hasStoredUser(storage([]))).toBe(false);
    expect(hasStoredUser(storage(["compass.oidc.tx.abc", "other"]))).toBe(false);
    expect(hasStoredUser(storage(["other", "compass.oidc.user:http://x/oidc:compass-web"]))).toBe(true);
    expect(hasStoredUser(null)).toBe(false);
  });
});
