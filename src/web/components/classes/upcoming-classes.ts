/** The classes still to come, as the home page and /classes list them (pure, unit-tested). */
import type { Class } from "../../../gen/compass/v1/compass_pb";
import { zonedInstant } from "../../../shared/class-time";

/** The classes still to come, soonest first (in the organisation's time zone, shown in the viewer's). */
export function upcomingClasses(classes: readonly Class[], timeZone: string, now: number): { item: Class; startsAt: Date }[] {
  return classes
    .flatMap((item) => {
      if (!item.classDate || !item.classTime) return [];
      const startsAt = zonedInstant(item.classDate, item.classTime, timeZone);
      return startsAt.getTime() >= now - 60 * 60 * 1000 ? [{ item, startsAt }] : [];
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
