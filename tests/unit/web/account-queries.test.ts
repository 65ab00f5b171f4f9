import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { createQueryOptions } from "@connectrpc/connect-query";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  CompassService,
  GetMyLearningJourneyResponseSchema,
  GetMyProfileResponseSchema,
  GetMyStateResponseSchema,
  GetMyUserResponseSchema,
  ListMyMfaFactorsResponseSchema,
} from "../../../src/gen/compass/v1/compass_pb";
import { invalidateAccount } from "../../../src/web/queries/account-queries";

const method = CompassService.method;

describe("the account area's invalidation", () => {
  it("marks the account reads stale and leaves another area's query untouched", async () => {
    const transport = createRouterTransport(({ service }) => {
      service(CompassService, {
        getMyUser: () => create(GetMyUserResponseSchema, {}),
        getMyState: () => create(GetMyStateResponseSchema, {}),
        getMyProfile: () => create(GetMyProfileResponseSchema, {}),
        listMyMfaFactors: () => create(ListMyMfaFactorsResponseSchema, {}),
        getMyLearningJourney: () => create(GetMyLearningJourneyResponseSchema, {}),
      });
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const account = [
      createQueryOptions(method.getMyUser, {}, { transport }),
      createQueryOptions(method.getMyState, {}, { transport }),
      createQueryOptions(method.getMyProfile, {}, { transport }),
      createQueryOptions(method.listMyMfaFactors, {}, { transport }),
    ] as const;
    const learning = createQueryOptions(method.getMyLearningJourney, {}, { transport });
    await Promise.all([
      queryClient.fetchQuery(account[0]),
      queryClient.fetchQuery(account[1]),
      queryClient.fetchQuery(account[2]),
      queryClient.fetchQuery(account[3]),
      queryClient.fetchQuery(learning),
    ]);

    await invalidateAccount(queryClient);

    for (const options of account) expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(learning.queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(learning.queryKey)?.status).toBe("success");
  });
});
