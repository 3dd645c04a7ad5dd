import {
  Anchor,
  Avatar,
  Box,
  Button,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import type { PublicLender } from "@/domain/lenders/lender-dto";
import { formatNumber, formatReviewScore } from "@/domain/reference/format";
import { NotAcceptingLeads } from "@/web/components/not-accepting-leads";
import { VerificationStatus } from "@/web/components/verification-status";

interface LenderHeaderProps {
  lender: PublicLender;
  onGetQuote: () => void;
}

/** First letter or digit of the name, for the avatar. */
function initialOf(name: string): string {
  return (
    name
      .trim()
      .match(/[\p{L}\p{N}]/u)?.[0]
      ?.toUpperCase() ?? "?"
  );
}

function reviewCountText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? "review" : "reviews"}`;
}

/** Score (one decimal, spec 9) and review count; the count links to the reviews page if known. */
function ReviewSummary({ lender }: { lender: PublicLender }) {
  const { reviewScore, totalReviews, googleReviewsUrl } = lender;
  const hasScore = typeof reviewScore === "number" && reviewScore > 0;
  const hasCount = typeof totalReviews === "number" && totalReviews > 0;
  if (!hasScore && !hasCount) {
    return (
      <Text size="sm" c="dimmed">
        No reviews yet
      </Text>
    );
  }
  const count = hasCount ? reviewCountText(totalReviews) : null;
  return (
    <Group gap={6} wrap="nowrap" data-testid="lender-reviews">
      {hasScore ? (
        <>
          <IconStarFilled size={18} color="var(--mantine-color-yellow-6)" aria-hidden="true" />
          <Text fw={700} data-testid="lender-review-score">
            {formatReviewScore(reviewScore)}
            <VisuallyHidden> out of 5</VisuallyHidden>
          </Text>
        </>
      ) : null}
      {count ? (
        googleReviewsUrl ? (
          <Anchor href={googleReviewsUrl} target="_blank" rel="noopener noreferrer" size="sm">
            ({count})<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            ({count})
          </Text>
        )
      ) : null}
    </Group>
  );
}

/**
 * Spec 2: an initial, the name, the review score and count, and a Get Quote button; a lender
 * not accepting leads shows a short note in its place (issue 27).
 */
export function LenderHeader({ lender, onGetQuote }: LenderHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="lg">
      <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0, flex: "1 1 320px" }}>
        <Avatar
          size={64}
          radius="md"
          color="lane"
          variant="filled"
          aria-hidden="true"
          fz={28}
          style={{ flexShrink: 0 }}
        >
          {initialOf(lender.companyName)}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 24, sm: 32 }} lh={1.2} style={{ overflowWrap: "anywhere" }}>
            {lender.companyName}
          </Title>
          <ReviewSummary lender={lender} />
          <VerificationStatus verification={lender.verification} />
        </Stack>
      </Group>
      <Box w={{ base: "100%", xs: "auto" }}>
        {lender.acceptingLeads ? (
          <Button size="md" fullWidth onClick={onGetQuote}>
            Get Quote
          </Button>
        ) : (
          <NotAcceptingLeads companyName={lender.companyName} size="md" />
        )}
      </Box>
    </Group>
  );
}
