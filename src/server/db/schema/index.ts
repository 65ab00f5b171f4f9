/** Every table, for Drizzle (`drizzle(pool, { schema })`) and drizzle-kit. */
export * from "./audit.js";
export * from "./coaching.js";
export * from "./documents.js";
export * from "./downloads.js";
export * from "./files.js";
export * from "./journey.js";
export * from "./learning.js";
export * from "./messaging.js";
export * from "./search.js";
export * from "./telemetry.js";
export * from "./users.js";
export * from "./identity.js";
export * from "./readiness.js";
export * from "./impact.js";
export * from "./counseling.js";
export * from "./impact-rollups.js";
