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
 *
 * With the instance's change feed, a learner's answer is kept (ADR 0027): built once, encoded once
 * (shared-responses.ts), and dropped when a trigger reports a change of their journey's rows — from
 * any writer, on any instance — or, for this instance's own writes, as soon as they commit.
 */
import { create } from "@bufbuild/protobuf";
import { GetMyLearningJourneyResponseSchema, type GetMyLearningJourneyResponse } from "../../../gen/compass/v1/compass_pb.js";
import { createChangeCache } from "../../db/change-cache.js";
import { CHANGE_CHANNELS } from "../../db/change-feed.js";
import { rpcError } from "../../core/errors.js";
import { signedIn } from "../../core/context.js";
import { requiredId } from "../learning/learning-mapper.js";
import type { DomainHandlers, ServiceDeps } from "../service-deps.js";
import { shareResponse } from "../shared-responses.js";
import { toLearningJourney } from "./journey-mapper.js";
import { createJourneyStore, type TimeSpent } from "./journey-store.js";
import { telemetryTimeSpent } from "./journey-time-spent.js";

export const JOURNEY_METHODS = ["getMyLearningJourney", "markLearningContentCompleted", "markLearningModuleCompleted"] as const;
export type JourneyHandlers = DomainHandlers<(typeof JOURNEY_METHODS)[number]>;
export type JourneyDeps = Pick<ServiceDeps, "db" | "feed">;

/** Journey items (and answers: one each) an instance keeps: ~0.5 KB an item with its encodings. */
export const JOURNEY_CACHE_ITEMS = 100_000;
const JOURNEY_CACHE_MS = 10 * 60_000;

interface Answer {
  response: GetMyLearningJourneyResponse;
  items: number;
}

const CONTENT_NOT_FOUND = "Learning content not found";
const MODULE_NOT_FOUND = "Learning module not found";

export function journeyService(deps: JourneyDeps, timeSpent: TimeSpent = telemetryTimeSpent(deps.db)): JourneyHandlers {
  const store = createJourneyStore(deps.db);
  const load = async (userId: string): Promise<Answer> => {
    const record = await store.journey(userId);
    const items = record.assignedContents.length + record.assignedModules.length + record.completedContents.length + record.completedModules.length + record.log.length;
    return { response: shareResponse(create(GetMyLearningJourneyResponseSchema, { journey: toLearningJourney(record) })), items };
  };
  const answers = deps.feed
    ? createChangeCache<Answer>({ feed: deps.feed, channel: CHANGE_CHANNELS.journey, maxWeight: JOURNEY_CACHE_ITEMS, ttlMs: JOURNEY_CACHE_MS, weigh: (a) => a.items + 1 })
    : undefined;
  return {
    async getMyLearningJourney(_req, ctx) {
      const { userId } = signedIn(ctx);
      return (answers ? await answers.get(userId, () => load(userId)) : await load(userId)).response;
    },

    async markLearningContentCompleted(req, ctx) {
      const actor = signedIn(ctx);
      const id = requiredId(req.learningContentId, "learning_content_id");
      const found = await store.completeContent(actor.userId, id, timeSpent);
      answers?.invalidate(actor.userId);
      if (!found) throw rpcError.notFound(CONTENT_NOT_FOUND);
      return {};
    },

    async markLearningModuleCompleted(req, ctx) {
      const actor = signedIn(ctx);
      const id = requiredId(req.learningModuleId, "learning_module_id");
      const found = await store.completeModule(actor.userId, id);
      answers?.invalidate(actor.userId);
      if (!found) throw rpcError.notFound(MODULE_NOT_FOUND);
      return {};
    },
  };
}
