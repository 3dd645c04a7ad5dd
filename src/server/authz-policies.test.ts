/**
 * Issue 29: each row of the authorization matrix names the policies of src/domain/policies its
 * route runs (MatrixEntry.policy). Every policy is named by a row, or listed with where it
 * runs instead (NOT_NAMED_BY_ROWS: building blocks and browser-only rules), and every name a
 * row gives is a policy that exists. The statuses themselves: authz-matrix.test.ts.
 */
import { expect, test } from "vitest";
import {
  authEndpointCells,
  crossIdCells,
  PAGES,
  READ_ENTRIES,
  WRITE_ENTRIES,
} from "./test/authz/matrix";
import { NOT_NAMED_BY_ROWS, POLICIES, policiesOf } from "./test/authz/policy-names";

const ROWS = [...PAGES, ...READ_ENTRIES, ...crossIdCells, ...authEndpointCells, ...WRITE_ENTRIES];
const named = new Set(ROWS.flatMap((row) => policiesOf(row.policy)));

test("every policy is named by a matrix row or says where it runs instead", () => {
  const unnamed = Object.keys(POLICIES).filter(
    (name) => !named.has(name) && !(name in NOT_NAMED_BY_ROWS),
  );
  expect(unnamed.map((name) => `${name}: no matrix row names it`)).toEqual([]);
});

test("every policy a row names exists", () => {
  const unknown = ROWS.flatMap((row) =>
    policiesOf(row.policy)
      .filter((name) => !(name in POLICIES))
      .map((name) => `${row.route}: ${name} is not a policy`),
  );
  expect(unknown).toEqual([]);
});

test("the policies no row names exist and are not named by a row after all", () => {
  const stale = Object.keys(NOT_NAMED_BY_ROWS).filter(
    (name) => !(name in POLICIES) || named.has(name),
  );
  expect(stale).toEqual([]);
});

test("rows of one route name the same policies", () => {
  const byRoute = new Map<string, string>();
  const differing: string[] = [];
  for (const row of [...READ_ENTRIES, ...WRITE_ENTRIES]) {
    const route = row.route.replace(/^HEAD /, "GET ");
    const policies = JSON.stringify(row.policy);
    const seen = byRoute.get(route);
    if (seen !== undefined && seen !== policies) differing.push(route);
    byRoute.set(route, policies);
  }
  expect(differing).toEqual([]);
});
