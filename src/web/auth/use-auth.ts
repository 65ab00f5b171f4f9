import { useSyncExternalStore } from "react";
import type { AuthController, AuthSnapshot } from "./auth-service";
import { auth } from "./instance";

/** The sign-in state (re-renders on change). */
export function useAuth(controller: AuthController = auth): AuthSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}
