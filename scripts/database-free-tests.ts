/**
 * Server test files that never open the test database: they run the start and seed commands
 * on a data folder of their own, replay migrations on an in-memory PGlite, or need no database
 * at all. TEST_DATABASE_URL changes nothing for them, so CI's PostgreSQL pass (which sets it;
 * .ci/run) leaves them to the first pass instead of running them again identically
 * (vitest.config.ts). scripts/database-free-tests.test.ts keeps the list honest.
 */
export const DATABASE_FREE_SERVER_TESTS = [
  "src/server/cli/seed.test.ts",
  "src/server/cli/start-drain.test.ts",
  "src/server/db/migration-0005.test.ts",
  "src/server/db/migration-0014.test.ts",
  "src/server/db/migration-0023.test.ts",
  "src/server/db/migration-0036.test.ts",
  "src/server/catalogue/catalogue-versions.test.ts",
];
