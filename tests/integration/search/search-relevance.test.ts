/**
 * Search through the real server (issue #10 §3): a small library written by an administrator's
 * RPCs, then what a learner's query finds and in which order, as a table — the exact title first,
 * title before tags before description before body, a typo, accents both ways, a prefix while
 * typing, a tag, a word only in the body (never the markup around it), another form of a word
 * (Spanish and English stems), modules and contents together, nothing found. Then the index following edits and removals, the cap on results, and
 * the refusals (no sign-in, a query too long, NUL).
 */
import { Code } from "@connectrpc/connect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType, SearchResultType, type SearchResponse } from "../../../src/gen/compass/v1/compass_pb.js";
import { learningContents } from "../../../src/server/db/schema/index.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { expectCases, outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let learner: ReturnType<AccountServer["client"]>;
let learnerWeb: ReturnType<AccountServer["grpcWeb"]>;

/** Item names by id ("module:Cash flow essentials" for modules), to read answers as names. */
const names = new Map<string, string>();

interface Item {
  title: string;
  tags?: string[];
  description?: string;
  htmlBody?: string;
}

const CONTENTS: Item[] = [
  { title: "Cash flow", tags: ["cashflow"], htmlBody: "<p>Money in, money out.</p>" },
  { title: "Cash flow forecasting for seasonal businesses", description: "Plan the slow months." },
  { title: "Pricing your products", tags: ["pricing"], description: "Start from your costs." },
  { title: "Crédito para tu negocio", description: "Cómo pedir un préstamo." },
  { title: "Guia de precios", description: "Sin acentos en el título." },
  { title: "Spending plan", tags: ["budget"] },
  { title: "Rent and leases", description: "Fit the rent into your budget." },
  {
    title: "Hiring your first employee",
    htmlBody: '<h2>Before the first day</h2><p>Salt &amp; pepper: an <strong>onboarding</strong> checklist keeps the budget honest.</p><p><a href="https://example.com/zzqlink">Read more</a></p>',
  },
  { title: "Payroll taxes", description: "Withholding, deposits and the quarterly return." },
  { title: "Links like http://example.com/x'y/z.html and C:\\temp\\notes.txt" },
];
const MODULES: Item[] = [
  { title: "Cash flow essentials", description: "Three lessons." },
  { title: "Marketing on a budget", tags: ["advertising"] },
];

beforeAll(async () => {
  database = await testDatabase();
  api = await startAccountServer(database);
  admin = api.client(await tokenOf(await insertUser(database, "ADMIN")));
  const learnerToken = await tokenOf(await insertUser(database, "STANDARD"));
  learner = api.client(learnerToken);
  learnerWeb = api.grpcWeb(learnerToken);
  for (const item of CONTENTS) {
    const { learningContentId } = await admin.adminCreateLearningContent({ ...item, contentType: ContentType.ARTICLE });
    names.set(learningContentId, item.title);
  }
  for (const item of MODULES) {
    const { learningModuleId } = await admin.adminCreateLearningModule(item);
    names.set(learningModuleId, `module:${item.title}`);
  }
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** The answer as item names, best first; a module's name says so. */
function named(response: SearchResponse): string[] {
  return response.results.map((r) => {
    const name = names.get(r.contentId) ?? `unknown ${r.contentId}`;
    const isModule = r.resultType === SearchResultType.LEARNING_MODULE;
    expect(name.startsWith("module:"), `${name} has the right result_type`).toBe(isModule);
    return name;
  });
}

const search = async (query: string) => named(await learner.search({ query }));

describe("relevance", () => {
  const cases: { name: string; query: string; first?: string; exactly?: string[]; includes?: string[]; excludes?: string[] }[] = [
    {
      name: "puts the item whose title is the query first",
      query: "cash flow",
      first: "Cash flow",
      includes: ["Cash flow forecasting for seasonal businesses", "module:Cash flow essentials"],
    },
    { name: "matches the exact title whatever its case and punctuation", query: "  CASH-FLOW!! ", first: "Cash flow" },
    { name: "still finds a title through a typo", query: "cahs flow", first: "Cash flow", includes: ["module:Cash flow essentials"] },
    { name: "finds a typo inside a longer title", query: "forcasting", first: "Cash flow forecasting for seasonal businesses" },
    { name: "finds a word with a letter left out", query: "pricng", first: "Pricing your products" },
    { name: "finds a word with two letters swapped", query: "hirign", first: "Hiring your first employee" },
    { name: "finds a misspelled tag", query: "advertsing", first: "module:Marketing on a budget" },
    {
      name: "quotes the vocabulary's odd words (quotes, dots, slashes) safely",
      query: "htmll",
      exactly: ["Links like http://example.com/x'y/z.html and C:\\temp\\notes.txt"],
    },
    { name: "finds accented words from a query without accents", query: "credito", exactly: ["Crédito para tu negocio"] },
    { name: "finds unaccented words from a query with accents", query: "guía précios", exactly: ["Guia de precios"] },
    { name: "finds another form of a Spanish word (its stem) before words merely like it", query: "préstamos", first: "Crédito para tu negocio" },
    { name: "finds Spanish stems without accents too", query: "pedir prestamos", exactly: ["Crédito para tu negocio"] },
    { name: "finds another form of an English word (its stem)", query: "leasing", exactly: ["Rent and leases"] },
    { name: "takes the last word as a prefix while typing", query: "pric", first: "Pricing your products" },
    { name: "takes only the last word as a prefix", query: "cash flo", first: "Cash flow" },
    { name: "finds an item by a tag", query: "advertising", exactly: ["module:Marketing on a budget"] },
    { name: "finds a word only in the body", query: "onboarding", exactly: ["Hiring your first employee"] },
    { name: "finds words spread over the title and the body", query: "hiring checklist", exactly: ["Hiring your first employee"] },
    { name: "indexes the body's text, not its markup", query: "strong", exactly: [] },
    { name: "does not index entities or link addresses", query: "amp zzqlink", exactly: [] },
    {
      name: "ranks a title before a tag before a description before a body",
      query: "budget",
      exactly: ["module:Marketing on a budget", "Spending plan", "Rent and leases", "Hiring your first employee"],
    },
    {
      name: "answers modules and contents together",
      query: "cash",
      includes: ["Cash flow", "Cash flow forecasting for seasonal businesses", "module:Cash flow essentials"],
    },
    { name: "needs every word (and the words together are not like any title)", query: "cash xylophone", exactly: [] },
    { name: "answers nothing when nothing matches", query: "xylophone", exactly: [] },
    { name: "answers nothing for punctuation alone", query: "?!… -- ¿¡", exactly: [] },
    { name: "answers nothing for spaces alone", query: " \t\n ", exactly: [] },
    { name: "answers nothing for an empty query", query: "", exactly: [] },
  ];

  for (const row of cases) {
    it(`${row.name} (${JSON.stringify(row.query)})`, async () => {
      const got = await search(row.query);
      if (row.exactly) expect(got).toEqual(row.exactly);
      if (row.first) expect(got[0]).toBe(row.first);
      for (const name of row.includes ?? []) expect(got).toContain(name);
      for (const name of row.excludes ?? []) expect(got).not.toContain(name);
      expect(new Set(got).size).toBe(got.length);
    });
  }

  it("answers the same over gRPC-web", async () => {
    expect(named(await learnerWeb.search({ query: "cahs flow" }))[0]).toBe("Cash flow");
  });

  it.each(["COACH", "LENDER", "BANK", "ADMIN"] as const)("answers a %s as it answers a learner", async (type) => {
    const client = api.client(await tokenOf(await insertUser(database, type)));
    expect(named(await client.search({ query: "budget" }))).toEqual(await search("budget"));
  });
});

describe("the index follows the library", () => {
  it("finds an edited title by its new words only, and a removed item no more", async () => {
    const { learningContentId: id } = await admin.adminCreateLearningContent({ title: "Quarterly estimates", contentType: ContentType.ARTICLE });
    names.set(id, "Quarterly estimates");
    expect(await search("quarterly estimates")).toEqual(["Quarterly estimates"]);
    await admin.adminEditLearningContent({ learningContentId: id, updateMask: { paths: ["title", "html_body"] }, title: "Estimated taxes", htmlBody: "<p>Pay every trimester.</p>" });
    names.set(id, "Estimated taxes");
    expect(await search("estimated")).toEqual(["Estimated taxes"]);
    expect(await search("trimester")).toEqual(["Estimated taxes"]);
    expect(await search("quarterly estimates")).toEqual([]);
    expect(await search("estimtaed"), "a typo of the new title's word").toEqual(["Estimated taxes"]);
    await admin.adminRemoveLearningContent({ learningContentId: id });
    expect(await search("estimated")).toEqual([]);
  });

  it("answers at most 50 items", async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({ title: `Widget guide ${i + 1}`, contentType: "ARTICLE" }));
    const inserted = await database.db.insert(learningContents).values(rows).returning({ id: learningContents.id, title: learningContents.title });
    for (const r of inserted) names.set(r.id, r.title);
    const got = await search("widget");
    expect(got).toHaveLength(50);
    expect(got.every((n) => n.startsWith("Widget guide"))).toBe(true);
  });
});

describe("refusals", () => {
  it("answers UNAUTHENTICATED without a sign-in", async () => {
    expect((await outcome(api.client().search({ query: "cash" }))).code).toBe(Code.Unauthenticated);
    expect((await outcome(api.grpcWeb().search({ query: "cash" }))).code).toBe(Code.Unauthenticated);
  });

  it("takes a query of 200 characters, spaces around not counted", async () => {
    expect((await outcome(learner.search({ query: `  ${"é".repeat(200)}  ` }))).code).toBe("ok");
  });

  expectCases((req: { query: string }) => learner.search(req), [
    { name: "for a query over 200 characters", request: { query: "a".repeat(201) }, code: Code.InvalidArgument, message: "query: use at most 200 characters (this one has 201)." },
    { name: "for 201 accented characters", request: { query: "ñ".repeat(201) }, code: Code.InvalidArgument, message: "query: use at most 200 characters (this one has 201)." },
    { name: "for a NUL character", request: { query: "cash\u0000flow" }, code: Code.InvalidArgument, message: "query: text must not contain NUL characters." },
  ]);
});
