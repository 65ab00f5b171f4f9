/**
 * The shared rules' problems (src/shared: the business plan, the cash flow, a TA session…) in the
 * reader's language, as a form finds them itself before anything is sent (issue #16). The rules
 * write English; another language's words come from the same catalogue the server uses for its
 * refusals (src/shared/rule-messages-es.ts), so the form and the server say the same thing. The
 * catalogue is its own small chunk, fetched the first time a form that checks rules is shown in
 * that language; until it arrives (or if it cannot be fetched) a problem shows as written.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { compileCatalogue, translateWith, type MessageCatalogue } from "../../shared/message-catalogue";
import { capitalise } from "../components/form/server-errors";
import { isLanguage, type Language } from "./detect-language";

type Loader = () => Promise<Readonly<Record<string, string>>>;

const LOADERS: Partial<Record<Language, Loader>> = {
  es: () => import("../../shared/rule-messages-es").then((module) => module.RULE_MESSAGES_ES),
};

const catalogues = new Map<Language, MessageCatalogue>();
const loads = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

/** Fetches `language`'s catalogue once (again after a failure); resolves when it is in use. */
export function loadRuleMessages(language: Language): Promise<void> {
  const loader = LOADERS[language];
  if (!loader) return Promise.resolve();
  let done = loads.get(language);
  if (!done) {
    done = loader().then(
      (messages) => {
        catalogues.set(language, compileCatalogue(messages));
        version += 1;
        for (const listener of listeners) listener();
      },
      (err: unknown) => {
        loads.delete(language);
        console.warn(`The ${language} words of the forms' checks could not be loaded`, err);
      },
    );
    loads.set(language, done);
  }
  return done;
}

/** `message` in `language`: translated once the catalogue is loaded, as written before (and in English). */
export function ruleMessage(message: string, language: string): string {
  const catalogue = isLanguage(language) ? catalogues.get(language) : undefined;
  return catalogue ? translateWith(message, catalogue) : message;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => version;

/**
 * A function that words a shared rule's problem in the interface language, starting with a capital
 * (the forms show it as a sentence). Loads the language's catalogue and re-renders when it arrives.
 */
export function useRuleMessage(): (message: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (isLanguage(language)) void loadRuleMessages(language);
  }, [language]);
  return useCallback(
    (message: string) => capitalise(ruleMessage(message, language)),
    // `loaded` changes when a catalogue arrives: the function then translates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, loaded],
  );
}
