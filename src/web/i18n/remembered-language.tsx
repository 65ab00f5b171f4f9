/**
 * A signed-in user's language, kept in their settings (the `language` key; issue #16) so it follows
 * them to another browser and is the language of what Compass sends them. Once the user is known:
 * a language chosen in this browser (account menu, sign-in pages) is saved to the settings when they
 * differ; a browser that never chose takes the saved one on; with nothing saved, the language in use
 * (the browser's preference) is saved. Renders nothing; loaded beside the first signed-in page.
 */
import { Code, ConnectError, createClient, type Transport } from "@connectrpc/connect";
import { useTransport } from "@connectrpc/connect-query";
import { useEffect, useRef } from "react";
import { CompassService } from "../../gen/compass/v1/compass_pb";
import { useCurrentUser } from "../auth/use-current-user";
import { currentLanguage, hasChosenLanguage, isLanguage, LANGUAGE_SETTING_KEY, setLanguage } from "./language";

async function syncLanguage(transport: Transport): Promise<void> {
  const client = createClient(CompassService, transport);
  let saved: string | null = null;
  try {
    saved = (await client.getValueForKey({ key: LANGUAGE_SETTING_KEY })).value;
  } catch (err) {
    if (ConnectError.from(err).code !== Code.NotFound) return;
  }
  if (!hasChosenLanguage() && isLanguage(saved)) {
    if (saved !== currentLanguage()) await setLanguage(saved, { remember: true });
    return;
  }
  const inUse = currentLanguage();
  if (saved !== inUse) await client.putValueForKey({ key: LANGUAGE_SETTING_KEY, value: inUse });
}

/** Saves a language the signed-in user just chose (the account menu). */
export async function saveLanguageSetting(transport: Transport, language: string): Promise<void> {
  await createClient(CompassService, transport).putValueForKey({ key: LANGUAGE_SETTING_KEY, value: language });
}

export default function RememberedLanguage() {
  const transport = useTransport();
  const { role } = useCurrentUser();
  const done = useRef(false);
  useEffect(() => {
    if (role === null || done.current) return;
    done.current = true;
    syncLanguage(transport).catch(() => undefined);
  }, [role, transport]);
  return null;
}
