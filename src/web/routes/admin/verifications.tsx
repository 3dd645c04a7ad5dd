import { Container, Stack, Text, Title } from "@mantine/core";
import { VerificationQueueScreen } from "@/web/features/admin-verifications";

/** Issue 35: lenders' verification evidence, waiting for an admin's decision first. */
export default function AdminVerificationsRoute() {
  return (
    <Container py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Verifications</Title>
          <Text c="dimmed">
            Lenders' evidence for 'Verified': approve with the checks that passed, ask for more, or
            reject. Every decision is emailed to the lender and kept in the audit log.
          </Text>
        </div>
        <VerificationQueueScreen />
      </Stack>
    </Container>
  );
}
