/**
 * The sign-in runtime: carries out what auth-machine.ts decides, with oidc-client-ts's UserManager
 * (or any object shaped like it: tests pass fakes). One instance per page (see `auth` in index.ts).
 */
import {
  isProviderAnswer,
  needsSecondFactor,
  retryOnce,
  sessionEndingReason,
  startupPlan,
  transition,
  type AuthEvent,
  type AuthStatus,
} from "./auth-machine";
import { safeReturnTo, signInQueryParams, type SignInState, type StartSignInOptions } from "./sign-in-options";

/** The parts of an oidc-client-ts User the app uses. */
export interface TokenSet {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  readonly expired?: boolean;
  profile: { sub: string; email?: string; name?: string };
  state?: unknown;
}

type QueryParams = Record<string, string | number | boolean>;

/** The parts of an oidc-client-ts UserManager the app uses. */
export interface ManagerLike {
  readonly settings: { extraQueryParams?: QueryParams };
  getUser(): Promise<TokenSet | null>;
  signinSilent(): Promise<TokenSet | null>;
  signinRedirect(args?: { extraQueryParams?: QueryParams; state?: unknown; prompt?: string }): Promise<void>;
  signinRedirectCallback(url?: string): Promise<TokenSet>;
  removeUser(): Promise<void>;
  signoutRedirect(args?: { id_token_hint?: string }): Promise<void>;
  readonly events: { addAccessTokenExpiring(callback: () => void): unknown };
}

export interface AuthDeps {
  manager: () => Promise<ManagerLike>;
  /**
   * The stored token set, read without the library (storage-keys.ts): the page starts and calls
   * with it, and the library loads beside the page (for renewals, sign-in and sign-out). Without
   * it, the manager's getUser is used.
   */
  storedUser?: () => Promise<TokenSet | null>;
  /** Runs work that can wait for the page's own content (the library's load); at once without it. */
  later?: (task: () => void) => void;
  /** Where the last silent attempt's time is kept (session storage: per tab). */
  attempts: Pick<Storage, "getItem" | "setItem">;
  sessionFlag: { has(): boolean; set(): void; clear(): void };
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Serialises token refreshes across tabs. */
  lock: <T>(fn: () => Promise<T>) => Promise<T>;
  /** Full page load of a same-origin path (sign-out's "go to the site root"). */
  goTo: (path: string) => void;
  log: (message: string, error?: unknown) => void;
}

export interface AuthSnapshot {
  status: AuthStatus;
  user: TokenSet | null;
}

export const LAST_SILENT_ATTEMPT_KEY = "compass.auth.lastSilentAttempt";
export const CALLBACK_PATH = "/auth/callback";

export class AuthController {
  private snapshot: AuthSnapshot = { status: "loading", user: null };
  private readonly listeners = new Set<() => void>();
  private starting: Promise<void> | undefined;
  private renewing: Promise<string | null> | undefined;
  private callbacks = new Map<string, Promise<string | false>>();
  private watching = false;

  constructor(private readonly deps: AuthDeps) {}

  // --- state for React (useSyncExternalStore) ----------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AuthSnapshot => this.snapshot;

  private set(event: AuthEvent, user: TokenSet | null = this.snapshot.user): void {
    const status = transition(this.snapshot.status, event);
    if (status === this.snapshot.status && user === this.snapshot.user) return;
    this.snapshot = { status, user: status === "signed-in" ? user : null };
    for (const listener of this.listeners) listener();
  }

  // --- startup -----------------------------------------------------------------------------------

  /**
   * Decides the session at page load (once). On the callback route, or when the URL carries the
   * provider's answer, it waits for the callback page instead.
   */
  start(location: { pathname: string; search: string }): Promise<void> {
    this.starting ??= this.doStart(location).catch((error: unknown) => {
      this.deps.log("authentication check failed; treated as not authenticated", error);
      this.set({ type: "signed-out" }, null);
    });
    return this.starting;
  }

  private async doStart(location: { pathname: string; search: string }): Promise<void> {
    if (location.pathname === CALLBACK_PATH || isProviderAnswer(location.search)) return;
    const stored = await this.readUser();
    const lastAttempt = Number(this.deps.attempts.getItem(LAST_SILENT_ATTEMPT_KEY) ?? "");
    const plan = startupPlan({
      storedUser: stored ? { expired: stored.expired === true, hasRefreshToken: Boolean(stored.refresh_token) } : null,
      sessionFlag: this.deps.sessionFlag.has(),
      lastSilentAttemptAt: Number.isFinite(lastAttempt) && lastAttempt > 0 ? lastAttempt : null,
      now: this.deps.now(),
    });
    switch (plan) {
      case "use-stored":
        this.set({ type: "signed-in" }, stored);
        this.watchSoon();
        return;
      case "refresh": {
        this.markSilentAttempt();
        const token = await this.renew();
        if (token === null) return; // renew() signed the user out
        const manager = await this.deps.manager();
        this.watch(manager);
        this.set({ type: "signed-in" }, await manager.getUser());
        return;
      }
      case "silent-check": {
        const manager = await this.deps.manager();
        // Ask the provider (prompt=none) by a top-level redirect: it answers at /auth/callback with a
        // code, or with login_required, which ends the session there.
        this.markSilentAttempt();
        this.set({ type: "begin" });
        const state: SignInState = { returnTo: safeReturnTo(location.pathname + location.search) };
        await manager.signinRedirect({ prompt: "none", state, extraQueryParams: manager.settings.extraQueryParams });
        return;
      }
      case "signed-out":
        if (stored) await (await this.deps.manager()).removeUser();
        this.set({ type: "signed-out" }, null);
        return;
    }
  }

  private markSilentAttempt(): void {
    this.deps.attempts.setItem(LAST_SILENT_ATTEMPT_KEY, String(this.deps.now()));
  }

  /** The stored token set: without the library when the page can read it itself. */
  private async readUser(): Promise<TokenSet | null> {
    if (this.deps.storedUser) return this.deps.storedUser();
    return (await this.deps.manager()).getUser();
  }

  /**
   * Renewal before expiry needs the library: it is loaded once the page's content has had its turn
   * (`later`), and its user loaded so its expiry timer runs. A failed load is left to the next
   * call (an expired token renews then).
   */
  private watchSoon(): void {
    if (this.watching) return;
    const load = () =>
      void this.deps
        .manager()
        .then(async (manager) => {
          this.watch(manager);
          await manager.getUser();
        })
        .catch((error: unknown) => this.deps.log("the sign-in library could not be loaded; tokens renew when they expire", error));
    if (this.deps.later) this.deps.later(load);
    else load();
  }

  private watch(manager: ManagerLike): void {
    if (this.watching) return;
    this.watching = true;
    // Renewal before expiry, with the refresh token, under the cross-tab lock.
    manager.events.addAccessTokenExpiring(() => void this.renew());
  }

  // --- tokens --------------------------------------------------------------------------------------

  /** The current access token (renewed first when expired), or null when signed out. */
  async accessToken(): Promise<string | null> {
    await this.starting;
    const user = await this.readUser();
    if (!user) return null;
    if (!user.expired) return user.access_token;
    return this.renew(user.access_token);
  }

  /**
   * Renews the tokens with the refresh token (retried once after 1 s); on the second failure signs
   * the user out and goes to the site root, answering null. `staleToken`: the token the caller saw
   * refused; when another tab has already replaced it, its fresh one is used without a refresh.
   */
  renew(staleToken?: string): Promise<string | null> {
    this.renewing ??= retryOnce(() => this.renewOnce(staleToken), this.deps.sleep)
      .then((user) => {
        this.set({ type: "signed-in" }, user);
        return user.access_token;
      })
      .catch(async (error: unknown) => {
        this.deps.log("silent token renewal failed; signing out", error);
        await this.endSession();
        this.deps.goTo("/");
        return null;
      })
      .finally(() => {
        this.renewing = undefined;
      });
    return this.renewing;
  }

  private renewOnce(staleToken?: string): Promise<TokenSet> {
    return this.deps.lock(async () => {
      const manager = await this.deps.manager();
      const current = await manager.getUser();
      if (current && !current.expired && staleToken !== undefined && current.access_token !== staleToken) return current;
      if (!current?.refresh_token) throw Object.assign(new Error("No refresh token"), { error: "missing_refresh_token" });
      const renewed = await manager.signinSilent();
      if (!renewed) throw new Error("Silent renewal returned no tokens");
      return renewed;
    });
  }

  // --- sign-in, callback, sign-out ----------------------------------------------------------------

  /** Redirects to the provider's sign-in (code flow, PKCE S256). */
  async signIn(options: StartSignInOptions = {}): Promise<void> {
    const manager = await this.deps.manager();
    const state: SignInState = { returnTo: safeReturnTo(options.returnTo ?? "/") };
    this.set({ type: "begin" });
    // Passing extraQueryParams replaces the settings' ones: keep `resource` (the API audience).
    await manager.signinRedirect({ extraQueryParams: signInQueryParams(options, manager.settings.extraQueryParams), state });
  }

  /**
   * Finishes sign-in at /auth/callback: the destination to go to, or false on failure (logged;
   * spec §8). Processes each URL once (React may run effects twice).
   */
  handleCallback(url: string): Promise<string | false> {
    let pending = this.callbacks.get(url);
    if (!pending) {
      pending = this.doCallback(url);
      this.callbacks.set(url, pending);
    }
    return pending;
  }

  private async doCallback(url: string): Promise<string | false> {
    const manager = await this.deps.manager();
    this.watch(manager);
    try {
      const user = await manager.signinRedirectCallback(url);
      this.deps.sessionFlag.set();
      this.set({ type: "signed-in" }, user);
      const state = user.state as Partial<SignInState> | undefined;
      return safeReturnTo(state?.returnTo);
    } catch (error) {
      this.deps.log("sign-in callback failed", error);
      if (needsSecondFactor(error)) {
        this.set({ type: "second-factor-required" }, null);
        return false;
      }
      if (sessionEndingReason(error)) await this.endSession();
      else this.set({ type: "signed-out" }, null);
      return false;
    }
  }

  /** Forgets the session in this browser: tokens removed, session flag cleared. */
  async endSession(): Promise<void> {
    this.deps.sessionFlag.clear();
    try {
      const manager = await this.deps.manager();
      await manager.removeUser();
    } catch (error) {
      this.deps.log("could not remove the stored tokens", error);
    }
    this.set({ type: "signed-out" }, null);
  }

  /** Sign-out: local session ended, then the provider's session (RP-initiated logout → '/'). */
  async signOut(): Promise<void> {
    let idToken: string | undefined;
    try {
      const manager = await this.deps.manager();
      idToken = (await manager.getUser())?.id_token;
      // Tokens and flag go now, the "signed-out" state only once the redirect is under way: before
      // it, the route guard would start a new sign-in that races the provider's sign-out (and, the
      // provider session being still there, signs the user straight back in).
      this.deps.sessionFlag.clear();
      await manager.removeUser();
      await manager.signoutRedirect(idToken ? { id_token_hint: idToken } : {});
      this.set({ type: "signed-out" }, null);
    } catch (error) {
      this.deps.log("provider sign-out failed; going to the site root", error);
      await this.endSession();
      this.deps.goTo("/");
    }
  }
}
