/**
 * A second sign-in step's name as the reader reads it: the names Compass gives them itself (spec
 * §8: "My Cellphone Number"; the authenticator app's) are the product's words, shown in the page's
 * language; any other name is the user's own and shown as written.
 */
import type { TFunction } from "i18next";

const DEFAULT_NAMES: Readonly<Record<string, "factorNames.sms" | "factorNames.app">> = {
  "My Cellphone Number": "factorNames.sms",
  "Authenticator app": "factorNames.app",
};

export function factorName(name: string, t: TFunction): string {
  const key = DEFAULT_NAMES[name];
  return key ? t(key) : name;
}
