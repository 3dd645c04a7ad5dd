import { Container, Stack, Text, Title } from "@mantine/core";
import { PrivacyRequestsScreen } from "@/web/features/admin-privacy";

/** Issue 33: requests to know (data downloads) and to delete, with their dates. */
export default function AdminPrivacyRoute() {
  return (
    <Container py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Privacy Requests</Title>
          <Text c="dimmed">
            Data downloads and account deletions, kept 24 months as California's rules ask.
          </Text>
        </div>
        <PrivacyRequestsScreen />
      </Stack>
    </Container>
  );
}
