/**
 * The page's one API transport and query cache (created when this module first loads, i.e. when
 * a signed-in route or the account menu needs them), and the provider that hands them down.
 * Every user of the API shares them, so the cache survives moving between layouts.
 */
import type { ReactNode } from "react";
import { auth } from "../auth/instance";
import { prefetchCurrentUser } from "../auth/use-current-user";
import { earlyDataSent } from "./early-data";
import { prefetchFirstData } from "./first-data";
import { DataProviders } from "../providers";
import { createQueryClient, createTransport } from "../transport";

const transport = createTransport();
const queryClient = createQueryClient();

/** How long the first render of a signed-in page may wait for its first answers. */
export const FIRST_ANSWERS_MAX_WAIT_MS = 1_500;

/**
 * Before the first render of a signed-in route opened with a live stored session, whose first
 * calls the boot has sent (early-data.ts): the session is decided and the answers the guard and
 * the page's first screen read are put in the cache, so React draws the page once, with its
 * content, in a transition it renders in slices. Drawn before them, the page showed an empty
 * frame and then, as each answer came, re-rendered at once in one long task — React Query's
 * updates are external-store updates, which React never slices (bench/README.md, "Lighthouse").
 * Waits at most `maxWaitMs`: past that the page draws as before, its data following.
 */
export async function primeFirstRender(route: string, location: { pathname: string; search: string }, maxWaitMs = FIRST_ANSWERS_MAX_WAIT_MS): Promise<void> {
  if (!(await earlyDataSent())) return;
  const answers = (async () => {
    await auth.start(location);
    if (auth.getSnapshot().status !== "signed-in") return;
    await Promise.all([prefetchCurrentUser(queryClient, transport), prefetchFirstData(route, queryClient, transport)]);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
  await Promise.race([answers.catch(() => undefined), late]);
  clearTimeout(timer);
}

export function AppData(props: { children: ReactNode }) {
  return (
    <DataProviders transport={transport} queryClient={queryClient}>
      {props.children}
    </DataProviders>
  );
}
