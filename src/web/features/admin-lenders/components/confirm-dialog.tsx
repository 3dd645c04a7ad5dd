import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete this lender?' */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's label while the action runs, e.g. 'Deleting...'. */
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Why the action cannot run (shown instead of allowing it), e.g. a lender with requests. */
  blocked?: ReactNode;
  /** What else the action does, shown above the buttons without blocking it. */
  warning?: ReactNode;
}

/**
 * A destructive action's confirmation. Cancel has the focus first (the safe choice under
 * Enter); the dialog stays open while the action runs and cannot be dismissed meanwhile.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { busy } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={() => (busy ? undefined : props.onClose())}
      title={props.title}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="lg">
        <Text size="sm">{props.children}</Text>
        {props.warning && !props.blocked ? (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden="true" />}>
            {props.warning}
          </Alert>
        ) : null}
        {props.blocked ? (
          <Alert color="yellow" icon={<IconAlertTriangle aria-hidden="true" />}>
            {props.blocked}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={props.onConfirm} disabled={busy || Boolean(props.blocked)}>
            {busy ? props.busyLabel : props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
