/**
 * Issue 31: signed out, the invitation page links to /auth for the invited email with `next`
 * set to this invitation, so signing in returns here (auth-return-to.test.tsx follows it).
 */
import { expect, test } from "vitest";
import { authNextPath } from "@/domain/accounts/two-factor";
import { invitationSignInLink } from "./team-invitation-screen";

test("the sign-in link names the invited email and returns to the invitation, token and all", () => {
  const token = "Zm9v-YmFy_baz+/=";
  const url = new URL(
    invitationSignInLink("ana@lender.example.com", token),
    "https://lenderlane.example.com",
  );
  expect(url.pathname).toBe("/auth");
  expect(url.searchParams.get("email")).toBe("ana@lender.example.com");
  expect(url.searchParams.get("mode")).toBe("signup");
  const next = authNextPath(url.searchParams);
  expect(next).not.toBeNull();
  const back = new URL(next ?? "", "https://lenderlane.example.com");
  expect(back.pathname).toBe("/team-invitation");
  expect(back.searchParams.get("token")).toBe(token);
});
