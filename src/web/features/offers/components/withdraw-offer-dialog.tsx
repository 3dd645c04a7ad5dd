/**
 * 'Withdraw offer' asks first (issue 27): the borrower may be about to accept it, and a
 * withdrawn offer cannot be revised (only replaced by a new one). A Mantine modal: focus moves
 * to 'Keep offer' (the safe choice under Enter), Escape and the close button cancel, focus
 * returns to the button that opened it; it stays open, and cannot be dismissed, while the
 * withdrawal runs.
 */
import { Button, Group, Modal, Stack, Text } from "@mantine/core";

export const WITHDRAW_OFFER_DIALOG = {
  title: "Withdraw this offer?",
  keep: "Keep offer",
  confirm: "Withdraw offer",
  busy: "Withdrawing...",
} as const;

export function WithdrawOfferDialog({
  opened,
  summary,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  /** The offer in one line, e.g. '$200,000 at 10% for 12 months, interest-only'. */
  summary: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => (busy ? undefined : onClose())}
      title={WITHDRAW_OFFER_DIALOG.title}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="lg">
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          The borrower will no longer be able to accept your offer of {summary}. You can send a new
          offer afterwards, but not revise this one.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
            {WITHDRAW_OFFER_DIALOG.keep}
          </Button>
          <Button color="red.9" onClick={onConfirm} disabled={busy}>
            {busy ? WITHDRAW_OFFER_DIALOG.busy : WITHDRAW_OFFER_DIALOG.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
