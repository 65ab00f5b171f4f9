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

export function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  loading ??= fetchImpl("/app-config.json", { headers: { accept: "application/json" } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /app-config.json answered ${response.status}`);
      return (await response.json()) as AppConfig;
    })
    .catch((error: unknown) => {
      loading = undefined; // let the next caller try again
      throw error;
    });
  return loading;
}

/** Tests only. */
export function resetAppConfigForTests(): void {
  loading = undefined;
}
