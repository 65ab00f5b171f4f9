/**
 * Loan readiness on the wire (issue #39; ADR 0039):
 *
 * - `parseOverride`, `parseThresholds`: a request checked by the shared rules
 *   (src/shared/loan-readiness-rules.ts) — INVALID_ARGUMENT naming the field — and turned into what
 *   the store writes (text trimmed; UNSPECIFIED state = no override; "" note = no note).
 * - `toReadinessMessage`: the model's summary (src/shared/loan-readiness.ts) with the notes and
 *   overrides: each C's computed state and reason code, the state shown (the override's when there
 *   is one), the overall state from the states shown (the model's overallState), the DSCR table and
 *   the monthly payment from the model's capacity figures.
 * - `toThresholdsMessage`: the thresholds in force (unset `updated_at` while the defaults apply).
 * People are named as the caller may see them (ADR 0037).
 */
import { create } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import {
  DscrYearSchema,
  LoanReadinessSchema,
  ReadinessContextSchema,
  ReadinessFactorResultSchema,
  ReadinessNoteSchema,
  ReadinessOverrideSchema,
  ReadinessThresholdsSchema,
  type Cashflow,
  type CoachSetReadinessOverrideRequest,
  type LoanReadiness,
  type LoanRequest,
  type ReadinessThresholds,
} from "../../../gen/compass/v1/compass_pb.js";
import { nameSeenBy, type NameViewer } from "../../core/names.js";
import { rpcError } from "../../core/errors.js";
import { parseUserId } from "../../core/ids.js";
import { overallState, type ReadinessState, type ReadinessSummary, type Thresholds } from "../../../shared/loan-readiness.js";
import { BAND_MESSAGE, FACTOR_MESSAGE, FACTOR_OF, FACTORS, rankedBand, STATE_MESSAGE, STATE_OF, type FactorName } from "../../../shared/loan-readiness-proto.js";
import { overrideProblems, thresholdsProblems } from "../../../shared/loan-readiness-rules.js";
import { refuseProblems } from "../documents/document-mapper.js";
import type { ReviewChange, StoredReview, StoredThresholds } from "./loan-readiness-store.js";

/** What the context message says beyond the model's context: which documents exist and the survey's weakest sections by name. */
export interface ContextFacts {
  hasCashflow: boolean;
  hasBusinessPlan: boolean;
  planMissingSections: string[];
  hasBusinessSurvey: boolean;
  surveyDone: boolean;
  /** Section names, weakest first. */
  surveyWeakestSections: string[];
  taHours: number;
  learningCompleted: number;
}

export function parseOverride(req: CoachSetReadinessOverrideRequest): { userId: string; factor: FactorName; change: ReviewChange } {
  const [first] = overrideProblems(req);
  if (first) throw rpcError.invalidArgument(`${first.path}: ${first.message}`);
  const userId = parseUserId(req.userId);
  const factor = FACTOR_OF[req.factor]!;
  const state = STATE_OF[req.overrideState];
  return { userId, factor, change: { note: req.note.trim(), ...(state ? { override: { state, reason: req.overrideReason.trim() } } : {}) } };
}

export function parseThresholds(t: ReadinessThresholds | undefined): Thresholds {
  if (!t) throw rpcError.invalidArgument("thresholds: required.");
  refuseProblems("thresholds", thresholdsProblems(t));
  return { dscrMinimum: t.dscrMinimum, equityMinimumPercent: t.equityMinimumPercent, collateralTarget: t.collateralTarget, minimumCreditBand: rankedBand(t.minimumCreditBand)! };
}

export function toThresholdsMessage(t: StoredThresholds, viewer: NameViewer): ReadinessThresholds {
  return create(ReadinessThresholdsSchema, {
    dscrMinimum: t.dscrMinimum,
    equityMinimumPercent: t.equityMinimumPercent,
    collateralTarget: t.collateralTarget,
    minimumCreditBand: BAND_MESSAGE[t.minimumCreditBand],
    ...(t.updatedAt ? { updatedAt: timestampFromDate(t.updatedAt) } : {}),
    updatedByName: nameSeenBy(t.updatedBy, viewer),
  });
}

/** The state shown for a C: the override's when there is one, else the computed one. */
export const shownState = (computed: ReadinessState, review: StoredReview | undefined): ReadinessState => review?.overrideState ?? computed;

export interface ReadinessParts {
  request: LoanRequest;
  cashflow: Cashflow | undefined;
  facts: ContextFacts;
  thresholds: StoredThresholds;
  summary: ReadinessSummary;
  reviews: readonly StoredReview[];
}

export function toReadinessMessage(p: ReadinessParts, viewer: NameViewer): LoanReadiness {
  const byFactor = new Map(p.reviews.map((r) => [r.factor, r]));
  const factors = FACTORS.map((name) => {
    const c = p.summary[name];
    const review = byFactor.get(name);
    return create(ReadinessFactorResultSchema, {
      factor: FACTOR_MESSAGE[name],
      computedState: STATE_MESSAGE[c.state],
      reason: c.reason,
      state: STATE_MESSAGE[shownState(c.state, review)],
      ...(review?.overrideState
        ? {
            override: create(ReadinessOverrideSchema, {
              state: STATE_MESSAGE[review.overrideState],
              reason: review.overrideReason,
              byName: nameSeenBy(review.overrideBy, viewer),
              ...(review.overrideAt ? { at: timestampFromDate(review.overrideAt) } : {}),
            }),
          }
        : {}),
      ...(review?.note
        ? { note: create(ReadinessNoteSchema, { text: review.note, byName: nameSeenBy(review.noteBy, viewer), ...(review.noteAt ? { at: timestampFromDate(review.noteAt) } : {}) }) }
        : {}),
    });
  });
  const shown = FACTORS.map((name) => shownState(p.summary[name].state, byFactor.get(name)));
  const figures = p.summary.capacity.values.figures;
  return create(LoanReadinessSchema, {
    request: p.request,
    ...(p.cashflow ? { cashflow: p.cashflow } : {}),
    context: create(ReadinessContextSchema, p.facts),
    thresholds: toThresholdsMessage(p.thresholds, viewer),
    factors,
    overallState: STATE_MESSAGE[overallState(shown)],
    dscrYears: (figures?.years ?? []).map((y) =>
      create(DscrYearSchema, {
        yearNumber: y.yearNumber,
        revenueCents: y.revenueCents,
        operatingExpensesCents: y.operatingExpensesCents,
        drawsCents: y.drawsCents,
        cashAvailableCents: y.cashAvailableCents,
        interestCents: y.interestCents,
        principalCents: y.principalCents,
        requestedLoanPaymentCents: y.requestedLoanPaymentCents,
        debtServiceCents: y.debtServiceCents,
        hasRatio: y.dscr !== undefined,
        dscrHundredths: y.dscr?.hundredths ?? 0n,
      }),
    ),
    monthlyPaymentCents: figures?.monthlyPaymentCents ?? 0n,
  });
}
