import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import type { ReviewableDeal } from "@/domain/contract/reviews";
import { formatDay } from "@/domain/reference/dates";
import { useReviewableDeals } from "../api/reviews";
import { ReviewForm } from "./review-form";

const STATUS_TEXT = {
  pending: "Waiting for LenderLane's check",
  published: "Published",
  rejected: "Not published",
} as const;

function DealReview({ deal }: { deal: ReviewableDeal }) {
  const [editing, setEditing] = useState(false);
  const review = deal.review;
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Anchor component={Link} to={`/lender/${deal.lenderSlug}`} fw={600}>
            {deal.lenderName}
          </Anchor>
          {review ? <Badge variant="light">{STATUS_TEXT[review.status]}</Badge> : null}
        </Group>
        {review && !editing ? (
          <>
            <Text size="sm">
              {review.rating} of 5 stars · {review.body}
            </Text>
            {review.rejectReason ? (
              <Text size="sm" c="red.9">
                Reason: {review.rejectReason}
              </Text>
            ) : null}
            {review.editable ? (
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Editable until {formatDay(review.editableUntil)}
                </Text>
                <Button variant="default" size="xs" onClick={() => setEditing(true)}>
                  Edit review
                </Button>
              </Group>
            ) : null}
          </>
        ) : review === null && !editing ? (
          <Group justify="space-between">
            <Text size="sm">How did the deal go?</Text>
            <Button size="xs" onClick={() => setEditing(true)}>
              Write a review
            </Button>
          </Group>
        ) : (
          <ReviewForm deal={deal} onDone={() => setEditing(false)} />
        )}
      </Stack>
    </Card>
  );
}

/**
 * The borrower dashboard's 'Review your lenders' (issue 35): the deals that qualify (an
 * approved application, a funded loan or an accepted offer), each with its review or a form.
 * Nothing shows until a deal qualifies.
 */
export function MyReviews() {
  const { data } = useReviewableDeals();
  const deals = data?.items ?? [];
  if (deals.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-reviews-heading">
      <Title order={2} size="h3" id="my-reviews-heading">
        Review your lenders
      </Title>
      {deals.map((deal) => (
        <DealReview key={deal.submissionId} deal={deal} />
      ))}
    </Stack>
  );
}
