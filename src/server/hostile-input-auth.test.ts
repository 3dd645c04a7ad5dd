/**
 * Hostile input (issue 17) on better-auth's endpoints behind /api/auth/*: every endpoint from
 * `auth.api` gets random bodies, its valid body with one field replaced, and random queries;
 * never a 5xx, a trace or a partial write. better-auth answers in its own error shape
 * (`{ code, message }`, which its web client reads), so only our requests' shape is checked
 * elsewhere. Each endpoint runs as its own signed-in user: sign-out and revocations stay local.
 */
import fc from "fast-check";
import { afterAll, describe, expect, test } from "vitest";
import { describeInput, expectSafeAnswer } from "./test/hostile/answer-checks";
import { AUTH_BODY_EXAMPLES, authEndpoints } from "./test/hostile/auth-endpoints";
import {
  hostileBody,
  hostileQueryValue,
  hostileValue,
  toJson,
} from "./test/hostile/hostile-values";
import { pathsOf, wellFormed, withValueAt } from "./test/hostile/input-paths";
import { withRouteTable } from "./test/hostile/route-table";
import { rowCounter, tableNames } from "./test/hostile/row-counts";
import { createTestContext, type TestClient } from "./test/test-app";

const { built: ctx } = await withRouteTable(() => createTestContext());
// Endpoints that read input: every POST (bodies are parsed even without a schema), and GETs
// with query parameters.
const endpoints = authEndpoints(ctx.auth).filter(
  (e) => e.method === "POST" || (e.hasQuery && e.queryKeys.length > 0),
);
const countRows = rowCounter(ctx.db, await tableNames(ctx.db));
let inputs = 0;
let signedIn = 0;

afterAll(async () => {
  console.log(
    `[hostile-input] auth endpoints: ${inputs} inputs tried on ${endpoints.length} endpoints`,
  );
  await ctx.close();
});

async function freshClient(): Promise<TestClient> {
  signedIn += 1;
  return ctx.signedInClient(`hostile.auth.user${signedIn}@example.com`, {
    fullName: "Auth User",
    completedAt: new Date(),
  });
}

async function send(client: TestClient, method: "GET" | "POST", url: string, body?: string) {
  const before = method === "POST" ? await countRows() : undefined;
  const response = await client.request({
    method,
    url,
    ...(body !== undefined
      ? { payload: body, headers: { "content-type": "application/json" } }
      : {}),
  });
  inputs += 1;
  const label = describeInput(`${method} ${url}`, body ?? "");
  expectSafeAnswer(response, label, new Set(), { ourErrorShape: false });
  if (before && response.statusCode >= 400) {
    expect(await countRows(), `${label} → ${response.statusCode}: rows changed`).toEqual(before);
  }
}

const settings = (numRuns: number, seed: number) => ({ numRuns, seed, endOnFailure: true });

test("finds better-auth's endpoints (sign-in, sign-up, magic link, reset…)", () => {
  const urls = endpoints.map((e) => e.url);
  expect(urls).toEqual(
    expect.arrayContaining([
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/sign-in/magic-link",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
    ]),
  );
});

describe.each(endpoints.map((e) => [`${e.method} ${e.url}`, e] as const))(
  "%s",
  (_key, endpoint) => {
    if (endpoint.method === "POST") {
      const example = AUTH_BODY_EXAMPLES[endpoint.url] ?? {};
      const paths = [
        ...pathsOf(example),
        ...endpoint.bodyKeys.map((k) => [k]),
        ["unexpectedField"],
      ];

      test("random bodies, and one field of a valid body replaced", async () => {
        const client = await freshClient();
        await fc.assert(
          fc.asyncProperty(hostileBody, async (body) => {
            await send(client, "POST", endpoint.url, toJson(body));
          }),
          settings(8, 1711),
        );
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...paths), hostileValue, async (path, value) => {
            await send(client, "POST", endpoint.url, toJson(withValueAt(example, path, value)));
          }),
          settings(16, 1712),
        );
      });
    }
    if (endpoint.hasQuery && endpoint.queryKeys.length > 0) {
      test("random query values", async () => {
        const client = await freshClient();
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(fc.constantFrom(...endpoint.queryKeys), hostileQueryValue, {
              maxKeys: 3,
            }),
            async (query) => {
              const text = new URLSearchParams(
                Object.entries(query).flatMap(([k, v]) =>
                  (Array.isArray(v) ? v : [v]).map((item) => [k, wellFormed(item)]),
                ),
              ).toString();
              await send(client, endpoint.method, `${endpoint.url}?${text}`);
            },
          ),
          settings(8, 1713),
        );
      });
    }
  },
);
