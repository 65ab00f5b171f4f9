/**
 * Saves what is being typed as a draft (ADR 0015), without the user doing anything:
 * - on this device (localStorage) ~300 ms after each change, and at once when the page is hidden,
 *   closed or left, so a reload or a crash loses nothing;
 * - in the user's account (PutValueForKey `<document>.draft`) ~3 s after typing stops, so the draft
 *   follows the user to another device. A draft over 16 KiB stays on the device, and the status
 *   says so.
 * The status is what the page announces: Saving…, Saved, Saved on this device only. Used by
 * useVersionedDocument, which gives the value and how to write it (`serialize`, a stable function).
 */
import { useTransport } from "@connectrpc/connect-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { fitsServer, type DraftMeta } from "../../drafts/draft-choice";
import { removeLocalDraft, writeLocalDraft } from "../../drafts/draft-storage";
import { deleteServerDraft, writeServerDraft } from "../../drafts/server-drafts";

export type SaveStatus = "idle" | "saving" | "saved" | "device" | "tooBig" | "failed";

export const LOCAL_DELAY_MS = 300;
export const SERVER_DELAY_MS = 3000;

export interface DraftSaver {
  status: SaveStatus;
  /** When the latest draft was written (on the device or in the account), if one was this visit. */
  savedAt: number | null;
  /** Stops pending saves and deletes both drafts (after a submit, or when the user discards them). */
  clear(): Promise<void>;
}

export interface DraftSaverOptions<V> {
  /** localStorage key (draft-choice.ts localDraftKey). */
  localKey: string;
  /** Key/value entry (draft-choice.ts serverDraftKey). */
  serverKey: string;
  /** The submitted version being edited. */
  baseVersion: number;
  value: V;
  /** Whether `value` holds changes to save (false right after opening or a submit). */
  dirty: boolean;
  serialize: (value: V, meta: DraftMeta) => string;
}

/** The draft's text as of `at`. */
function draftText<V>(current: { value: V; baseVersion: number; serialize: (value: V, meta: DraftMeta) => string }, at: number): string {
  return current.serialize(current.value, { savedAt: at, baseVersion: current.baseVersion });
}

export function useDraftSaver<V>(options: DraftSaverOptions<V>): DraftSaver {
  const { localKey, serverKey, baseVersion, value, dirty, serialize } = options;
  const transport = useTransport();
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const latest = useRef({ value, baseVersion, serialize });
  const localTimer = useRef<number | null>(null);
  const serverTimer = useRef<number | null>(null);
  /** Bumped by every change and by clear(): a save answering for an older one does not set the status. */
  const generation = useRef(0);
  const localOk = useRef(true);
  /** The account save under way, if any (clear() waits for it, so it cannot land after the delete). */
  const inflight = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    latest.current = { value, baseVersion, serialize };
  }, [value, baseVersion, serialize]);

  const saveLocal = useCallback(() => {
    if (localTimer.current !== null) window.clearTimeout(localTimer.current);
    localTimer.current = null;
    const at = Date.now();
    localOk.current = writeLocalDraft(localKey, draftText(latest.current, at));
    if (localOk.current) setSavedAt(at);
  }, [localKey]);

  const saveServer = useCallback(async () => {
    if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
    serverTimer.current = null;
    const at = generation.current;
    const when = Date.now();
    const draft = draftText(latest.current, when);
    if (!fitsServer(draft)) {
      setStatus(localOk.current ? "tooBig" : "failed");
      return;
    }
    const put = writeServerDraft(transport, serverKey, draft);
    inflight.current = put.catch(() => undefined);
    try {
      await put;
      if (generation.current === at) {
        setStatus("saved");
        setSavedAt(when);
      }
    } catch {
      if (generation.current === at) setStatus(localOk.current ? "device" : "failed");
    }
  }, [transport, serverKey]);

  useEffect(() => {
    if (!dirty) return;
    generation.current++;
    setStatus("saving");
    if (localTimer.current !== null) window.clearTimeout(localTimer.current);
    localTimer.current = window.setTimeout(saveLocal, LOCAL_DELAY_MS);
    if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
    serverTimer.current = window.setTimeout(() => void saveServer(), SERVER_DELAY_MS);
  }, [value, dirty, saveLocal, saveServer]);

  // Hidden, closed or left: what is pending is written now (the device's copy synchronously).
  useEffect(() => {
    const flush = () => {
      if (localTimer.current !== null) saveLocal();
      if (serverTimer.current !== null) void saveServer();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [saveLocal, saveServer]);

  const clear = useCallback(async () => {
    generation.current++;
    if (localTimer.current !== null) window.clearTimeout(localTimer.current);
    if (serverTimer.current !== null) window.clearTimeout(serverTimer.current);
    localTimer.current = null;
    serverTimer.current = null;
    removeLocalDraft(localKey);
    setStatus("idle");
    setSavedAt(null);
    await inflight.current;
    // A draft left behind (the delete failed) is older than the next submitted version: the next opening drops it.
    await deleteServerDraft(transport, serverKey).catch(() => undefined);
  }, [transport, localKey, serverKey]);

  return { status, savedAt, clear };
}
