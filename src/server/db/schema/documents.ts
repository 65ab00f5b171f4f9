/**
 * The versioned documents a learner fills in: business survey, business plan,
 * cash flow and (issue #39) the loan request. Each is a JSON document (the proto message in its JSON
 * form) with a version number: one current row per user plus every saved
 * version in the history table (cheap: documents are a few kilobytes).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at } from "./columns.js";
import { users } from "./users.js";

function documentTables<N extends string>(name: N) {
  const current = pgTable(
    name,
    {
      userId: text("user_id")
        .primaryKey()
        .references(() => users.id, { onDelete: "cascade" }),
      versionNumber: integer("version_number").notNull(),
      document: jsonb("document").$type<Record<string, unknown>>().notNull(),
      createdAt: at("created_at").notNull().defaultNow(),
      updatedAt: at("updated_at").notNull().defaultNow(),
      updatedByUserId: text("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    },
    (t) => [
      check(`${name}_version_check`, sql`${t.versionNumber} >= 1`),
      index(`${name}_updated_by_idx`).on(t.updatedByUserId),
    ],
  );
  const history = pgTable(
    `${name}_history`,
    {
      userId: text("user_id")
        .notNull()
        .references(() => users.id, { onDelete: "cascade" }),
      versionNumber: integer("version_number").notNull(),
      document: jsonb("document").$type<Record<string, unknown>>().notNull(),
      savedAt: at("saved_at").notNull().defaultNow(),
      savedByUserId: text("saved_by_user_id").references(() => users.id, { onDelete: "set null" }),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.versionNumber] }),
      index(`${name}_history_saved_by_idx`).on(t.savedByUserId),
    ],
  );
  return { current, history };
}

const survey = documentTables("business_surveys");
const plan = documentTables("business_plans");
const cashflow = documentTables("cashflows");
const loanRequest = documentTables("loan_requests");

export const businessSurveys = survey.current;
export const businessSurveyHistory = survey.history;
export const businessPlans = plan.current;
export const businessPlanHistory = plan.history;
export const cashflows = cashflow.current;
export const cashflowHistory = cashflow.history;
export const loanRequests = loanRequest.current;
export const loanRequestHistory = loanRequest.history;

/**
 * When a coach, lender or administrator (the viewer) last opened one of a learner's documents
 * (issue #38): a document awaits the viewer's review while its latest version was saved after
 * this. One row per (viewer, owner, kind); either user's deletion takes it (cascade).
 */
export const documentReviews = pgTable(
  "document_reviews",
  {
    viewerUserId: text("viewer_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The document kind as the store names it: cashflow, businessPlan, businessSurvey, loanRequest. */
    kind: text("kind").notNull(),
    reviewedAt: at("reviewed_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerUserId, t.ownerUserId, t.kind] }),
    index("document_reviews_owner_idx").on(t.ownerUserId),
    check("document_reviews_kind_check", sql`${t.kind} in ('cashflow', 'businessPlan', 'businessSurvey', 'loanRequest')`),
  ],
);
