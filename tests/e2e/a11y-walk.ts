/**
 * The accessibility walk (issue #16 §2): every route of the route table (ROUTES in
 * src/shared/routes.ts, read here, so a new route is walked without touching this file), in English
 * and in Spanish, at 1280 px and then — same page, resized, not reloaded — at 375 px, signed in as
 * a role that may open it (public routes signed out). On each page, once its level-1 heading shows
 * and nothing is loading any more: axe finds no serious or critical violation, nothing scrolls
 * sideways (scroll width ≤ the window's width), the page is in the walk's language (`<html lang>`),
 * it is the page asked for (not a redirect, an error or a not-found state) and it logged no console
 * error. One signed-in browser context per role and language, reused across that role's routes.
 * Every problem of a walk is collected and reported at its end, one line each: URL, who, language,
 * width, problem.
 *
 * Seeded so that each parameterised route shows real content: a learner with an assigned coach, a
 * business, a journey, a referral from the partner bank and a conversation; a lender with a mentee
 * of their own; a partner bank with its code; a topic, a module and a lesson tagged 'cash'; a class;
 * TA sessions; audit entries. Detail pages get the ids they need (VARIANTS below: e.g.
 * /admin/manage-user?id=, /admin/coach/manage-mentee?id=, the add-edit pages' ?id= of the item to
 * edit, /modules/:cat/:id, /modules/:cat/lesson/:id?module=, /discover/search/cash); /auth/:type?
 * is walked as the sign-in and sign-up screens (the latter with a referral code) and the four pages
 * the mailed links land on. A new route with parameters and no entry in VARIANTS is reported as a
 * failure of the walk. Skipped: /auth/callback (it needs the identity provider's answer).
 *
 * Two modes:
 * - default (what `npm test` runs): every route as EVERY role that may open it (learner, coach,
 *   lender, partner, administrator), public routes signed out: 126 pages per language, both widths.
 * - A11Y_WALK=quick, for a quicker look while working: every route as ONE role that may open it —
 *   the most natural one: a learner for the pages of any signed-in user, a coach for the coaching
 *   pages and the referral codes, a partner for the partner reports, an administrator for the admin
 *   pages — plus, for every other role, the home page (/) and /account/security, whose navigation
 *   differs by role (staff are sent from / to their start page): 62 pages per language, both widths.
 * Measured on the 2-core machine (both languages, wall clock): default 3 min 35 s to 4 min 15 s,
 * quick 2 min 14 s to 2 min 35 s; one language's file, default, 2 min 6 s to 2 min 12 s with the
 * machine busy with other work (2026-12-07).
 *
 * Kept fast without weakening a check: a walk moves between routes through the app's router (as
 * its links do) instead of reloading the app for each page, and axe is set up once per document
 * (tests/e2e/axe.ts); two walks run at a time, each in its own browser context. One test file per
 * language (a11y-walk-en.test.ts, a11y-walk-es.test.ts: `walkTheRoutes`), so that `npm test` runs
 * the two halves in its two lanes (vitest.config.ts) instead of five minutes in one.
 */
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import type { Role } from "../../src/shared/roles.js";
import { pathFor, roleAllowed, ROUTES, startRouteFor, type RouteDef, type RouteName } from "../../src/shared/routes.js";
import { auditLog } from "../../src/server/db/schema/audit.js";
import { classes, taTracking } from "../../src/server/db/schema/coaching.js";
import { categories, categoryContents, categoryModules, contentAttachments, learningContents, learningModules, moduleContents } from "../../src/server/db/schema/learning.js";
import { attachments } from "../../src/server/db/schema/files.js";
import { chatMessages, notifications } from "../../src/server/db/schema/messaging.js";
import { bankAccounts, lenderAccounts, referralCodes, users } from "../../src/server/db/schema/users.js";
import { assignToJourney } from "../../src/server/rpc/journey/journey-store.js";
import { testDatabase, type TestDatabase } from "../setup/database.js";
import { seriousAxeViolations } from "./axe.js";
import { createReadyUser, networkQuiet, openPage, scrollWidthOf, startShell, type Shell, type TestPage } from "./browser.js";

const FULL = process.env.A11Y_WALK !== "quick";

export type Language = "en" | "es";
/** The browser's own preference, matching the chosen language (dates and numbers follow it). */
const LOCALE: Record<Language, string> = { en: "en-US", es: "es-MX" };

const WIDE = 1280;
const NARROW = 375;
const HEIGHT = 800;

/** The roles that sign in to the web app (the API roles do not). */
type WalkRole = Extract<Role, "standard" | "coach" | "lender" | "partner" | "admin">;
const WALK_ROLES: readonly WalkRole[] = ["standard", "coach", "lender", "partner", "admin"];
const USER_TYPE = { standard: "STANDARD", coach: "COACH", lender: "LENDER", partner: "BANK", admin: "ADMIN" } as const;
const ROLE_NAME: Record<WalkRole, string> = { standard: "learner", coach: "coach", lender: "lender", partner: "partner", admin: "admin" };

/** A route's most natural visitor (quick mode): the first of these that may open it. */
const NATURAL_ORDER: readonly WalkRole[] = ["standard", "coach", "partner", "admin", "lender"];
const naturalRole = (route: RouteDef): WalkRole | undefined => NATURAL_ORDER.find((role) => roleAllowed(route, role));
/** Walked as every role in the quick mode too: the navigation differs by role. */
const EVERY_ROLE: readonly RouteName[] = ["my-journey", "account-security"];
/** Not walked: the sign-in provider's answer lands there. */
const SKIPPED: readonly RouteName[] = ["auth-callback"];

const PASSWORD = "the accessibility walk's passphrase";
const PEOPLE: Record<WalkRole, { email: string; firstName: string; lastName: string }> = {
  standard: { email: "walk.learner@example.com", firstName: "Lucía", lastName: "Ramírez Villanueva" },
  coach: { email: "walk.coach@example.com", firstName: "Cora", lastName: "Castellanos" },
  lender: { email: "walk.lender@example.com", firstName: "Leandro", lastName: "Prestamista" },
  partner: { email: "walk.partner@example.com", firstName: "Paula", lastName: "Banquera" },
  admin: { email: "walk.admin@example.com", firstName: "Ada", lastName: "Administradora" },
};
const COACH_CODE = "CORAWALK";
const BANK_CODE = "FCBWALK1";
const TERM = "cash";

/** The seeded ids the detail pages need. */
interface Seeded {
  user: Record<WalkRole, string>;
  /** The lender's own mentee. */
  lenderMentee: string;
  category: string;
  module: string;
  lesson: string;
  class: string;
  coachSession: string;
  lenderSession: string;
}

/** One page to visit: its URL, and what shows it is ready beyond the heading. */
interface Visit {
  /** Filled in by plan(). */
  route?: RouteName;
  url: string;
  /** A data-testid that shows the page's content is there. */
  marker?: string;
  /** The pathname the page must end on (default the URL's; null: the page moves on by itself, e.g. to the provider and back). */
  path?: string | null;
}

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * The URLs of the routes that take parameters (or whose page needs a query to show an item), by
 * the role walking them. Every other route is walked at `pathFor(name)`.
 */
const VARIANTS: Partial<Record<RouteName, (s: Seeded, role: WalkRole | null) => Visit[]>> = {
  // "/" is a learner's journey; staff are sent on to their own start page (issue #38).
  "my-journey": (_s, role) => {
    const start = startRouteFor(role);
    return start === "my-journey" ? [{ url: "/", marker: "journey-ready" }] : [{ url: "/", path: pathFor(start) }];
  },
  lesson: (s) => [{ url: q(pathFor("lesson", { cat: s.category, id: s.lesson }), { module: s.module }) }],
  module: (s) => [{ url: pathFor("module", { cat: s.category, id: s.module }), marker: "module-lesson" }],
  "discover-category": (s) => [{ url: pathFor("discover-category", { id: s.category }), marker: "category-modules" }],
  "search-results": () => [{ url: pathFor("search-results", { term: TERM }), marker: "search-hit" }],
  tag: () => [{ url: pathFor("tag", { tag: TERM }), marker: "search-hit" }],
  "my-messages": (s, role) => {
    const counterpart: Record<WalkRole, string> = { standard: s.user.coach, coach: s.user.standard, lender: s.lenderMentee, admin: s.user.standard, partner: s.user.admin };
    return [{ url: role ? q(pathFor("my-messages"), { with: counterpart[role] }) : pathFor("my-messages"), marker: "chat-message" }];
  },
  auth: () => [
    { url: pathFor("auth", { type: "login" }), marker: "login-form", path: null },
    { url: pathFor("auth", { type: "signup", referralCode: COACH_CODE }), marker: "signup-form", path: null },
    ...(["email-verified", "email-not-verified", "account-unlocked", "unlock-failed"] as const).map((type) => ({ url: pathFor("auth", { type }), marker: type })),
  ],
  "reset-password": () => [{ url: pathFor("reset-password"), marker: "reset-email" }],
  "set-password": () => [{ url: q(pathFor("set-password"), { token: "an-invitation-token" }), marker: "set-password-form" }],
  "not-found": () => [{ url: "/no-such-page-here", marker: "not-found" }],
  "admin-manage-user": (s) => [{ url: q(pathFor("admin-manage-user"), { id: s.user.standard }), marker: "mentee-journey" }],
  "admin-add-edit-lenders": (s) => [{ url: q(pathFor("admin-add-edit-lenders"), { id: s.user.lender }) }],
  "admin-add-edit-partners": (s) => [{ url: q(pathFor("admin-add-edit-partners"), { id: s.user.partner }) }],
  "admin-add-edit-category": (s) => [{ url: q(pathFor("admin-add-edit-category"), { id: s.category }) }],
  "admin-add-edit-learning-module": (s) => [{ url: q(pathFor("admin-add-edit-learning-module"), { id: s.module }) }],
  "admin-add-edit-content": (s) => [{ url: q(pathFor("admin-add-edit-content"), { id: s.lesson }) }],
  "admin-content-translation": (s) => [{ url: q(pathFor("admin-content-translation"), { id: s.lesson }), marker: "translation-form" }],
  "admin-category-content": (s) => [{ url: pathFor("admin-category-content", { cat: s.category }) }],
  "admin-module-content": (s) => [{ url: pathFor("admin-module-content", { cat: s.module }) }],
  "admin-classes-add": (s) => [{ url: q(pathFor("admin-classes-add"), { id: s.class }) }],
  "manage-mentee": (s, role) => [{ url: q(pathFor("manage-mentee"), { id: role === "lender" ? s.lenderMentee : s.user.standard }), marker: "mentee-profile" }],
  "add-tracking": (s, role) => [{ url: q(pathFor("add-tracking"), { id: role === "lender" ? s.lenderSession : s.coachSession }) }],
};

/** The pages a walk visits. Routes it cannot build a URL for come back as problems. */
function plan(s: Seeded, role: WalkRole | null): { visits: Visit[]; problems: string[] } {
  const visits: Visit[] = [];
  const problems: string[] = [];
  for (const route of ROUTES as readonly RouteDef[]) {
    const name = route.name as RouteName;
    if (SKIPPED.includes(name)) continue;
    // Said once, by the signed-out walk: a route no role of the walk may open is never walked.
    if (role === null && route.signIn && naturalRole(route) === undefined) problems.push(`route ${name} (${route.path}): no role of the walk may open it`);
    if (role === null ? route.signIn : !route.signIn || !roleAllowed(route, role)) continue;
    if (role !== null && !FULL && naturalRole(route) !== role && !EVERY_ROLE.includes(name)) continue;
    const variants = VARIANTS[name];
    try {
      visits.push(...(variants ? variants(s, role) : [{ url: pathFor(name) }]).map((visit) => ({ ...visit, route: name })));
    } catch (err) {
      problems.push(`route ${name} (${route.path}): no URL to walk — give it one in VARIANTS (${(err as Error).message})`);
    }
  }
  return { visits, problems };
}

/** Anything still loading: loaders, skeletons, busy regions, the full-screen overlay. */
const LOADING =
  '.mantine-Loader-root, .mantine-Skeleton-root, .cf-skeleton, [aria-busy="true"], [data-testid="full-screen-overlay"], .compass-nav-progress[data-active]';
/** States that say the page did not find its item or failed to load. */
const BROKEN = '[data-testid*="not-found"], [data-testid$="-error"], .mantine-Alert-root[role="alert"]';

/**
 * Waits until no loading indicator shows (`inView`: none in the window; placeholders further down
 * may load only when scrolled to); throws naming those left.
 */
async function nothingLoading(page: Page, timeout: number, inView = false): Promise<void> {
  // Runs in the page, self-contained: whether nothing loads (`list`: the indicators shown, described).
  const probe = ({ selector, inView, list }: { selector: string; inView: boolean; list: boolean }): boolean | string[] => {
    const shown = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      const box = el.getBoundingClientRect();
      if (el.getClientRects().length === 0 || (box.width === 0 && box.height === 0)) return false;
      return !inView || (box.bottom > 0 && box.top < window.innerHeight);
    });
    if (!list) return shown.length === 0;
    return shown.map((el) => `${el.tagName.toLowerCase()}${el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : ""}.${el.className}: "${(el.textContent ?? "").trim().slice(0, 60)}"`);
  };
  try {
    await page.waitForFunction(probe, { selector: LOADING, inView, list: false }, { timeout, polling: 100 });
  } catch (err) {
    const left = await page.evaluate(probe, { selector: LOADING, inView, list: true });
    throw new Error(`still loading after ${timeout} ms: ${Array.isArray(left) ? left.join(" | ") : ""} (${(err as Error).message.split("\n")[0]})`);
  }
}

/** Scrolls each loading placeholder outside the window into view (they load when seen); whether there was one. */
async function revealLazy(page: Page): Promise<boolean> {
  const revealed = await page.evaluate((selector) => {
    let count = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.bottom > 0 && box.top < window.innerHeight) continue;
      el.scrollIntoView({ block: "center" });
      count += 1;
    }
    return count;
  }, LOADING);
  if (revealed > 0) await frames(page);
  return revealed > 0;
}

/** Two animation frames: what a resize re-renders has been laid out. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

const WAIT = 20_000;

/** The page's level-1 heading; once marked stale, only a heading the next page rendered. */
const heading = (page: Page) => page.locator("h1:not([data-walk-stale])").first();

/**
 * Opens the visit's page at the current width and waits until it is ready; throws with what is
 * missing. `load`: a fresh page load; else the app's router follows the new address, as its links
 * do (no reload of the whole app per page) — another route's page replaces the old one's elements,
 * so its heading is told from the old one's, marked stale first.
 */
async function openReady(page: Page, visit: Visit, load: boolean): Promise<void> {
  if (load) await page.goto(visit.url);
  else {
    await page.evaluate((to) => {
      for (const h1 of Array.from(document.querySelectorAll("h1"))) h1.setAttribute("data-walk-stale", "");
      window.history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
    }, visit.url);
  }
  await heading(page).waitFor({ state: "visible", timeout: WAIT });
  if (visit.marker) await page.getByTestId(visit.marker).first().waitFor({ state: "visible", timeout: WAIT });
  await nothingLoading(page, WAIT, true);
  await networkQuiet(page, 250, WAIT);
  // Placeholders that load when scrolled to (a chart below the fold): brought into view, then back to the top.
  if (await revealLazy(page)) {
    await networkQuiet(page, 250, WAIT);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await nothingLoading(page, WAIT);
  await heading(page).waitFor({ state: "visible", timeout: WAIT });
  const wanted = visit.path === undefined ? new URL(visit.url, "http://x").pathname : visit.path;
  const landed = new URL(page.url()).pathname;
  if (wanted !== null && landed !== wanted) throw new Error(`landed on ${landed} instead`);
  const broken = await page.locator(BROKEN).filter({ visible: true }).evaluateAll((els) => els.map((el) => el.getAttribute("data-testid") ?? (el.textContent ?? "").trim().slice(0, 120)));
  if (visit.route !== "not-found" && broken.length > 0) throw new Error(`shows an error or not-found state: ${broken.join(" | ")}`);
}

/** The width's checks on the page on screen: axe, sideways scroll, language. */
async function check(page: Page, width: number, language: Language): Promise<string[]> {
  const problems: string[] = [];
  for (const violation of await seriousAxeViolations(page)) problems.push(`axe ${violation}`);
  const scrollWidth = await scrollWidthOf(page);
  if (scrollWidth > width) problems.push(`scrolls sideways: scroll width ${scrollWidth} px > ${width} px${await widest(page, width)}`);
  const lang = await page.locator("html").getAttribute("lang");
  if (lang !== language) problems.push(`<html lang="${lang}">, not "${language}"`);
  return problems;
}

/** The deepest elements sticking out past the right edge, to say what overflows. */
async function widest(page: Page, width: number): Promise<string> {
  const culprits = await page.evaluate((limit) => {
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const box = el.getBoundingClientRect();
      if (box.right <= limit + 0.5 || box.width === 0) continue;
      // Only the innermost ones: no child of it sticks out too.
      if (Array.from(el.children).some((c) => c.getBoundingClientRect().right > limit + 0.5)) continue;
      const id = el.id ? `#${el.id}` : "";
      const testId = el.getAttribute("data-testid") ? `[data-testid=${el.getAttribute("data-testid")}]` : "";
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join(".")}` : "";
      out.push(`${el.tagName.toLowerCase()}${id}${testId}${cls} (right ${Math.round(box.right)} px: "${(el.textContent ?? "").trim().slice(0, 40)}")`);
      if (out.length >= 3) break;
    }
    return out;
  }, width);
  return culprits.length ? ` — ${culprits.join("; ")}` : "";
}

let database: TestDatabase;
let shell: Shell;
const seeded: Seeded = {
  user: { standard: "", coach: "", lender: "", partner: "", admin: "" },
  lenderMentee: "",
  category: "",
  module: "",
  lesson: "",
  class: "",
  coachSession: "",
  lenderSession: "",
};

/** YYYY-MM-DD `days` from today (UTC; negative: before). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function seed(database: TestDatabase): Promise<void> {
  const db = database.db;
  for (const role of WALK_ROLES) {
    seeded.user[role] = await createReadyUser(database, { ...PEOPLE[role], password: PASSWORD, type: USER_TYPE[role] });
  }
  const { standard: learner, coach, lender, partner, admin } = seeded.user;
  seeded.lenderMentee = await createReadyUser(database, { email: "walk.mentee@example.com", password: PASSWORD, firstName: "Mateo", lastName: "Fernández" });
  const address = { address1: "1200 Avenida Central", city: "Albuquerque", us_state: "NM", county: "Bernalillo", zip_code: "87102" };

  // Codes: the coach's and the partner bank's (the learner signed up with the bank's).
  await db.insert(referralCodes).values([
    { code: COACH_CODE, ownerUserId: coach, kind: "coach" },
    { code: BANK_CODE, ownerUserId: partner, kind: "bank" },
  ]);
  await db.insert(bankAccounts).values({ userId: partner, bankName: "First Community Bank of the Southwest", referralCode: BANK_CODE });
  await db.insert(lenderAccounts).values({ userId: lender, businessName: "Préstamos Comunitarios del Valle" });
  await db
    .update(users)
    .set({ assignedCoachId: coach, businessName: "Panadería Ramírez y Villanueva", referralCode: BANK_CODE, addresses: [address], phoneNumber: "+15055550123" })
    .where(eq(users.id, learner));
  await db.update(users).set({ assignedCoachId: lender, businessName: "Taller Fernández", addresses: [address] }).where(eq(users.id, seeded.lenderMentee));

  // The library: a topic (and 'featured') with a module of two lessons and a lesson of its own, tagged.
  const [first, second, extra] = await db
    .insert(learningContents)
    .values([
      {
        title: "What cash flow is",
        contentType: "ARTICLE",
        estimatedMinutes: 5,
        tags: [TERM, "basics"],
        description: "Money in and money out, month by month.",
        htmlBody: "<h2>Money in, money out</h2><p>Cash flow is the money that moves through your business.</p><ul><li>Sales</li><li>Costs</li></ul>",
      },
      { title: "Your first cash projection", contentType: "ARTICLE", estimatedMinutes: 8, tags: [TERM], htmlBody: "<h2>Twelve months ahead</h2><p>Start with what you expect to sell.</p>" },
      { title: "Pricing your work", contentType: "ARTICLE", estimatedMinutes: 4, tags: ["pricing"], description: "Prices that cover your costs.", htmlBody: "<p>Cover your costs, then add a margin.</p>" },
    ])
    .returning();
  seeded.lesson = first!.id;
  const [module] = await db
    .insert(learningModules)
    .values({ title: "Cash basics", description: "Two short lessons on the money in your business.", estimatedMinutes: 13, tags: [TERM], htmlBody: "<p>Read them in order.</p>" })
    .returning();
  seeded.module = module!.id;
  await db.insert(moduleContents).values([
    { moduleId: module!.id, contentId: first!.id, position: 0 },
    { moduleId: module!.id, contentId: second!.id, position: 1 },
  ]);
  const [featured, money] = await db
    .insert(categories)
    .values([{ title: "featured" }, { title: "Money basics", description: "Keep your business's money healthy.", htmlBody: "<p>Start here.</p>" }])
    .returning();
  seeded.category = money!.id;
  await db.insert(categoryModules).values([
    { categoryId: featured!.id, moduleId: module!.id, position: 0 },
    { categoryId: money!.id, moduleId: module!.id, position: 0 },
  ]);
  await db.insert(categoryContents).values({ categoryId: money!.id, contentId: extra!.id, position: 0 });
  const [guide] = await db.insert(attachments).values({ url: "https://www.sba.gov/business-guide", contentType: "text/html", title: "SBA business guide" }).returning();
  await db.insert(contentAttachments).values({ contentId: first!.id, attachmentId: guide!.id, position: 0 });
  for (const userId of [learner, seeded.lenderMentee]) await assignToJourney(db, userId, { moduleId: module!.id }, coach);

  // A class ahead and one past.
  const [upcoming] = await db
    .insert(classes)
    .values([
      { title: "Pricing workshop", description: "Set prices that cover your costs.", classDate: day(3), classTime: "15:00:00", url: "https://meet.example.org/pricing", createdByUserId: admin },
      { title: "Bookkeeping recap", description: "What we covered.", classDate: day(-10), classTime: "10:00:00", url: "https://meet.example.org/recap", createdByUserId: admin },
    ])
    .returning();
  seeded.class = upcoming!.id;

  // TA sessions: the coach's with the learner, the lender's with their mentee.
  const session = (coachUserId: string, clientUserId: string, clientName: string) => ({
    coachUserId,
    createdByUserId: coachUserId,
    clientUserId,
    clientName,
    dateOfSession: day(-7),
    timeSpentHours: 1.5,
    prepTimeHours: 0.5,
    travelTimeHours: 0.25,
    milesTraveled: 12,
    sessionType: "PERSON_TO_PERSON",
    taCategory: "ONGOING_COACHING",
    actionItem: "MARKETING",
    serviceProvided: "Pricing review",
    state: "NM",
    county: "Bernalillo",
    comments: "Went through the price list.",
  });
  const [coachSession, lenderSession] = await db
    .insert(taTracking)
    .values([session(coach, learner, "Lucía Ramírez Villanueva"), session(lender, seeded.lenderMentee, "Mateo Fernández")])
    .returning();
  seeded.coachSession = coachSession!.id;
  seeded.lenderSession = lenderSession!.id;

  // Conversations: learner and coach, mentee and lender, the administrator with the learner and the partner.
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await db.insert(chatMessages).values([
    { sentByUserId: learner, sentToUserId: coach, message: "Hello, I sent my cash flow. Could you look at it?", isRead: true, createdAt: at(90) },
    { sentByUserId: coach, sentToUserId: learner, message: "Yes: let us go through it on Thursday.", createdAt: at(80) },
    { sentByUserId: seeded.lenderMentee, sentToUserId: lender, message: "When is the next payment due?", isRead: true, createdAt: at(70) },
    { sentByUserId: lender, sentToUserId: seeded.lenderMentee, message: "On the first of the month.", createdAt: at(60) },
    { sentByUserId: admin, sentToUserId: learner, message: "Welcome to the program.", isRead: true, createdAt: at(50) },
    { sentByUserId: admin, sentToUserId: partner, message: "Your monthly report is ready.", createdAt: at(40) },
  ]);
  await db.insert(notifications).values({ recipientUserId: learner, sentByUserId: coach, message: "Please read the cash basics module before Thursday." });

  // The audit log has entries to show.
  await db.insert(auditLog).values([
    { at: at(600), actorUserId: admin, action: "class_created", targetType: "class", targetId: upcoming!.id, requestId: "req-walk-1" },
    { at: at(300), actorUserId: admin, action: "report_ta_requested", targetType: "report", targetId: "ta", requestId: "req-walk-2", details: { format: "csv" } },
  ]);
}

/** A browser context in `language`, signed in as `role` (or signed out). */
async function context(role: WalkRole | null, language: Language): Promise<TestPage> {
  const current = await openPage(shell, WIDE, HEIGHT, { locale: LOCALE[language] });
  // The language chosen in this browser, before any page script reads it.
  await current.context.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // Storage blocked (about:blank): the next document sets it.
      }
    },
    ["compass.language", language] as const,
  );
  if (role !== null) {
    const page = current.page;
    await page.goto(pathFor("auth", { type: "login" }));
    const form = page.getByTestId("login-form");
    await form.waitFor({ timeout: 30_000 });
    await page.locator("#auth-field-email").fill(PEOPLE[role].email);
    await page.locator("#auth-field-password").fill(PASSWORD);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"), { timeout: 30_000 });
  }
  return current;
}

/** Walks every visit of `role` in `language`; returns the problems, one readable line each. */
async function walk(role: WalkRole | null, language: Language): Promise<{ problems: string[]; pages: number }> {
  const who = role === null ? "signed out" : ROLE_NAME[role];
  const { visits, problems } = plan(seeded, role);
  const current = await context(role, language);
  const { page, errors } = current;
  for (const error of errors) problems.push(`signing in · ${who} · ${language}: ${error}`);
  let seenErrors = errors.length;
  let load = true;
  let previous: RouteName | undefined;
  try {
    for (const visit of visits) {
      const at = (width: number) => `${visit.url} · ${who} · ${language} · ${width} px`;
      // The same route again (another variant) is loaded afresh: its page may keep its elements.
      if (visit.route === previous) load = true;
      previous = visit.route;
      await page.setViewportSize({ width: WIDE, height: HEIGHT });
      try {
        await openReady(page, visit, load);
        load = false;
      } catch (err) {
        load = true;
        problems.push(`${at(WIDE)}: not ready — ${(err as Error).message.split("\n")[0]}`);
      }
      if (!load) {
        for (const problem of await check(page, WIDE, language)) problems.push(`${at(WIDE)}: ${problem}`);
        // The same page at a phone's width: re-laid out, not reloaded.
        await page.setViewportSize({ width: NARROW, height: HEIGHT });
        await frames(page);
        await networkQuiet(page, 150, WAIT);
        await nothingLoading(page, WAIT).catch((err: Error) => problems.push(`${at(NARROW)}: ${err.message.split("\n")[0]}`));
        for (const problem of await check(page, NARROW, language)) problems.push(`${at(NARROW)}: ${problem}`);
      }
      for (const error of errors.slice(seenErrors)) problems.push(`${visit.url} · ${who} · ${language}: ${error}`);
      seenErrors = errors.length;
    }
  } finally {
    await current.context.close();
  }
  return { problems, pages: visits.length };
}

/**
 * Walks run two at a time, each in its own browser context: while one waits on the server or the
 * network, the other's axe runs (about a third faster on the 2-core CI machine than one by one).
 */
const AT_ONCE = 2;
let running = 0;
const queue: Array<() => void> = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  while (running >= AT_ONCE) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

const EMPTY: Seeded = { ...seeded, user: { ...seeded.user } };

/**
 * Registers the walks in `language` (signed out and each role) in the calling test file, with that
 * file's test database, server and seed: a11y-walk-en.test.ts and a11y-walk-es.test.ts, two files so
 * that the two languages can run in two processes (vitest.config.ts puts them in different lanes).
 * The file's state lives here, set by its hooks: files run one at a time in a process.
 */
export function walkTheRoutes(language: Language): void {
  beforeAll(async () => {
    database = await testDatabase();
    shell = await startShell({ database });
    await seed(database);
  });
  afterAll(async () => {
    await shell?.close();
    await database?.close();
  });

  /** The walks of this language: signed out and each role; the longest first (the pairs end together). */
  const walks = [null, ...WALK_ROLES].map((role) => ({ role, size: plan(EMPTY, role).visits.length })).sort((a, b) => b.size - a.size);

  describe(`the accessibility walk in ${language === "en" ? "English" : "Spanish"} (${FULL ? "every route as every role that may open it" : "quick: every route as its natural role; home and security as every role"})`, () => {
    for (const { role } of walks) {
      const whose = role === null ? "the signed-out visitor's" : `the ${ROLE_NAME[role]}'s`;
      const title = `${whose} pages in ${language === "en" ? "English" : "Spanish"} at ${WIDE} and ${NARROW} px: axe finds nothing serious, nothing scrolls sideways`;
      it.concurrent(
        title,
        async ({ expect }) => {
          const { problems, pages, seconds } = await inTurn(async () => {
            const started = Date.now();
            return { ...(await walk(role, language)), seconds: (Date.now() - started) / 1000 };
          });
          console.info(`a11y walk: ${whose} ${pages} pages in ${language} in ${seconds.toFixed(1)} s`);
          expect(problems, `${problems.length} problems on ${whose} pages in ${language}:\n${problems.join("\n")}\n`).toEqual([]);
        },
        FULL ? 1_500_000 : 600_000,
      );
    }
  });
}
