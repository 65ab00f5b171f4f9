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

interface FirstQuery<I extends DescMessage = DescMessage, O extends DescMessage = DescMessage> {
  method: DescMethodUnary<I, O>;
  input: MessageInitShape<I>;
  staleTime: number;
}
const query = <I extends DescMessage, O extends DescMessage>(method: DescMethodUnary<I, O>, input: MessageInitShape<I>, staleTime: number) =>
  ({ method, input, staleTime }) as FirstQuery<I, O>;

/** The learner's journey (home, lessons' done marks). Completing something invalidates it. */
export const JOURNEY = query(CompassService.method.getMyLearningJourney, {}, 10_000);
/** The classes the home lists the next three of. */
export const HOME_CLASSES = query(CompassService.method.listClasses, { pageRequest: { pageSize: 500 } }, 60_000);

const FIRST_DATA: Partial<Record<RouteName, FirstQuery[]>> = {
  "my-journey": [JOURNEY as FirstQuery, HOME_CLASSES as FirstQuery],
};

/** Starts the route's first queries (once answered, they stay fresh for their pages' staleTime). */
export function prefetchFirstData(route: string, client: QueryClient, transport: Transport): void {
  for (const q of FIRST_DATA[route as RouteName] ?? []) {
    void client.prefetchQuery({ ...createQueryOptions(q.method, q.input, { transport }), staleTime: q.staleTime });
  }
}
