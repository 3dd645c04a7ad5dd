// @vitest-environment jsdom
/**
 * Issue 10: the lender sign-up website must be an http(s) address; 'not a url' and
 * `javascript:` get the domain's field message on the form and nothing is sent.
 */
import { screen } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { URL_MESSAGES } from "@/domain/reference/url";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { LenderSignupForm } from "./lender-signup-form";

afterEach(() => vi.unstubAllGlobals());

test.each(["not a url", "javascript:alert(1)"])(
  "website %j: the field message, and no request",
  async (website) => {
    const fetch = vi.fn(async () => jsonResponse({ email: "a@b.co" }, 201));
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithProviders(<LenderSignupForm />);
    await user.type(screen.getByLabelText(/Company Name/), "Acme Lending");
    await user.type(screen.getByLabelText(/^Email/), "acme@example.com");
    await user.type(screen.getByLabelText(/^Password/), "secret-pass");
    await user.type(screen.getByLabelText(/^Website/), website);
    await user.click(screen.getByRole("button", { name: "Create Lender Account" }));
    expect(await screen.findByText(URL_MESSAGES.invalid)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  },
);
