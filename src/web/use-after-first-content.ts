/**
 * The React side of idle.ts. What these hooks let in is drawn in a transition: React renders it in
 * slices between which the browser stays free (a state set from a timer is otherwise rendered in
 * one task, which on a slow phone blocks a tap: bench/README.md, "Lighthouse").
 */
import { startTransition, useEffect, useState } from "react";
import { afterFirstContent, afterNextPaint, SECONDARY_AFTER_MS } from "./idle";

/** False until secondary work may begin (afterFirstContent), then true. */
export function useAfterFirstContent(): boolean {
  const [ready, setReady] = useState(() => performance.now() >= SECONDARY_AFTER_MS);
  useEffect(() => (ready ? undefined : afterFirstContent(() => startTransition(() => setReady(true)))), [ready]);
  return ready;
}

/**
 * False until the frame after the component's first commit has been painted, then true: for parts
 * that may load just after what the page first shows (on a slow phone their requests would else
 * queue beside the page's own and delay its content). A hidden tab paints nothing: they wait.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => (painted ? undefined : afterNextPaint(() => startTransition(() => setPainted(true)))), [painted]);
  return painted;
}
