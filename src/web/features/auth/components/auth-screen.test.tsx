// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { AuthScreen } from "./auth-screen";

test("'Forgot your password? Use magic link instead' keeps the typed email (issue 28)", async () => {
  const { user } = renderWithProviders(<AuthScreen />, { route: "/auth" });
  await user.click(screen.getByRole("tab", { name: "Password" }));
  await user.type(screen.getByRole("textbox", { name: /Email/ }), "dana@example.com");
  await user.click(
    screen.getByRole("button", { name: "Forgot your password? Use magic link instead" }),
  );

  expect(screen.getByRole("tab", { name: "Magic Link" })).toHaveAttribute("aria-selected", "true");
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("dana@example.com");
});

test("the address carries between sign-in and 'Create an account' and back to the Magic Link tab", async () => {
  const { user } = renderWithProviders(<AuthScreen />, { route: "/auth?email=jo%40example.com" });
  await user.click(screen.getByRole("tab", { name: "Password" }));
  const email = screen.getByRole("textbox", { name: /Email/ });
  expect(email).toHaveValue("jo@example.com");
  await user.clear(email);
  await user.type(email, "sam@example.com");
  await user.click(screen.getByRole("button", { name: "Create an account" }));
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("sam@example.com");
  await user.click(screen.getByRole("tab", { name: "Magic Link" }));
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("sam@example.com");
});

test("a failed confirmation link names that link and how to get a new one, not a magic link (issue 28)", () => {
  renderWithProviders(<AuthScreen />, { route: "/auth?link=confirmation&error=INVALID_TOKEN" });
  const alert = screen.getByRole("alert");
  expect(alert).toHaveTextContent(
    "Authentication Error: This confirmation link is invalid or has expired.",
  );
  expect(alert).toHaveTextContent("Sign in with your email and password below");
  expect(alert).not.toHaveTextContent("magic link");
  expect(screen.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
});

test("a confirmation link of an email already confirmed (e.g. by a password reset) says so", () => {
  renderWithProviders(<AuthScreen />, { route: "/auth?link=confirmation" });
  expect(screen.getByRole("status")).toHaveTextContent(
    "Your email address is confirmed. Sign in to continue.",
  );
  expect(screen.queryByRole("alert")).toBeNull();
});

test("a magic link's error still reads as before", () => {
  renderWithProviders(<AuthScreen />, { route: "/auth?error=INVALID_TOKEN" });
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Invalid or expired magic link. Please request a new one.",
  );
});
