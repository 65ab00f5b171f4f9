/** The page's one AuthController, wired to the real browser. */
import { AuthController } from "./auth-service";
import { clearSessionFlag, hasSessionFlag, setSessionFlag } from "./session-flag";
import { withTokenLock } from "./token-lock";
import { afterFirstContent } from "../idle";
import { loadAppConfig } from "./config";
import { readStoredUser } from "./storage-keys";
import { getUserManager, USER_STORE_PREFIX } from "./user-manager";

export const auth = new AuthController({
  manager: getUserManager,
  storedUser: async () => {
    const config = await loadAppConfig();
    return readStoredUser(config.issuer, config.clientId);
  },
  later: (task) => void afterFirstContent(task),
  attempts: {
    getItem: (key) => safeSession()?.getItem(key) ?? null,
    setItem: (key, value) => safeSession()?.setItem(key, value),
  },
  sessionFlag: { has: () => hasSessionFlag(), set: () => setSessionFlag(), clear: () => clearSessionFlag() },
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  lock: withTokenLock,
  goTo: (path) => window.location.assign(path),
  log: (message, error) => console.warn(`[auth] ${message}`, error ?? ""),
});

function safeSession(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}


// Signed out in another tab (its tokens removed from local storage): follow here too.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key?.startsWith(`${USER_STORE_PREFIX}user:`) && event.newValue === null && auth.getSnapshot().status === "signed-in") {
      void auth.endSession();
    }
  });
}
