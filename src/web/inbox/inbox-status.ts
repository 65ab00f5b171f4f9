/**
 * Whether the live inbox is live (a tiny store the pages read; inbox-runner.ts writes it). Kept
 * apart from the runner so a page can show the state without loading the stream's code.
 */
import { useSyncExternalStore } from "react";
import type { InboxStatus } from "./inbox-connection";

export type { InboxStatus };

let status: InboxStatus = "stopped";
const listeners = new Set<() => void>();

export function setInboxStatus(next: InboxStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function inboxStatus(): InboxStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live inbox's state: "live", "polling" (updates every 20 s), "connecting", "reconnecting" or "stopped". */
export function useInboxStatus(): InboxStatus {
  return useSyncExternalStore(subscribe, inboxStatus, inboxStatus);
}
