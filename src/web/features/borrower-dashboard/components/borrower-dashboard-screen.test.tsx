// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { Me } from "@/domain/contract/account";
import type { LoanRequestDto } from "@/domain/contract/loan-requests";
import BorrowerDashboardRoute from "@/web/routes/borrower-dashboard";
import { meFixture } from "@/web/test/fixtures";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { fakeApi, type Handler, requestFixture, submissionFixture } from "../test/fixtures";

afterEach(() => vi.unstubAllGlobals());

/** The server's requests: GET answers them, writes (through `answer`) change them. */
let stored: LoanRequestDto[] = [];

function renderDashboard(
  me: Me | null,
  items: LoanRequestDto[],
  routes: Record<string, Handler> = {},
) {
  stored = items;
  const api = fakeApi({
    "GET /api/me": () => jsonResponse(me),
    "GET /api/loan-requests": () => jsonResponse({ items: stored }),
    ...routes,
  });
  vi.stubGlobal("fetch", api.fetch);
  return { ...renderWithProviders(<BorrowerDashboardRoute />), api };
}

/** A write's answer: the request with the changes, which the server now holds too. */
function answer(request: LoanRequestDto, changes: Partial<LoanRequestDto>) {
  const changed = { ...request, ...changes };
  stored = stored.map((item) => (item.id === changed.id ? changed : item));
  return jsonResponse({ request: changed });
}

/** Opens a Mantine Select by keyboard and picks the option (its dropdown animates in jsdom). */
async function pick(
  user: ReturnType<typeof renderDashboard>["user"],
  label: string,
  option: string,
) {
  const select = await screen.findByRole("combobox", { name: label });
  await user.click(select);
  await waitFor(() => expect(select).toHaveAttribute("aria-controls"));
  const listbox = document.getElementById(select.getAttribute("aria-controls") ?? "");
  if (!listbox) throw new Error(`No listbox for ${label}`);
  await user.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

test("welcome by name, tab counts, the first active request open, unnamed as 'Loan #' + 8 characters, and the lender's answer", async () => {
  const newest = requestFixture({
    id: "c0ffee12-3456-4789-8abc-def012345678",
    createdAt: "2026-11-21T10:00:00.000Z",
    submissions: [
      submissionFixture({
        lenderName: "Summit Capital",
        status: "active_communications",
        lenderAnswer: "interested",
        lenderNote: "Send us the rehab budget, please.",
        answeredAt: "2026-11-21T12:00:00.000Z",
      }),
    ],
  });
  const older = requestFixture({
    customName: "Maple Street flip",
    createdAt: "2026-11-01T00:00:00.000Z",
  });
  const archived = requestFixture({ customName: "Old duplex", archived: true });
  renderDashboard(meFixture(), [older, newest, archived]);

  expect(await screen.findByRole("heading", { name: "Welcome, Jo Doe" })).toBeVisible();
  expect(await screen.findByRole("tab", { name: "Active (2)" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  expect(screen.getByRole("tab", { name: "Archived (1)" })).toBeVisible();

  const first = screen.getByRole("button", { name: /Loan #c0ffee12/ });
  expect(first).toHaveAttribute("aria-expanded", "true");
  expect(screen.getByRole("button", { name: /Maple Street flip/ })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  const lenders = screen.getByRole("region", { name: "Lenders of Loan #c0ffee12" });
  expect(within(lenders).getByRole("link", { name: "Summit Capital" })).toHaveAttribute(
    "href",
    "/lender/summit-capital",
  );
  expect(within(lenders).getByRole("combobox", { name: "Status with Summit Capital" })).toHaveValue(
    "Connected",
  );
  expect(within(lenders).getByText("Lender is interested")).toBeVisible();
  expect(within(lenders).getByText("Send us the rehab budget, please.")).toBeVisible();
});

test("the welcome falls back to the email; empty tabs show the spec texts", async () => {
  const me = meFixture({ email: "no.name@example.com" });
  me.profile.fullName = null;
  const { user } = renderDashboard(me, []);
  expect(
    await screen.findByRole("heading", { name: "Welcome, no.name@example.com" }),
  ).toBeVisible();
  expect(await screen.findByText("No active loan requests")).toBeVisible();
  await user.click(screen.getByRole("tab", { name: "Archived (0)" }));
  expect(await screen.findByText("No archived loan requests")).toBeVisible();
});

test("an empty dashboard offers the next steps: 'Find lenders' and 'New Loan Request' (issue 28)", async () => {
  const { user } = renderDashboard(meFixture(), []);
  const panel = await screen.findByRole("tabpanel", { name: "Active (0)" });
  expect(within(panel).getByText("No active loan requests")).toBeVisible();
  expect(within(panel).getByRole("link", { name: "Find lenders" })).toHaveAttribute("href", "/");
  await user.click(within(panel).getByRole("button", { name: "New Loan Request" }));
  expect(await screen.findByRole("dialog", { name: "New Loan Request" })).toBeVisible();
});

test("with archived requests only, the Active tab keeps the plain empty text", async () => {
  renderDashboard(meFixture(), [requestFixture({ customName: "Old deal", archived: true })]);
  const panel = await screen.findByRole("tabpanel", { name: "Active (0)" });
  expect(within(panel).getByText("No active loan requests")).toBeVisible();
  expect(within(panel).queryByRole("link", { name: "Find lenders" })).toBeNull();
});

test("signed out: 'Please log in to access your dashboard.' and no request is fetched", async () => {
  const { api } = renderDashboard(null, []);
  expect(await screen.findByText("Please log in to access your dashboard.")).toBeVisible();
  expect(api.calls.map((c) => c.url)).not.toContain("/api/loan-requests");
});

test("a status change is saved and toasts 'Lender status has been updated successfully.'", async () => {
  const submission = submissionFixture({ lenderName: "Summit Capital" });
  const request = requestFixture({ submissions: [submission] });
  const { user, api } = renderDashboard(meFixture(), [request], {
    [`PATCH /api/loan-requests/${request.id}/submissions/${submission.id}`]: () =>
      answer(request, { submissions: [{ ...submission, status: "submitted_application" }] }),
  });
  await pick(user, "Status with Summit Capital", "Applied");

  expect(await screen.findByText("Lender status has been updated successfully.")).toBeVisible();
  expect(api.writes()).toEqual([
    {
      method: "PATCH",
      url: `/api/loan-requests/${request.id}/submissions/${submission.id}`,
      body: { status: "submitted_application" },
    },
  ]);
});

test("funded asks 'Loan Funded!'; 'Yes, decline others' sends declineOthers in the one call", async () => {
  const funded = submissionFixture({ lenderName: "Summit Capital" });
  const other = submissionFixture({ lenderName: "Harbor Lending", lenderSlug: "harbor-lending" });
  const request = requestFixture({ submissions: [funded, other] });
  const { user, api } = renderDashboard(meFixture(), [request], {
    [`PATCH /api/loan-requests/${request.id}/submissions/${funded.id}`]: () =>
      answer(request, {
        submissions: [
          { ...funded, status: "funded" },
          { ...other, status: "declined" },
        ],
      }),
  });
  await pick(user, "Status with Summit Capital", "Funded");

  const dialog = await screen.findByRole("dialog", { name: "Loan Funded!" });
  expect(
    within(dialog).getByText("Congratulations! Would you like to decline all other lenders?"),
  ).toBeVisible();
  expect(api.writes()).toEqual([]);
  await user.click(within(dialog).getByRole("button", { name: "Yes, decline others" }));

  // The modal leaves after its exit transition, slow on a busy machine.
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(
    await screen.findByText(
      "Congratulations! The other lenders of this request are marked declined.",
    ),
  ).toBeVisible();
  expect(api.writes()).toEqual([
    {
      method: "PATCH",
      url: `/api/loan-requests/${request.id}/submissions/${funded.id}`,
      body: { status: "funded", declineOthers: true },
    },
  ]);
  expect(await screen.findByRole("combobox", { name: "Status with Harbor Lending" })).toHaveValue(
    "Declined",
  );
});

test("'No, keep them active' sets funded only; closing the dialog writes nothing", async () => {
  const funded = submissionFixture({ lenderName: "Summit Capital" });
  const request = requestFixture({ submissions: [funded] });
  const { user, api } = renderDashboard(meFixture(), [request], {
    [`PATCH /api/loan-requests/${request.id}/submissions/${funded.id}`]: () =>
      answer(request, { submissions: [{ ...funded, status: "funded" }] }),
  });
  const status = await screen.findByRole("combobox", { name: "Status with Summit Capital" });
  await pick(user, "Status with Summit Capital", "Funded");
  await user.click(await screen.findByRole("button", { name: "Close dialog" }));
  // The modal leaves after its exit transition, slow on a busy machine.
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), {
    timeout: 5000,
  });
  expect(api.writes()).toEqual([]);
  expect(status).toHaveValue("No reply yet");

  await pick(user, "Status with Summit Capital", "Funded");
  await user.click(await screen.findByRole("button", { name: "No, keep them active" }));
  await waitFor(() => expect(status).toHaveValue("Funded"));
  expect(api.writes().map((c) => c.body)).toEqual([{ status: "funded", declineOthers: false }]);
});

test("Archive moves the request to the Archived tab with its badge; Restore brings it back", async () => {
  const request = requestFixture({ customName: "Maple Street flip" });
  let archived = false;
  const { user, api } = renderDashboard(meFixture(), [request], {
    [`PATCH /api/loan-requests/${request.id}`]: (call) => {
      archived = (call.body as { archived: boolean }).archived;
      return answer(request, { archived });
    },
  });
  await user.click(await screen.findByRole("button", { name: "Archive" }));
  expect(await screen.findByRole("tab", { name: "Archived (1)" })).toBeVisible();
  expect(screen.getByRole("tab", { name: "Active (0)" })).toBeVisible();

  await user.click(screen.getByRole("tab", { name: "Archived (1)" }));
  const card = await screen.findByRole("button", { name: /Maple Street flip/ });
  expect(within(card).getByText("Archived")).toBeVisible();
  await user.click(card);
  await user.click(await screen.findByRole("button", { name: "Restore" }));
  expect(await screen.findByRole("tab", { name: "Active (1)" })).toBeVisible();
  expect(api.writes().map((c) => c.body)).toEqual([{ archived: true }, { archived: false }]);
});

test("a pending lender sees the approval state and the way to the lender dashboard, no requests", async () => {
  const me = meFixture({ userType: "lender" });
  me.profile.approvalStatus = "pending";
  const { api } = renderDashboard(me, []);
  expect(await screen.findByText("Account Pending Approval")).toBeVisible();
  expect(screen.getByRole("link", { name: "Go to Lender Dashboard" })).toHaveAttribute(
    "href",
    "/lender-dashboard",
  );
  expect(screen.queryByRole("button", { name: "New Loan Request" })).not.toBeInTheDocument();
  expect(api.calls.map((c) => c.url)).not.toContain("/api/loan-requests");
});

test("a rejected lender reads 'Account Not Approved'", async () => {
  const me = meFixture({ userType: "lender" });
  me.profile.approvalStatus = "rejected";
  renderDashboard(me, []);
  expect(await screen.findByText("Account Not Approved")).toBeVisible();
});

test("the first request, arriving on an empty dashboard, opens by default", async () => {
  const { queryClient } = renderDashboard(meFixture(), []);
  expect(await screen.findByText("No active loan requests")).toBeVisible();
  stored = [requestFixture({ customName: "Oak Lane rental" })];
  await queryClient.invalidateQueries({ queryKey: ["loan-requests"] });
  expect(await screen.findByRole("button", { name: /Oak Lane rental/ })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
});

test("an admin is pointed to the admin area instead of a list the server refuses", async () => {
  const { api } = renderDashboard(meFixture({ userType: "admin" }), []);
  expect(await screen.findByRole("link", { name: "admin area" })).toHaveAttribute(
    "href",
    "/admin/loan-requests",
  );
  expect(api.calls.map((c) => c.url)).not.toContain("/api/loan-requests");
});
