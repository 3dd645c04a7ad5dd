/**
 * The pending-lender approval panel (spec 2 'Admin area', spec 5 'Admin approval'): every lender
 * waiting for approval with a checkbox, 'Select all', and 'Approve Selected' (bulk, one call).
 * With nothing selected the bulk button does nothing (it is disabled and says why); otherwise it
 * asks first, naming how many lenders (issue 28: one press approved them all). Each row
 * also opens the approve dialog (to choose new or existing lender record) or rejects.
 */
import { Badge, Button, Card, Checkbox, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconUsers } from "@tabler/icons-react";
import { useId, useMemo, useState } from "react";
import type { PendingLenders } from "@/domain/contract/admin-users";
import { formatDate } from "@/domain/reference/dates";
import { userDisplayName } from "../lib/user-format";

export type PendingLender = PendingLenders["items"][number];

export interface PendingPanelProps {
  users: readonly PendingLender[];
  /** Bulk approval of the chosen ids (never called with none). */
  onApproveSelected: (ids: string[]) => void;
  approving?: boolean;
  onApprove: (user: PendingLender) => void;
  onReject: (user: PendingLender) => void;
}

/** The ids still selected that are still pending (a row approved elsewhere drops out). */
export function selectedPendingIds(
  selected: ReadonlySet<string>,
  users: readonly { id: string }[],
): string[] {
  return users.filter((user) => selected.has(user.id)).map((user) => user.id);
}

export function PendingPanel({
  users,
  onApproveSelected,
  approving = false,
  onApprove,
  onReject,
}: PendingPanelProps) {
  const titleId = useId();
  const hintId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const chosen = useMemo(() => selectedPendingIds(selected, users), [selected, users]);
  const all = users.length > 0 && chosen.length === users.length;
  const some = chosen.length > 0 && !all;

  if (users.length === 0) return null;

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const approveSelected = () => {
    setConfirming(false);
    if (chosen.length === 0) return;
    onApproveSelected(chosen);
    setSelected(new Set());
  };
  const count = chosen.length === 1 ? "1 lender" : `${chosen.length} lenders`;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs">
            <IconUsers size={20} aria-hidden="true" />
            <Title order={2} fz="h4" id={titleId}>
              Pending Lender Approvals
            </Title>
            <Badge color="yellow" variant="light">
              {users.length}
            </Badge>
          </Group>
          <Group gap="sm" wrap="wrap">
            <Checkbox
              label="Select all"
              checked={all}
              indeterminate={some}
              onChange={(event) =>
                setSelected(
                  event.currentTarget.checked ? new Set(users.map((user) => user.id)) : new Set(),
                )
              }
            />
            <Button
              leftSection={<IconCheck size={16} aria-hidden="true" />}
              onClick={() => setConfirming(chosen.length > 0)}
              disabled={chosen.length === 0}
              loading={approving}
              aria-describedby={hintId}
            >
              {chosen.length > 0 ? `Approve Selected (${chosen.length})` : "Approve Selected"}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" id={hintId}>
          {chosen.length === 0
            ? "Select lenders to approve them together. Each gets a new lender record."
            : `${chosen.length} selected. Each gets a new lender record.`}
        </Text>
        <Stack gap={0} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {users.map((user) => {
            const name = userDisplayName(user);
            return (
              <Group
                key={user.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                py="xs"
                style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
              >
                <Checkbox
                  checked={selected.has(user.id)}
                  onChange={(event) => toggle(user.id, event.currentTarget.checked)}
                  label={
                    <Text span fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                      {name}
                    </Text>
                  }
                  description={
                    <span style={{ overflowWrap: "anywhere" }}>
                      {user.email} · signed up {formatDate(user.createdAt)}
                    </span>
                  }
                />
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onApprove(user)}
                    aria-label={`Approve ${name}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    onClick={() => onReject(user)}
                    aria-label={`Reject ${name}`}
                  >
                    Reject
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Approve selected lenders"
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack gap="lg">
          <Text size="sm">
            Approve {count}? Each gets a new lender record and can sign in to their dashboard.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button onClick={approveSelected}>Approve {count}</Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
