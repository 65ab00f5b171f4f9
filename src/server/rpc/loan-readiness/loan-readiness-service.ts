/**
 * Loan readiness (issue #39; ADR 0039): the loan request (GetMyLoanRequest, SubmitMyLoanRequest —
 * the fourth versioned document, documents/document-operations.ts), the five Cs computed by the
 * shared model (src/shared/loan-readiness.ts) from what Compass holds (GetMyLoanReadiness for the
 * caller's own, CoachGetUserLoanReadiness for a mentee's), the coaches' notes and overrides
 * (CoachSetReadinessOverride) and the installation's thresholds (AdminGet/UpdateReadinessThresholds).
 *
 * Every handler: validate → authorize (access.ts, then loan-readiness-policy.ts) → act → map.
 * `loadLoanReadiness` is exported for the lender packet (it needs the same readiness, the request,
 * the plan, the survey and the owner's names).
 */
import type { HandlerContext } from "@connectrpc/connect";
import {
  BusinessPlanSchema,
  BusinessSurveySchema,
  CashflowSchema,
  LoanRequestSchema,
  ReadinessContextSchema,
  type BusinessPlan,
  type BusinessSurvey,
  type Cashflow,
  type LoanReadiness,
  type LoanRequest,
} from "../../../gen/compass/v1/compass_pb.js";
import { create } from "@bufbuild/protobuf";
import type { Db } from "../../db/database.js";
import { denied, signedIn, type Actor } from "../../core/context.js";
import { parseUserId } from "../../core/ids.js";
import type { NameViewer } from "../../core/names.js";
import { planMissingSections } from "../../../shared/business-plan.js";
import { surveyResults } from "../../../shared/business-survey.js";
import { assessReadiness, type LoanRequestLike, type ReadinessSummary, type ReadinessContext, type Thresholds } from "../../../shared/loan-readiness.js";
import { loanRequestLike, readinessContextLike } from "../../../shared/loan-readiness-proto.js";
import { auditAction } from "../audit-action.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { storedMessage } from "../documents/document-mapper.js";
import { documentOperations } from "../documents/document-operations.js";
import { markReviewed } from "../documents/document-reviews.js";
import { createDocumentStore, type DocumentOwner } from "../documents/document-store.js";
import { LOAN_REQUEST_DOCUMENT } from "./loan-request-document.js";
import { canReadReadiness, canReviewReadiness, isAuditedRead, NOT_YOUR_CLIENT_READINESS } from "./loan-readiness-policy.js";
import { parseOverride, parseThresholds, toReadinessMessage, toThresholdsMessage, type ContextFacts } from "./loan-readiness-mapper.js";
import { createReadinessStore, type StoredReview, type StoredThresholds } from "./loan-readiness-store.js";

export const LOAN_READINESS_METHODS = [
  "getMyLoanRequest",
  "submitMyLoanRequest",
  "getMyLoanReadiness",
  "coachGetUserLoanReadiness",
  "coachSetReadinessOverride",
  "adminGetReadinessThresholds",
  "adminUpdateReadinessThresholds",
] as const;
export type LoanReadinessHandlers = DomainHandlers<(typeof LOAN_READINESS_METHODS)[number]>;

/** Everything a learner's readiness is made of (what the lender packet prints). */
export interface LoadedLoanReadiness {
  /** The LoanReadiness message as the viewer sees it. */
  readiness: LoanReadiness;
  /** The model's result (reason codes and values, for the shared words module). */
  summary: ReadinessSummary;
  /** The latest loan request (version 0 when none is saved) and, when one is, as the model read it. */
  request: LoanRequest;
  requestLike: LoanRequestLike | undefined;
  context: ReadinessContext;
  thresholds: Thresholds;
  reviews: StoredReview[];
  /** The owner: business name and owner's name as documents show them, their coach. */
  owner: DocumentOwner;
  /** The latest saved documents (undefined: none saved). */
  cashflow: Cashflow | undefined;
  plan: BusinessPlan | undefined;
  survey: BusinessSurvey | undefined;
}

export interface LoadOptions {
  /** Who the names are shown to (ADR 0037); by default the owner (a learner and their coach). */
  viewer?: NameViewer;
}

/** A survey counts as done when saved with every section scored. */
function surveyFacts(survey: BusinessSurvey | undefined): Pick<ContextFacts, "hasBusinessSurvey" | "surveyDone" | "surveyWeakestSections"> {
  if (!survey) return { hasBusinessSurvey: false, surveyDone: false, surveyWeakestSections: [] };
  const results = surveyResults(survey);
  return {
    hasBusinessSurvey: true,
    surveyDone: results.sections.length > 0 && results.sections.every((s) => s.level !== "unanswered"),
    surveyWeakestSections: results.weakest.map((s) => s.name),
  };
}

/**
 * A learner's loan readiness, or null when the user does not exist. Reads the request, the cash
 * flow, the plan, the survey, TA hours, learning completed, the thresholds and the reviews in
 * parallel; computes with the shared model exactly as the browser does (readinessContextLike over
 * the same context message).
 */
export async function loadLoanReadiness(db: Db, userId: string, options: LoadOptions = {}): Promise<LoadedLoanReadiness | null> {
  const requests = createDocumentStore(db, "loanRequest");
  const store = createReadinessStore(db);
  const [owner, storedRequest, storedCashflow, storedPlan, storedSurvey, taHours, learningCompleted, thresholds, reviews] = await Promise.all([
    requests.owner(userId),
    requests.latest(userId),
    createDocumentStore(db, "cashflow").latest(userId),
    createDocumentStore(db, "businessPlan").latest(userId),
    createDocumentStore(db, "businessSurvey").latest(userId),
    store.taHours(userId),
    store.learningCompleted(userId),
    store.thresholds(),
    store.reviews(userId),
  ]);
  if (!owner) return null;
  const request = storedMessage(LoanRequestSchema, storedRequest);
  const cashflow = storedCashflow ? storedMessage(CashflowSchema, storedCashflow) : undefined;
  const plan = storedPlan ? storedMessage(BusinessPlanSchema, storedPlan) : undefined;
  const survey = storedSurvey ? storedMessage(BusinessSurveySchema, storedSurvey) : undefined;
  const facts: ContextFacts = {
    hasCashflow: cashflow !== undefined,
    hasBusinessPlan: plan !== undefined,
    planMissingSections: plan ? planMissingSections(plan) : [],
    ...surveyFacts(survey),
    taHours,
    learningCompleted,
  };
  const context = readinessContextLike(create(ReadinessContextSchema, facts), cashflow);
  const requestLike = storedRequest ? loanRequestLike(request) : undefined;
  const model: Thresholds = {
    dscrMinimum: thresholds.dscrMinimum,
    equityMinimumPercent: thresholds.equityMinimumPercent,
    collateralTarget: thresholds.collateralTarget,
    minimumCreditBand: thresholds.minimumCreditBand,
  };
  const summary = assessReadiness(requestLike, context, model);
  const viewer: NameViewer = options.viewer ?? { userId: owner.id, role: "standard", assignedCoachId: owner.assignedCoachId };
  const readiness = toReadinessMessage({ request, cashflow, facts, thresholds, summary, reviews }, viewer);
  return { readiness, summary, request, requestLike, context, thresholds: model, reviews, owner, cashflow, plan, survey };
}

export function loanReadinessService(deps: Pick<ServiceDeps, "db" | "audit" | "publicUrl" | "limits" | "heavy">): LoanReadinessHandlers {
  const requests = documentOperations(deps, LOAN_REQUEST_DOCUMENT);
  const documents = createDocumentStore(deps.db, "loanRequest");
  const store = createReadinessStore(deps.db);
  const audit = auditAction(deps.audit);

  const viewerOf = (actor: Actor, owner: DocumentOwner): NameViewer => ({
    userId: actor.userId,
    role: actor.role,
    assignedCoachId: actor.userId === owner.id ? owner.assignedCoachId : null,
  });

  /** The subject of a coach's call, refused (PERMISSION_DENIED, the same answer whether or not they exist) unless `allowed`. */
  async function subjectFor(ctx: HandlerContext, actor: Actor, userId: string, allowed: typeof canReadReadiness): Promise<DocumentOwner> {
    const owner = await documents.owner(userId);
    if (!owner || !allowed(actor, owner)) {
      denied(ctx, { targetType: "user", targetId: userId, reason: owner ? "not-client" : "no-user", answer: "permission-denied", message: NOT_YOUR_CLIENT_READINESS });
    }
    return owner;
  }

  async function readinessFor(actor: Actor, owner: DocumentOwner): Promise<LoanReadiness> {
    const loaded = await loadLoanReadiness(deps.db, owner.id, { viewer: viewerOf(actor, owner) });
    // The owner was read a moment ago; a deletion in between answers as for an unknown user.
    if (!loaded) throw new Error("loan readiness: the user was deleted during the call");
    return loaded.readiness;
  }

  return {
    getMyLoanRequest: async (req, ctx) => ({ request: await requests.getMine(ctx, req.fields) }),
    submitMyLoanRequest: async (req, ctx) => ({ versionNumber: await requests.submitMine(ctx, req.request) }),

    async getMyLoanReadiness(_req, ctx) {
      const actor = signedIn(ctx);
      const owner = await documents.owner(actor.userId);
      if (!owner) throw new Error("loan readiness: the caller's account is gone");
      return { readiness: await readinessFor(actor, owner) };
    },

    async coachGetUserLoanReadiness(req, ctx) {
      const actor = signedIn(ctx);
      const userId = parseUserId(req.userId);
      const owner = await subjectFor(ctx, actor, userId, canReadReadiness);
      const readiness = await readinessFor(actor, owner);
      await Promise.all([
        // Opening a mentee's readiness is reading their loan request (document-reviews.ts).
        actor.userId !== owner.id ? markReviewed(deps.db, actor.userId, owner.id, "loanRequest") : undefined,
        isAuditedRead(actor, owner) ? audit(ctx, "admin_loan_readiness_read", { type: "user", id: owner.id }) : undefined,
      ]);
      return { readiness };
    },

    async coachSetReadinessOverride(req, ctx) {
      const actor = signedIn(ctx);
      const { userId, factor, change } = parseOverride(req);
      const owner = await subjectFor(ctx, actor, userId, canReviewReadiness);
      const { before } = await store.setReview(owner.id, factor, change, actor.userId);
      await audit(ctx, "readiness_override_set", { type: "user", id: owner.id }, {
        factor,
        oldState: before ?? "none",
        newState: change.override?.state ?? "none",
        note: change.note ? "set" : "none",
      });
      return { readiness: await readinessFor(actor, owner) };
    },

    async adminGetReadinessThresholds(_req, ctx) {
      const actor = signedIn(ctx);
      return { thresholds: toThresholdsMessage(await store.thresholds(), actor) };
    },

    async adminUpdateReadinessThresholds(req, ctx) {
      const actor = signedIn(ctx);
      const next = parseThresholds(req.thresholds);
      const before: StoredThresholds = await store.thresholds();
      await store.putThresholds(next, actor.userId);
      const plain = (t: Thresholds) => ({ dscrMinimum: t.dscrMinimum, equityMinimumPercent: t.equityMinimumPercent, collateralTarget: t.collateralTarget, minimumCreditBand: t.minimumCreditBand });
      await audit(ctx, "readiness_thresholds_updated", { type: "readiness_thresholds", id: "installation" }, { old: plain(before), new: plain(next) });
      return { thresholds: toThresholdsMessage(await store.thresholds(), actor) };
    },
  };
}
