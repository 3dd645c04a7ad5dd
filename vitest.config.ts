import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
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
  },
});
