// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { DecisionForm } from "./decision-form";

afterEach(() => vi.unstubAllGlobals());

const LENDER_ID = "00000000-0000-4000-8000-0000000000a1";
const DECISION_URL = `/api/admin/verifications/${LENDER_ID}/decision`;

function stubFetch(answer: () => Response) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = (init.method ?? "GET").toUpperCase();
    if (method === "GET") return jsonResponse({ items: [], total: 0, page: 1, pageSize: 50 });
    writes.push({
      method,
      url: String(input),
      body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return answer();
  });
  return writes;
}

function renderForm() {
  return renderWithProviders(
    <DecisionForm lenderId={LENDER_ID} companyName="Cedar Ridge Capital" />,
  );
}

test("approving needs a passed check; then it sends the checks ticked and no empty message", async () => {
  const writes = stubFetch(() => jsonResponse({}));
  const { user } = renderForm();
  await user.click(screen.getByRole("button", { name: "Approve" }));
  expect(await screen.findByText("Mark at least one check as passed to approve.")).toBeVisible();
  expect(writes).toEqual([]);

  await user.click(screen.getByRole("checkbox", { name: "No-upfront-fee pledge" }));
  await user.click(screen.getByRole("checkbox", { name: "Business entity" }));
  await user.click(screen.getByRole("button", { name: "Approve" }));
  await waitFor(() =>
    expect(writes).toEqual([
      {
        method: "POST",
        url: DECISION_URL,
        body: { decision: "approve", checks: ["pledge", "entity"] },
      },
    ]),
  );
  expect(await screen.findByText("Lender verified")).toBeVisible();
});

test("asking for more and rejecting need a message; the trimmed message is sent", async () => {
  const writes = stubFetch(() => jsonResponse({}));
  const { user } = renderForm();
  await user.click(screen.getByRole("button", { name: "Ask for more information" }));
  expect(await screen.findByText("Tell the lender what is missing.")).toBeVisible();
  await user.click(screen.getByRole("button", { name: "Reject" }));
  expect(await screen.findByText("Tell the lender why its evidence is rejected.")).toBeVisible();
  expect(writes).toEqual([]);

  const message = screen.getByRole("textbox", { name: /Message to the lender/ });
  expect(message).toHaveAccessibleDescription(/Required to ask for more information or to reject/);
  await user.click(message);
  await user.paste("  Add the deed for the Houston loan.  ");
  await user.click(screen.getByRole("checkbox", { name: "Business entity" }));
  await user.click(screen.getByRole("button", { name: "Ask for more information" }));
  await waitFor(() =>
    expect(writes).toEqual([
      {
        method: "POST",
        url: DECISION_URL,
        body: {
          decision: "more_info",
          checks: ["entity"],
          message: "Add the deed for the Houston loan.",
        },
      },
    ]),
  );
  expect(await screen.findByText("More information requested")).toBeVisible();
});

test("a decision the server refuses (already decided) shows its message", async () => {
  stubFetch(() =>
    jsonResponse(
      { error: { code: "conflict", message: "This submission is not waiting for a decision." } },
      409,
    ),
  );
  const { user } = renderForm();
  await user.click(screen.getByRole("textbox", { name: /Message to the lender/ }));
  await user.paste("The deeds are not for this company.");
  await user.click(screen.getByRole("button", { name: "Reject" }));
  expect(await screen.findByText("This submission is not waiting for a decision.")).toBeVisible();
  expect(screen.queryByText("Evidence rejected")).toBeNull();
});
