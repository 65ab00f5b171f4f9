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
import { invalidateAccount } from "../../../src/web/pages/account/account-queries";

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
    const account = [method.getMyUser, method.getMyState, method.getMyProfile, method.listMyMfaFactors].map((m) => createQueryOptions(m, {}, { transport }));
    const learning = createQueryOptions(method.getMyLearningJourney, {}, { transport });
    for (const options of [...account, learning]) await queryClient.fetchQuery(options);

    await invalidateAccount(queryClient);

    for (const options of account) expect(queryClient.getQueryState(options.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(learning.queryKey)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(learning.queryKey)?.status).toBe("success");
  });
});
