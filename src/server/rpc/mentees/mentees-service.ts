/**
 * Mentees (issue #13 §1; spec §7): CoachGetMyMentees, CoachListMyMentees (keyset-paged),
 * CoachGetAllMentees, CoachGetMenteeById and CoachGetAllCoaches, for coaches, lenders and
 * administrators (the access table). Each handler: validate → authorize (mentees-policy.ts) → act →
 * map.
 *
 * - A Mentee is the learner (User, profile without the sealed fields for coaches and lenders — they
 *   are not even decrypted), their learning journey, their state (onboarding and business tools'
 *   flags; ADR 0018), the documents awaiting the viewer's review (documents/document-reviews.ts, one
 *   query per list), and — for GetMenteeById — the notifications
 *   and chat messages between the caller and them (the lists leave those empty to stay light).
 * - GetMy/ListMy: the caller's own mentees (an administrator's: every learner); GetAll: the same
 *   set, whole. GetById: a mentee the caller may see, else NOT_FOUND whether or not the user exists.
 * - GetAllCoaches: every enabled coach and lender, with contact details only (for assigning and
 *   for a learner's "my coach").
 * - Assign/Unassign learning material: a module, a content, or both, on one of the caller's mentees'
 *   journey (NOT_FOUND as above for anyone else; NOT_FOUND naming the module or content that does
 *   not exist, before anything is written). Assigning twice changes nothing; unassigning takes an
 *   unfinished item off the journey and leaves a completed one completed. The learner's home reads
 *   the journey fresh, so it shows the change at its next load.
 */
import { create } from "@bufbuild/protobuf";
import { BusinessDocument, MenteeSchema, ProfileSchema, type Mentee } from "../../../gen/compass/v1/compass_pb.js";
import { COACH_CONTACT_PROFILE_FIELDS, hiddenProfileFields } from "../account/account-policy.js";
import { toProfile, toUser, toUserState, type StateRecord } from "../account/account-mapper.js";
import { userRecordOf, type UserRow } from "../account/account-store.js";
import { denied, signedIn, type Actor } from "../../core/context.js";
import { onlyFields, withoutFields } from "../field-masks.js";
import { toLearningJourney } from "../journey/journey-mapper.js";
import { assignToJourney, createJourneyStore, learningItemsExist, unassignFromJourney } from "../journey/journey-store.js";
import { rpcError } from "../../core/errors.js";
import { pageSize, pageTokens } from "../paging.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { requiredId } from "../../core/ids.js";
import { toChatMessage } from "../chat/chat-service.js";
import { createChatStore } from "../chat/chat-store.js";
import { toNotification } from "../notifications/notifications-service.js";
import { createNotificationsStore } from "../notifications/notifications-store.js";
import { canSeeMentee, MENTEE_NOT_FOUND, menteeScope, seesSealedFields } from "./mentees-policy.js";
import { createMenteesStore } from "./mentees-store.js";
import { awaitingReview } from "../documents/document-reviews.js";
import type { DocumentKind } from "../documents/document-store.js";

const BUSINESS_DOCUMENT: Record<DocumentKind, BusinessDocument> = {
  businessSurvey: BusinessDocument.BUSINESS_SURVEY,
  businessPlan: BusinessDocument.BUSINESS_PLAN,
  cashflow: BusinessDocument.CASHFLOW,
  loanRequest: BusinessDocument.LOAN_REQUEST,
};
const ORDER = [BusinessDocument.BUSINESS_SURVEY, BusinessDocument.BUSINESS_PLAN, BusinessDocument.CASHFLOW, BusinessDocument.LOAN_REQUEST];
/** The wire's names of the kinds, in the tools' order (survey, plan, cash flow, loan request). */
const toBusinessDocuments = (kinds: readonly DocumentKind[] | undefined): BusinessDocument[] => {
  const wanted = new Set((kinds ?? []).map((k) => BUSINESS_DOCUMENT[k]));
  return ORDER.filter((d) => wanted.has(d));
};

export const MENTEES_METHODS = [
  "coachGetMyMentees",
  "coachListMyMentees",
  "coachGetAllMentees",
  "coachGetMenteeById",
  "coachGetAllCoaches",
  "coachAssignLearningMaterialToUser",
  "coachUnassignLearningMaterialToUser",
] as const;
export type MenteesHandlers = DomainHandlers<(typeof MENTEES_METHODS)[number]>;

export function menteesService(deps: Pick<ServiceDeps, "db" | "keyring">): MenteesHandlers {
  const store = createMenteesStore(deps.db);
  const journeys = createJourneyStore(deps.db);
  const notifications = createNotificationsStore(deps.db);
  const chat = createChatStore(deps.db);
  const tokens = pageTokens(deps.keyring);

  /**
   * A learner as this viewer sees them, with their journey; with `messages`, also the notifications
   * and chat messages between the viewer and them (GetMenteeById: one mentee's page; the lists stay
   * light and leave them empty).
   */
  async function menteeOf(viewer: Actor, row: UserRow, state: StateRecord | undefined, awaiting: readonly DocumentKind[] | undefined, messages = false): Promise<Mentee> {
    const record = userRecordOf(row, deps.keyring, seesSealedFields(viewer) ? "open" : "leave");
    const profile = withoutFields(ProfileSchema, toProfile(record), hiddenProfileFields(viewer, row.id));
    const [journey, sent, talk] = await Promise.all([
      journeys.journey(row.id),
      messages ? notifications.between(viewer.userId, row.id) : [],
      messages ? chat.conversation(viewer.userId, row.id) : [],
    ]);
    return create(MenteeSchema, {
      user: toUser(record, profile),
      journey: toLearningJourney(journey),
      notifications: sent.map((n) => toNotification(n, viewer)),
      chatMessages: talk.map(toChatMessage),
      state: state ? toUserState(state) : undefined,
      documentsAwaitingReview: toBusinessDocuments(awaiting),
    });
  }

  async function mentees(viewer: Actor, rows: UserRow[]): Promise<Mentee[]> {
    const ids = rows.map((row) => row.id);
    const [states, awaiting] = await Promise.all([store.states(ids), awaitingReview(deps.db, viewer.userId, ids)]);
    return Promise.all(rows.map((row) => menteeOf(viewer, row, states.get(row.id), awaiting.get(row.id))));
  }

  /** A mentee the caller may see (by the request's field), else NOT_FOUND whether or not the user exists. */
  async function visibleMentee(ctx: Parameters<typeof signedIn>[0], rawId: string, field: string): Promise<UserRow> {
    const actor = signedIn(ctx);
    const id = requiredId(rawId, field);
    const row = await store.user(id);
    const subject = row ? { id: row.id, isLearner: row.type === "STANDARD", assignedCoachId: row.assignedCoachId } : null;
    if (!row || !canSeeMentee(actor, subject)) denied(ctx, { targetType: "user", targetId: id, reason: row ? "not-mentee" : "no-user", message: MENTEE_NOT_FOUND });
    return row;
  }

  /** The module and content a material request names (at least one). */
  function material(req: { learningModuleId: string; learningContentId: string }): { moduleId?: string; contentId?: string } {
    const moduleId = req.learningModuleId.trim() || undefined;
    const contentId = req.learningContentId.trim() || undefined;
    if (!moduleId && !contentId) throw rpcError.invalidArgument("learning_module_id: name a module, a content (learning_content_id), or both.");
    return { moduleId, contentId };
  }

  return {
    async coachGetMyMentees(_req, ctx) {
      const actor = signedIn(ctx);
      return { mentees: await mentees(actor, await store.all(menteeScope(actor))) };
    },

    async coachGetAllMentees(_req, ctx) {
      const actor = signedIn(ctx);
      return { mentees: await mentees(actor, await store.all(menteeScope(actor))) };
    },

    async coachListMyMentees(req, ctx) {
      const actor = signedIn(ctx);
      const size = pageSize(req.pageRequest);
      const scope = menteeScope(actor);
      const scopeName = `coachListMyMentees:${scope === "all" ? "all" : scope.coachUserId}`;
      const after = tokens.decode(scopeName, req.pageRequest?.pageToken ?? "");
      const page = await store.page(scope, after, size);
      return {
        mentees: await mentees(actor, page.items),
        pageResponse: { nextPageToken: page.next ? tokens.encode(scopeName, page.next) : "", totalSize: page.total },
      };
    },

    async coachGetMenteeById(req, ctx) {
      const row = await visibleMentee(ctx, req.menteeUserId, "mentee_user_id");
      const viewer = signedIn(ctx);
      const [states, awaiting] = await Promise.all([store.states([row.id]), awaitingReview(deps.db, viewer.userId, [row.id])]);
      return { mentee: await menteeOf(viewer, row, states.get(row.id), awaiting.get(row.id), true) };
    },

    async coachAssignLearningMaterialToUser(req, ctx) {
      const item = material(req);
      const row = await visibleMentee(ctx, req.userId, "user_id");
      const exists = await learningItemsExist(deps.db, item);
      if (!exists.module) throw rpcError.notFound("Learning module not found");
      if (!exists.content) throw rpcError.notFound("Learning content not found");
      const by = signedIn(ctx).userId;
      if (item.moduleId) await assignToJourney(deps.db, row.id, { moduleId: item.moduleId }, by);
      if (item.contentId) await assignToJourney(deps.db, row.id, { contentId: item.contentId }, by);
      return {};
    },

    async coachUnassignLearningMaterialToUser(req, ctx) {
      const item = material(req);
      const row = await visibleMentee(ctx, req.userId, "user_id");
      if (item.moduleId) await unassignFromJourney(deps.db, row.id, { moduleId: item.moduleId });
      if (item.contentId) await unassignFromJourney(deps.db, row.id, { contentId: item.contentId });
      return {};
    },

    async coachGetAllCoaches() {
      const rows = await store.coaches();
      return {
        coaches: rows.map((row) => {
          const record = userRecordOf(row, deps.keyring, "leave");
          return toUser(record, onlyFields(ProfileSchema, toProfile(record), COACH_CONTACT_PROFILE_FIELDS));
        }),
      };
    },
  };
}
