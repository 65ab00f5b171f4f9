/**
 * The library in the reader's language (issue 38, item 7; ADR 0036), through the real server, on
 * the embedded engine and on PostgreSQL with DATABASE_URL: with the starter library loaded (its
 * Spanish translations with it), a learner whose page is in Spanish (`Accept-Language: es`) reads
 * a translated article's Spanish title and body on its page, in the lists the journey and Discover
 * show, and finds it by "préstamo"; an English reader the English; an administrator always the
 * originals (their reads feed the editors). Progress recorded from the Spanish page is the item's.
 * The administrators' translation methods: read, write, remove, each refused without a token
 * (UNAUTHENTICATED), to a learner (PERMISSION_DENIED) and with bad input (INVALID_ARGUMENT), and a
 * refused request changes nothing.
 */
import { Code } from "@connectrpc/connect";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContentType, SearchResultType } from "../../../src/gen/compass/v1/compass_pb.js";
import { auditLog } from "../../../src/server/db/schema/index.js";
import { starterArticles, starterModules } from "../../../src/server/starter-library/content/index.js";
import { spanishArticles } from "../../../src/server/starter-library/content/es/index.js";
import { seedStarterLibrary } from "../../../src/server/starter-library/seed.js";
import { STARTER_NAMES, STARTER_NAMES_ES } from "../../../src/shared/starter-names.js";
import { insertUser, startAccountServer, tokenOf, type AccountServer } from "../../setup/accounts.js";
import { testDatabase, type TestDatabase } from "../../setup/database.js";
import { outcome } from "../../setup/rpc.js";

let database: TestDatabase;
let api: AccountServer;
let admin: ReturnType<AccountServer["client"]>;
let adminId: string;
let learner: ReturnType<AccountServer["client"]>;
let learnerWeb: ReturnType<AccountServer["grpcWeb"]>;
let loansId: string;
let cashFlowModuleId: string;

const spanish = { headers: { "accept-language": "es" } };
const english = { headers: { "accept-language": "en-US,en;q=0.9" } };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const loans = starterArticles.find((a) => a.slug === "types-of-loans")!;
const loansEs = spanishArticles.find((a) => a.slug === "types-of-loans")!;

beforeAll(async () => {
  database = await testDatabase();
  const seeded = await seedStarterLibrary(database.db);
  expect(seeded.seeded).toBe(true);
  api = await startAccountServer(database);
  adminId = await insertUser(database, "ADMIN");
  admin = api.client(await tokenOf(adminId));
  const learnerToken = await tokenOf(await insertUser(database, "STANDARD"));
  learner = api.client(learnerToken);
  learnerWeb = api.grpcWeb(learnerToken);
  const all = await admin.getAllLearningContents({});
  loansId = all.learningContents.find((c) => c.title === loans.title)!.id;
  const modules = await admin.getAllLearningModules({});
  cashFlowModuleId = modules.learningModules.find((m) => m.title === STARTER_NAMES.cashFlow)!.id;
});
afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe("a learner reading in Spanish", () => {
  it("gets the Spanish title, description and body of a translated article on its page, on both paths", async () => {
    for (const client of [learner, learnerWeb]) {
      const { learningContent } = await client.getLearningContent({ learningContentId: loansId }, spanish);
      expect(learningContent).toMatchObject({ id: loansId, title: loansEs.title, description: loansEs.description, language: "es" });
      expect(learningContent!.htmlBody).toContain("préstamo");
      expect(learningContent!.tags).toEqual([...loansEs.tags]);
    }
  });

  it("gets it in Spanish in the lists (all contents, a page of them) with the item's own id and minutes", async () => {
    const [all, english_, page] = await Promise.all([
      learner.getAllLearningContents({}, spanish),
      learner.getAllLearningContents({}, english),
      learner.listLearningContents({ pageRequest: { pageSize: 100 } }, spanish),
    ]);
    const es = all.learningContents.find((c) => c.id === loansId)!;
    const en = english_.learningContents.find((c) => c.id === loansId)!;
    expect(es.title).toBe(loansEs.title);
    expect(es.estimatedMinutes).toBe(en.estimatedMinutes);
    expect(page.learningContents.find((c) => c.id === loansId)?.title).toBe(loansEs.title);
    // Every content is answered, translated or not, once.
    expect(all.learningContents.map((c) => c.id).sort()).toEqual(english_.learningContents.map((c) => c.id).sort());
  });

  it("gets the modules and categories of Discover in Spanish, the featured one still featured", async () => {
    const { categories } = await learner.getAllCategories({}, spanish);
    const featured = categories.filter((c) => c.featured);
    expect(featured).toHaveLength(1);
    expect(featured[0]).toMatchObject({ title: STARTER_NAMES_ES.featured, language: "es" });
    const { category } = await learner.getCategory({ categoryId: featured[0]!.id }, spanish);
    expect(category).toMatchObject({ title: STARTER_NAMES_ES.featured, featured: true });
    const { learningModule } = await learner.getLearningModule({ learningModuleId: cashFlowModuleId }, spanish);
    expect(learningModule).toMatchObject({ title: STARTER_NAMES_ES.cashFlow, language: "es" });
    expect(learningModule!.learningContentIds).toHaveLength(starterModules.find((m) => m.slug === "cash-flow")!.articles.length);
    const page = await learner.listLearningModules({ pageRequest: { pageSize: 10 } }, spanish);
    expect(page.learningModules.map((m) => m.title).sort()).toEqual(Object.values(STARTER_NAMES_ES).filter((n) => page.learningModules.some((m) => m.title === n)).sort());
    expect(page.learningModules).toHaveLength(6);
    const cats = await learner.listCategories({ pageRequest: { pageSize: 10 } }, spanish);
    expect(cats.categories.every((c) => c.language === "es")).toBe(true);
  });

  it("finds the loan article by 'préstamo' (its Spanish words), once", async () => {
    const { results } = await learner.search({ query: "préstamo" }, spanish);
    const ids = results.filter((r) => r.resultType === SearchResultType.LEARNING_CONTENT).map((r) => r.contentId);
    expect(ids).toContain(loansId);
    expect(new Set(results.map((r) => `${r.resultType}:${r.contentId}`)).size).toBe(results.length);
    // The English article has no such word: it is found through its translation.
    expect(`${loans.title} ${loans.description} ${loans.html}`.toLowerCase()).not.toMatch(/pr[ée]stamo/);
    const stemmed = await learner.search({ query: "préstamos comerciales" }, spanish);
    expect(stemmed.results.map((r) => r.contentId)).toContain(loansId);
  });

  it("records progress on the item itself, with the Spanish page open", async () => {
    await learner.markLearningContentCompleted({ learningContentId: loansId }, spanish);
    const { journey } = await learner.getMyLearningJourney({}, spanish);
    expect(journey!.completedLearningContents.map((c) => c.learningContentId)).toEqual([loansId]);
    expect(journey!.logEveryCompletedLearningContents.map((c) => c.learningContentId)).toEqual([loansId]);
    // The journey page names it from the library, in the reader's language.
    const { learningContent } = await learner.getLearningContent({ learningContentId: journey!.completedLearningContents[0]!.learningContentId }, spanish);
    expect(learningContent!.title).toBe(loansEs.title);
  });
});

describe("an English reader and an administrator", () => {
  it("an English (or unstated) reader gets the English", async () => {
    for (const options of [english, {}]) {
      const { learningContent } = await learner.getLearningContent({ learningContentId: loansId }, options);
      expect(learningContent).toMatchObject({ title: loans.title, language: "" });
      const { learningModule } = await learner.getLearningModule({ learningModuleId: cashFlowModuleId }, options);
      expect(learningModule!.title).toBe(STARTER_NAMES.cashFlow);
    }
  });

  it("an administrator always reads the originals, even with a Spanish page (the editors load them)", async () => {
    const { learningContent } = await admin.getLearningContent({ learningContentId: loansId }, spanish);
    expect(learningContent).toMatchObject({ title: loans.title, language: "" });
    const { categories } = await admin.getAllCategories({}, spanish);
    expect(categories.find((c) => c.featured)?.title).toBe(STARTER_NAMES.featured);
  });
});

describe("an administrator's translation of an article", () => {
  let contentId: string;
  beforeAll(async () => {
    contentId = (await admin.adminCreateLearningContent({ title: "Microloans explained", contentType: ContentType.ARTICLE, htmlBody: "<p>Small loans.</p>", tags: ["loans"] }))
      .learningContentId;
  });

  it("is written, read back, shown to a Spanish reader and removed, each write audited (language only)", async () => {
    expect((await admin.adminGetLearningContentTranslations({ learningContentId: contentId })).translations).toEqual([]);
    await admin.adminPutLearningContentTranslation({
      learningContentId: contentId,
      language: "es",
      title: "  Los microcréditos  ",
      description: "Préstamos pequeños",
      tags: ["Préstamos", "préstamos", "crédito"],
      htmlBody: '<p>Préstamos <script>alert(1)</script>pequeños.</p><p onclick="x()">Hola</p>',
    });
    const [saved] = (await admin.adminGetLearningContentTranslations({ learningContentId: contentId })).translations;
    // Checked and cleaned like the original: trimmed title, tags folded and deduplicated, html allowlisted.
    expect(saved).toMatchObject({ language: "es", title: "Los microcréditos", description: "Préstamos pequeños", tags: ["préstamos", "crédito"] });
    expect(saved!.htmlBody).toBe("<p>Préstamos pequeños.</p><p>Hola</p>");
    expect((await learner.getLearningContent({ learningContentId: contentId }, spanish)).learningContent).toMatchObject({ title: "Los microcréditos", language: "es" });
    expect((await learner.search({ query: "microcréditos" }, spanish)).results[0]?.contentId).toBe(contentId);

    // A second write replaces it.
    await admin.adminPutLearningContentTranslation({ learningContentId: contentId, language: "es", title: "Microcréditos", htmlBody: "<p>Otra vez.</p>" });
    expect((await admin.adminGetLearningContentTranslations({ learningContentId: contentId })).translations).toMatchObject([{ title: "Microcréditos", tags: [], description: "" }]);

    await admin.adminRemoveLearningContentTranslation({ learningContentId: contentId, language: "es" });
    expect((await admin.adminGetLearningContentTranslations({ learningContentId: contentId })).translations).toEqual([]);
    expect((await learner.getLearningContent({ learningContentId: contentId }, spanish)).learningContent).toMatchObject({ title: "Microloans explained", language: "" });

    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, contentId), eq(auditLog.actorUserId, adminId)))
      .orderBy(auditLog.id);
    const actions = rows.map((r) => [r.action, r.details]);
    expect(actions).toEqual([
      ["learning_content_created", {}],
      ["learning_content_translation_saved", { language: "es" }],
      ["learning_content_translation_saved", { language: "es" }],
      ["learning_content_translation_deleted", { language: "es" }],
    ]);
    expect(JSON.stringify(rows)).not.toContain("microcr");
  });

  it("goes with its content", async () => {
    const { learningContentId } = await admin.adminCreateLearningContent({ title: "Short lived", contentType: ContentType.ARTICLE });
    await admin.adminPutLearningContentTranslation({ learningContentId, language: "es", title: "Efímero" });
    expect((await learner.search({ query: "efímero" }, spanish)).results[0]?.contentId).toBe(learningContentId);
    await admin.adminRemoveLearningContent({ learningContentId });
    expect((await outcome(admin.adminGetLearningContentTranslations({ learningContentId }))).code).toBe(Code.NotFound);
    expect((await learner.search({ query: "efímero" }, spanish)).results.map((r) => r.contentId)).not.toContain(learningContentId);
  });

  it("refuses a caller without a token, a learner, and bad input, and a refused request changes nothing", async () => {
    await admin.adminPutLearningContentTranslation({ learningContentId: contentId, language: "es", title: "Microcréditos" });
    const before = await admin.adminGetLearningContentTranslations({ learningContentId: contentId });
    const put = { learningContentId: contentId, language: "es", title: "Cambiado" };
    const anonymous = api.client();

    expect((await outcome(anonymous.adminPutLearningContentTranslation(put))).code).toBe(Code.Unauthenticated);
    expect((await outcome(anonymous.adminRemoveLearningContentTranslation({ learningContentId: contentId, language: "es" }))).code).toBe(Code.Unauthenticated);
    expect((await outcome(anonymous.adminGetLearningContentTranslations({ learningContentId: contentId }))).code).toBe(Code.Unauthenticated);
    expect((await outcome(learner.adminPutLearningContentTranslation(put))).code).toBe(Code.PermissionDenied);
    expect((await outcome(learner.adminRemoveLearningContentTranslation({ learningContentId: contentId, language: "es" }))).code).toBe(Code.PermissionDenied);
    expect((await outcome(learner.adminGetLearningContentTranslations({ learningContentId: contentId }))).code).toBe(Code.PermissionDenied);

    const invalid: [string, object, string][] = [
      ["no content id", { ...put, learningContentId: " " }, "learning_content_id: required."],
      ["no language", { ...put, language: "" }, "language: required."],
      ["a language the library is not translated into", { ...put, language: "fr" }, "language: the library can be translated into es only."],
      ["English, the originals' language", { ...put, language: "en" }, "language: the library can be translated into es only."],
      ["no title", { ...put, title: "  " }, ""],
      ["a tag that is not a word", { ...put, tags: ["two words"] }, ""],
      ["a description too long", { ...put, description: "x".repeat(2001) }, ""],
    ];
    for (const [name, req, message] of invalid) {
      const answer = await outcome(admin.adminPutLearningContentTranslation(req as typeof put));
      expect(answer.code, name).toBe(Code.InvalidArgument);
      if (message) expect(answer.message, name).toBe(message);
    }
    expect((await outcome(admin.adminRemoveLearningContentTranslation({ learningContentId: contentId, language: "xx" }))).code).toBe(Code.InvalidArgument);
    expect((await outcome(admin.adminRemoveLearningContentTranslation({ learningContentId: "", language: "es" }))).code).toBe(Code.InvalidArgument);
    expect((await outcome(admin.adminGetLearningContentTranslations({ learningContentId: "" }))).code).toBe(Code.InvalidArgument);
    expect(await outcome(admin.adminPutLearningContentTranslation({ ...put, learningContentId: UNKNOWN }))).toEqual({ code: Code.NotFound, message: "Learning content not found" });
    expect((await outcome(admin.adminRemoveLearningContentTranslation({ learningContentId: UNKNOWN, language: "es" }))).code).toBe(Code.NotFound);

    expect(await admin.adminGetLearningContentTranslations({ learningContentId: contentId })).toEqual(before);
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.targetId, UNKNOWN));
    expect(audited).toEqual([]);

    // Removing what is not there: NOT_FOUND, in the reader's language.
    await admin.adminRemoveLearningContentTranslation({ learningContentId: contentId, language: "es" });
    const again = await outcome(admin.adminRemoveLearningContentTranslation({ learningContentId: contentId, language: "es" }, spanish));
    expect(again).toEqual({ code: Code.NotFound, message: "Este contenido de aprendizaje no tiene traducción en ese idioma" });
  });
});

describe("editing a translated module's or category's text", () => {
  it("drops its translations (a Spanish reader reads the new text), but not for a tags-only or unchanged edit", async () => {
    const { learningModules } = await admin.getAllLearningModules({});
    const pricing = learningModules.find((m) => m.title === STARTER_NAMES.pricing)!;
    await admin.adminEditLearningModule({ learningModuleId: pricing.id, updateMask: { paths: ["tags", "title"] }, tags: ["precios"], title: pricing.title });
    expect((await learner.getLearningModule({ learningModuleId: pricing.id }, spanish)).learningModule).toMatchObject({ title: STARTER_NAMES_ES.pricing, language: "es" });
    await admin.adminEditLearningModule({ learningModuleId: pricing.id, updateMask: { paths: ["description"] }, description: "Prices that pay." });
    expect((await learner.getLearningModule({ learningModuleId: pricing.id }, spanish)).learningModule).toMatchObject({
      title: STARTER_NAMES.pricing,
      description: "Prices that pay.",
      language: "",
    });

    const { categories } = await admin.getAllCategories({});
    const sales = categories.find((c) => c.title === STARTER_NAMES.growingSales)!;
    expect((await learner.getCategory({ categoryId: sales.id }, spanish)).category?.title).toBe(STARTER_NAMES_ES.growingSales);
    await admin.adminEditCategory({ categoryId: sales.id, updateMask: { paths: ["title"] }, title: "Selling more" });
    expect((await learner.getCategory({ categoryId: sales.id }, spanish)).category).toMatchObject({ title: "Selling more", language: "" });
  });
});
