import { Text } from "@mantine/core";
import type { PublicVerification } from "@/domain/contract/lender-verification";
import {
  NOT_VERIFIED_LABEL,
  VERIFICATION_CHECK_LABELS,
  VERIFIED_LABEL,
} from "@/domain/lenders/verification/verification-rules";
import { formatDate } from "@/domain/reference/dates";

/**
 * Issue 35: a lender's verification as its card and page show it: 'Verified' with the date an
 * admin approved its evidence and the checks that passed, or 'Not yet verified'. Text only
 * (no colour carries the meaning), so it reads the same to a screen reader.
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
      <Text size={size} c="gray.7" data-testid="verification-status">
        {NOT_VERIFIED_LABEL}
      </Text>
    );
  }
  const checks = verification.checks.map((check) => VERIFICATION_CHECK_LABELS[check]).join(", ");
  return (
    <Text size={size} data-testid="verification-status">
      <Text span fw={700} inherit>
        ✓ {VERIFIED_LABEL}
      </Text>{" "}
      {formatDate(verification.verifiedAt)}
      {checks ? ` · ${checks}` : null}
    </Text>
  );
}
