import type { DescMethodUnary } from "@bufbuild/protobuf";
import { createConnectQueryKey } from "@connectrpc/connect-query";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { CompassService } from "../../../src/gen/compass/v1/compass_pb";
import { refreshLibrary } from "../../../src/web/queries/library-reads";

describe("refreshLibrary (a language switch; ADR 0036)", () => {
  it("marks every library read stale, whatever its input, and leaves other reads alone", async () => {
    const client = new QueryClient();
    const key = (schema: DescMethodUnary, input: object) => createConnectQueryKey({ schema, input: input as never, cardinality: "finite" });
    const content = key(CompassService.method.getLearningContent, { learningContentId: "a" });
    const categories = key(CompassService.method.getAllCategories, {});
    const journey = key(CompassService.method.getMyLearningJourney, {});
    for (const k of [content, categories, journey]) client.setQueryData(k, {} as never);
    await refreshLibrary(client);
    expect(client.getQueryState(content)?.isInvalidated).toBe(true);
    expect(client.getQueryState(categories)?.isInvalidated).toBe(true);
    expect(client.getQueryState(journey)?.isInvalidated).toBe(false);
  });
});
