/**
 * What an add/edit page tells the list it returns to: the item just added or changed. The list
 * shows a confirmation naming it, with a link back to it, and lists an added item first (a new
 * item would otherwise sit wherever the sort puts it — on another page of the table) until the
 * notice is closed or the user sorts. Carried in the navigation's state, so a reload or a shared
 * link shows no stale notice.
 */
import { Alert, Anchor } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";

export interface SavedItem {
  id: string;
  title: string;
  /** Added (true) or changed (false). */
  added: boolean;
}

/** The navigation state an add/edit page leaves with. */
export const savedState = (saved: SavedItem) => ({ saved });

/** The item the page arrived with (from an add/edit page), until dismissed. */
export function useSavedItem(): [SavedItem | null, () => void] {
  const location = useLocation();
  const [saved, setSaved] = useState<SavedItem | null>(null);
  useEffect(() => {
    const state: unknown = location.state;
    if (state && typeof state === "object" && "saved" in state) {
      const s = state.saved as Partial<SavedItem> | null;
      if (s && typeof s.id === "string" && typeof s.title === "string") setSaved({ id: s.id, title: s.title, added: s.added === true });
    }
  }, [location.state]);
  return [saved, () => setSaved(null)];
}

/** `rows` with the added item first (as it is; nothing when it is not among them). */
export function addedFirst<T extends { id: string }>(rows: readonly T[], saved: SavedItem | null): T[] {
  if (!saved?.added) return [...rows];
  const at = rows.findIndex((r) => r.id === saved.id);
  return at < 0 ? [...rows] : [rows[at]!, ...rows.slice(0, at), ...rows.slice(at + 1)];
}

export function SavedNotice(props: { saved: SavedItem; message: string; linkLabel: string; to: string; closeLabel: string; onClose: () => void; testId?: string }) {
  return (
    <Alert color="teal" variant="light" role="status" withCloseButton closeButtonLabel={props.closeLabel} onClose={props.onClose} data-testid={props.testId}>
      {props.message}{" "}
      <Anchor component={Link} to={props.to}>
        {props.linkLabel}
      </Anchor>
    </Alert>
  );
}
