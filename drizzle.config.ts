import { defineConfig } from "drizzle-kit";

/** `npx drizzle-kit generate` writes a migration for schema changes (offline; no database needed). */
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/*.ts",
  out: "./src/server/db/migrations",
  casing: undefined,
  strict: true,
  verbose: true,
});
