/**
 * What the benchmarks' seeds share: the English words of a small-business library (title topics
 * and forms, sentences, tags), people's, trades' and towns' names, the pieces of an article body
 * that do not depend on its language, the verified account a benchmark signs in with, and
 * BENCH_SCHEMA_SQL (statements run before a seed's bulk insert, to try an index before writing its
 * migration).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "../src/server/db/schema/index.js";
import { createAccount } from "../src/server/identity/accounts.js";

export const TOPICS = [
  "cash flow", "pricing", "bookkeeping", "payroll", "sales tax", "inventory", "marketing on a budget", "social media",
  "your first loan", "business credit", "a business plan", "hiring", "customer service", "suppliers", "insurance",
  "contracts", "a website", "online payments", "the break-even point", "quarterly taxes", "grant applications",
  "a storefront lease", "equipment financing", "a food truck permit", "wholesale accounts", "customer retention",
];
export const FORMS = [
  "A beginner's guide to", "Five mistakes to avoid with", "How to plan", "What lenders look for in", "Getting started with",
  "A checklist for", "Ten questions about", "Understanding", "Worksheet:", "Case study:",
];
export const SENTENCES = [
  "Most owners who run short of cash are profitable on paper: the money is simply late, tied up in stock or in invoices nobody has chased.",
  "Write down every amount that leaves the business in a normal month before you decide what to charge; rent and loan payments do not wait for slow weeks.",
  "A lender reads your statements for patterns, so a steady record of deposits matters more than one good season.",
  "Keep business and personal spending in separate accounts from the first day; it saves hours at tax time and answers the first question a loan officer asks.",
  "Customers who come back cost far less to serve than new ones, and a short note after a purchase is often all it takes.",
  "Price from your costs up, then check the market: if the two numbers are far apart, the plan needs a change, not a discount.",
  "Set aside a share of every payment for taxes in a separate account, so the quarterly bill is never a surprise.",
  "Before you sign, read the renewal and the personal guarantee clauses twice, and ask what happens if you sell the business.",
  "Your coach can review the numbers with you; bring last year's statements and a list of the three decisions you are weighing.",
  "Small tests beat big launches: try the new product at one market, count what sells, then order more.",
  "Track the days between sending an invoice and being paid; when that number grows, cash trouble is coming.",
  "Good records are not only for the tax office: they show you which products and which customers actually make money.",
];
export const TAGS = ["cashflow", "pricing", "taxes", "loans", "credit", "marketing", "hiring", "planning", "legal", "insurance", "sales", "startup", "retail", "food", "online", "growth"];
export const OWNERS = ["Rosa", "Dee", "Marcus", "Lin", "Amara", "Tomás", "Priya", "Jo", "Kwame", "Hana", "Eli", "Noor", "Sam", "Inés"];
export const LAST_NAMES = ["Baca", "Chavez", "Begay", "Lucero", "Nguyen", "Okafor", "Romero", "Tso", "Martinez", "Patel", "Yazzie", "Garcia", "Silva", "Kim"];
export const TRADES = ["Bakery", "Auto Repair", "Tailoring", "Coffee Cart", "Landscaping", "Salon", "Print Shop", "Taqueria", "Daycare", "Bike Shop"];
export const TOWNS = ["Taos", "Gallup", "Española", "Las Cruces", "Farmington", "Roswell", "Santa Fe", "Clovis", "Socorro", "Raton"];

/** The `i`th of `xs`, round and round. */
export const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;

/** The `i`th English title: a form of one of the topics, numbered once every pairing is used. */
export const englishTitle = (i: number): string =>
  `${pick(FORMS, i)} ${pick(TOPICS, Math.floor(i / FORMS.length))} (${Math.floor(i / (FORMS.length * TOPICS.length)) + 1})`;

/** A sentence of its own per article (names, places, figures), so bodies do not repeat each other. */
export function example(i: number, k: number, owners: readonly string[] = OWNERS): string {
  const n = (i * 31 + k * 17) % 997;
  return (
    `In ${2019 + (n % 6)}, ${pick(owners, i + k)}'s ${pick(TRADES, i * 3 + k)} in ${pick(TOWNS, i * 7 + k)} cut the days it waited to be paid ` +
    `from ${30 + (n % 40)} to ${10 + (n % 17)} and kept $${(1200 + n * 13).toLocaleString("en-US")} more in the bank each month.`
  );
}

/** An article's table of three months' money in and out, its figures its own. */
export function figuresTable(i: number): string {
  const n = (i * 53) % 1000;
  return (
    `<table><thead><tr><th>Month</th><th>In</th><th>Out</th></tr></thead><tbody>` +
    ["Jan", "Feb", "Mar"].map((m, k) => `<tr><td>${m}</td><td>$${(4000 + n * (k + 3)).toLocaleString("en-US")}</td><td>$${(3500 + n * (k + 2)).toLocaleString("en-US")}</td></tr>`).join("") +
    `</tbody></table>`
  );
}

/** The paragraph an article ends with. */
export const READ_MORE = `<p>Read more in the <a href="https://www.sba.gov/business-guide" rel="noopener noreferrer">SBA business guide</a>.</p>`;

export interface BenchUser {
  email: string;
  password: string;
  userId: string;
}

/**
 * A verified account to sign in with (createAccount, as sign-up does): bench.learner@ or, made an
 * administrator (Bea Bench), bench.admin@example.com, with a random password. `database` is a pool
 * to use, or a URL for a pool of its own.
 */
export async function createBenchUser(database: pg.Pool | string, role: "learner" | "admin"): Promise<BenchUser> {
  const pool = typeof database === "string" ? new pg.Pool({ connectionString: database, max: 1 }) : database;
  try {
    const db = drizzle(pool, { schema });
    const user = { email: `bench.${role}@example.com`, password: `bench ${role} ${randomBytes(9).toString("base64url")}` };
    const { userId } = await createAccount(db, user, { emailVerified: true });
    if (role === "admin") await db.update(schema.users).set({ type: "ADMIN", firstName: "Bea", lastName: "Bench" }).where(eq(schema.users.id, userId));
    return { ...user, userId };
  } finally {
    if (typeof database === "string") await pool.end();
  }
}

/** BENCH_SCHEMA_SQL: statements run after the migrations, before a seed's bulk insert ("" for none). */
export const schemaSql = process.env.BENCH_SCHEMA_SQL ?? "";

/** Runs BENCH_SCHEMA_SQL, if any, with `run` (a pool's or a client's query), and says so on stderr. */
export async function applySchemaSql(run: (text: string) => Promise<unknown>, engine: string): Promise<void> {
  if (!schemaSql) return;
  await run(schemaSql);
  console.error(`${engine}: BENCH_SCHEMA_SQL applied`);
}
