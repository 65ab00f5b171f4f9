/**
 * A document page's one polite live region: "Submitted", a download starting, a row removed, drafts
 * discarded. Errors are shown where they happen (role="alert"); this is for news that has no place
 * of its own. The page wraps its editors in it; they announce through `useAnnounce`.
 */
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";

const AnnounceContext = createContext<(text: string) => void>(() => {});

/** Says `text` to screen readers (again, even when it is the same words as last time). */
export const useAnnounce = () => useContext(AnnounceContext);

export function Announcer(props: { children: ReactNode; testId: string }) {
  const [text, setText] = useState("");
  const frame = useRef<number | null>(null);
  const announce = useCallback((next: string) => {
    // Cleared first, then set on the next frame: the same words twice are still read out.
    setText("");
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setText(next));
  }, []);
  return (
    <AnnounceContext.Provider value={announce}>
      {props.children}
      <div role="status" aria-live="polite" className="compass-visually-hidden" data-testid={props.testId}>
        {text}
      </div>
    </AnnounceContext.Provider>
  );
}
