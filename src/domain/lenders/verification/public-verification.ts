/**
 * What the public lender data says about a lender's verification (issue 35): from the
 * lender's stored columns (verified_at, verified_until, verified_checks) to the contract's
 * shape; null (shown as 'Not yet verified') when any is missing.
 */
import type { PublicVerification } from "../../contract/lender-verification";
import { orderedChecks } from "./verification-rules";

export function publicVerificationOf(lender: {
  verifiedAt: Date | string | null;
  verifiedUntil: Date | string | null;
  verifiedChecks: readonly string[] | null;
}): PublicVerification {
  if (!lender.verifiedAt || !lender.verifiedUntil) return null;
  return {
    verifiedAt: new Date(lender.verifiedAt).toISOString(),
    expiresAt: new Date(lender.verifiedUntil).toISOString(),
    checks: orderedChecks(lender.verifiedChecks ?? []),
  };
}
