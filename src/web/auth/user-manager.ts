/**
 * The oidc-client-ts UserManager, built from /app-config.json. Authorization code flow with PKCE
 * (S256, the library's default); the audience is asked for as `resource` on both the authorize and
 * the token requests so the provider issues a JWT access token for the API; tokens live in local
 * storage (spec §7). Renewal uses the refresh token (offline_access) and is driven by
 * AuthController under a cross-tab lock (the library's own automatic renew is off, as it would let
 * two tabs spend the same rotating refresh token); no hidden frame, so no silent_redirect_uri.
 *
 * oidc-client-ts is loaded on first use, which keeps it out of the entry chunk.
 */
import type { UserManager, UserManagerSettings } from "oidc-client-ts";
import { loadAppConfig, type AppConfig } from "./config";
import { USER_STORE_PREFIX } from "./storage-keys";

/** Settings without the stores (pure, for tests). */
export function baseSettings(config: AppConfig, origin: string): Omit<UserManagerSettings, "userStore" | "stateStore"> {
  const resource = { resource: config.audience };
  return {
    authority: config.issuer,
    client_id: config.clientId,
    redirect_uri: origin + config.redirectPath,
    post_logout_redirect_uri: origin + "/",
    response_type: "code",
    scope: config.scopes,
    extraQueryParams: resource,
    extraTokenParams: resource,
    ...(config.metadata ? { metadata: config.metadata } : {}),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    // spec §9: HTTP timeout 10 s. (The 60 s token leeway is the server's check; oidc-client-ts 3
    // has no clock-skew setting, so none is passed.)
    requestTimeoutInSeconds: 10,
    accessTokenExpiringNotificationTimeInSeconds: 60,
  };
}

export { USER_STORE_PREFIX };

let manager: Promise<UserManager> | undefined;

/** The page's one UserManager. */
export function getUserManager(): Promise<UserManager> {
  manager ??= Promise.all([loadAppConfig(), import("oidc-client-ts")])
    .then(([config, lib]) => {
      const store = (prefix: string) => new lib.WebStorageStateStore({ store: window.localStorage, prefix });
      return new lib.UserManager({
        ...baseSettings(config, window.location.origin),
        userStore: store(USER_STORE_PREFIX),
        stateStore: store(`${USER_STORE_PREFIX}tx.`),
      });
    })
    .catch((error: unknown) => {
      manager = undefined;
      throw error;
    });
  return manager;
}
