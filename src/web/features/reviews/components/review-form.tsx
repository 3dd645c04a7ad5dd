import { Button, Group, Stack, Text, Textarea, VisuallyHidden } from "@mantine/core";
import type { CSSProperties } from "react";
import type { ReviewableDeal } from "@/domain/contract/reviews";
import { reviewFieldsSchema } from "@/domain/contract/reviews";
import {
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_TEXT_MAX_LENGTH,
  verifiedDealLabel,
} from "@/domain/reviews/review-rules";
import { errorToast } from "@/domain/site/toast-messages";
import { useSchemaForm } from "@/web/lib/form";
import { useSaveReview } from "../api/reviews";

const FIELDSET: CSSProperties = { border: 0, margin: 0, padding: 0, minInlineSize: 0 };
const LEGEND: CSSProperties = {
  fontSize: "var(--mantine-font-size-sm)",
  fontWeight: 500,
  padding: 0,
};
const STAR: CSSProperties = {
  display: "inline-flex",
  alignItems: "center",
  gap: 4,
  minHeight: 24,
  cursor: "pointer",
  color: "var(--mantine-color-yellow-9)",
};

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * Write or edit the review of one deal (issue 35): 1 to 5 stars as radio buttons (keyboard:
 * arrows move between them) and up to 2,000 characters of text.
 */
export function ReviewForm({ deal, onDone }: { deal: ReviewableDeal; onDone?: () => void }) {
  const existing = deal.review;
  const form = useSchemaForm(reviewFieldsSchema, {
    rating: existing?.rating ?? 0,
    body: existing?.body ?? "",
  });
  const mutation = useSaveReview();
  const ratingError = form.errors.rating;
  const name = `rating-${deal.submissionId}`;
  return (
    <form
      noValidate
      aria-label={`Review of ${deal.lenderName}`}
      onSubmit={form.submit(mutation, {
        errorToast: (error) => errorToast(error.message, "Failed to send your review."),
        variables: (parsed) => ({
          reviewId: existing?.id ?? null,
          submissionId: deal.submissionId,
          ...parsed,
        }),
        onSuccess: () => onDone?.(),
      })}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {verifiedDealLabel(deal.dealLoanPurpose, deal.dealMonth)}
        </Text>
        <fieldset style={FIELDSET} aria-describedby={ratingError ? `${name}-error` : undefined}>
          <legend style={LEGEND}>Your rating</legend>
          <Group gap="xs">
            {STARS.map((star) => (
              <label key={star} style={STAR}>
                <input
                  type="radio"
                  name={name}
                  value={star}
                  checked={form.values.rating === star}
                  onChange={() => form.setFieldValue("rating", star)}
                />
                <span aria-hidden="true">{"★".repeat(star)}</span>
                <VisuallyHidden>
                  {star} {star === 1 ? "star" : "stars"}
                </VisuallyHidden>
              </label>
            ))}
          </Group>
          {ratingError ? (
            <Text id={`${name}-error`} size="sm" c="red.9" role="alert">
              {ratingError}
            </Text>
          ) : null}
        </fieldset>
        <Textarea
          label="Your review"
          description={`How did the deal go? Up to ${REVIEW_TEXT_MAX_LENGTH.toLocaleString("en-US")} characters.`}
          rows={4}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          {...form.getInputProps("body")}
        />
        <Text size="sm">{REVIEW_MESSAGES.pendingNote}</Text>
        <Group justify="flex-end">
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? "Sending..." : existing ? "Save review" : "Post review"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
