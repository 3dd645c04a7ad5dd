import { Alert, Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { LENDER_REJECTED_COPY } from "@/domain/lenders/lender-decision-copy";
import type { ApprovalStatus } from "@/domain/reference/statuses";

/** Spec 2 'Lender dashboard' card titles and texts, by approval state. */
export const LENDER_NOTICE_TEXTS = {
  pending: {
    title: "Account Pending Approval",
    text: "Your lender account is currently under review by our team. You'll get an email once it's approved; then the full lender dashboard opens.",
    color: "lane",
  },
  rejected: {
    title: LENDER_REJECTED_COPY.title,
    text: `${LENDER_REJECTED_COPY.text} ${LENDER_REJECTED_COPY.next}`,
    color: "red",
  },
  approved: {
    title: "Your lender account is approved",
    text: "Borrower inquiries and your company profile are on the lender dashboard.",
    color: "lane",
  },
} as const;

/**
 * A lender who lands on the borrower dashboard (spec 2 sends unapproved lenders here): their
 * approval state and the way to the lender dashboard (issue 12).
 */
export function LenderApprovalNotice({ status }: { status: ApprovalStatus | null }) {
  const notice = LENDER_NOTICE_TEXTS[status ?? "pending"];
  return (
    <Alert color={notice.color} title={notice.title} variant="light">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{notice.text}</Text>
        <Button component={Link} to="/lender-dashboard" size="xs" variant="default">
          Go to Lender Dashboard
        </Button>
      </Stack>
    </Alert>
  );
}
