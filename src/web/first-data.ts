/**
 * What a page reads first, asked for beside the user check instead of after it (issue #18): the
 * guard's UserGate waits for GetMyUser and GetMyState before the page renders, and the page's
 * own first call would otherwise start only then — one more round trip before its content shows
 * on a slow phone network. The page reads the same queries (same method, same input) and finds
 * them answered or in flight. A route the guard then turns away costs one unused call.
 */
import type { DescMessage, DescMethodUnary, MessageInitShape } from "@bufbuild/protobuf";
import { createQueryOptions } from "@connectrpc/connect-query";
import type { Transport } from "@connectrpc/connect";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService } from "../gen/compass/v1/compass_pb";
import type { RouteName } from "../shared/routes";

export interface FirstQuery<I extends DescMessage = DescMessage, O extends DescMessage = DescMessage> {
  method: DescMethodUnary<I, O>;
  input: MessageInitShape<I>;
  staleTime: number;
  /** What the page's first screen shows: its first render waits for it (app-data.tsx), as the boot asked for it early (early-data.ts). */
  firstScreen: boolean;
}
export const query = <I extends DescMessage, O extends DescMessage>(method: DescMethodUnary<I, O>, input: MessageInitShape<I>, staleTime: number, firstScreen = false) =>
  ({ method, input, staleTime, firstScreen }) as FirstQuery<I, O>;

/** The learner's journey (home, lessons' done marks). Completing something invalidates it. */
export const JOURNEY = query(CompassService.method.getMyLearningJourney, {}, 10_000, true);
/**
 * The classes the home lists the next three of (below the journey): drawn in the same first
 * render — answered beside the journey (the boot asks for both), an answer that came during that
 * render made React draw the whole page again, at once, in one long task (bench/README.md).
 */
export const HOME_CLASSES = query(CompassService.method.listClasses, { pageRequest: { pageSize: 500 } }, 60_000, true);

const FIRST_DATA: Partial<Record<RouteName, FirstQuery[]>> = {
  "my-journey": [JOURNEY as FirstQuery, HOME_CLASSES as FirstQuery],
};

/** A route's first queries (the boot sends the same calls early: early-data.ts, ROUTE_CALLS). */
export const firstQueries = (route: string): readonly FirstQuery[] => FIRST_DATA[route as RouteName] ?? [];

/**
 * Starts the queries (once answered, they stay fresh for their staleTime); settles when those of
 * the first screen have (a failure is the page's to show).
 */
export function prefetchQueries(queries: readonly FirstQuery[], client: QueryClient, transport: Transport): Promise<unknown> {
  const firstScreen: Promise<void>[] = [];
  for (const q of queries) {
    const done = client.prefetchQuery({ ...createQueryOptions(q.method, q.input, { transport }), staleTime: q.staleTime });
    if (q.firstScreen) firstScreen.push(done);
  }
  return Promise.all(firstScreen);
}

/** Starts the route's first queries; settles when those of its first screen have been answered. */
export const prefetchFirstData = (route: string, client: QueryClient, transport: Transport): Promise<unknown> =>
  prefetchQueries(firstQueries(route), client, transport);
