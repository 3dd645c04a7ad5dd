/**
 * Issue 31, lending criteria: a request that breaks a hard limit of the lender's product for
 * its loan type is refused on every path that sends it (a new signed-in request, a visitor's
 * anonymous request, 'Send to more lenders') with 409 outside_lending_criteria, the reason in
 * the message, nothing written and nobody mailed; the pickers (matching lenders, receiving
 * lenders) leave such lenders out. A soft criterion refuses nothing.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertLenderWithProducts } from "../../db/factories";
import { loanRequestApi, validRequest } from "../../test/loan-request-api";
import { createTestContext, type TestClient, type TestContext } from "../../test/test-app";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const api = loanRequestApi(() => ctx);
let n = 0;
const nextEmail = (label: string) => `${label}.${++n}@example.com`;

const FLIP_PROPERTY = "Non-owner occupied 1-4 family real estate";

/** A fix & flip lender in Texas whose product needs a 680 score and 3-5 properties. */
function criteriaLender(name: string, hardLimits: string[] | null) {
  return insertLenderWithProducts(
    ctx.db,
    {
      companyName: name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@lender.example.com`,
      state: ["Texas"],
    },
    [
      {
        type: "fix_and_flip",
        overrides: {
          minimumFico: 680,
          minimumExperience: "3-5",
          loanAmountMin: 100_000,
          loanAmountMax: 2_000_000,
          collateralTypes: [FLIP_PROPERTY],
          hardLimits,
        },
      },
    ],
  );
}

let hard: Awaited<ReturnType<typeof criteriaLender>>["lender"];
let soft: Awaited<ReturnType<typeof criteriaLender>>["lender"];
beforeAll(async () => {
  hard = (await criteriaLender("Strict Box Capital", ["creditScore", "experience"])).lender;
  soft = (await criteriaLender("Easy Box Capital", null)).lender;
});

const OUTSIDE_CREDIT = {
  code: "outside_lending_criteria",
  message: "Strict Box Capital: Needs a credit score of 680 or more.",
  fields: { lenderIds: "Needs a credit score of 680 or more." },
};

async function expectRefused(
  call: () => Promise<{ statusCode: number; json(): { error: unknown } }>,
  error: object,
) {
  const before = await api.counts();
  const mailsBefore = (await ctx.mailsTo(hard.email ?? "")).length;
  const response = await call();
  expect(response.statusCode).toBe(409);
  expect(response.json().error).toMatchObject(error);
  expect(await api.counts()).toEqual(before);
  expect(await ctx.mailsTo(hard.email ?? "")).toHaveLength(mailsBefore);
}

describe("sending a request that breaks a hard limit", () => {
  test("a new signed-in request: 409 with the reason; at the limit it is sent", async () => {
    const client = await ctx.signedInClient(nextEmail("credit"));
    await expectRefused(
      () =>
        api.create(client, {
          request: validRequest({ creditScore: 679, experienceYears: "3-5" }),
          lenderIds: [hard.id],
        }),
      OUTSIDE_CREDIT,
    );
    const atLimit = await api.create(client, {
      request: validRequest({ creditScore: 680, experienceYears: "3-5" }),
      lenderIds: [hard.id],
    });
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  test("the profile's score counts when the request gives none; soft criteria refuse nothing", async () => {
    const client = await ctx.signedInClient(nextEmail("profile"), {
      creditScore: 600,
      experienceYears: "none",
    });
    const both = {
      code: "outside_lending_criteria",
      message:
        "Strict Box Capital: Needs a credit score of 680 or more. Needs experience with 3-5 properties or more.",
    };
    await expectRefused(
      () => api.create(client, { request: validRequest(), lenderIds: [hard.id] }),
      both,
    );
    const toSoft = await api.create(client, { request: validRequest(), lenderIds: [soft.id] });
    expect(toSoft.statusCode, toSoft.body).toBe(201);
  });

  test("a visitor's anonymous request: 409, nothing stored", async () => {
    await expectRefused(
      () =>
        api.anonymous(
          {
            email: nextEmail("visitor"),
            creditScore: "650",
            experience: "more_than_5",
            request: validRequest(),
            lenderIds: [hard.id],
          },
          `203.0.113.${n}`,
        ),
      OUTSIDE_CREDIT,
    );
  });

  test("'Send to more lenders': 409, and the picker leaves the lender out", async () => {
    const client: TestClient = await ctx.signedInClient(nextEmail("more"));
    const created = await api.create(client, {
      request: validRequest({ creditScore: 720, experienceYears: "1-2" }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().request.id as string;
    await expectRefused(
      () => client.post(`/api/loan-requests/${id}/submissions`, { lenderIds: [hard.id] }),
      {
        code: "outside_lending_criteria",
        message: "Strict Box Capital: Needs experience with 3-5 properties or more.",
      },
    );
    const matching = await client.get(`/api/loan-requests/${id}/matching-lenders`);
    expect(matching.statusCode).toBe(200);
    const names = matching.json().items.map((item: { lender: { id: string } }) => item.lender.id);
    expect(names).toContain(soft.id);
    expect(names).not.toContain(hard.id);
  });

  test("the dialog's receiving lenders leave it out by the profile's facts", async () => {
    const query = `investmentType=fix_and_flip&propertyState=TX&loanAmount=250000`;
    const low = await ctx.signedInClient(nextEmail("low"), { creditScore: 640 });
    const lowIds = (await low.get(`/api/loan-requests/receiving-lenders?${query}`))
      .json()
      .items.map((item: { lender: { id: string } }) => item.lender.id);
    expect(lowIds).toContain(soft.id);
    expect(lowIds).not.toContain(hard.id);
    const high = await ctx.signedInClient(nextEmail("high"), {
      creditScore: 700,
      experienceYears: "more_than_5",
    });
    const highIds = (await high.get(`/api/loan-requests/receiving-lenders?${query}`))
      .json()
      .items.map((item: { lender: { id: string } }) => item.lender.id);
    expect(highIds).toContain(hard.id);
  });
});
