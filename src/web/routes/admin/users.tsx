import { Container, Stack, Text, Title } from "@mantine/core";
import { UsersScreen } from "@/web/features/admin-users";

/** Spec 2 'Admin area': users, lender approval. */
export default function AdminUsersRoute() {
  return (
    <Container py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Users</Title>
          <Text c="dimmed">Every account, and the lenders waiting for approval.</Text>
        </div>
        <UsersScreen />
      </Stack>
    </Container>
  );
}
