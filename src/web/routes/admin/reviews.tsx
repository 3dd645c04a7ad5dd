import { Container, Stack, Text, Title } from "@mantine/core";
import { Suspense } from "react";
import { ReviewQueueScreen } from "@/web/features/reviews";

/** Issue 35: borrowers' reviews wait here until an admin publishes or rejects them. */
export default function AdminReviewsRoute() {
  return (
    <Container py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Reviews</Title>
          <Text c="dimmed">
            Reviews from verified deals, published only after your check. Every decision is in the
            audit log.
          </Text>
        </div>
        <Suspense fallback={null}>
          <ReviewQueueScreen />
        </Suspense>
      </Stack>
    </Container>
  );
}
