/**
 * Hostile input (issue 17), the transport: oversized bodies (413), malformed JSON (400), other
 * content types (415) on every body route of the table and on better-auth's body endpoints;
 * unknown fields ignored on every body route (docs/decisions/hostile-input.md).
 */
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, describe, expect, test } from "vitest";
import { lenders, profiles } from "./db/schema";
import { expectSafeAnswer } from "./test/hostile/answer-checks";
import { AUTH_BODY_EXAMPLES } from "./test/hostile/auth-endpoints";
import { BODY_EXAMPLES } from "./test/hostile/examples";
import { withValueAt } from "./test/hostile/input-paths";
import { HOSTILE_PARTS } from "./test/hostile/partitions";
import { routeKey } from "./test/hostile/route-table";
import { rowCounter, tableNames } from "./test/hostile/row-counts";
import { actorFor, createWorld, fillPath } from "./test/hostile/world";
import type { TestClient } from "./test/test-app";

const world = await createWorld("transport");
const { ctx, params } = world;
const countRows = rowCounter(ctx.db, await tableNames(ctx.db));
let inputs = 0;
afterAll(async () => {
  console.log(`[hostile-input] transport: ${inputs} inputs tried`);
  await ctx.close();
});

const BODY_LIMIT = 1024 * 1024;

function countedRequest(client: TestClient, options: InjectOptions) {
  inputs += 1;
  return client.request(options);
}
const bodyRoutes = world.routes.filter((route) => route.body !== undefined);
const AUTH_ROUTES = Object.keys(AUTH_BODY_EXAMPLES).filter((url) => url !== "/api/auth/sign-out");

/** Every JSON body route of the table, as its actor, plus better-auth's body endpoints. */
const targets = [
  ...bodyRoutes.map((route) => ({
    key: routeKey(route),
    method: route.method,
    url: fillPath(route.url, params),
    client: world.clients[actorFor(route)],
  })),
  ...AUTH_ROUTES.map((url) => ({
    key: `POST ${url}`,
    method: "POST",
    url,
    client: world.clients.visitor,
  })),
];

async function sendRaw(
  target: (typeof targets)[number],
  payload: string | Buffer,
  contentType: string,
) {
  const before = await countRows();
  const response = await countedRequest(target.client, {
    method: target.method as "POST",
    url: target.url,
    payload,
    headers: { "content-type": contentType },
  });
  expect(await countRows(), `${target.key}: rows changed`).toEqual(before);
  return response;
}

/**
 * Routes that read form bodies by design: RFC 8058's one-click unsubscribe is POSTed by mail
 * providers as a form (unsubscribe-routes.ts, and saved-search-routes.ts for a saved search's
 * alert); every other route takes JSON only.
 */
const FORM_ROUTES = new Set(["POST /unsubscribe", "POST /saved-searches/unsubscribe"]);
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];
/**
 * The account forms without JavaScript (auth-form-routes.ts) read form-encoded bodies (what an
 * HTML form sends) and answer every one with a redirect to the form's page (issue 30).
 */
const ACCOUNT_FORM_ROUTE = /^POST \/auth\/form\//;
/**
 * The notification settings page's form without JavaScript (issue 31) reads form-encoded
 * bodies; one without the page's hidden `form` field is refused and changes nothing.
 */
const SETTINGS_FORM_ROUTE = "POST /profile/notifications";

const errorCode = (response: { json(): unknown }) =>
  (response.json() as { error?: { code?: string } }).error?.code;

describe.each(targets.map((t) => [t.key, t] as const))("%s", (_key, target) => {
  test("a body over 1 MiB is refused with 413 in our error shape", async () => {
    const payload = JSON.stringify({ filler: "x".repeat(BODY_LIMIT) });
    const response = await sendRaw(target, payload, "application/json");
    expect(response.statusCode, response.body).toBe(413);
    expect(errorCode(response)).toBe("fst_err_ctp_body_too_large");
  });

  test("malformed, empty and prototype-polluting JSON is a 400, never a 500", async () => {
    for (const payload of ['{"a": ', "{'a': 1}", "", '{"__proto__": {"x": 1}}', "\u0000"]) {
      const response = await sendRaw(target, payload, "application/json");
      expect(response.statusCode, `${JSON.stringify(payload)} → ${response.body}`).toBe(400);
      expectSafeAnswer(response, target.key, new Set());
    }
  });

  test("a body that is not JSON is a 415, whatever it claims to be", async () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
    ]) {
      const response = await sendRaw(target, '{"a":1}', type);
      if (ACCOUNT_FORM_ROUTE.test(target.key) && type === "application/x-www-form-urlencoded") {
        // Read as a form with no field of the form's: back to the page with its failure.
        expect(response.statusCode, `${type} → ${response.body}`).toBe(303);
        continue;
      }
      if (target.key === SETTINGS_FORM_ROUTE && type === "application/x-www-form-urlencoded") {
        expect(response.statusCode, `${type} → ${response.body}`).toBe(400);
        expect(errorCode(response)).toBe("validation_failed");
        continue;
      }
      if (FORM_ROUTES.has(target.key) && FORM_TYPES.some((form) => type.startsWith(form))) {
        // Read as a form, and refused: it is not `List-Unsubscribe=One-Click`.
        expect(response.statusCode, `${type} → ${response.body}`).toBe(400);
        expect(errorCode(response)).toBe("validation_failed");
        continue;
      }
      expect(response.statusCode, `${type} → ${response.body}`).toBe(415);
      expect(errorCode(response)).toBe("fst_err_ctp_invalid_media_type");
    }
  });
});

test("every route of the table is in exactly one hostile-input file's part", () => {
  for (const route of world.routes) {
    const parts = Object.entries(HOSTILE_PARTS).filter(([, includes]) => includes(route));
    expect(parts.length, routeKey(route)).toBe(1);
  }
});

test("the limit is 1 MiB: a body just under it is read (and answered by the route)", async () => {
  const payload = JSON.stringify({ fullName: "Ada", filler: "x".repeat(BODY_LIMIT - 100) });
  const response = await countedRequest(world.clients.borrower, {
    method: "PATCH",
    url: "/api/me/profile",
    payload,
    headers: { "content-type": "application/json" },
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
});

describe("unknown fields are ignored on every route (zod strips them)", () => {
  const extras = {
    unexpectedField: "x",
    id: "00000000-0000-4000-8000-000000000001",
    userId: "00000000-0000-4000-8000-000000000001",
    userType: "admin",
    role: "admin",
    approvalStatus: "approved",
    isAdmin: true,
  };
  test.each(bodyRoutes.map((route) => [routeKey(route), route] as const))(
    "%s: never a 400 naming an unknown field",
    async (key, route) => {
      const example = BODY_EXAMPLES[key]?.(params);
      expect(example, `add an example for ${key}`).toBeDefined();
      const response = await countedRequest(world.clients[actorFor(route)], {
        method: route.method as "POST",
        url: fillPath(route.url, params),
        payload: { ...example, ...extras },
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      const fields =
        response.statusCode < 400
          ? []
          : Object.keys((response.json() as { error?: { fields?: object } }).error?.fields ?? {});
      for (const name of Object.keys(extras)) {
        if (name in (example ?? {})) continue;
        expect(fields, `${key} refused ${name}`).not.toContain(name);
      }
    },
  );

  test("…and never stored: a borrower cannot make itself an admin or change its email", async () => {
    const response = await countedRequest(world.clients.borrower, {
      method: "PATCH",
      url: "/api/me/profile",
      payload: { fullName: "Still Borrower", ...extras, email: "other@example.com" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [profile] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.fullName, "Still Borrower"));
    expect(profile).toMatchObject({ userType: "borrower", approvalStatus: null });
    expect(profile?.email).toMatch(/^hostile\.borrower\./);
  });

  test("a map keyed by loan type is not a field list: an unknown loan type is refused", async () => {
    const body = BODY_EXAMPLES["PUT /api/lender-workspace/lenders/:lenderId"]?.(params) ?? {};
    const before = await countRows();
    const response = await countedRequest(world.clients.lender, {
      method: "PUT",
      url: fillPath("/api/lender-workspace/lenders/:lenderId", params),
      payload: withValueAt(body, ["products", "mezzanine"], { enabled: true }) as object,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(["products"]);
    expect(await countRows()).toEqual(before);
  });

  test("…nor can a lender move its record to another account", async () => {
    const body = BODY_EXAMPLES["PUT /api/lender-workspace/lenders/:lenderId"]?.(params);
    const response = await countedRequest(world.clients.lender, {
      method: "PUT",
      url: fillPath("/api/lender-workspace/lenders/:lenderId", params),
      payload: { ...body, ...extras },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [record] = await ctx.db
      .select()
      .from(lenders)
      .where(eq(lenders.id, params.lenderId ?? ""));
    expect(record?.userId).not.toBe(extras.userId);
    expect(record?.id).toBe(params.lenderId);
  });
});
