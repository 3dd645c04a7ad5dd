/**
 * Issue 17, the authorization matrix: every route of Fastify's own route table, requested by
 * each of eight actors (visitor, two borrowers, pending, rejected and two approved lenders,
 * admin) with the expected status, no other party's data in any answer, and no change behind
 * a refused write. A route missing from the matrix fails here; so does a matrix row whose
 * route is gone. How it works and how to add a route: docs/decisions/authorization-matrix.md.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import * as serverEntry from "@/web/entry-server";
import { ACTORS } from "./test/authz/actors";
import {
  authEndpointCells,
  crossIdCells,
  MATRIX_ROUTES,
  PAGES,
  READ_ENTRIES,
  WRITE_ENTRIES,
} from "./test/authz/matrix";
import { collectRoutes } from "./test/authz/route-table";
import { runEntry } from "./test/authz/run-entry";
import { buildWorld, type World } from "./test/authz/world";
import { createTestContext, type TestContext } from "./test/test-app";

/** A web build with an index.html and one asset, so @fastify/static registers its routes. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lenderlane-authz-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(path.join(dir, "assets", "index.js"), "export {};\n");
  return dir;
}

let ctx: TestContext;
let tableRoutes: string[];
let world: World;

beforeAll(async () => {
  const { built, routes } = await collectRoutes(
    () => createTestContext({ webDistDir: fakeWebBuild(), renderer: serverEntry }),
    (context) => context.app,
  );
  ctx = built;
  tableRoutes = routes;
  world = await buildWorld(ctx);
});
afterAll(() => ctx?.close());

test("the matrix covers exactly the routes of Fastify's route table", () => {
  const listed = new Set(MATRIX_ROUTES);
  const inTable = new Set(tableRoutes);
  const missing = tableRoutes.filter((route) => !listed.has(route));
  const gone = MATRIX_ROUTES.filter((route) => !inTable.has(route));
  expect(
    missing.map((route) => `${route}: in the route table but not in the authorization matrix`),
  ).toEqual([]);
  expect(gone.map((route) => `${route}: in the matrix but no longer a route`)).toEqual([]);
  expect(new Set(MATRIX_ROUTES).size).toBe(MATRIX_ROUTES.length);
});

describe.each([
  ["pages (the not-found handler, not in the route table)", PAGES],
  ["reads", READ_ENTRIES],
  ["two ids of different owners", crossIdCells],
  ["better-auth endpoints behind the catch-all", authEndpointCells],
  ["writes", WRITE_ENTRIES],
])("%s", (_kind, entries) => {
  test.each(entries.map((entry) => [entry.route, entry] as const))(
    `%s: ${ACTORS.length} actors`,
    async (_route, entry) => {
      expect(await runEntry(world, entry)).toEqual([]);
    },
  );
});
