/** Reject with confirmation (spec 4: rejecting only sets rejected; the lender is emailed). */
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useRejectUser } from "../api/users";
import type { ApprovalCandidate } from "../lib/approval";
import { userDisplayName } from "../lib/user-format";

export function RejectDialog({ user, onClose }: { user: ApprovalCandidate; onClose: () => void }) {
  const mutation = useRejectUser();
  const name = userDisplayName(user);
  return (
    <Modal opened onClose={onClose} title={`Reject ${name}?`} centered>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {user.email} is told by email that their lender application was not approved. They keep
          their account and can contact support.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={mutation.isPending}
            onClick={() => mutation.mutate(user.id, { onSuccess: onClose })}
          >
            Reject
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
