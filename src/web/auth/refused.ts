/**
 * A page the signed-in user's role may not open (the route guard's "refused", guard.ts): the guard
 * renders the layout as usual and tells it, through this context, to show the refusal (with a
 * link to the user's start page) in place of the page. `null`: the page may be shown.
 */
import { createContext, useContext } from "react";

export interface Refusal {
  /** The user's start page (startRouteFor). */
  startPath: string;
}

export const RefusalContext = createContext<Refusal | null>(null);

export const useRefusal = (): Refusal | null => useContext(RefusalContext);
