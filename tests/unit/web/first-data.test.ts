/**
 * The page's first data, asked for beside the user check (src/web/first-data.ts): the home's
 * journey and classes land in the query cache under the keys its page reads, the first render
 * waits for the first screen's, the boot's early calls are the same calls, and a route with no
 * first data asks for nothing.
 */
import { create, toBinary } from "@bufbuild/protobuf";
import { createRouterTransport } from "@connectrpc/connect";
import { createQueryOptions } from "@connectrpc/connect-query";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CompassService, GetMyLearningJourneyResponseSchema, ListClassesResponseSchema } from "../../../src/gen/compass/v1/compass_pb";
import { grpcWebFrame, ROUTE_CALLS } from "../../../src/web/early-data";
import { firstQueries, HOME_CLASSES, JOURNEY, prefetchFirstData, prefetchQueries, query, type FirstQuery } from "../../../src/web/first-data";

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
    const laterClasses = query(HOME_CLASSES.method, HOME_CLASSES.input, HOME_CLASSES.staleTime);
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

  it("matches the calls the boot sends early, byte for byte (early-data.ts writes them out without the generated code)", () => {
    for (const route of Object.keys(ROUTE_CALLS)) {
      const expected = firstQueries(route).map((q) => ({ method: q.method.name, body: grpcWebFrame(toBinary(q.method.input, create(q.method.input, q.input))) }));
      expect(ROUTE_CALLS[route]).toEqual(expected);
    }
    expect(firstQueries("my-journey").length).toBeGreaterThan(0);
  });

  it("asks for nothing on a route without first data", async () => {
    const { calls, transport, client } = setUp();
    prefetchFirstData("privacy-policy", client, transport);
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
