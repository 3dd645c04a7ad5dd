/** Small unread-count badges for the dashboards' lists. */
import { Badge } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { useUnreadCounts } from "../api/messages";

/** 'N unread' on a loan request of the borrower dashboard (all its lenders' threads). */
export function RequestUnreadBadge({ inquiryId }: { inquiryId: string }) {
  const counts = useUnreadCounts(true);
  const unread = counts.data?.inquiries.find((row) => row.inquiryId === inquiryId)?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <Badge color="red" variant="light" leftSection={<IconMessage size={12} aria-hidden="true" />}>
      {unread} unread
    </Badge>
  );
}
