/**
 * After a change of a user's role the administrator's page asks again only what it may still read
 * (issue #38 §5): a read made for the old role, asked again, would be refused and counted in the
 * audit log as a refused call. Someone else's role: the user reads are asked again, but not the
 * read of that user as a mentee (marked stale only); one's own: nothing of the page is asked
 * again, only the caller's own user.
 */
import { create } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { createQueryOptions } from "@connectrpc/connect-query";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import {
  AdminGetUserResponseSchema,
  AdminGetUserStateResponseSchema,
  CoachGetMenteeByIdResponseSchema,
  CompassService,
  GetMyStateResponseSchema,
  GetMyUserResponseSchema,
} from "../../../src/gen/compass/v1/compass_pb";
import { invalidateAfterRoleChange } from "../../../src/web/queries/users-queries";

const method = CompassService.method;
const unsubscribers: (() => void)[] = [];
afterEach(() => unsubscribers.splice(0).forEach((stop) => stop()));

/** A client whose queries are on screen (observed), counting the calls of each method and mentee. */
async function page() {
  const calls: string[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(CompassService, {
      getMyUser: () => (calls.push("getMyUser"), create(GetMyUserResponseSchema, {})),
      getMyState: () => (calls.push("getMyState"), create(GetMyStateResponseSchema, {})),
      adminGetUser: () => (calls.push("adminGetUser"), create(AdminGetUserResponseSchema, {})),
      adminGetUserState: () => (calls.push("adminGetUserState"), create(AdminGetUserStateResponseSchema, {})),
      coachGetMenteeById: (req) => (calls.push(`coachGetMenteeById:${req.menteeUserId}`), create(CoachGetMenteeByIdResponseSchema, {})),
    });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const options = {
    me: createQueryOptions(method.getMyUser, {}, { transport }),
    state: createQueryOptions(method.getMyState, {}, { transport }),
    user: createQueryOptions(method.adminGetUser, { userId: "u-1" }, { transport }),
    userState: createQueryOptions(method.adminGetUserState, { userId: "u-1" }, { transport }),
    mentee: createQueryOptions(method.coachGetMenteeById, { menteeUserId: "u-1" }, { transport }),
    otherMentee: createQueryOptions(method.coachGetMenteeById, { menteeUserId: "u-2" }, { transport }),
  };
  for (const o of Object.values(options)) {
    await queryClient.fetchQuery(o as never);
    const observer = new QueryObserver(queryClient, o as never);
    unsubscribers.push(observer.subscribe(() => undefined));
  }
  calls.length = 0;
  const settled = async () => {
    await expect.poll(() => queryClient.isFetching()).toBe(0);
  };
  return { queryClient, options, calls, settled };
}

describe("invalidateAfterRoleChange", () => {
  it("asks again the user reads after someone else's role changed, but not that user as a mentee", async () => {
    const { queryClient, options, calls, settled } = await page();
    await invalidateAfterRoleChange(queryClient, { userId: "u-1", self: false });
    await settled();
    expect(calls.sort()).toEqual(["adminGetUser", "adminGetUserState", "coachGetMenteeById:u-2"]);
    expect(queryClient.getQueryState(options.mentee.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(options.me.queryKey)?.isInvalidated).toBe(false);
  });

  it("asks again only the caller's own user after their own role changed", async () => {
    const { queryClient, options, calls, settled } = await page();
    await invalidateAfterRoleChange(queryClient, { userId: "u-1", self: true });
    await settled();
    expect(calls.sort()).toEqual(["getMyState", "getMyUser"]);
    for (const o of [options.user, options.mentee, options.otherMentee]) expect(queryClient.getQueryState(o.queryKey)?.isInvalidated).toBe(true);
  });
});
