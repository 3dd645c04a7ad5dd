import { Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import type { PublicReview } from "@/domain/contract/reviews";
import { formatDay } from "@/domain/reference/dates";
import { REVIEW_REPLY_MAX_LENGTH, verifiedDealLabel } from "@/domain/reviews/review-rules";
import { errorToast } from "@/domain/site/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useLenderOwnReviews, useReplyToReview } from "../api/reviews";

function ReplyForm({ review }: { review: PublicReview }) {
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useReplyToReview();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate(
          { id: review.id, reply },
          {
            onError: (failure) => {
              const field = isApiError(failure) ? failure.fields?.reply : undefined;
              if (field) setError(field);
              else notify.errorToast(errorToast(failure.message, "Failed to post your reply."));
            },
          },
        );
      }}
    >
      <Stack gap="xs">
        <Textarea
          label="Your public reply"
          description="One reply per review; it shows under the review on your page."
          rows={3}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          value={reply}
          error={error}
          onChange={(event) => {
            setReply(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" size="xs" disabled={mutation.isPending}>
            {mutation.isPending ? "Posting..." : "Post reply"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The lender dashboard's reviews (issue 35): its published reviews and one reply to each. */
export function LenderReviewReplies() {
  const { data, isPending } = useLenderOwnReviews();
  const reviews = data?.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="lender-reviews-heading">
      <Title order={2} size="h3" id="lender-reviews-heading">
        Reviews from verified deals
      </Title>
      {!isPending && reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          No published reviews yet. Borrowers review you after an approved application, a funded
          loan or an accepted offer; LenderLane checks each review before it is published.
        </Text>
      ) : null}
      {reviews.map((review) => (
        <Card key={review.id} withBorder padding="md">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {verifiedDealLabel(review.dealLoanPurpose, review.dealMonth)} · published{" "}
              {formatDay(review.publishedAt)}
            </Text>
            <Text size="sm">
              {review.rating} of 5 stars · {review.body}
            </Text>
            {review.reply ? (
              <Text size="sm">
                <strong>Your reply:</strong> {review.reply}
              </Text>
            ) : (
              <ReplyForm review={review} />
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
