// @vitest-environment jsdom
/**
 * The lender screens' forms as plain HTML (issue 30): they post to the server's form endpoints
 * with named fields, and a post refused there comes back with what was typed (never the
 * password) and the flow's messages.
 */
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { LenderLoginScreen } from "./lender-login-screen";
import { LenderSignupForm } from "./lender-signup-form";

test("lender sign-up posts its named fields to /auth/form/lender-signup", () => {
  const { container } = renderWithProviders(<LenderSignupForm />, { route: "/lender-signup" });
  const form = container.querySelector("form");
  expect(form).toHaveAttribute("method", "post");
  expect(form).toHaveAttribute("action", "/auth/form/lender-signup");
  const names = [...(form?.querySelectorAll("input[name]") ?? [])].map((input) =>
    input.getAttribute("name"),
  );
  expect(names).toEqual(["companyName", "email", "password", "website"]);
});

test("a refused lender sign-up comes back filled in, with the field's message and the alert", () => {
  renderWithProviders(<LenderSignupForm />, {
    route:
      "/lender-signup?email=bad%40&website=https%3A%2F%2Ffirm.example.com&form=lenderSignup&form_error=validation_failed",
  });
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Validation ErrorPlease fix the validation errors before submitting.",
  );
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("bad@");
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveAccessibleDescription(
    /valid email/i,
  );
  expect(screen.getByRole("textbox", { name: /Company Name/ })).toHaveAccessibleDescription(
    /Company name is required/,
  );
  expect(screen.getByRole("textbox", { name: /Website/ })).toHaveValue("https://firm.example.com");
});

test("too many lender sign-ups read as the script's toast does", () => {
  renderWithProviders(<LenderSignupForm />, {
    route: "/lender-signup?form=lenderSignup&form_error=too_many_attempts",
  });
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Error creating accountToo many sign-up attempts. Please wait a while and try again.",
  );
});

test("lender login posts from=lender-login; a refusal shows on the page; 'Forgot' is a link", () => {
  const { container } = renderWithProviders(<LenderLoginScreen />, {
    route:
      "/lender-login?email=firm%40example.com&form=signIn&form_error=invalid_email_or_password",
  });
  expect(container.querySelector("form")).toHaveAttribute("action", "/auth/form/sign-in");
  expect(container.querySelector('input[name="from"]')).toHaveValue("lender-login");
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Invalid credentialsPlease check your email and password and try again.",
  );
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("firm@example.com");
  expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
    "href",
    "/lender-login?mode=forgot",
  );
});
