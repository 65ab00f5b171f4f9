/** The telemetry events' SQL (`telemetry_events`): the server's clock stamps each event. */
import type { Db } from "../../db/database.js";
import { telemetryEvents } from "../../db/schema/index.js";
import type { TelemetryValues } from "./telemetry-mapper.js";

export interface TelemetryStore {
  record(userId: string, event: TelemetryValues): Promise<void>;
}

export function createTelemetryStore(db: Db): TelemetryStore {
  return {
    async record(userId, event) {
      await db.insert(telemetryEvents).values({ userId, action: event.action, contentId: event.contentId, sessionId: event.sessionId });
    },
  };
}
