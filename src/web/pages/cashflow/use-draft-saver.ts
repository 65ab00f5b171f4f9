/**
 * Saves the cash flow being typed as a draft (ADR 0015): the shared saver (src/web/drafts/
 * use-draft-saver.ts: on this device ~300 ms after each change and when the page is hidden or
 * left; in the account, `cashflow.draft`, ~3 s after typing stops; over 16 KiB, on the device only)
 * with this document's keys and text.
 */
import { useDraftSaver as useAnyDraftSaver, type DraftSaver } from "../../components/document-editor/use-draft-saver";
import { localDraftKey, SERVER_DRAFT_KEY, serializeDraft } from "./cashflow-drafts";
import type { CashflowModel } from "./cashflow-model";

export { LOCAL_DELAY_MS, SERVER_DELAY_MS, type DraftSaver, type SaveStatus } from "../../components/document-editor/use-draft-saver";

export function useDraftSaver(options: { userId: string; baseVersion: number; model: CashflowModel; dirty: boolean }): DraftSaver {
  const { userId, baseVersion, model, dirty } = options;
  return useAnyDraftSaver({ localKey: localDraftKey(userId), serverKey: SERVER_DRAFT_KEY, baseVersion, value: model, dirty, serialize: serializeDraft });
}
