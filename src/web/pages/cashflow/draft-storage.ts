/**
 * The device's copy of a cash-flow draft, in localStorage under the user's id (the shared
 * src/web/drafts/draft-storage.ts under this document's key): every call answers instead of throwing.
 */
import * as storage from "../../drafts/draft-storage";
import { localDraftKey } from "./cashflow-drafts";

export const readLocalDraft = (userId: string): string | null => storage.readLocalDraft(localDraftKey(userId));

/** Whether the draft was written. */
export const writeLocalDraft = (userId: string, text: string): boolean => storage.writeLocalDraft(localDraftKey(userId), text);

export const removeLocalDraft = (userId: string): void => storage.removeLocalDraft(localDraftKey(userId));
