/**
 * The Team tab's 'Make owner' confirmation (issue 31 seats, ownership transfer): what changes
 * for the colleague and for the owner, in the contract's words. Cancel has the focus first;
 * the dialog stays open while the transfer runs.
 */
import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { OWNERSHIP_TRANSFER_TEXT } from "@/domain/contract/lender-team";

export interface MakeOwnerDialogProps {
  /** The colleague's name; null closes the dialog. */
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function MakeOwnerDialog({ name, busy, onConfirm, onClose }: MakeOwnerDialogProps) {
  const shown = name ?? "";
  return (
    <Modal
      opened={name !== null}
      onClose={() => (busy ? undefined : onClose())}
      title={OWNERSHIP_TRANSFER_TEXT.title(shown)}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="lg">
        <List size="sm" spacing="xs">
          {OWNERSHIP_TRANSFER_TEXT.changes(shown).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Both of you get an email about the change.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {OWNERSHIP_TRANSFER_TEXT.cancel}
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={busy}>
            {OWNERSHIP_TRANSFER_TEXT.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
