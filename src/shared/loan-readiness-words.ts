/**
 * The loan-readiness model's words (issue #39) in English and Spanish (neutral US Spanish, usted):
 * the states, each C's reason from its code and values, the next step, the overall line and the
 * disclaimer — shared by the page and the lender packet (PDF), so both say the same. Any language
 * other than Spanish gets English.
 */
import type { CAssessment, CapacityValues, CharacterValues, ConditionsValues, RatioValues, ReadinessSummary } from "./loan-readiness.js";
import type { CapacityReason, CapitalReason, CharacterReason, CollateralReason, ConditionsReason } from "./loan-readiness.js";
import type { CreditBand, NextStep, ReadinessState } from "./loan-readiness/inputs.js";

/** Said on the page and in the packet, always: the summary is not a credit decision. */
export const DISCLAIMER = {
  en: "This summary is not a credit decision. It shows how your information compares with common lending guidelines; only the lender decides on a loan.",
  es: "Este resumen no es una decisión de crédito. Muestra cómo se compara su información con pautas de préstamo comunes; solo el prestamista decide sobre un préstamo.",
} as const;

export type ReadinessLanguage = "en" | "es";
export const readinessLanguage = (language: string): ReadinessLanguage => (language === "es" || language.startsWith("es-") ? "es" : "en");

export interface ReadinessWords {
  disclaimer: string;
  state(state: ReadinessState): string;
  band(band: CreditBand): string;
  /** Whole cents as money ("$1,037.92"). */
  money(cents: bigint): string;
  capacity(c: CAssessment<CapacityReason, CapacityValues>): string;
  capital(c: CAssessment<CapitalReason, RatioValues>): string;
  collateral(c: CAssessment<CollateralReason, RatioValues>): string;
  character(c: CAssessment<CharacterReason, CharacterValues>): string;
  conditions(c: CAssessment<ConditionsReason, ConditionsValues>): string;
  nextStep(next: NextStep): string;
  /** The overall line (never a credit decision; the disclaimer is shown with it). */
  overall(summary: ReadinessSummary): string;
}

function moneyIn(locale: string): (cents: bigint) => string {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency: "USD" });
  return (cents) => {
    const negative = cents < 0n;
    const a = negative ? -cents : cents;
    // Whole dollars and cents kept apart so any amount formats exactly.
    const text = format.format(Number(a / 100n) + Number(a % 100n) / 100);
    return negative ? `-${text}` : text;
  };
}

const BANDS_EN: Record<CreditBand, string> = {
  "under-580": "under 580",
  "580-619": "580–619",
  "620-679": "620–679",
  "680-719": "680–719",
  "720-plus": "720 or more",
  unknown: "not known",
};
const BANDS_ES: Record<CreditBand, string> = { ...BANDS_EN, "under-580": "menos de 580", "720-plus": "720 o más", unknown: "no se sabe" };

const FIELDS_EN: Record<string, string> = {
  amount: "the amount you want to borrow",
  term_months: "the loan's term and interest rate",
  equity_injection: "the money you put into the business",
  collateral: "the collateral you can offer",
  credit_band: "your credit score range",
  purpose: "the loan's purpose",
  purpose_text: "a description of the loan's purpose",
};
const FIELDS_ES: Record<string, string> = {
  amount: "el monto que desea pedir prestado",
  term_months: "el plazo y la tasa de interés del préstamo",
  equity_injection: "el dinero que usted aporta al negocio",
  collateral: "la garantía que puede ofrecer",
  credit_band: "su rango de puntaje de crédito",
  purpose: "el propósito del préstamo",
  purpose_text: "una descripción del propósito del préstamo",
};

/** Whether the capacity table has more than one year with payments (the ratio worded is then its lowest). */
const lowest = (v: CapacityValues): boolean => (v.figures?.years.filter((y) => y.dscr !== undefined).length ?? 0) > 1;

const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;

const english: ReadinessWords = {
  disclaimer: DISCLAIMER.en,
  state: (s) => ({ ready: "Ready", close: "Close", "not-yet": "Not yet", unknown: "Not known yet" })[s],
  band: (b) => BANDS_EN[b],
  money: moneyIn("en-US"),
  capacity(c) {
    const v = c.values;
    const y = v.weakestYear;
    const year = y ? (y.yearNumber === 1 ? "the first year" : `year ${y.yearNumber}`) : "";
    switch (c.reason) {
      case "no-cashflow": return "Fill in your cash flow to see how it covers the loan's payments.";
      case "no-request": return "Enter the amount you want to borrow to see how your cash flow covers its payments.";
      case "no-term": return "Enter the loan's term in months and its interest rate to work out its payments.";
      case "no-payments": return "Your cash flow has no loan payments to cover.";
      case "included-but-missing": return "You said your cash flow includes this loan's payments, but it shows no interest or loan principal.";
      case "meets": return `Your cash flow covers its debt payments ${y?.dscr?.text ?? ""} times in ${year}${lowest(v) ? ", its lowest year" : ""}; lenders look for at least ${v.minimum}.`;
      default: return `In ${year}, your cash flow covers its debt payments ${y?.dscr?.text ?? ""} times; lenders look for at least ${v.minimum}.`;
    }
  },
  capital(c) {
    const v = c.values;
    if (c.reason === "no-request") return "Enter the amount you want to borrow to see your share of the money going in.";
    return `Your own money is ${v.value}% of the total (${english.money(v.have * 100n)} of ${english.money((v.have + v.amount) * 100n)}); lenders look for at least ${v.minimum}%.`;
  },
  collateral(c) {
    const v = c.values;
    if (c.reason === "no-request") return "Enter the amount you want to borrow to compare your collateral with it.";
    if (c.reason === "none-listed") return "You have not listed any collateral yet.";
    return `Your collateral is worth ${english.money(v.have * 100n)}, ${v.value} times the amount requested; the target is ${v.minimum}.`;
  },
  character(c) {
    const v = c.values;
    const shown = ` You have ${v.taHours} hours with your coach and ${v.learningCompleted} lessons completed.`;
    switch (c.reason) {
      case "no-request":
      case "band-unknown": return `Tell us your credit score range; lenders look for ${BANDS_EN[v.minimum]} or higher.${shown}`;
      case "meets": return `Your credit score range (${BANDS_EN[v.band]}) meets the ${BANDS_EN[v.minimum]} lenders look for.${shown}`;
      default: return `Your credit score range (${BANDS_EN[v.band]}) is below the ${BANDS_EN[v.minimum]} lenders look for.${shown}`;
    }
  },
  conditions(c) {
    const v = c.values;
    if (c.reason === "no-request") return "Start your loan request to state what the loan is for.";
    const missing: string[] = [];
    if (!v.purposeStated) missing.push("state the loan's purpose");
    if (v.planMissingSections === undefined) missing.push("write your business plan");
    else if (v.planMissingSections.length > 0) missing.push(`finish your business plan (${v.planMissingSections.length === 1 ? "1 section" : `${v.planMissingSections.length} sections`} missing)`);
    if (!v.surveyDone) missing.push("take the business survey");
    if (missing.length === 0) return "The loan's purpose is stated, your business plan is complete and your survey is done.";
    return `To do: ${list(missing, "and")}.`;
  },
  nextStep(n) {
    switch (n.kind) {
      case "field": return `Fill in ${FIELDS_EN[n.path] ?? n.path}.`;
      case "tool": return n.route === "/cashflow-tool" ? "Open your cash flow." : "Open My business.";
      case "library": return "Read the library's lessons on this.";
      case "none": return "";
    }
  },
  overall: (s) =>
    s.overall.state === "ready"
      ? "All five Cs look ready to talk with a lender."
      : `${s.overall.ready} of the five Cs look ready; see the next steps for the others.`,
};

const spanish: ReadinessWords = {
  disclaimer: DISCLAIMER.es,
  state: (s) => ({ ready: "Listo", close: "Cerca", "not-yet": "Todavía no", unknown: "Aún no se sabe" })[s],
  band: (b) => BANDS_ES[b],
  money: moneyIn("es-US"),
  capacity(c) {
    const v = c.values;
    const y = v.weakestYear;
    const year = y ? (y.yearNumber === 1 ? "el primer año" : `el año ${y.yearNumber}`) : "";
    switch (c.reason) {
      case "no-cashflow": return "Complete su flujo de caja para ver cómo cubre los pagos del préstamo.";
      case "no-request": return "Indique el monto que desea pedir prestado para ver cómo su flujo de caja cubre sus pagos.";
      case "no-term": return "Indique el plazo del préstamo en meses y su tasa de interés para calcular sus pagos.";
      case "no-payments": return "Su flujo de caja no tiene pagos de préstamos que cubrir.";
      case "included-but-missing": return "Usted indicó que su flujo de caja incluye los pagos de este préstamo, pero no muestra intereses ni capital de préstamos.";
      case "meets": return `Su flujo de caja cubre sus pagos de deuda ${y?.dscr?.text ?? ""} veces en ${year}${lowest(v) ? ", su año más bajo" : ""}; los prestamistas buscan al menos ${v.minimum}.`;
      default: return `En ${year}, su flujo de caja cubre sus pagos de deuda ${y?.dscr?.text ?? ""} veces; los prestamistas buscan al menos ${v.minimum}.`;
    }
  },
  capital(c) {
    const v = c.values;
    if (c.reason === "no-request") return "Indique el monto que desea pedir prestado para ver qué parte del dinero aporta usted.";
    return `Su propio dinero es el ${v.value} % del total (${spanish.money(v.have * 100n)} de ${spanish.money((v.have + v.amount) * 100n)}); los prestamistas buscan al menos el ${v.minimum} %.`;
  },
  collateral(c) {
    const v = c.values;
    if (c.reason === "no-request") return "Indique el monto que desea pedir prestado para compararlo con su garantía.";
    if (c.reason === "none-listed") return "Aún no ha indicado ninguna garantía.";
    return `Su garantía vale ${spanish.money(v.have * 100n)}, ${v.value} veces el monto solicitado; la meta es ${v.minimum}.`;
  },
  character(c) {
    const v = c.values;
    const shown = ` Tiene ${v.taHours} horas con su asesor y ${v.learningCompleted} lecciones completadas.`;
    switch (c.reason) {
      case "no-request":
      case "band-unknown": return `Indique su rango de puntaje de crédito; los prestamistas buscan ${BANDS_ES[v.minimum]} o más.${shown}`;
      case "meets": return `Su rango de puntaje de crédito (${BANDS_ES[v.band]}) cumple con el ${BANDS_ES[v.minimum]} que buscan los prestamistas.${shown}`;
      default: return `Su rango de puntaje de crédito (${BANDS_ES[v.band]}) está por debajo del ${BANDS_ES[v.minimum]} que buscan los prestamistas.${shown}`;
    }
  },
  conditions(c) {
    const v = c.values;
    if (c.reason === "no-request") return "Comience su solicitud de préstamo para indicar para qué es el préstamo.";
    const missing: string[] = [];
    if (!v.purposeStated) missing.push("indicar el propósito del préstamo");
    if (v.planMissingSections === undefined) missing.push("escribir su plan de negocios");
    else if (v.planMissingSections.length > 0) missing.push(`terminar su plan de negocios (${v.planMissingSections.length === 1 ? "falta 1 sección" : `faltan ${v.planMissingSections.length} secciones`})`);
    if (!v.surveyDone) missing.push("completar la encuesta del negocio");
    if (missing.length === 0) return "El propósito del préstamo está indicado, su plan de negocios está completo y su encuesta está hecha.";
    return `Pendiente: ${list(missing, "y")}.`;
  },
  nextStep(n) {
    switch (n.kind) {
      case "field": return `Complete ${FIELDS_ES[n.path] ?? n.path}.`;
      case "tool": return n.route === "/cashflow-tool" ? "Abra su flujo de caja." : "Abra Mi negocio.";
      case "library": return "Lea las lecciones de la biblioteca sobre este tema.";
      case "none": return "";
    }
  },
  overall: (s) =>
    s.overall.state === "ready"
      ? "Las cinco C parecen listas para hablar con un prestamista."
      : `${s.overall.ready} de las cinco C parecen listas; vea los próximos pasos para las demás.`,
};

/** The words in `language` ("es…" → Spanish, anything else → English). */
export const readinessWords = (language: string): ReadinessWords => (readinessLanguage(language) === "es" ? spanish : english);
