import { describe, expect, it, vi } from "vitest";
import {
  isProviderAnswer,
  retryOnce,
  sessionEndingReason,
  silentAttemptAllowed,
  SILENT_GUARD_MS,
  startupPlan,
  TOKEN_RETRY_DELAY_MS,
  transition,
  type AuthStatus,
} from "../../../src/web/auth/auth-machine";

describe("sign-in state transitions (spec §4)", () => {
  it("goes from loading to each settled state", () => {
    expect(transition("loading", { type: "signed-in" })).toBe("signed-in");
    expect(transition("loading", { type: "signed-out" })).toBe("signed-out");
    expect(transition("loading", { type: "second-factor-required" })).toBe("needs-second-factor");
  });

  it("shows loading when a signed-out user starts signing in, and back", () => {
    expect(transition("signed-out", { type: "begin" })).toBe("loading");
    expect(transition("needs-second-factor", { type: "begin" })).toBe("loading");
    expect(transition("needs-second-factor", { type: "signed-in" })).toBe("signed-in");
  });

  it("keeps a signed-in user signed in during a refresh; sign-out always wins", () => {
    expect(transition("signed-in", { type: "begin" })).toBe("signed-in");
    for (const s of ["loading", "signed-in", "needs-second-factor", "signed-out"] as AuthStatus[]) {
      expect(transition(s, { type: "signed-out" })).toBe("signed-out");
    }
  });
});

describe("startup plan", () => {
  const base = { storedUser: null, sessionFlag: true, lastSilentAttemptAt: null, now: 100_000 };

  it("uses a valid stored token without asking anyone", () => {
    expect(startupPlan({ ...base, sessionFlag: false, storedUser: { expired: false, hasRefreshToken: false } })).toBe("use-stored");
  });

  it("lets the session cookie flag decide whether a silent check runs", () => {
    expect(startupPlan({ ...base, sessionFlag: true })).toBe("silent-check");
    expect(startupPlan({ ...base, sessionFlag: false })).toBe("signed-out");
    expect(startupPlan({ ...base, sessionFlag: false, storedUser: { expired: true, hasRefreshToken: true } })).toBe("signed-out");
  });

  it("refreshes an expired token with the refresh token", () => {
    expect(startupPlan({ ...base, storedUser: { expired: true, hasRefreshToken: true } })).toBe("refresh");
    expect(startupPlan({ ...base, storedUser: { expired: true, hasRefreshToken: false } })).toBe("silent-check");
  });

  it("skips a silent attempt made less than 5 s after the previous one", () => {
    expect(SILENT_GUARD_MS).toBe(5000);
    expect(startupPlan({ ...base, lastSilentAttemptAt: base.now - 4_999 })).toBe("signed-out");
    expect(startupPlan({ ...base, lastSilentAttemptAt: base.now - 5_000 })).toBe("silent-check");
    expect(startupPlan({ ...base, storedUser: { expired: true, hasRefreshToken: true }, lastSilentAttemptAt: base.now - 1 })).toBe(
      "signed-out",
    );
    expect(silentAttemptAllowed(null, 0)).toBe(true);
    // A clock set back does not lock the user out.
    expect(silentAttemptAllowed(base.now + 60_000, base.now)).toBe(true);
  });
});

describe("errors that end the session", () => {
  it("recognises login_required, invalid state and a missing transaction", () => {
    expect(sessionEndingReason({ error: "login_required" })).toBe("login_required");
    expect(sessionEndingReason({ error: "state_mismatch" })).toBe("invalid_state");
    expect(sessionEndingReason({ error: "missing_transaction" })).toBe("missing_transaction");
    expect(sessionEndingReason(new Error("No matching state found in storage"))).toBe("missing_transaction");
    expect(sessionEndingReason(new Error("No state in response"))).toBe("invalid_state");
    expect(sessionEndingReason(new Error("Failed to fetch"))).toBeNull();
    expect(sessionEndingReason("nope")).toBeNull();
  });

  it("knows the provider's answer in a URL (code+state, or error)", () => {
    expect(isProviderAnswer("?code=a&state=b")).toBe(true);
    expect(isProviderAnswer("?error=login_required")).toBe(true);
    expect(isProviderAnswer("?code=a")).toBe(false);
    expect(isProviderAnswer("")).toBe(false);
  });
});

describe("token retrieval retry", () => {
  it("retries once after 1 s, then gives up with the second error", async () => {
    const sleep = vi.fn(async () => {});
    const attempt = vi.fn().mockRejectedValueOnce(new Error("first")).mockRejectedValueOnce(new Error("second"));
    await expect(retryOnce(attempt, sleep)).rejects.toThrow("second");
    expect(attempt).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledExactlyOnceWith(TOKEN_RETRY_DELAY_MS);
    expect(TOKEN_RETRY_DELAY_MS).toBe(1000);
  });

  it("answers the second try's result", async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error("blip")).mockResolvedValueOnce("token");
    expect(await retryOnce(attempt, async () => {})).toBe("token");
  });

  it("does not retry a session-ending error", async () => {
    const attempt = vi.fn().mockRejectedValue({ error: "login_required" });
    await expect(retryOnce(attempt, async () => {})).rejects.toEqual({ error: "login_required" });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
