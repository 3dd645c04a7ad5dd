// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import type { Me } from "@/domain/contract/account";
import type { LenderLeadList } from "@/domain/contract/lender-leads";
import type { LenderWorkspaceResponse } from "@/domain/contract/lender-workspace";
import { meQueryKey } from "@/web/lib/session/me";
import LenderDashboardRoute from "@/web/routes/lender-dashboard";
import { meFixture } from "@/web/test/fixtures";
import { leadFixture, leadListFixture } from "@/web/test/lead-fixture";
import { createTestQueryClient, jsonResponse, renderWithProviders } from "@/web/test/render";

let workspace: LenderWorkspaceResponse;
let inquiries: LenderLeadList;

beforeEach(() => {
  inquiries = leadListFixture([]);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url.startsWith("/api/lender-workspace/inquiries")) return jsonResponse(inquiries);
      if (url.startsWith("/api/lender-workspace")) return jsonResponse(workspace);
      if (url.startsWith("/api/config")) return jsonResponse({ supportEmail: "help@example.com" });
      return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function lender(approvalStatus: "pending" | "approved" | "rejected"): Me {
  const me = meFixture();
  return { ...me, profile: { ...me.profile, userType: "lender", approvalStatus } };
}

function renderDashboard(me: Me) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(meQueryKey, me);
  return renderWithProviders(<LenderDashboardRoute />, { queryClient });
}

const LENDER: LenderWorkspaceResponse["lender"] = {
  id: "7b0e4f1e-2f7a-4c1e-9a55-8d1f3c2b6a10",
  slug: "cedar-test-capital",
  companyName: "Cedar Test Capital",
  description: "Short",
  website: null,
  state: "Texas",
  stateList: ["Texas"],
  yearsInBusiness: 3,
  totalLoansFunded: null,
  yearsInBusinessConfirmed: false,
  totalLoansFundedConfirmed: false,
  pendingCompanyName: null,
  averageFundingTime: null,
  minimumLoanAmount: null,
  maximumLoanAmount: null,
  reviewScore: null,
  totalReviews: null,
  googleReviewsUrl: null,
  verifiedReviewCount: 0,
  verifiedReviewScore: null,
  acceptingLeads: false,
  verification: null,
  email: "deals@cedartest.example.com",
  phone: null,
  address: null,
  zipCode: null,
  licenseNumber: null,
  statesSourceUrl: null,
  isActive: true,
  timeZone: "America/New_York",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

test("a pending lender sees the pending card and its next steps, no tabs", async () => {
  renderDashboard(lender("pending"));
  expect(screen.getByRole("heading", { level: 1, name: "Lender Dashboard" })).toBeVisible();
  expect(screen.getByText("Manage your profile and view borrower inquiries")).toBeVisible();
  expect(screen.getByRole("heading", { name: "Account Pending Approval" })).toBeVisible();
  expect(screen.getByText("What happens next?")).toBeVisible();
  expect(await screen.findByRole("link", { name: "Contact Support" })).toHaveAttribute(
    "href",
    "mailto:help@example.com",
  );
  expect(screen.queryByRole("tab")).toBeNull();
});

test("a rejected lender sees the not-approved card", () => {
  renderDashboard(lender("rejected"));
  expect(screen.getByRole("heading", { name: "Account Not Approved" })).toBeVisible();
  expect(screen.queryByRole("tab")).toBeNull();
});

test("approved without a linked record: the alert, the no-profile overview and 'Profile Setup Pending'", async () => {
  workspace = { lender: null, products: [], views: null, seatRole: null };
  renderDashboard(lender("approved"));
  expect(await screen.findByText(/approved but not yet associated/)).toBeVisible();
  expect(screen.getByText("Pending Setup")).toBeVisible();
  expect(screen.getByText("Profile association pending")).toBeVisible();
  expect(screen.getByText("Waiting for profile setup")).toBeVisible();
  await userEvent.click(screen.getByRole("tab", { name: "Edit Profile" }));
  expect(await screen.findByText("Profile Setup Pending")).toBeVisible();
});

test("approved with a record: status, analytics with views, completeness and the inquiries", async () => {
  workspace = {
    lender: LENDER,
    products: [],
    views: {
      total: 7,
      daily: Array.from({ length: 30 }, (_, i) => ({
        day: `2026-01-${i + 1}`,
        views: i === 29 ? 7 : 0,
      })),
    },
    seatRole: "owner",
  };
  inquiries = leadListFixture([leadFixture()]);
  renderDashboard(lender("approved"));
  const status = await screen.findByRole("region", { name: "Company Status" });
  expect(status).toHaveTextContent("Cedar Test Capital");
  expect(status).toHaveTextContent("deals@cedartest.example.com");
  expect(status).toHaveTextContent("Accepting LeadsNo");
  expect(screen.getByRole("link", { name: /View public profile/ })).toHaveAttribute(
    "target",
    "_blank",
  );
  expect(
    await screen.findByRole("button", { name: "New Inquiries: 1. Show inquiries" }),
  ).toBeVisible();
  expect(screen.getByText("7")).toBeVisible();
  expect(screen.getByTestId("views-sparkline")).toBeInTheDocument();
  expect(screen.getByRole("heading", { name: "Profile Completeness" })).toBeVisible();
  expect(
    screen.getByText("Complete, recently updated profiles get 3-5x more borrower inquiries."),
  ).toBeVisible();

  await userEvent.click(screen.getByRole("button", { name: "Total Inquiries: 1. Show inquiries" }));
  const card = await screen.findByRole("article", { name: "Loan #6e0d2d73" });
  expect(card).toHaveTextContent("$1,250,000");
  expect(card).toHaveTextContent("Location: TX");
  expect(card).toHaveTextContent("Received 2 days ago");
  expect(card).toHaveTextContent("Credit score: 720");
  expect(card).toHaveTextContent("Notes: Close in 3 weeks");
  // Issue 27 item 5: an anonymous request not yet confirmed by its email's owner.
  expect(card).toHaveTextContent("Email not confirmed");
});

test("Edit Profile: the review figures are read-only with how they are set, the asked-for name is pending, the track record says who vouches for it (issue 27)", async () => {
  workspace = {
    lender: {
      ...(LENDER as NonNullable<typeof LENDER>),
      reviewScore: 4.2,
      totalReviews: 31,
      googleReviewsUrl: "https://g.example.com/cedar",
      pendingCompanyName: "Cedar New Capital",
      yearsInBusinessConfirmed: true,
      totalLoansFunded: 120,
    },
    products: [],
    views: null,
    seatRole: "owner",
  };
  // Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
  renderDashboard(lender("approved"));
  await userEvent.click(await screen.findByRole("tab", { name: "Edit Profile" }));
  const reviews = await screen.findByRole("group", { name: "Reviews" });
  expect(reviews).toHaveTextContent(
    "Set by LenderLane from verified reviews — contact support to update.",
  );
  for (const [label, value] of [
    ["Review Score", "4.2"],
    ["Total Reviews", "31"],
    ["Google Reviews URL", "https://g.example.com/cedar"],
  ] as const) {
    const input = screen.getByRole("textbox", { name: label });
    expect(input).toHaveValue(value);
    expect(input).toHaveAttribute("readonly");
  }
  expect(screen.queryByRole("spinbutton", { name: /Review Score/ })).toBeNull();
  expect(screen.getByRole("textbox", { name: /Company Name/ })).toHaveValue("Cedar New Capital");
  expect(screen.getByText(/Name change to “Cedar New Capital” is pending approval/)).toBeVisible();
  expect(screen.getByRole("textbox", { name: /Years in Business/ })).toHaveAccessibleDescription(
    /^Confirmed by LenderLane/,
  );
  expect(screen.getByRole("textbox", { name: /Total Loans Funded/ })).toHaveAccessibleDescription(
    "Shown publicly as reported by you until LenderLane confirms it.",
  );
});

test("'My terms are current' (issue 31): one click on the dashboard stamps the products and the stale warning goes", async () => {
  const stale = {
    id: "5d9c1c62-8f0b-4b8e-9a0a-1f2e3d4c5b6a",
    productType: "bridge",
    isActive: true,
    lastUpdated: "2025-01-01",
  } as LenderWorkspaceResponse["products"][number];
  workspace = { lender: LENDER, products: [stale], views: null, seatRole: "owner" };
  const { user } = renderDashboard(lender("approved"));
  expect(await screen.findByText(/^Products last updated \d+ days ago$/)).toBeVisible();
  // The server stamps today's date: every later read of the workspace has it.
  workspace = {
    lender: LENDER,
    products: [{ ...stale, lastUpdated: new Date().toISOString().slice(0, 10) }],
    views: null,
    seatRole: "owner",
  };
  await user.click(screen.getByRole("button", { name: "Update Today" }));
  expect(
    await screen.findByText("Your loan products are confirmed as up to date today."),
  ).toBeVisible();
  expect(screen.queryByText(/^Products last updated \d+ days ago$/)).toBeNull();
  expect(screen.queryByRole("button", { name: "Update Today" })).toBeNull();
});
