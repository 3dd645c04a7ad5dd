import {
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import type { AdminReview } from "@/domain/contract/reviews";
import { formatDateTime } from "@/domain/reference/dates";
import {
  REVIEW_MESSAGES,
  REVIEW_REJECT_REASON_MAX_LENGTH,
  type ReviewStatus,
  verifiedDealLabel,
} from "@/domain/reviews/review-rules";
import { errorToast } from "@/domain/site/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useAdminReviews, useModerateReview } from "../api/reviews";

function QueuedReview({ review }: { review: AdminReview }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useModerateReview();
  const decide = (decision: "publish" | "reject") => {
    if (decision === "reject" && reason.trim() === "") {
      setError(REVIEW_MESSAGES.rejectReasonRequired);
      return;
    }
    mutation.mutate(
      { id: review.id, decision, ...(decision === "reject" ? { reason } : {}) },
      {
        onError: (failure) => {
          const field = isApiError(failure) ? failure.fields?.reason : undefined;
          if (field) setError(field);
          else notify.errorToast(errorToast(failure.message, "Failed to save the decision."));
        },
      },
    );
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={`/lender/${review.lenderSlug}`} fw={600}>
            {review.lenderName}
          </Anchor>
          <Text size="sm" c="dimmed">
            {review.borrowerEmail} · posted {formatDateTime(review.postedAt)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {verifiedDealLabel(review.dealLoanPurpose, review.dealMonth)}
        </Text>
        <Text size="sm">
          {review.rating} of 5 stars · {review.body}
        </Text>
        {review.status === "rejected" && review.rejectReason ? (
          <Text size="sm" c="red.9">
            Rejected: {review.rejectReason}
          </Text>
        ) : null}
        {review.status === "pending" ? (
          <>
            <Textarea
              label="Reason (needed to reject; the borrower sees it)"
              rows={2}
              maxLength={REVIEW_REJECT_REASON_MAX_LENGTH}
              value={reason}
              error={error}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                color="red.9"
                disabled={mutation.isPending}
                onClick={() => decide("reject")}
              >
                Reject
              </Button>
              <Button disabled={mutation.isPending} onClick={() => decide("publish")}>
                Publish
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Issue 35: the moderation queue, pending reviews oldest first; published and rejected ones. */
export function ReviewQueueScreen() {
  const [status, setStatus] = useState<ReviewStatus>("pending");
  const { data, isPending } = useAdminReviews(status, 1);
  const items = data?.items ?? [];
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Reviews to show"
        value={status}
        onChange={(value) => setStatus(value as ReviewStatus)}
        data={[
          { value: "pending", label: "Pending" },
          { value: "published", label: "Published" },
          { value: "rejected", label: "Rejected" },
        ]}
      />
      {!isPending && items.length === 0 ? <Text c="dimmed">No {status} reviews.</Text> : null}
      {items.map((review) => (
        <QueuedReview key={review.id} review={review} />
      ))}
      {data && data.total > items.length ? (
        <Text size="sm" c="dimmed">
          Showing the first {items.length} of {data.total}.
        </Text>
      ) : null}
    </Stack>
  );
}
