/**
 * Issue 27 item 3, "'Accepting leads: No' means no new leads", end to end with the demo data's
 * 'Blue Heron Lending Co.' (seeded not accepting leads): its listing card and its page show
 * "Not accepting new requests right now" instead of Get Quote, the 'Send to more lenders'
 * picker leaves it out, and the API refuses a request sent to it anyway (409
 * lender_not_accepting_leads), for a new request and for an existing one.
 */
import type { LenderProfileResponse } from "../src/domain/contract/lenders";
import type {
  LoanRequestResponse,
  MatchingLendersResponse,
} from "../src/domain/contract/loan-requests";
import { expectAccessible } from "./a11y";
import { expect, signInNewUser, test } from "./fixtures";
import { APP_ORIGIN, uniqueEmail } from "./support";

const BLUE_HERON = { slug: "blue-heron-lending-co", name: "Blue Heron Lending Co." };
const NOTE = "Not accepting new requests right now";

const georgiaFlip = (customName: string) => ({
  customName,
  investmentType: "fix_and_flip",
  propertyType: "Condo",
  propertyState: "GA",
  loanAmount: 250_000,
  notes: "Light rehab, closing in a month.",
});

test("a borrower cannot send a request to a lender that is not accepting leads", async ({
  page,
  context,
  request,
}) => {
  await signInNewUser(context, request, uniqueEmail("e2e.borrower.closed"));

  // The lender's page: no Get Quote anywhere, the note instead.
  await page.goto(`/lender/${BLUE_HERON.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: BLUE_HERON.name })).toBeVisible();
  await expect(page.getByRole("button", { name: /Get Quote/ })).toHaveCount(0);
  await expect(page.getByText(NOTE).first()).toBeVisible();
  await expectAccessible(page, "lender page of a lender not accepting leads");

  // Its card on the listing, among lenders that keep their Get Quote.
  await page.goto("/fix-and-flip?loanType=fix_and_flip&location=GA&sortBy=most-relevant");
  const card = page.getByRole("article", { name: BLUE_HERON.name });
  await expect(card).toBeVisible();
  await expect(card.getByText(NOTE)).toBeVisible();
  await expect(card.getByRole("button", { name: /Get Quote/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Get Quote from / }).first()).toBeVisible();
  await expectAccessible(page, "listing with a lender not accepting leads");

  // The API refuses it whatever the page shows.
  const profile = await page.request.get(`/api/lenders/${BLUE_HERON.slug}`);
  expect(profile.status()).toBe(200);
  const { lender } = (await profile.json()) as LenderProfileResponse;
  expect(lender.acceptingLeads).toBe(false);

  const direct = await context.request.post("/api/loan-requests", {
    data: { request: georgiaFlip("Savannah flip"), lenderIds: [lender.id] },
    headers: { Origin: APP_ORIGIN },
  });
  expect(direct.status()).toBe(409);
  expect((await direct.json()).error).toMatchObject({
    code: "lender_not_accepting_leads",
    message: `${BLUE_HERON.name}: This lender is not accepting new loan requests right now.`,
  });

  // An existing request: 'Send to more lenders' does not offer it, and sending anyway is refused.
  const created = await context.request.post("/api/loan-requests", {
    data: { request: georgiaFlip("Tybee flip") },
    headers: { Origin: APP_ORIGIN },
  });
  expect(created.status()).toBe(201);
  const { request: own } = (await created.json()) as LoanRequestResponse;
  const matching = await context.request.get(`/api/loan-requests/${own.id}/matching-lenders`);
  expect(matching.status()).toBe(200);
  const offered = ((await matching.json()) as MatchingLendersResponse).items;
  expect(offered.length).toBeGreaterThan(0);
  expect(offered.map((item) => item.lender.id)).not.toContain(lender.id);
  const more = await context.request.post(`/api/loan-requests/${own.id}/submissions`, {
    data: { lenderIds: [lender.id] },
    headers: { Origin: APP_ORIGIN },
  });
  expect(more.status()).toBe(409);
  expect((await more.json()).error.code).toBe("lender_not_accepting_leads");
  const mine = await context.request.get("/api/loan-requests");
  const items = ((await mine.json()) as { items: LoanRequestResponse["request"][] }).items;
  expect(items.map((item) => item.customName)).toEqual(["Tybee flip"]);
  expect(items[0]?.submissions).toEqual([]);
});
