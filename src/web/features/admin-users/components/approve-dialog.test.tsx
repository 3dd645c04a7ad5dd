// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ADMIN_API } from "@/domain/contract/admin";
import type { AdminUser } from "@/domain/contract/admin-users";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { ApproveDialog } from "./approve-dialog";

const USER_ID = "00000000-0000-4000-8000-000000000001";
const LENDER_ID = "00000000-0000-4000-8000-0000000000aa";

const approvedUser: AdminUser = {
  id: USER_ID,
  email: "pat@example.com",
  fullName: "Pat Lee",
  phone: null,
  companyName: null,
  website: null,
  userType: "lender",
  approvalStatus: "approved",
  emailVerified: true,
  lender: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith(ADMIN_API.unlinkedLenders)) {
      return jsonResponse({
        items: [
          {
            id: LENDER_ID,
            companyName: "Harbor Point Lending",
            slug: "harbor-point-lending",
            email: null,
          },
        ],
        total: 1,
      });
    }
    if (url === ADMIN_API.approveUser(USER_ID) && init?.method === "POST") {
      return jsonResponse({ user: approvedUser, changed: true });
    }
    return jsonResponse({ error: { code: "not_found", message: "Not found" } }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function approveCalls() {
  return fetchMock.mock.calls.filter(([url]) => url === ADMIN_API.approveUser(USER_ID));
}

const candidate = { id: USER_ID, email: "pat@example.com", fullName: "Pat Lee", companyName: null };

describe("ApproveDialog", () => {
  test("'new' mode: the name defaults to the full name and is sent as edited; toast and close", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ApproveDialog user={candidate} onClose={onClose} />);
    const name = screen.getByRole("textbox", { name: "Company Name" });
    expect(name).toHaveValue("Pat Lee");
    expect(screen.getByText(/\/lender\/pat-lee/)).toBeVisible();
    await user.clear(name);
    await user.type(name, "Lee Capital");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = approveCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ mode: "new", companyName: "Lee Capital" });
    expect(await screen.findByText("User approval status updated successfully.")).toBeVisible();
  });

  test("'existing' mode needs a chosen lender: nothing is sent until one is chosen", async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ApproveDialog user={candidate} onClose={onClose} />);
    await user.click(screen.getByRole("radio", { name: "Link an existing lender with no user" }));
    expect(screen.queryByRole("textbox", { name: "Company Name" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Choose a lender")).toBeVisible();
    expect(approveCalls()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole("combobox", { name: /^Lender/ }));
    await user.click(
      await screen.findByRole("option", { name: "Harbor Point Lending", hidden: true }),
    );
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = approveCalls()[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ mode: "existing", lenderId: LENDER_ID });
  });

  test("a refused approval shows spec 8's 'Error' toast with the message and stays open", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        { error: { code: "lender_linked", message: "This lender already has a user." } },
        409,
      ),
    );
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ApproveDialog user={candidate} onClose={onClose} />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("This lender already has a user.")).toBeVisible();
    expect(screen.getByText("Error")).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});
