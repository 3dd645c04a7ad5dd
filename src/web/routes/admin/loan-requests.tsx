import { Container, Stack, Text, Title } from "@mantine/core";
import { AdminLoanRequestsList } from "@/web/features/admin-loan-requests";

/** Spec 2 'Admin area': every loan request, searched and paged on the server. */
export default function AdminLoanRequestsRoute() {
  return (
    <Container py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Loan Requests</Title>
          <Text c="dimmed">Every loan request on the marketplace, newest first.</Text>
        </div>
        <AdminLoanRequestsList />
      </Stack>
    </Container>
  );
}
