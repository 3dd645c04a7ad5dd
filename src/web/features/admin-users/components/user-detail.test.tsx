// @vitest-environment jsdom
/**
 * The user detail's lender-record actions (issue 27): an approved lender account with no lender
 * record shows 'No lender record' and a button that opens the link-or-create dialog; creating
 * (prefilled with the company name) and linking post to the user's lender route, with no
 * approval wording. An account that has its record, or is not approved, shows no such action.
 */
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import type { AdminUserDetail } from "@/domain/contract/admin-users";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { UserDetailView } from "./user-detail";

const USER_ID = "00000000-0000-4000-8000-000000000001";
const LENDER_ID = "00000000-0000-4000-8000-0000000000aa";

function detail(user: Partial<AdminUserDetail["user"]> = {}): AdminUserDetail {
  return {
    user: {
      id: USER_ID,
      email: "pat@example.com",
      fullName: "Pat Lee",
      phone: null,
      companyName: "Lee Bridge Capital",
      website: null,
      userType: "lender",
      approvalStatus: "approved",
      lender: null,
      createdAt: "2026-01-01T00:00:00.000Z",
      creditScore: null,
      experienceYears: null,
      emailVerified: true,
      suggestedCompanyName: "Lee Bridge Capital",
      ...user,
    },
    statistics: { loanRequests: 0, activeLoanRequests: 0, submissions: 0, fundedSubmissions: 0 },
    loanRequests: [],
    audit: [],
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith(ADMIN_API.unlinkedLenders)) {
      return jsonResponse({
        items: [
          { id: LENDER_ID, companyName: "Harbor Point Lending", slug: "harbor-point", email: null },
        ],
        total: 1,
      });
    }
    if (url === ADMIN_API.userLender(USER_ID) && init?.method === "POST") {
      return jsonResponse({ user: detail().user, changed: true });
    }
    return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const lenderCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url === ADMIN_API.userLender(USER_ID));
const sentBody = (index = 0) =>
  JSON.parse(String((lenderCalls()[index] as [string, RequestInit])[1].body));

describe("an approved lender account with no lender record", () => {
  test("'Create lender record': prefilled with the company name, posted, toast", async () => {
    const { user } = renderWithProviders(<UserDetailView detail={detail()} />);
    expect(screen.getByText("No lender record")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Approve" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Link or create lender record" }));
    const dialog = await screen.findByRole("dialog", { name: "Lender record for Pat Lee" });
    expect(dialog).toHaveTextContent("No email is sent.");
    expect(screen.getByRole("textbox", { name: "Company Name" })).toHaveValue("Lee Bridge Capital");
    await user.click(screen.getByRole("button", { name: "Create lender record" }));
    await waitFor(() => expect(lenderCalls()).toHaveLength(1));
    expect(sentBody()).toEqual({ mode: "new", companyName: "Lee Bridge Capital" });
    expect(await screen.findByText("Lender record set up successfully.")).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === ADMIN_API.approveUser(USER_ID))).toBe(
      false,
    );
  });

  test("'Link lender': only records with no user are offered; the chosen one is posted", async () => {
    const { user } = renderWithProviders(<UserDetailView detail={detail()} />);
    await user.click(screen.getByRole("button", { name: "Link or create lender record" }));
    await user.click(
      await screen.findByRole("radio", { name: "Link an existing lender with no user" }),
    );
    await user.click(screen.getByRole("combobox", { name: /^Lender/ }));
    await user.click(
      await screen.findByRole("option", { name: "Harbor Point Lending", hidden: true }),
    );
    await user.click(screen.getByRole("button", { name: "Link lender" }));
    await waitFor(() => expect(lenderCalls()).toHaveLength(1));
    expect(sentBody()).toEqual({ mode: "existing", lenderId: LENDER_ID });
  });

  test("a refusal (record linked meanwhile) shows the server's message and keeps the dialog", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith(ADMIN_API.unlinkedLenders)
        ? jsonResponse({ items: [], total: 0 })
        : jsonResponse(
            { error: { code: "conflict", message: "This account already manages Other Co." } },
            409,
          ),
    );
    const { user } = renderWithProviders(<UserDetailView detail={detail()} />);
    await user.click(screen.getByRole("button", { name: "Link or create lender record" }));
    await user.click(await screen.findByRole("button", { name: "Create lender record" }));
    expect(await screen.findByText("This account already manages Other Co.")).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Lender record for Pat Lee" })).toBeVisible();
  });
});

test("an account with its record, or a pending one, has no lender-record action", () => {
  const { rerender } = renderWithProviders(
    <UserDetailView
      detail={detail({ lender: { id: LENDER_ID, companyName: "Harbor", slug: "harbor" } })}
    />,
  );
  expect(screen.queryByText("No lender record")).not.toBeInTheDocument();
  rerender(<UserDetailView detail={detail({ approvalStatus: "pending" })} />);
  expect(screen.queryByText("No lender record")).not.toBeInTheDocument();
  expect(
    screen.queryByRole("button", { name: "Link or create lender record" }),
  ).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Approve" })).toBeVisible();
});

test("an account whose email is not proven shows the 'Unconfirmed' badge (issue 28)", () => {
  const { rerender } = renderWithProviders(
    <UserDetailView
      detail={detail({
        userType: "borrower",
        approvalStatus: null,
        fullName: null,
        companyName: null,
        emailVerified: false,
      })}
    />,
  );
  expect(screen.getByText("Unconfirmed")).toBeVisible();
  rerender(<UserDetailView detail={detail()} />);
  expect(screen.queryByText("Unconfirmed")).toBeNull();
});
