// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { useLocation } from "react-router";
import { expect, test } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { AuthScreen } from "./auth-screen";

/** The address the screen keeps in step with its view. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

test("'Forgot your password? Use magic link instead' keeps the typed email (issue 28)", async () => {
  const { user } = renderWithProviders(<AuthScreen />, { route: "/auth" });
  await user.click(screen.getByRole("tab", { name: "Password" }));
  await user.type(screen.getByRole("textbox", { name: /Email/ }), "dana@example.com");
  await user.click(
    screen.getByRole("link", { name: "Forgot your password? Use magic link instead" }),
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
  await user.click(screen.getByRole("link", { name: "Create an account" }));
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

test("the tabs are links the server renders (issue 30); with the script they switch in place, the address following", async () => {
  const { user } = renderWithProviders(
    <>
      <AuthScreen />
      <Address />
    </>,
    { route: "/auth?email=kim%40example.com" },
  );
  const password = screen.getByRole("tab", { name: "Password" });
  expect(password.tagName).toBe("A");
  expect(password).toHaveAttribute("href", "/auth?email=kim%40example.com&tab=password");
  expect(screen.getByRole("tab", { name: "Magic Link" })).toHaveAttribute(
    "href",
    "/auth?email=kim%40example.com&tab=magic-link",
  );
  await user.click(password);
  expect(password).toHaveAttribute("aria-selected", "true");
  expect(screen.getByLabelText("address")).toHaveTextContent(
    "/auth?email=kim%40example.com&tab=password",
  );
  expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    "/auth?email=kim%40example.com&tab=password&create=1",
  );
});

test("?tab=password&create=1 opens the sign-up form; each form posts to its server endpoint with named fields", () => {
  const { container, unmount } = renderWithProviders(<AuthScreen />, {
    route: "/auth?tab=password",
  });
  expect(screen.getByRole("tab", { name: "Password" })).toHaveAttribute("aria-selected", "true");
  const signIn = container.querySelector("form");
  expect(signIn).toHaveAttribute("method", "post");
  expect(signIn).toHaveAttribute("action", "/auth/form/sign-in");
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveAttribute("name", "email");
  expect(container.querySelector('input[type="password"]')).toHaveAttribute("name", "password");
  expect(container.querySelector('input[name="from"]')).toHaveValue("auth");
  unmount();

  const signUp = renderWithProviders(<AuthScreen />, { route: "/auth?tab=password&create=1" });
  expect(signUp.container.querySelector("form")).toHaveAttribute("action", "/auth/form/sign-up");
  expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
});

test("each form carries a safe next as a hidden field, and no hostile one (issue 31)", () => {
  const next = "/team-invitation?token=abc";
  const nextOf = (route: string) => {
    const { container, unmount } = renderWithProviders(<AuthScreen />, { route });
    const value = (container.querySelector('form input[name="next"]') as HTMLInputElement | null)
      ?.value;
    unmount();
    return value;
  };
  const query = (tab: string) => `/auth?${new URLSearchParams({ ...tabOf(tab), next })}`;
  const tabOf = (tab: string): Record<string, string> =>
    tab === "create" ? { tab: "password", create: "1" } : { tab };
  expect(nextOf(query("password"))).toBe(next);
  expect(nextOf(query("create"))).toBe(next);
  expect(nextOf(query("magic-link"))).toBe(next);
  for (const hostile of ["//evil.example", "/\t/evil.example", "https://evil.example"]) {
    expect(nextOf(`/auth?${new URLSearchParams({ tab: "password", next: hostile })}`)).toBe(
      undefined,
    );
  }
});

test("a sign-in posted without the script and refused shows the flow's message and keeps the email", () => {
  renderWithProviders(<AuthScreen />, {
    route:
      "/auth?tab=password&email=lee%40example.com&form=signIn&form_error=invalid_email_or_password",
  });
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Invalid credentialsPlease check your email and password and try again.",
  );
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("lee@example.com");
});

test("the guessing throttle's refusal reads as the script's toast does", () => {
  renderWithProviders(<AuthScreen />, {
    route: "/auth?tab=password&form=signIn&form_error=too_many_attempts",
  });
  expect(screen.getByRole("alert")).toHaveTextContent(
    "Error signing inToo many sign-in attempts. Please wait a few minutes and try again.",
  );
});

test("a magic link sent without the script says to check the email", () => {
  renderWithProviders(<AuthScreen />, {
    route: "/auth?email=lee%40example.com&form=magicLink&form_done=magic-link",
  });
  expect(screen.getByRole("status")).toHaveTextContent(
    "Check your emailWe've sent you a magic link to sign in. The link expires in 1 hour.",
  );
});

test("an email refused by the form's rules shows its field message", () => {
  renderWithProviders(<AuthScreen />, {
    route: "/auth?email=not-an-email&form=magicLink&form_error=validation_failed",
  });
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveAccessibleDescription(
    /valid email/i,
  );
});

test("an address never shows text of its own: an unknown code falls back to the fixed texts", () => {
  renderWithProviders(<AuthScreen />, {
    route: "/auth?tab=password&form=signIn&form_error=%3Cscript%3Eowned",
  });
  expect(screen.getByRole("alert")).toHaveTextContent("Error signing inSomething went wrong.");
  expect(screen.getByRole("alert")).not.toHaveTextContent("owned");
});

test("a lender sign-up without the script lands on the Password tab with the confirm notice", () => {
  renderWithProviders(<AuthScreen />, {
    route: "/auth?tab=password&lender_signed_up=firm%40example.com",
  });
  expect(screen.getByRole("status")).toHaveTextContent("Confirm your email to continue");
  expect(screen.getByRole("textbox", { name: /Email/ })).toHaveValue("firm@example.com");
});

test("sent again by the script, a form drops the earlier post's alert from the page and the address", async () => {
  const { user, container } = renderWithProviders(
    <>
      <AuthScreen />
      <Address />
    </>,
    {
      route:
        "/auth?tab=password&email=lee%40example.com&form=signIn&form_error=invalid_email_or_password",
    },
  );
  expect(screen.getByRole("alert")).toHaveTextContent("Invalid credentials");
  const password = container.querySelector<HTMLInputElement>('input[type="password"]');
  if (!password) throw new Error("no password field");
  await user.type(password, "another-try");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  expect(screen.queryByText("Please check your email and password and try again.")).toBeNull();
  expect(screen.getByLabelText("address")).toHaveTextContent(
    "/auth?tab=password&email=lee%40example.com",
  );
});
