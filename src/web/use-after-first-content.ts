/** The React side of idle.ts. */
import { useEffect, useState } from "react";
import { afterFirstContent, SECONDARY_AFTER_MS } from "./idle";

/** False until secondary work may begin (afterFirstContent), then true. */
export function useAfterFirstContent(): boolean {
  const [ready, setReady] = useState(() => performance.now() >= SECONDARY_AFTER_MS);
  useEffect(() => (ready ? undefined : afterFirstContent(() => setReady(true))), [ready]);
  return ready;
}
