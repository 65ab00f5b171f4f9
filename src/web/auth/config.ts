/**
 * What the web app needs to sign in, served by the API at GET /app-config.json (the CSP forbids
 * inline configuration). Loaded once per page.
 */
export interface AppConfig {
  issuer: string;
  clientId: string;
  audience: string;
  scopes: string;
  redirectPath: string;
  loanApplicationUrl: string | null;
  /** ORG_TIME_ZONE (IANA): the zone classes' dates and start times are in (src/shared/class-time.ts). */
  orgTimeZone?: string;
  /**
   * The issuer's endpoints, when the server knows them (its embedded provider): the sign-in then
   * starts without fetching the discovery document first (a round trip less on a phone).
   * Absent for an external issuer, which is discovered.
   */
  metadata?: Record<string, string> | null;
}

let loading: Promise<AppConfig> | undefined;

/** The part of the configuration that says where the session is stored (auth/storage-keys.ts). */
export type SessionKeys = Pick<AppConfig, "issuer" | "clientId">;
/** Where the last configuration's session keys are kept (not under the sign-in library's prefix). */
export const REMEMBERED_CONFIG_KEY = "compass.app-config";

export function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  loading ??= fetchImpl("/app-config.json", { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /app-config.json answered ${response.status}`);
      const config = (await response.json()) as AppConfig;
      remember({ issuer: config.issuer, clientId: config.clientId });
      return config;
    })
    .catch((error: unknown) => {
      loading = undefined; // let the next caller try again
      throw error;
    });
  return loading;
}

function remember(keys: SessionKeys): void {
  try {
    window.localStorage.setItem(REMEMBERED_CONFIG_KEY, JSON.stringify(keys));
  } catch {
    // storage unavailable: the next visit waits for the configuration
  }
}

/**
 * The issuer and client of the configuration this browser last loaded, or null: where a stored
 * session is looked up before /app-config.json has answered (early-data.ts). A configuration that
 * has changed since costs at most calls that the app then does not take (their token differs).
 */
export function rememberedSessionKeys(): SessionKeys | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(REMEMBERED_CONFIG_KEY) ?? "null") as Partial<SessionKeys> | null;
    return typeof kept?.issuer === "string" && typeof kept.clientId === "string" ? { issuer: kept.issuer, clientId: kept.clientId } : null;
  } catch {
    return null;
  }
}

/** Tests only. */
export function resetAppConfigForTests(): void {
  loading = undefined;
}
