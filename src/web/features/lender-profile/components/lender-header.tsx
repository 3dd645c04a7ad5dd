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
import { importedSourceName, verifiedReviewsLabel } from "@/domain/reviews/review-rules";
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

/**
 * Issue 35: the verified reviews on LenderLane (linked to the page's Reviews section), then the
 * figure an admin imported, labelled with its source.
 */
function ReviewSummary({ lender }: { lender: PublicLender }) {
  return (
    <Stack gap={2}>
      <Anchor href="#reviews" size="sm" fw={600} data-testid="verified-reviews-link">
        {verifiedReviewsLabel(lender.verifiedReviewCount, lender.verifiedReviewScore)}
      </Anchor>
      <ImportedReviewSummary lender={lender} />
    </Stack>
  );
}

/**
 * The imported score (one decimal, spec 9) and review count, the count linking to the reviews
 * page if known, and where it came from ('on Google (imported)').
 */
function ImportedReviewSummary({ lender }: { lender: PublicLender }) {
  const { reviewScore, totalReviews, googleReviewsUrl } = lender;
  const hasScore = typeof reviewScore === "number" && reviewScore > 0;
  const hasCount = typeof totalReviews === "number" && totalReviews > 0;
  if (!hasScore && !hasCount) return null;
  const source = importedSourceName(googleReviewsUrl);
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
      <Text size="sm" c="dimmed">
        {source ? `on ${source} (imported)` : "(imported)"}
      </Text>
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
