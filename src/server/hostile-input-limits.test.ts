/**
 * Hostile input (issue 17), the limits of free text (spec 9 and docs/decisions/hostile-input.md):
 * each field a route stores accepted at its maximum and refused one past it with the field's
 * message, nothing written.
 */
import type { InjectOptions } from "fastify";
import { afterAll, describe, expect, test } from "vitest";
import { MESSAGE_BODY_MAX } from "@/domain/contract/messages";
import { LENDER_LONG_TEXT_MAX, LENDER_TEXT_MAX } from "@/domain/lenders/lender-form";
import { LENDER_NOTE_MAX } from "@/domain/loan-requests/lender-answers";
import {
  LOAN_REQUEST_NAME_MAX_LENGTH,
  LOAN_REQUEST_NOTES_MAX_LENGTH,
} from "@/domain/loan-requests/loan-request-schemas";
import { OFFER_LIMITS } from "@/domain/offers/offer-terms";
import { LIST_ITEM_MAX_LENGTH, tooLongMessage } from "@/domain/reference/form-fields";
import {
  COMPANY_NAME_MAX_LENGTH,
  NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
} from "@/domain/reference/limits";
import { URL_MESSAGES } from "@/domain/reference/url";
import { BODY_EXAMPLES } from "./test/hostile/examples";
import { withValueAt } from "./test/hostile/input-paths";
import { routeKey } from "./test/hostile/route-table";
import { rowCounter, tableNames } from "./test/hostile/row-counts";
import { actorFor, createWorld, fillPath } from "./test/hostile/world";
import type { TestClient } from "./test/test-app";

const world = await createWorld("limits");
const { ctx, params } = world;
const countRows = rowCounter(ctx.db, await tableNames(ctx.db));
let inputs = 0;
afterAll(async () => {
  console.log(`[hostile-input] free-text limits: ${inputs} inputs tried`);
  await ctx.close();
});

function countedRequest(client: TestClient, options: InjectOptions) {
  inputs += 1;
  return client.request(options);
}

/** A field whose value has a form (a URL) gets text of the given length in that form. */
type ValueOfLength = (length: number) => string;
const urlOfLength: ValueOfLength = (length) =>
  `https://acme.example.com/${"a".repeat(length - "https://acme.example.com/".length)}`;

/**
 * [route, field path, max, message at max+1, value maker]: each free-text field a route
 * stores; the value is all letters unless a maker is given.
 */
const LIMITS: [string, string[], number, string, ValueOfLength?][] = [
  ["PATCH /api/me/profile", ["fullName"], NAME_MAX_LENGTH, tooLongMessage(NAME_MAX_LENGTH)],
  [
    "POST /api/lender-signup",
    ["companyName"],
    COMPANY_NAME_MAX_LENGTH,
    tooLongMessage(COMPANY_NAME_MAX_LENGTH),
  ],
  [
    "POST /api/loan-requests",
    ["request", "customName"],
    LOAN_REQUEST_NAME_MAX_LENGTH,
    tooLongMessage(LOAN_REQUEST_NAME_MAX_LENGTH),
  ],
  [
    "POST /api/loan-requests",
    ["request", "notes"],
    LOAN_REQUEST_NOTES_MAX_LENGTH,
    tooLongMessage(LOAN_REQUEST_NOTES_MAX_LENGTH),
  ],
  [
    "POST /api/lender-workspace/inquiries/:submissionId/answer",
    ["note"],
    LENDER_NOTE_MAX,
    `Note must be at most ${LENDER_NOTE_MAX} characters`,
  ],
  [
    "PUT /api/lender-workspace/lenders/:lenderId",
    ["companyName"],
    COMPANY_NAME_MAX_LENGTH,
    `Company name must be at most ${COMPANY_NAME_MAX_LENGTH} characters`,
  ],
  [
    "PUT /api/lender-workspace/lenders/:lenderId",
    ["description"],
    LENDER_LONG_TEXT_MAX,
    tooLongMessage(LENDER_LONG_TEXT_MAX),
  ],
  [
    "PUT /api/lender-workspace/lenders/:lenderId",
    ["phone"],
    LENDER_TEXT_MAX,
    tooLongMessage(LENDER_TEXT_MAX),
  ],
  [
    "PUT /api/lender-workspace/lenders/:lenderId",
    ["website"],
    URL_MAX_LENGTH,
    // Issue 27: the lender form's website follows the one URL rule (domain/reference/url.ts).
    URL_MESSAGES.tooLong,
    urlOfLength,
  ],
  [
    "PUT /api/lender-workspace/lenders/:lenderId",
    ["states", "0"],
    LIST_ITEM_MAX_LENGTH,
    tooLongMessage(LIST_ITEM_MAX_LENGTH),
  ],
  [
    "PUT /api/lender-workspace/lenders/:lenderId",
    ["products", "fix_and_flip", "fundingTimeline"],
    LENDER_TEXT_MAX,
    tooLongMessage(LENDER_TEXT_MAX),
  ],
  [
    "PUT /api/lender-workspace/lenders/:lenderId",
    ["products", "fix_and_flip", "assetTypes", "0"],
    LIST_ITEM_MAX_LENGTH,
    tooLongMessage(LIST_ITEM_MAX_LENGTH),
  ],
  [
    "POST /api/submissions/:submissionId/messages",
    ["body"],
    MESSAGE_BODY_MAX,
    `A message can be at most ${MESSAGE_BODY_MAX.toLocaleString("en-US")} characters.`,
  ],
  [
    "POST /api/lender-workspace/offers/:offerId/revisions",
    ["conditions"],
    OFFER_LIMITS.conditionsMax,
    `Conditions must be at most ${OFFER_LIMITS.conditionsMax} characters`,
  ],
];

describe("free-text limits: at the max accepted, one past it refused with the field's message", () => {
  test.each(
    LIMITS.map(
      ([key, path, max, message, makeValue]) =>
        [`${key} ${path.join(".")}`, key, path, max, message, makeValue] as const,
    ),
  )("%s", async (_name, key, path, max, message, makeValue) => {
    const route = world.routes.find((r) => routeKey(r) === key);
    if (!route) throw new Error(`no route ${key}`);
    const example = BODY_EXAMPLES[key]?.(params) ?? {};
    const client = world.clients[actorFor(route)];
    const url = fillPath(route.url, params);
    // A letter and a space at the ends would be trimmed: the value is all letters.
    const at = (length: number) =>
      withValueAt(example, path, makeValue ? makeValue(length) : "a".repeat(length));
    const ok = await countedRequest(client, {
      method: route.method as "POST",
      url,
      payload: at(max) as object,
    });
    // Validation passes at the max (a 409 of the world's state, e.g. a superseded offer, is
    // an answer past validation).
    expect(ok.statusCode, ok.body.slice(0, 300)).not.toBe(400);
    expect(ok.statusCode, ok.body.slice(0, 300)).toBeLessThan(500);
    const before = await countRows();
    const over = await countedRequest(client, {
      method: route.method as "POST",
      url,
      payload: at(max + 1) as object,
    });
    expect(over.statusCode, over.body.slice(0, 300)).toBe(400);
    expect(over.json().error.fields?.[path.join(".")]).toBe(message);
    expect(await countRows()).toEqual(before);
  });
});

test("spec 9's email maximum: 254 characters accepted, 255 refused on the email field", async () => {
  // 64-character local part, labels of at most 63: a valid address of exactly `length`.
  const email = (length: number) => {
    const local = "a".repeat(64);
    const tail = ".com";
    const middle = length - local.length - 1 - tail.length;
    const labels = ["b".repeat(63), "c".repeat(63), "d".repeat(middle - 2 * 64)];
    return `${local}@${labels.join(".")}${tail}`;
  };
  expect(email(254)).toHaveLength(254);
  const body = BODY_EXAMPLES["POST /api/loan-requests/anonymous"]?.(params) ?? {};
  const send = (address: string) =>
    countedRequest(world.clients.visitor, {
      method: "POST",
      url: "/api/loan-requests/anonymous",
      payload: { ...body, email: address },
      headers: { "x-forwarded-for": "203.0.113.77" },
    });
  const ok = await send(email(254));
  expect(ok.statusCode, ok.body).toBe(202);
  const before = await countRows();
  const over = await send(email(255));
  expect(over.statusCode, over.body).toBe(400);
  expect(over.json().error.fields).toEqual({ email: "Email address is too long" });
  expect(await countRows()).toEqual(before);
});
