/**
 * Issue 27 item 3, "'Accepting leads: No' means no new leads": every path that sends a request
 * to a lender (create with lenderIds, the anonymous request, 'Send to more lenders' / the
 * submit dialog's existing request, the dashboard's first active lender) refuses a lender that
 * is not accepting leads and one that does not offer the request's loan type, with a 409
 * business code, nothing written and nobody mailed. (The matching-lenders picker leaving such
 * lenders out is in loan-requests-matching.test.ts, whose catalogue holds only its lenders.)
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

const NOT_ACCEPTING = {
  code: "lender_not_accepting_leads",
  message: expect.stringContaining("is not accepting new loan requests right now"),
};
const NOT_OFFERED = {
  code: "loan_type_not_offered",
  message: expect.stringContaining("does not offer this type of loan"),
};

/** A lender that said 'Accepting leads: No' (its fix & flip product is active). */
const closedLender = () =>
  api.lender({ acceptingLeads: false, email: `closed.${++n}@lender.example.com` });
/** A lender accepting leads that offers only rental loans. */
const rentalOnlyLender = () =>
  insertLenderWithProducts(ctx.db, { email: `rental.${++n}@lender.example.com` }, [
    "rental_property",
  ]);

async function expectNothingSent(
  call: () => Promise<{ statusCode: number; json(): { error: unknown } }>,
  error: object,
  lenderEmail: string,
) {
  const before = await api.counts();
  const response = await call();
  expect(response.statusCode).toBe(409);
  expect(response.json().error).toMatchObject(error);
  expect(await api.counts()).toEqual(before);
  expect(await ctx.mailsTo(lenderEmail)).toEqual([]);
}

describe("a new signed-in request", () => {
  test("to a lender not accepting leads: 409 lender_not_accepting_leads", async () => {
    const { lender } = await closedLender();
    const client = await ctx.signedInClient(nextEmail("closed"));
    await expectNothingSent(
      () => api.create(client, { request: validRequest(), lenderIds: [lender.id] }),
      NOT_ACCEPTING,
      lender.email ?? "",
    );
  });

  test("with an accepting lender among them: still refused as a whole", async () => {
    const { lender: open } = await api.lender({ email: `open.${++n}@lender.example.com` });
    const { lender: closed } = await closedLender();
    const client = await ctx.signedInClient(nextEmail("mixed"));
    await expectNothingSent(
      () => api.create(client, { request: validRequest(), lenderIds: [open.id, closed.id] }),
      NOT_ACCEPTING,
      open.email ?? "",
    );
  });

  test("of a loan type the lender does not offer: 409 loan_type_not_offered", async () => {
    const { lender } = await rentalOnlyLender();
    const client = await ctx.signedInClient(nextEmail("type"));
    await expectNothingSent(
      () => api.create(client, { request: validRequest(), lenderIds: [lender.id] }),
      NOT_OFFERED,
      lender.email ?? "",
    );
    // The same lender takes a rental request.
    const rental = await api.create(client, {
      request: validRequest({ investmentType: "rental_property" }),
      lenderIds: [lender.id],
    });
    expect(rental.statusCode, rental.body).toBe(201);
  });

  test("a lender whose product of the type is inactive does not offer it", async () => {
    const { lender } = await insertLenderWithProducts(
      ctx.db,
      { email: `inactive.${++n}@lender.example.com` },
      [{ type: "fix_and_flip", overrides: { isActive: false } }, "rental_property"],
    );
    const client = await ctx.signedInClient(nextEmail("inactive"));
    await expectNothingSent(
      () => api.create(client, { request: validRequest(), lenderIds: [lender.id] }),
      NOT_OFFERED,
      lender.email ?? "",
    );
  });
});

describe("a visitor's anonymous request", () => {
  test("to a lender not accepting leads: 409, nothing stored, nobody mailed", async () => {
    const { lender } = await closedLender();
    const email = nextEmail("visitor");
    await expectNothingSent(
      () =>
        api.anonymous(
          { email, request: validRequest(), lenderIds: [lender.id] },
          `203.0.113.${n % 250}`,
        ),
      NOT_ACCEPTING,
      lender.email ?? "",
    );
    expect(await ctx.mailsTo(email)).toEqual([]);
  });

  test("of a type the lender does not offer: 409 loan_type_not_offered", async () => {
    const { lender } = await rentalOnlyLender();
    await expectNothingSent(
      () =>
        api.anonymous(
          { email: nextEmail("visitor"), request: validRequest(), lenderIds: [lender.id] },
          `203.0.113.${n % 250}`,
        ),
      NOT_OFFERED,
      lender.email ?? "",
    );
  });
});

describe("'Send to more lenders' and the submit dialog's existing request", () => {
  async function ownRequest() {
    const client = await ctx.signedInClient(nextEmail("owner"));
    const created = await api.create(client, { request: validRequest() });
    expect(created.statusCode, created.body).toBe(201);
    return { client, id: created.json().request.id as string };
  }
  const sendMore = (client: TestClient, id: string, lenderIds: string[]) =>
    client.post(`/api/loan-requests/${id}/submissions`, { lenderIds });

  test("a lender not accepting leads: 409 lender_not_accepting_leads", async () => {
    const { client, id } = await ownRequest();
    const { lender } = await closedLender();
    await expectNothingSent(
      () => sendMore(client, id, [lender.id]),
      NOT_ACCEPTING,
      lender.email ?? "",
    );
  });

  test("a lender that does not offer the request's type: 409 loan_type_not_offered", async () => {
    const { client, id } = await ownRequest();
    const { lender } = await rentalOnlyLender();
    await expectNothingSent(
      () => sendMore(client, id, [lender.id]),
      NOT_OFFERED,
      lender.email ?? "",
    );
  });
});

describe("the dashboard's 'New Loan Request' (first active lender)", () => {
  test("skips a better-rated lender that is not accepting leads or lacks the type", async () => {
    await api.lender({
      companyName: "Aaa Closed Top Lending",
      reviewScore: 5,
      acceptingLeads: false,
    });
    await insertLenderWithProducts(
      ctx.db,
      { companyName: "Aaa Rental Top Lending", reviewScore: 5 },
      ["rental_property"],
    );
    await api.lender({ companyName: "Bbb Open Lending", reviewScore: 5 });
    const client = await ctx.signedInClient(nextEmail("dashboard"));
    const response = await api.create(client, {
      request: validRequest(),
      useFirstActiveLender: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().request.submissions[0].lenderName).toBe("Bbb Open Lending");
  });
});
