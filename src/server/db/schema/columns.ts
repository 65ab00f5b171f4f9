/**
 * Column helpers every domain schema shares: server-generated text ids and
 * timezone-aware timestamps.
 */
import { sql } from "drizzle-orm";
import { customType, text, timestamp } from "drizzle-orm/pg-core";

/** A text primary key the database fills with a random UUID when the insert leaves it out. */
export const id = (name = "id") =>
  text(name)
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/** timestamptz, millisecond precision is what the API carries anyway. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** created_at / updated_at, both defaulting to now(). */
export const timestamps = () => ({
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** bytea as a Node Buffer (ciphertext). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});
