/**
 * Password sign-up (POST /api/auth/sign-up/email) is limited per client address: at most
 * SIGN_UP_LIMIT.maxPerAddress attempts an hour, counted in `rate_limits` across processes.
 * Only HTTP calls count: the lender sign-up calls better-auth from inside our own route,
 * which has its own per-address limit (LENDER_SIGNUP_LIMIT).
 */
import { getIP } from "better-auth/api";
import { HOUR_MS } from "@/domain/limits";
import type { Database } from "../db/client";
import { authRefusal, TOO_MANY_SIGN_UPS_MESSAGE } from "./auth-limits";
import { reserveAttempt } from "./rate-limit-store";
import type { SignInHookContext } from "./sign-in-throttle";

export const SIGN_UP_LIMIT = { maxPerAddress: 20, windowMs: HOUR_MS } as const;

export async function takeSignUpAttempt(db: Database, ctx: SignInHookContext): Promise<void> {
  if (!ctx.request) return;
  const address = getIP(ctx.request, ctx.context.options);
  if (!address) return;
  const waitMs = await reserveAttempt(
    db,
    `sign-up:ip:${address}`,
    SIGN_UP_LIMIT.maxPerAddress,
    SIGN_UP_LIMIT.windowMs,
  );
  if (waitMs === null) return;
  throw authRefusal("too_many_attempts", TOO_MANY_SIGN_UPS_MESSAGE, waitMs);
}
