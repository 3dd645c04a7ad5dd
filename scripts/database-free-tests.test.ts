/**
 * The files the PostgreSQL pass leaves out (database-free-tests.ts) must stay free of the test
 * database: one that starts using it (or reads TEST_DATABASE_URL) would then never be run on
 * PostgreSQL, so it has to leave the list.
 */
import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { DATABASE_FREE_SERVER_TESTS } from "./database-free-tests";

const USES_TEST_DATABASE =
  /test-database|test-app|createTestContext|openTestDatabase|TEST_DATABASE_URL/;

test.each(DATABASE_FREE_SERVER_TESTS)("%s never opens the test database", (file) => {
  expect(existsSync(file), `${file} exists`).toBe(true);
  expect(readFileSync(file, "utf8")).not.toMatch(USES_TEST_DATABASE);
});
