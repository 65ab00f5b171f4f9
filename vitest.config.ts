import { defineConfig } from "vitest/config";
import { routeModules } from "./scripts/web-build/route-modules.js";

/**
 * `npm test` runs the browser suite in two processes (scripts/parallel.mjs): most files in the lane
 * that starts with the web build, these in the lane that first runs the checks and the unit and
 * integration suites (which end well before the first lane), so both lanes end at about the same
 * time. `E2E_LANE=first|second` picks one part; without it, every file runs. The accessibility walk
 * is one file per language, one in each lane (five minutes in one lane before: that lane ended
 * three minutes after the other; ADR 0041). These files are about a quarter of the browser suite's
 * time (measured 2026-12-07: 234 of 909 s).
 */
const E2E_SECOND_LANE = [
  "tests/e2e/a11y-walk-es.test.ts",
  "tests/e2e/admin-users.test.ts",
  "tests/e2e/keyboard.test.ts",
  "tests/e2e/my-business.test.ts",
  "tests/e2e/partner-reports.test.ts",
];
const e2eLane = process.env.E2E_LANE;

/**
 * Four projects:
 * - unit: pure logic, fast, in parallel;
 * - integration: the real server on port 0 with real clients (and a real database);
 * - timing: tests that compare response times (tests/timing/), run on their own after everything
 *   else (`npm run test:timing`): a browser lane or other test files beside them on two cores add a
 *   skew that is not the server's (reset-timing failed twice that way in CI; ADR 0044);
 * - e2e: the built app in Debian's Chromium through playwright-core.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The modules the build makes from the route table (the router and the boot import them).
        plugins: [routeModules()],
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "src/**/*.test.ts", "src/**/*.test.tsx"],
          environment: "node",
          // Modules (React, Mantine, i18next, jsdom's set-up) are loaded once per worker, not once per
          // file: the suite runs in half the time. Tests restore what they stub; passes in any file order.
          isolate: false,
          // The jsdom tests render whole forms (Mantine, i18n) and type into them: a second or two alone,
          // over 30 s when both cores are busy with other work (seen). A ceiling, not a wait: passing
          // tests end as soon as they are done.
          testTimeout: 120_000,
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
          name: "timing",
          include: ["tests/timing/**/*.test.ts"],
          globalSetup: ["tests/setup/database-global.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          pool: "forks",
          // One file at a time: a timing test measures the server, not its neighbours.
          fileParallelism: false,
          // A second, fresh sample when the first shows a difference: a real one (the server doing
          // more for one kind of call) shows in both; a burst of load from outside the suite (seen:
          // medians of 28 and 53 ms on a machine at load 14) rarely twice (ADR 0044).
          retry: 1,
        },
      },
      {
        test: {
          name: "e2e",
          include: e2eLane === "second" ? E2E_SECOND_LANE : ["tests/e2e/**/*.test.ts"],
          exclude: e2eLane === "first" ? E2E_SECOND_LANE : [],
          // Pages that sign in need the provider, hence a database (tests/setup/database.ts).
          globalSetup: ["tests/setup/database-global.ts"],
          environment: "node",
          // Ceilings, not waits: a long flow takes a minute on a busy two-core machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          pool: "forks",
          // One file at a time in a process: one e2e file keeps more than a core busy (Chromium is
          // two thirds of it). `npm test` runs two such processes (E2E_LANE above), the second only
          // once the checks and the other suites are done.
          fileParallelism: false,
          // As for integration: the server's and playwright's modules are loaded once, not per file.
          isolate: false,
        },
      },
    ],
  },
});
