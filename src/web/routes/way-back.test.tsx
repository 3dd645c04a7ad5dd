// @vitest-environment jsdom
/**
 * One URL per page (issue 30): a listing's lender links carry no query string, and the
 * profile's 'Back to lenders' still returns to the same filtered, sorted page of the listing:
 * the listing's query travels in the history state (web/lib/listing-return.ts).
 */
import { screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { LenderProfileResponse, LenderSearchItem } from "@/domain/lenders/lender-dto";
import { LenderProfilePage } from "@/web/features/lender-profile";
import { LenderCard } from "@/web/features/lenders/components/lender-card";
import { createTestQueryClient, jsonResponse, renderWithProviders } from "@/web/test/render";

const LENDER = {
  id: "6f1c2b3a-0000-4000-8000-000000000001",
  slug: "pecan-creek-capital",
  companyName: "Pecan Creek Capital",
  description: "Fix and flip loans in Texas.",
  website: null,
  state: "Texas",
  yearsInBusiness: 8,
  totalLoansFunded: null,
  yearsInBusinessConfirmed: true,
  totalLoansFundedConfirmed: false,
  averageFundingTime: 10,
  minimumLoanAmount: 50_000,
  maximumLoanAmount: null,
  reviewScore: 4.5,
  totalReviews: 12,
  googleReviewsUrl: null,
  verifiedReviewCount: 0,
  verifiedReviewScore: null,
  acceptingLeads: false,
  verification: null,
  responseTime: null,
  createdAt: "2026-01-05T00:00:00.000Z",
  updatedAt: "2026-01-05T00:00:00.000Z",
};

const ITEM = {
  lender: LENDER,
  product: {
    productType: "fix_and_flip",
    loanAmountMin: 50_000,
    lowestRate: 9.5,
    minimumFico: 680,
    maxLtv: 80,
    maxLtc: null,
    maxLtarv: null,
    maxRehabPercentage: null,
    maximumArv: null,
  },
  productTypes: ["fix_and_flip"],
  match: { score: 4.2, shown: false, breakdown: [] },
} as unknown as LenderSearchItem;

const LISTING_SEARCH = "loanType=fix_and_flip&location=TX&sortBy=rating&page=2";

afterEach(() => vi.unstubAllGlobals());

/** A query client that already holds the profile (as after the server's render). */
function withProfile() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(["lenders", "profile", LENDER.slug], {
    lender: LENDER,
    products: [],
  } as unknown as LenderProfileResponse);
  return queryClient;
}

test("the card's link has no query; the profile's way back is the same listing page", async () => {
  // The profile's view beacon.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(null, 204)),
  );
  const { user } = renderWithProviders(<LenderCard item={ITEM} search={LISTING_SEARCH} />, {
    route: `/fix-and-flip?${LISTING_SEARCH}`,
    path: "/fix-and-flip",
    routes: { "/lender/:slug": <LenderProfilePage slug={LENDER.slug} /> },
    queryClient: withProfile(),
  });

  const name = screen.getByRole("link", { name: "Pecan Creek Capital" });
  expect(name).toHaveAttribute("href", "/lender/pecan-creek-capital");
  expect(screen.getByRole("link", { name: /More info/ })).toHaveAttribute(
    "href",
    "/lender/pecan-creek-capital",
  );

  await user.click(name);
  const back = await screen.findByRole("link", { name: "Back to lenders" });
  expect(back).toHaveAttribute("href", `/fix-and-flip?${LISTING_SEARCH}`);
});

test("a profile opened without a listing behind it leads home", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(null, 204)),
  );
  renderWithProviders(<LenderProfilePage slug={LENDER.slug} />, {
    route: "/lender/pecan-creek-capital",
    queryClient: withProfile(),
  });
  expect(await screen.findByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
});
