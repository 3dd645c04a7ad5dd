import { Anchor, Badge, Box, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { PublicLender } from "@/domain/lenders/lender-dto";
import { formatDay } from "@/domain/reference/dates";
import {
  importedReviewsLabel,
  VERIFIED_DEAL,
  verifiedDealLabel,
  verifiedReviewsLabel,
} from "@/domain/reviews/review-rules";
import { useLenderReviews } from "../api/get-lender-reviews";
import { ProfileSection } from "./profile-section";

/**
 * Issue 35: the lender's reviews from verified deals on LenderLane (5 a page, newest first),
 * each with 'Verified deal', the loan type and month, and the lender's reply; the figure an
 * admin imported from elsewhere is shown apart, labelled with its source.
 */
export function ReviewsSection({ lender }: { lender: PublicLender }) {
  const [page, setPage] = useState(1);
  const { data } = useLenderReviews(lender.slug, page);
  const imported = importedReviewsLabel(
    lender.reviewScore,
    lender.totalReviews,
    lender.googleReviewsUrl,
  );
  const items = data?.items ?? [];
  const pages = data ? Math.ceil(data.total / data.pageSize) : 1;
  return (
    <ProfileSection id="reviews" title="Reviews">
      <Stack gap="md">
        <Text fw={600} data-testid="verified-reviews-summary">
          {verifiedReviewsLabel(lender.verifiedReviewCount, lender.verifiedReviewScore)}
        </Text>
        {imported ? (
          <Text size="sm" c="dimmed">
            Imported figure, not from LenderLane deals:{" "}
            {lender.googleReviewsUrl ? (
              <Anchor href={lender.googleReviewsUrl} target="_blank" rel="noopener noreferrer">
                {imported}
              </Anchor>
            ) : (
              imported
            )}
          </Text>
        ) : null}
        {items.map((review) => (
          <Box
            key={review.id}
            component="article"
            aria-label={`Review, ${review.rating} of 5 stars`}
            p="md"
            style={{ border: "1px solid var(--mantine-color-gray-3)", borderRadius: 8 }}
          >
            <Stack gap={6}>
              <Group gap="xs" wrap="wrap">
                <Badge color="teal.9" variant="filled">
                  {VERIFIED_DEAL}
                </Badge>
                <Text size="sm" c="dimmed">
                  {verifiedDealLabel(review.dealLoanPurpose, review.dealMonth).replace(
                    `${VERIFIED_DEAL} · `,
                    "",
                  )}
                </Text>
              </Group>
              <Text fw={600}>
                <span aria-hidden="true">{"★".repeat(review.rating)}</span> {review.rating} of 5
              </Text>
              <Text style={{ whiteSpace: "pre-line" }}>{review.body}</Text>
              <Text size="xs" c="dimmed">
                Published {formatDay(review.publishedAt)}
              </Text>
              {review.reply ? (
                <Box pl="md" style={{ borderLeft: "3px solid var(--mantine-color-gray-4)" }}>
                  <Text size="sm" fw={600}>
                    Reply from {lender.companyName}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                    {review.reply}
                  </Text>
                </Box>
              ) : null}
            </Stack>
          </Box>
        ))}
        {pages > 1 ? (
          <Group gap="sm">
            <Button
              variant="default"
              size="xs"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              Newer reviews
            </Button>
            <Text size="sm">
              Page {page} of {pages}
            </Text>
            <Button
              variant="default"
              size="xs"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Older reviews
            </Button>
          </Group>
        ) : null}
      </Stack>
    </ProfileSection>
  );
}
