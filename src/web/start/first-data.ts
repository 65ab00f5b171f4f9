/**
 * What a page reads first, asked for beside the user check instead of after it (issue #18): the
 * guard's UserGate waits for GetMyUser and GetMyState before the page renders, and the page's
 * own first call would otherwise start only then — one more round trip before its content shows
 * on a slow phone network. The page reads the same queries (same method, same input) and finds
 * them answered or in flight. A route the guard then turns away costs one unused call. Which
 * calls a route makes first is the route table's `first` (src/shared/routes.ts).
 */
import type { DescMessage, DescMethodUnary, MessageInitShape } from "@bufbuild/protobuf";
import { createQueryOptions } from "@connectrpc/connect-query";
import type { Transport } from "@connectrpc/connect";
import type { QueryClient } from "@tanstack/react-query";
import { CompassService } from "../../gen/compass/v1/compass_pb";
import { CATEGORIES_CALL, HOME_CLASSES_CALL, JOURNEY_CALL, ROUTES, type FirstCall } from "../../shared/routes";

export interface FirstQuery<I extends DescMessage = DescMessage, O extends DescMessage = DescMessage> {
  method: DescMethodUnary<I, O>;
  input: MessageInitShape<I>;
  staleTime: number;
  /** What the page's first screen shows: its first render waits for it (app-data.tsx), as the boot asked for it early (early-data.ts). */
  firstScreen: boolean;
}

type Methods = (typeof CompassService)["method"];
/** A first call of the route table as the query the page reads (same method, same input). */
export const firstQuery = <C extends FirstCall>(call: C) =>
  ({ ...call, method: CompassService.method[call.method] }) as unknown as FirstQuery<Methods[C["method"]]["input"], Methods[C["method"]]["output"]>;

/** The learner's journey (home, lessons' done marks); the table's JOURNEY_CALL. */
export const JOURNEY = firstQuery(JOURNEY_CALL);
/** The classes the home lists the next three of; the table's HOME_CLASSES_CALL. */
export const HOME_CLASSES = firstQuery(HOME_CLASSES_CALL);

/** The library's categories (/discover); the table's CATEGORIES_CALL. */
export const CATEGORIES = firstQuery(CATEGORIES_CALL);

const FIRST_DATA = new Map(ROUTES.map((route) => [route.name, route.first.map((call) => firstQuery(call) as unknown as FirstQuery)]));

/** A route's first queries (the boot sends the same calls early: early-data.ts). */
export const firstQueries = (route: string): readonly FirstQuery[] => FIRST_DATA.get(route) ?? [];

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
