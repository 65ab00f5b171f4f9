/**
 * The learner's journey (issue #10 §1): GetMyLearningJourney, MarkLearningContentCompleted,
 * MarkLearningModuleCompleted — any signed-in user, always on their own journey (the caller is the
 * subject; no request names another user, so there is no object rule to check and no policy file).
 *
 * The rules:
 * - GetMyLearningJourney answers the spec's five lists: assigned contents and modules (assigned by a
 *   coach — `assignToJourney` in the store — and not completed yet, oldest assignment first);
 *   completed contents and modules (most recent first, with the assigned time when they were
 *   assigned); and the log of every completion of a content (most recent first).
 * - A learner may complete anything in the library, assigned or not: completing an unassigned item
 *   adds it to their journey as completed.
 * - Completing a content also completes every module whose contents are then all completed by the
 *   learner. MarkLearningModuleCompleted completes the module itself only: its contents stay as
 *   they were (the learner said they finished the module, not that they read each lesson; the
 *   lessons' log would otherwise get completions with no time spent on them).
 * - Completing twice is harmless: the item keeps its first completion (time, status, title) and
 *   no row is duplicated; a content's second completion still adds a log entry (the log keeps
 *   every completion, each with its own time_spent). Modules have no log.
 * - time_spent (seconds) is the time on the lesson page since the learner's previous completion of
 *   it (all of it the first time), from telemetry (journey-time-spent.ts).
 * - An unknown id is NOT_FOUND. An item removed from the library after the learner completed it
 *   stays in the completed lists and the log (by id; its title at completion is kept in the
 *   database).
 * - Status: "COMPLETED" on completed items and log entries (the spec shows no values).
 */
import { rpcError } from "../errors.js";
import { signedIn } from "../context.js";
import { requiredId } from "../learning/learning-mapper.js";
import type { DomainHandlers, ServiceDeps } from "../services.js";
import { toLearningJourney } from "./journey-mapper.js";
import { createJourneyStore, type TimeSpent } from "./journey-store.js";
import { telemetryTimeSpent } from "./journey-time-spent.js";

export const JOURNEY_METHODS = ["getMyLearningJourney", "markLearningContentCompleted", "markLearningModuleCompleted"] as const;
export type JourneyHandlers = DomainHandlers<(typeof JOURNEY_METHODS)[number]>;
export type JourneyDeps = Pick<ServiceDeps, "db">;

const CONTENT_NOT_FOUND = "Learning content not found";
const MODULE_NOT_FOUND = "Learning module not found";

export function journeyService(deps: JourneyDeps, timeSpent: TimeSpent = telemetryTimeSpent(deps.db)): JourneyHandlers {
  const store = createJourneyStore(deps.db);
  return {
    async getMyLearningJourney(_req, ctx) {
      const actor = signedIn(ctx);
      return { journey: toLearningJourney(await store.journey(actor.userId)) };
    },

    async markLearningContentCompleted(req, ctx) {
      const actor = signedIn(ctx);
      const id = requiredId(req.learningContentId, "learning_content_id");
      if (!(await store.completeContent(actor.userId, id, timeSpent))) throw rpcError.notFound(CONTENT_NOT_FOUND);
      return {};
    },

    async markLearningModuleCompleted(req, ctx) {
      const actor = signedIn(ctx);
      const id = requiredId(req.learningModuleId, "learning_module_id");
      if (!(await store.completeModule(actor.userId, id))) throw rpcError.notFound(MODULE_NOT_FOUND);
      return {};
    },
  };
}
