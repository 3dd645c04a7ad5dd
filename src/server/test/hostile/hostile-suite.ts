/**
 * The property-based hostile-input suite over Fastify's route table (issue 17): for each route
 * with a body, querystring or params schema (and each state-changing route without one), sends
 * random and malformed values and checks every answer (answer-checks.ts) and, for a refused
 * state-changing request, that no table's row count moved. Deterministic: fixed seeds.
 */
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, describe, expect, test } from "vitest";
import { describeInput, expectSafeAnswer } from "./answer-checks";
import { BODY_EXAMPLES, QUERY_EXAMPLES } from "./examples";
import {
  hostileBody,
  hostileQueryValue,
  hostileString,
  hostileValue,
  rawQueryStrings,
  toJson,
} from "./hostile-values";
import {
  paramNames,
  pathsOf,
  queryKeys,
  queryString,
  schemaKeys,
  topLevelKeys,
  wellFormed,
  withValueAt,
} from "./input-paths";
import { routeKey, type TableRoute } from "./route-table";
import { rowCounter, tableNames } from "./row-counts";
import { actorFor, fillPath, type World } from "./world";

export interface SuiteOptions {
  /** Names the file's world (emails) and its line in the figures. */
  tag: string;
  /** Which routes of the table this file covers. */
  include: (route: TableRoute) => boolean;
  seed: number;
  /** Runs per route and kind of input (fast-check numRuns). */
  runs: { body: number; mutation: number; query: number; params: number };
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Registers the suite's tests. Call at the top level of a test file after `await`ing the world:
 * `const world = await createWorld(tag)` (tests are listed per route, so the table must exist).
 */
export function hostileInputSuite(world: World, options: SuiteOptions) {
  const { ctx, routes, params } = world;
  const covered = routes.filter(
    (route) =>
      route.method !== "HEAD" &&
      !route.url.startsWith("/api/auth/") &&
      (route.body || route.querystring || route.params || MUTATING.has(route.method)) &&
      options.include(route),
  );
  let inputs = 0;
  let counts: (() => Promise<Record<string, number>>) | undefined;
  const countRows = async () => {
    counts ??= rowCounter(ctx.db, await tableNames(ctx.db));
    return counts();
  };

  afterAll(async () => {
    console.log(
      `[hostile-input] ${options.tag}: ${inputs} inputs tried on ${covered.length} routes`,
    );
    await ctx.close();
  });

  async function send(
    route: TableRoute,
    input: { path?: string; query?: string; body?: string; contentType?: string },
    fieldNames: ReadonlySet<string>,
  ) {
    const client = world.clients[actorFor(route)];
    const url = `${input.path ?? fillPath(route.url, params)}${input.query ? `?${input.query}` : ""}`;
    const mutating = MUTATING.has(route.method);
    const before = mutating ? await countRows() : undefined;
    const request: InjectOptions = {
      method: route.method as InjectOptions["method"],
      url,
      ...(input.body !== undefined
        ? {
            payload: input.body,
            headers: { "content-type": input.contentType ?? "application/json" },
          }
        : {}),
    };
    const response = await client.request(request);
    inputs += 1;
    const label = describeInput(`${route.method} ${url}`, input.body ?? "");
    // A 400 may name a field of the route, or any field the client sent.
    const sent = new Set([...fieldNames, ...topLevelKeys(input.body), ...queryKeys(input.query)]);
    expectSafeAnswer(response, label, sent, {
      // Pages outside /api (the development outbox) answer in text or HTML.
      ourErrorShape: route.url.startsWith("/api/"),
    });
    if (before && response.statusCode >= 400) {
      expect(await countRows(), `${label} → ${response.statusCode}: rows changed`).toEqual(before);
    }
    return response;
  }

  const settings = (runs: number, offset: number) => ({
    numRuns: runs,
    seed: options.seed + offset,
    endOnFailure: true,
  });

  test("covers routes (the file's share of the route table)", () => {
    expect(covered.length).toBeGreaterThan(0);
  });

  describe.each(covered.map((route) => [routeKey(route), route] as const))("%s", (key, route) => {
    const queryExample = QUERY_EXAMPLES[key]?.(params) ?? {};
    const bodyExample = BODY_EXAMPLES[key]?.(params);
    const names = new Set([
      ...schemaKeys(route.body),
      ...schemaKeys(route.querystring),
      ...paramNames(route.url),
      ...Object.keys(bodyExample ?? {}),
      ...Object.keys(queryExample),
    ]);

    if (route.body) {
      test("has a valid example body, and the route accepts it", async () => {
        expect(bodyExample, `add an example for ${key} to examples.ts`).toBeDefined();
        // With the route's example query too (POST /unsubscribe takes its token there).
        const query = new URLSearchParams(queryExample as Record<string, string>).toString();
        const response = await send(route, { body: toJson(bodyExample), query }, names);
        expect(response.statusCode, response.body).not.toBe(400);
      });

      test("random JSON bodies", async () => {
        await fc.assert(
          fc.asyncProperty(hostileBody, async (body) => {
            await send(route, { body: toJson(body) }, names);
          }),
          settings(options.runs.body, 1),
        );
      });

      test("the valid body with one field (at any depth) replaced or added", async () => {
        const paths = [
          ...pathsOf(bodyExample ?? {}),
          ...schemaKeys(route.body).map((k) => [k]),
          ["unexpectedField"],
        ];
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...paths), hostileValue, async (path, value) => {
            await send(route, { body: toJson(withValueAt(bodyExample ?? {}, path, value)) }, names);
          }),
          settings(options.runs.mutation, 2),
        );
      });
    } else if (MUTATING.has(route.method)) {
      test("random JSON bodies to a route that takes none", async () => {
        await fc.assert(
          fc.asyncProperty(hostileBody, async (body) => {
            await send(route, { body: toJson(body) }, names);
          }),
          settings(Math.ceil(options.runs.body / 2), 3),
        );
      });
    }

    if (route.querystring) {
      const keys = [...new Set([...schemaKeys(route.querystring), ...Object.keys(queryExample)])];
      test("random query strings and one query field replaced", async () => {
        const query = fc.oneof(
          fc.dictionary(fc.oneof(fc.constantFrom(...keys), hostileString), hostileQueryValue, {
            maxKeys: 4,
          }),
          fc
            .tuple(fc.constantFrom(...keys), hostileQueryValue)
            .map(([k, v]) => ({ ...queryExample, [k]: v })),
        );
        await fc.assert(
          fc.asyncProperty(query, async (q) => {
            const text = queryString(
              Object.fromEntries(
                Object.entries(q).map(([k, v]) => [
                  wellFormed(k),
                  Array.isArray(v) ? v.map(wellFormed) : wellFormed(String(v)),
                ]),
              ),
            );
            await send(route, { query: text }, names);
          }),
          settings(options.runs.query, 4),
        );
      });

      test("malformed raw query strings", async () => {
        await fc.assert(
          fc.asyncProperty(rawQueryStrings, async (raw) => {
            await send(route, { query: raw }, names);
          }),
          settings(14, 5),
        );
      });
    }

    if (route.params) {
      const names_ = paramNames(route.url);
      test("one path parameter replaced with a hostile value", async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...names_),
            hostileString.map((s) => wellFormed(s).slice(0, 2000)),
            async (name, value) => {
              const path = fillPath(route.url, params, { [name]: value === "" ? " " : value });
              await send(
                route,
                {
                  path,
                  body: bodyExample ? toJson(bodyExample) : undefined,
                },
                names,
              );
            },
          ),
          settings(options.runs.params, 6),
        );
      });
    }
  });

  return { inputsTried: () => inputs };
}
