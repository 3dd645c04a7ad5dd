import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { DATABASE_FREE_SERVER_TESTS } from "./scripts/database-free-tests";
import { ISOLATED_COMPONENT_TESTS } from "./scripts/isolated-component-tests";

/**
 * Component tests that render to a string in node (no `// @vitest-environment jsdom`). They run
 * in the node project: Vitest reuses a worker only for a next file of the same environment, so
 * in the web project each of them (placed among the jsdom files by size) ended the worker
 * before and after it, and the next jsdom file paid a new worker's jsdom and its imports of
 * React and Mantine again.
 */
const SERVER_RENDERED_COMPONENT_TESTS = [
  "src/web/app/theme-css-variables.test.tsx",
  "src/web/components/navigation-progress.test.tsx",
  "src/web/features/legal/components/legal-pages.test.tsx",
  "src/web/lib/lite/terms-table.test.tsx",
];

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    environment: "node",
    globalSetup: ["src/server/test/global-setup.ts"],
    // Component tests opt into jsdom per file (`// @vitest-environment jsdom`); the setup's DOM
    // stubs and cleanup only run there.
    setupFiles: ["src/web/test/setup.ts"],
    // API tests each migrate a fresh database; PGlite is CPU-bound, so two workers fit two cores.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts", ...SERVER_RENDERED_COMPONENT_TESTS],
          // The PostgreSQL pass (TEST_DATABASE_URL) skips the files it would run identically.
          exclude: process.env.TEST_DATABASE_URL
            ? [...configDefaults.exclude, ...DATABASE_FREE_SERVER_TESTS]
            : configDefaults.exclude,
          // Node tests share a worker's module cache: importing the app (Fastify, better-auth,
          // Drizzle) once per worker instead of once per file halves the run. Each test file
          // still gets its own database and app instance, and no test mocks modules
          // (vi.mock); timers and globals are restored in afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        // Component tests share a worker's module graph too (React, Mantine, Testing Library
        // imported once per worker, not once per file). The setup file puts back what a file
        // may leave behind: globals, spies, timers, storage, the DOM, Mantine's toasts.
        test: {
          name: "web",
          include: ["src/**/*.test.tsx"],
          exclude: [
            ...configDefaults.exclude,
            ...ISOLATED_COMPONENT_TESTS,
            ...SERVER_RENDERED_COMPONENT_TESTS,
          ],
          isolate: false,
        },
      },
      {
        extends: true,
        // A file that replaces a module with vi.mock keeps a fresh module graph.
        test: { name: "web-isolated", include: ISOLATED_COMPONENT_TESTS },
      },
    ],
  },
});
