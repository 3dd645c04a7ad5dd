import type { PublicVerification } from "@/domain/contract/lender-verification";
import {
  NOT_VERIFIED_LABEL,
  VERIFICATION_CHECK_LABELS,
  VERIFIED_LABEL,
} from "@/domain/lenders/verification/verification-rules";
import { formatDate } from "@/domain/reference/dates";
import { textClass } from "./plain-text";

/**
 * Issue 35: a lender's verification as its card and page show it: 'Verified' with the date an
 * admin approved its evidence and the checks that passed, or 'Not yet verified'. Text only
 * (no colour carries the meaning), so it reads the same to a screen reader. Plain elements drawn
 * as Mantine's Text (plain-text.ts): a listing renders one per card (issue 34).
 */
export function VerificationStatus({
  verification,
  size = "sm",
}: {
  verification: PublicVerification | undefined;
  size?: "sm" | "md";
}) {
  if (!verification) {
    return (
      <p className={textClass(size, "gray7")} data-testid="verification-status">
        {NOT_VERIFIED_LABEL}
      </p>
    );
  }
  const checks = verification.checks.map((check) => VERIFICATION_CHECK_LABELS[check]).join(", ");
  return (
    <p className={textClass(size)} data-testid="verification-status">
      <span className={textClass("md", "inherit", "w700")}>✓ {VERIFIED_LABEL}</span>{" "}
      {formatDate(verification.verifiedAt)}
      {checks ? ` · ${checks}` : null}
    </p>
  );
}
