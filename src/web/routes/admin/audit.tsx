import { Container, Stack, Text, Title } from "@mantine/core";
import { AuditLogScreen } from "@/web/features/admin-audit";

/** Issue 28: the audit log, every admin action and lender self-edit, filtered. */
export default function AdminAuditRoute() {
  return (
    <Container py="lg">
      <Stack gap="md">
        <div>
          <Title order={1}>Audit Log</Title>
          <Text c="dimmed">
            Who changed what, and when. Entries stay after a lender is deleted.
          </Text>
        </div>
        <AuditLogScreen />
      </Stack>
    </Container>
  );
}
