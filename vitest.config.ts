import { defineConfig } from "vitest/config";

/**
 * Three projects, one command (`vitest run`):
 * - unit: pure logic, fast, in parallel;
 * - integration: the real server on port 0 with real clients (and a real database);
 * - e2e: the built app in Debian's Chromium through playwright-core.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "src/**/*.test.ts", "src/**/*.test.tsx"],
          environment: "node",
          // The jsdom tests render whole forms (Mantine, i18n): a second or two alone, much more when the
          // machine is busy. A ceiling, not a wait: passing tests end as soon as they are done.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // One PostgreSQL and one migrated template per run; each file copies it (tests/setup/database.ts).
          globalSetup: ["tests/setup/database-global.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: "forks",
          // The server's modules are loaded once per worker, not once per file (a third of the
          // project's time went to importing them again); each file still builds its own server,
          // database and clients, and no test mocks a module.
          isolate: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // Pages that sign in need the provider, hence a database (tests/setup/database.ts).
          globalSetup: ["tests/setup/database-global.ts"],
          environment: "node",
          // Ceilings, not waits: a long flow takes a minute on a busy two-core machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: "forks",
          // One file at a time. Two at a time was tried (2026-11-28): no clear gain — one e2e file
          // keeps about a core and a half busy — and long flows raced on the loaded machine. `npm
          // test` runs this project in its own lane beside the checks and the other suites
          // (scripts/parallel.mjs), so they use the rest of the machine meanwhile.
          fileParallelism: false,
          // As for integration: the server's and playwright's modules are loaded once, not per file.
          isolate: false,
        },
      },
    ],
  },
});
