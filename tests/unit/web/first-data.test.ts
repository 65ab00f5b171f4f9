/**
 * The page's first data, asked for beside the user check (src/web/start/first-data.ts): the home's
 * journey and classes land in the query cache under the keys its page reads, the first render
 * waits for the first screen's, the boot's early calls are the same calls, and a route with no
 * first data asks for nothing.
 */
import { create, toBinary } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { createQueryOptions } from "@connectrpc/connect-query";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../../../src/shared/routes";
import { CompassService, GetMyLearningJourneyResponseSchema, ListClassesResponseSchema } from "../../../src/gen/compass/v1/compass_pb";
import { earlyCallsOf, grpcWebFrame } from "../../../src/web/start/early-data";
import { firstQueries, HOME_CLASSES, JOURNEY, prefetchFirstData, prefetchQueries, type FirstQuery } from "../../../src/web/start/first-data";

function setUp(classes: "answer" | "hang" = "answer") {
  const calls: string[] = [];
  const transport = createRouterTransport(({ service }) => {
    service(CompassService, {
      getMyLearningJourney: () => {
        calls.push("journey");
        return create(GetMyLearningJourneyResponseSchema, { journey: {} });
      },
      listClasses: (req) => {
        calls.push(`classes:${req.pageRequest?.pageSize}`);
        return classes === "answer" ? create(ListClassesResponseSchema, {}) : new Promise<never>(() => undefined);
      },
    });
  });
  return { calls, transport, client: new QueryClient() };
}

describe("prefetchFirstData", () => {
  it("fills the home's journey and classes under its pages' keys, fresh for their staleTime", async () => {
    const { calls, transport, client } = setUp();
    prefetchFirstData("my-journey", client, transport);
    const journeyKey = createQueryOptions(JOURNEY.method, JOURNEY.input, { transport }).queryKey;
    const classesKey = createQueryOptions(HOME_CLASSES.method, HOME_CLASSES.input, { transport }).queryKey;
    await expect.poll(() => client.getQueryData(journeyKey) !== undefined && client.getQueryData(classesKey) !== undefined).toBe(true);
    expect(calls.sort()).toEqual(["classes:500", "journey"]);
    expect(client.getQueryState(journeyKey)?.isInvalidated).toBe(false);
  });

  it("settles once the first screen's answers are in, without waiting for the rest (the app's first render waits for it)", async () => {
    const { calls, transport, client } = setUp("hang");
    const laterClasses = { ...HOME_CLASSES, firstScreen: false };
    await prefetchQueries([JOURNEY, laterClasses] as FirstQuery[], client, transport);
    expect(client.getQueryData(createQueryOptions(JOURNEY.method, JOURNEY.input, { transport }).queryKey)).toBeDefined();
    expect(client.getQueryData(createQueryOptions(HOME_CLASSES.method, HOME_CLASSES.input, { transport }).queryKey)).toBeUndefined();
    expect(calls.sort()).toEqual(["classes:500", "journey"]);
  });

  it("draws the home's journey and classes in its first render: it waits for both", async () => {
    const { transport, client } = setUp("hang");
    let settled = false;
    void prefetchFirstData("my-journey", client, transport).then(() => (settled = true));
    await expect.poll(() => client.getQueryData(createQueryOptions(JOURNEY.method, JOURNEY.input, { transport }).queryKey) !== undefined).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
  });

  it("matches the calls the boot sends early, byte for byte (the build encodes the route table's first calls)", () => {
    const guard = [
      { method: "GetMyUser", body: grpcWebFrame([]) },
      { method: "GetMyState", body: grpcWebFrame([]) },
    ];
    for (const route of ROUTES.filter((r) => r.signIn)) {
      const own = firstQueries(route.name).map((q) => ({ method: q.method.name, body: grpcWebFrame(toBinary(q.method.input, create(q.method.input, q.input))) }));
      expect([route.name, earlyCallsOf(route.name)]).toEqual([route.name, [...guard, ...own]]);
    }
    expect(earlyCallsOf("my-journey").map((c) => c.method)).toEqual(["GetMyUser", "GetMyState", "GetMyLearningJourney", "ListClasses"]);
    // ListClassesRequest { page_request: { page_size: 500 } }
    expect([...earlyCallsOf("my-journey")[3]!.body.slice(5)]).toEqual([0x0a, 0x03, 0x08, 0xf4, 0x03]);
  });

  it("asks for nothing on a route without first data", async () => {
    const { calls, transport, client } = setUp();
    prefetchFirstData("privacy-policy", client, transport);
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
