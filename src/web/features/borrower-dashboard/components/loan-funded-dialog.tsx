import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { LOAN_FUNDED_DIALOG } from "@/domain/reference/statuses";

interface LoanFundedDialogProps {
  /** The lender marked funded; null closes the dialog. */
  lenderName: string | null;
  /** Which answer is being saved, for its '...ing' label. */
  saving: "decline-others" | "keep-active" | null;
  onAnswer: (declineOthers: boolean) => void;
  onClose: () => void;
}

/**
 * Spec 4 'Loan Funded!': choosing funded asks whether to decline every other lender of the
 * request ('Yes, decline others', one transaction on the server) or only set funded ('No, keep
 * them active'). Closing without an answer changes nothing.
 */
export function LoanFundedDialog({ lenderName, saving, onAnswer, onClose }: LoanFundedDialogProps) {
  const busy = saving !== null;
  return (
    <Modal
      opened={lenderName !== null}
      onClose={busy ? () => undefined : onClose}
      title={LOAN_FUNDED_DIALOG.title}
      centered
      size="md"
    >
      <Stack gap="md">
        <Text>{LOAN_FUNDED_DIALOG.text}</Text>
        {lenderName ? (
          <Text size="sm" c="dimmed">
            Funded by {lenderName}.
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={busy} onClick={() => onAnswer(false)}>
            {saving === "keep-active" ? "Saving..." : LOAN_FUNDED_DIALOG.keepActive}
          </Button>
          <Button disabled={busy} onClick={() => onAnswer(true)} data-autofocus>
            {saving === "decline-others" ? "Declining..." : LOAN_FUNDED_DIALOG.declineOthers}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
