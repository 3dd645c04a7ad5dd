// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import type { NotificationSettings } from "@/domain/contract/notification-settings";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { NotificationSettingsScreen, SETTINGS_SAVED_TEXT } from "./notification-settings-screen";

afterEach(() => vi.unstubAllGlobals());

const borrower: NotificationSettings = {
  email: "dana@example.com",
  role: "borrower",
  kinds: [
    { kind: "answers", on: true },
    { kind: "messages", on: false },
    { kind: "offers", on: true },
    { kind: "next_steps", on: true },
  ],
  digestFrequency: "daily",
};

const renderScreen = (fetch: ReturnType<typeof vi.fn>, route = "/profile/notifications") => {
  vi.stubGlobal("fetch", fetch);
  return renderWithProviders(<NotificationSettingsScreen />, {
    route,
    path: "/profile/notifications",
  });
};

test("lists the role's switches as they are, the frequency, and the mails always sent", async () => {
  renderScreen(vi.fn().mockResolvedValue(jsonResponse(borrower)));
  expect(await screen.findByRole("switch", { name: /^Lender answers/ })).toBeChecked();
  expect(screen.getByRole("switch", { name: /^Messages/ })).not.toBeChecked();
  expect(screen.getByRole("radio", { name: /^Daily/ })).toBeChecked();
  expect(
    screen.getByText(
      "Choose the emails we send to dana@example.com. You will still see everything on your dashboard.",
    ),
  ).toBeVisible();
  const always = screen.getByRole("region", { name: "Always sent" });
  expect(within(always).getByText("Password reset")).toBeVisible();
  expect(within(always).getAllByText(/Security emails/).length).toBeGreaterThan(0);
  // Saved-search alerts have their own pause: a link, no switch.
  expect(screen.queryByRole("switch", { name: /^Saved search alerts/ })).toBeNull();
  expect(
    screen.getByRole("link", { name: "Pause or resume each search on your dashboard" }),
  ).toHaveAttribute("href", "/borrower-dashboard");
  // Lenders' kinds are not offered to a borrower.
  expect(screen.queryByRole("switch", { name: /^New loan requests/ })).toBeNull();
});

test("is a real form posting each switch (works without JavaScript)", async () => {
  renderScreen(vi.fn().mockResolvedValue(jsonResponse(borrower)));
  const answers = await screen.findByRole("switch", { name: /^Lender answers/ });
  const form = answers.closest("form");
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/profile/notifications");
  expect(answers).toHaveAttribute("name", "on");
  expect(answers).toHaveAttribute("value", "answers");
  expect(screen.getByRole("radio", { name: /^Weekly/ })).toHaveAttribute("name", "digestFrequency");
});

test("saving sends the switches and the frequency as JSON and says so", async () => {
  const fetch = vi
    .fn()
    .mockResolvedValueOnce(jsonResponse(borrower))
    .mockResolvedValueOnce(
      jsonResponse({
        ...borrower,
        kinds: borrower.kinds.map((k) => (k.kind === "answers" ? { ...k, on: false } : k)),
        digestFrequency: "weekly",
      }),
    );
  const { user } = renderScreen(fetch);
  await user.click(await screen.findByRole("switch", { name: /^Lender answers/ }));
  await user.click(screen.getByRole("radio", { name: /^Weekly/ }));
  await user.click(screen.getByRole("button", { name: "Save settings" }));
  expect(await screen.findByRole("status")).toHaveTextContent(SETTINGS_SAVED_TEXT);
  const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
  expect(url).toBe("/api/me/notification-settings");
  expect(init.method).toBe("PUT");
  expect(JSON.parse(String(init.body))).toEqual({
    kinds: { answers: false, messages: false, offers: true, next_steps: true },
    digestFrequency: "weekly",
  });
});

test("after the form's post without JavaScript (?saved=1) the page says it is saved", async () => {
  renderScreen(vi.fn().mockResolvedValue(jsonResponse(borrower)), "/profile/notifications?saved=1");
  expect(await screen.findByText(SETTINGS_SAVED_TEXT)).toBeVisible();
});

test("an admin has nothing to switch and no digest, only mails always sent", async () => {
  renderScreen(
    vi
      .fn()
      .mockResolvedValue(
        jsonResponse({ ...borrower, role: "admin", kinds: [], digestFrequency: "hourly" }),
      ),
  );
  expect(await screen.findByText("Lender reapplications")).toBeVisible();
  expect(screen.queryByRole("switch")).toBeNull();
  expect(screen.queryByRole("radiogroup")).toBeNull();
});
