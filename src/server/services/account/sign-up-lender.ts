import { and, eq } from "drizzle-orm";
import type { LenderSignup } from "@/domain/accounts/auth-schemas";
import type { Auth } from "../../auth/auth";
import { LENDER_SIGNUP_LIMIT, TOO_MANY_SIGN_UPS_MESSAGE } from "../../auth/auth-limits";
import { tooManyAttemptsAppError } from "../../auth/sign-in-throttle";
import { lenderSignUpAddressKey, reserveSignUp } from "../../auth/sign-up-limit";
import type { Database } from "../../db/client";
import { profiles, users } from "../../db/schema";
import type { RateLimitStore } from "../../rate-limit/rate-limit-store";

export interface SignUpLenderOptions {
  auth: Auth;
  db: Database;
  /** Where the sign-up limits count. */
  rateLimits: RateLimitStore;
  headers: Headers;
  input: LenderSignup;
  /** The client address (request.ip); attempts are limited per address and per email. */
  clientAddress: string;
}

/**
 * Creates a password account (verification mail sent) whose profile is a lender pending admin
 * approval. The database trigger makes the borrower profile with the user; this turns it into a
 * lender. If that step fails the new user is removed again, so no half-made account remains.
 * A registered email gets the same answer as a new one (better-auth's generic response), so
 * the form reveals nothing about who has an account.
 */
export async function signUpLender({
  auth,
  db,
  rateLimits,
  headers,
  input,
  clientAddress,
}: SignUpLenderOptions) {
  // The lender form's own address counter, then the email counter every sign-up shares.
  const waitMs = await reserveSignUp(rateLimits, {
    addressKey: lenderSignUpAddressKey(clientAddress),
    maxPerAddress: LENDER_SIGNUP_LIMIT.maxPerAddress,
    email: input.email,
  });
  if (waitMs !== null) throw tooManyAttemptsAppError(waitMs, TOO_MANY_SIGN_UPS_MESSAGE);
  const result = await auth.api.signUpEmail({
    headers,
    body: {
      email: input.email,
      password: input.password,
      name: input.companyName,
      callbackURL: "/auth",
    },
  });
  const userId = result.user.id;
  try {
    await db
      .update(profiles)
      .set({
        userType: "lender",
        approvalStatus: "pending",
        companyName: input.companyName,
        website: input.website,
      })
      // Only a profile created by this very sign-up: never touch an existing account.
      .where(and(eq(profiles.id, userId), eq(profiles.userType, "borrower")));
  } catch (error) {
    await db.delete(users).where(eq(users.id, userId));
    throw error;
  }
  return { email: result.user.email };
}
