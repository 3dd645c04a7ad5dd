// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { AuditEntry } from "@/domain/contract/admin-audit";
import type { AdminVerificationDetail } from "@/domain/contract/lender-verification";
import { CURRENT_PLEDGE_TEXT, CURRENT_PLEDGE_VERSION } from "@/domain/lenders/verification/pledge";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { VerificationDetail } from "./verification-detail";

afterEach(() => vi.unstubAllGlobals());

const LENDER_ID = "00000000-0000-4000-8000-0000000000a1";
const FILE_ID = "00000000-0000-4000-8000-0000000000f1";

const DETAIL: AdminVerificationDetail = {
  lenderId: LENDER_ID,
  companyName: "Cedar Ridge Capital",
  slug: "cedar-ridge-capital",
  submission: {
    status: "submitted",
    entityName: "Cedar Ridge Capital LLC",
    registrationState: "TX",
    licences: [{ state: "CA", number: "CFL 60DBO-12345" }],
    fundedLoans: [
      {
        description: "Fix and flip, Austin TX, $240,000",
        fundedOn: "2026-03-31",
        reference: "Travis County 2026-004512",
      },
      {
        description: "Bridge, Houston TX, $410,000",
        fundedOn: "2026-05-02",
        evidenceFileId: FILE_ID,
      },
    ],
    pledgeVersion: CURRENT_PLEDGE_VERSION,
    pledgeText: CURRENT_PLEDGE_TEXT,
    submittedAt: "2026-11-20T15:04:00.000Z",
    adminMessage: null,
    decidedAt: null,
    checks: [],
  },
  verification: null,
  files: [
    {
      id: FILE_ID,
      name: "houston-deed.pdf",
      contentType: "application/pdf",
      size: 812_000,
      createdAt: "2026-11-19T10:00:00.000Z",
    },
  ],
};

const DECISION: AuditEntry = {
  id: "00000000-0000-4000-8000-0000000000e1",
  action: "lender.verification_more_info",
  targetType: "lender",
  targetId: LENDER_ID,
  targetLabel: "Cedar Ridge Capital",
  actorId: null,
  actorEmail: "admin@example.com",
  actorName: "Ada Admin",
  details: { checks: ["entity"], message: "Add the deed for the Houston loan." },
  at: "2026-11-10T09:00:00.000Z",
};
const OTHER_ACTION: AuditEntry = {
  ...DECISION,
  id: "00000000-0000-4000-8000-0000000000e2",
  action: "lender.update",
  details: {},
};

test("shows the evidence with its downloads, only the verification decisions, and the decision form while it waits", async () => {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/admin/audit")) {
      return jsonResponse({ items: [DECISION, OTHER_ACTION], total: 2, page: 1, pageSize: 50 });
    }
    return jsonResponse(DETAIL);
  });
  renderWithProviders(<VerificationDetail lenderId={LENDER_ID} />);
  expect(
    await screen.findByRole("heading", { name: "Cedar Ridge Capital", level: 1 }),
  ).toBeVisible();
  expect(screen.getByText("Registered in Texas (TX)")).toBeVisible();
  expect(screen.getByRole("region", { name: "Licences" })).toHaveTextContent(
    "California (CA): CFL 60DBO-12345",
  );
  const loans = screen.getByRole("region", { name: "Funded loans (2)" });
  expect(loans).toHaveTextContent("Public record: Travis County 2026-004512");
  for (const link of screen.getAllByRole("link", { name: "houston-deed.pdf" })) {
    expect(link).toHaveAttribute("href", `/api/verification-files/${FILE_ID}`);
  }
  expect(within(loans).getByRole("link", { name: "houston-deed.pdf" })).toBeVisible();
  expect(screen.getByRole("region", { name: "Pledge" })).toHaveTextContent(CURRENT_PLEDGE_TEXT);

  const previous = screen.getByRole("region", { name: "Previous decisions" });
  expect(
    await within(previous).findByText("Asked lender for more verification evidence"),
  ).toBeVisible();
  expect(previous).toHaveTextContent("Checks passed: Business entity");
  expect(previous).toHaveTextContent("Message: Add the deed for the Houston loan.");
  expect(within(previous).getAllByRole("listitem")).toHaveLength(1);
  expect(
    screen.getByRole("form", { name: "Decide on Cedar Ridge Capital's evidence" }),
  ).toBeVisible();
});

test("decided evidence has no decision form; a lender without evidence says so", async () => {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/admin/audit"))
      return jsonResponse({ items: [], total: 0, page: 1, pageSize: 50 });
    if (url.endsWith("/missing")) {
      return jsonResponse(
        { error: { code: "not_found", message: "No verification evidence for this lender." } },
        404,
      );
    }
    return jsonResponse({ ...DETAIL, submission: { ...DETAIL.submission, status: "approved" } });
  });
  const view = renderWithProviders(<VerificationDetail lenderId={LENDER_ID} />);
  expect(await screen.findByText(/This evidence is not waiting for a decision/)).toBeVisible();
  expect(screen.queryByRole("form")).toBeNull();
  expect(await screen.findByText("No decisions yet.")).toBeVisible();
  view.unmount();

  renderWithProviders(<VerificationDetail lenderId="missing" />);
  expect(
    await screen.findByText("This lender has not submitted verification evidence."),
  ).toBeVisible();
  expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
});
