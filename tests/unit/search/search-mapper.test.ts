/**
 * What a typed query becomes before the database sees it (search-mapper.ts): its words, the
 * length limit, queries without words, and when typo-tolerant matches are worth trying.
 */
import { Code } from "@connectrpc/connect";
import { describe, expect, it } from "vitest";
import { SearchResultType } from "../../../src/gen/compass/v1/compass_pb.js";
import { parseSearchQuery, QUERY_MAX, TERMS_MAX, toSearchResponse } from "../../../src/server/rpc/search/search-mapper.js";
import { outcomeOf } from "../../setup/rpc.js";

describe("parseSearchQuery", () => {
  it.each([
    ["keeps the words in order, one space apart", "  cash   flow ", "cash flow"],
    ["splits words at punctuation and hyphens", "cash-flow, pricing?", "cash flow pricing"],
    ["keeps accented letters and digits", "Crédito 2024", "Crédito 2024"],
    ["composes accents typed as combining marks", "cre\u0301dito", "crédito"],
    ["splits at apostrophes as the document parser does", "owner's guide", "owner s guide"],
    ["keeps letters of any script", "préstamo 贷款", "préstamo 贷款"],
  ])("%s", (_name, query, text) => {
    expect(parseSearchQuery(query)?.text).toBe(text);
  });

  it.each([
    ["an empty query", ""],
    ["spaces and line breaks", " \t\n "],
    ["punctuation alone", "?!… -- ¿¡ ()"],
    ["symbols alone", "$ % & * + = <> © ™"],
  ])("looks for nothing in %s", (_name, query) => {
    expect(parseSearchQuery(query)).toBeNull();
  });

  it("looks for the first TERMS_MAX words only", () => {
    const words = Array.from({ length: TERMS_MAX + 4 }, (_, i) => `w${i}`);
    expect(parseSearchQuery(words.join(" "))?.text).toBe(words.slice(0, TERMS_MAX).join(" "));
  });

  it.each([
    ["no", "pri", false],
    ["no", "a b c", false],
    ["", "cahs", true],
    ["", "ab cd", true],
  ])("tries typo-tolerant matches %s for %j", (_no, query, fuzzy) => {
    expect(parseSearchQuery(query)?.fuzzy).toBe(fuzzy);
  });

  it("counts characters, not UTF-16 units, up to QUERY_MAX, spaces around not counted", () => {
    expect(parseSearchQuery(`  ${"😀".repeat(QUERY_MAX)}  `)).toBeNull();
    expect(parseSearchQuery("ñ".repeat(QUERY_MAX))?.text).toBe("ñ".repeat(QUERY_MAX));
  });

  it("refuses a query over QUERY_MAX characters, naming the field", () => {
    expect(outcomeOf(() => parseSearchQuery("x".repeat(QUERY_MAX + 1)))).toEqual({
      code: Code.InvalidArgument,
      message: "query: use at most 200 characters (this one has 201).",
    });
    expect(outcomeOf(() => parseSearchQuery(`${"x ".repeat(150)}x`)).code).toBe(Code.InvalidArgument);
  });
});

describe("toSearchResponse", () => {
  it("names contents and modules by their kind and id, in order", () => {
    const response = toSearchResponse([
      { kind: "module", id: "m1" },
      { kind: "content", id: "c1" },
    ]);
    expect(response.results.map((r) => [r.resultType, r.contentId])).toEqual([
      [SearchResultType.LEARNING_MODULE, "m1"],
      [SearchResultType.LEARNING_CONTENT, "c1"],
    ]);
  });
});
