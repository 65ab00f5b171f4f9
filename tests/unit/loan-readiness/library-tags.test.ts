/**
 * The readiness model's next steps point to library tags (issue 39): each is a tag the starter
 * library gives at least one article, so a new installation has something to read behind it.
 */
import { describe, expect, it } from "vitest";
import { LIBRARY_TAGS } from "../../../src/shared/loan-readiness.js";
import { starterCategories } from "../../../src/server/starter-library/content/index.js";

describe("the readiness model's library tags", () => {
  it("are tags of starter-library articles", () => {
    const tags = new Set(starterCategories.flatMap((c) => [...c.articles, ...c.modules.flatMap((m) => m.articles)]).flatMap((a) => a.tags));
    for (const tag of Object.values(LIBRARY_TAGS)) expect(tags, tag).toContain(tag);
  });
});
