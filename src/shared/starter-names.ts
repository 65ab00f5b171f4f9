/**
 * The names the starter library gives its categories and modules (src/server/starter-library),
 * by a stable key. The library is stored in English and edited like any content; the web shows
 * these names in the reader's language while they are as the library gave them (issue #16:
 * `libraryName` in src/web/components/learning/library-name.ts) — a name an administrator wrote
 * stays as written.
 */
export const STARTER_NAMES = {
  featured: "Featured",
  planningAndMoney: "Planning and money",
  growingSales: "Growing sales",
  loansAndCredit: "Loans and credit",
  runningTheBusiness: "Running the business",
  startHere: "Start here: from idea to plan",
  cashFlow: "Cash flow: keep money moving",
  pricing: "Pricing for profit",
  findingCustomers: "Finding and keeping customers",
  creditAndLoans: "Credit and loans",
  recordsAndTaxes: "Records, taxes and hiring",
} as const;

export type StarterNameKey = keyof typeof STARTER_NAMES;

/**
 * The same names in Spanish: the starter library's Spanish translations of its modules and
 * categories carry them (src/server/starter-library/content/es/library.ts, ADR 0036), and the web
 * shows them for a starter name the server answered untranslated (an administrator reads the
 * originals; a translation removed).
 */
export const STARTER_NAMES_ES: { readonly [K in StarterNameKey]: string } = {
  featured: "Destacados",
  planningAndMoney: "Planificación y dinero",
  growingSales: "Aumentar las ventas",
  loansAndCredit: "Préstamos y crédito",
  runningTheBusiness: "Administrar el negocio",
  startHere: "Empiece aquí: de la idea al plan",
  cashFlow: "Flujo de caja: que el dinero siga circulando",
  pricing: "Precios que dejan ganancia",
  findingCustomers: "Conseguir y conservar clientes",
  creditAndLoans: "Crédito y préstamos",
  recordsAndTaxes: "Registros, impuestos y contrataciones",
};

const KEY_OF = new Map<string, StarterNameKey>(Object.entries(STARTER_NAMES).map(([key, name]) => [name, key as StarterNameKey]));

/** The key of a name the starter library gives, or undefined for any other name. */
export const starterNameKey = (name: string): StarterNameKey | undefined => KEY_OF.get(name.trim());
