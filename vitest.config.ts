import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
          include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
          // Node tests share a worker's module cache: importing the app (Fastify, better-auth,
          // Drizzle) once per worker instead of once per file halves the run. Each test file
          // still gets its own database and app instance, and no test mocks modules
          // (vi.mock); timers and globals are restored in afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        // Component tests keep a fresh module graph per file (Mantine's notification store and
        // the DOM are module state).
        test: { name: "web", include: ["src/**/*.test.tsx"] },
      },
    ],
  },
});
