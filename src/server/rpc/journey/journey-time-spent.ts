/**
 * Where the journey gets a completion's time_spent: the seconds the learner spent on the lesson
 * page since their previous completion of it (all of it the first time), measured from telemetry
 * (time on the page, idle time left out, each interval capped) by the telemetry domain's
 * `timeSpentSeconds` (src/server/reports/time-spent.ts). The store takes it as a function of
 * (user, content, since), so tests may give their own.
 */
import type { Db } from "../../db/database.js";
import { timeSpentSeconds } from "../../reports/time-spent.js";
import type { TimeSpent } from "./journey-store.js";

export function telemetryTimeSpent(db: Db, measure: typeof timeSpentSeconds = timeSpentSeconds): TimeSpent {
  return (userId, contentId, since) => measure(db, userId, contentId, since);
}
