/** Telemetry events the web app sends for non-admin users (page views, logins, form submits…). */
import { bigserial, index, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns.js";
import { users } from "./users.js";

export const telemetryEvents = pgTable(
  "telemetry_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    contentId: text("content_id").notNull().default(""),
    sessionId: text("session_id").notNull().default(""),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [index("telemetry_events_user_at_idx").on(t.userId, t.at.desc()), index("telemetry_events_at_idx").on(t.at.desc())],
);
