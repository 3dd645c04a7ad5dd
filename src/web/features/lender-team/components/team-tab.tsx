/**
 * The lender dashboard's Team tab (issue 31 seats), the owner's only: the seats (table kit),
 * the open invitations with Revoke, and the invite form (form kit). Remove, Revoke and 'Make
 * owner' (ownership transfer, confirmed in a dialog) are buttons named with the person, so a
 * keyboard or screen reader user knows which row.
 */
import { Badge, Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import {
  type InviteBody,
  inviteBodySchema,
  OWNERSHIP_TRANSFER_TEXT,
  type TeamSeat,
} from "@/domain/contract/lender-team";
import { formatDate } from "@/domain/reference/dates";
import { errorToast } from "@/domain/site/toast-messages";
import { useSchemaForm } from "@/web/lib/form";
import { notify } from "@/web/lib/notify";
import { DataTable, type DataTableColumn } from "@/web/lib/table";
import { useInvite, useMakeOwner, useRemoveFromTeam, useTeam } from "../api/team";
import { MakeOwnerDialog } from "./make-owner-dialog";

const dateOf = (iso: string) => formatDate(iso);

export function TeamTab() {
  const team = useTeam();
  const invite = useInvite();
  const remove = useRemoveFromTeam();
  const makeOwner = useMakeOwner();
  const [heir, setHeir] = useState<TeamSeat | null>(null);
  const confirmHeir = () => {
    if (!heir) return;
    makeOwner.mutate(heir.id, {
      onSuccess: (result) => {
        setHeir(null);
        notify.success({
          title: "Ownership handed over",
          message: OWNERSHIP_TRANSFER_TEXT.done(result.newOwnerName),
        });
      },
      onError: (error) => {
        setHeir(null);
        notify.errorToast(errorToast(error.message, "Ownership was not handed over."));
      },
    });
  };
  const form = useSchemaForm<typeof inviteBodySchema, { email: string }>(inviteBodySchema, {
    email: "",
  });
  const submit = form.submit(invite, {
    errorToast: (error) => errorToast(error.message, "The invitation was not sent."),
    variables: (parsed): InviteBody => parsed,
    onSuccess: () => {
      notify.success({ title: "Invitation sent", message: "They get an email with the link." });
      form.reset();
    },
  });

  const seatColumns: DataTableColumn<TeamSeat>[] = [
    { key: "name", header: "Name", cell: (seat) => seat.name },
    { key: "email", header: "Email", cell: (seat) => seat.email },
    {
      key: "role",
      header: "Role",
      cell: (seat) => (
        <Badge color={seat.role === "owner" ? "teal.9" : "gray.8"} variant="filled">
          {seat.role === "owner" ? "Owner" : "Member"}
        </Badge>
      ),
    },
    {
      key: "actions",
      header: "Actions",
      cell: (seat) =>
        seat.role === "member" ? (
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              aria-label={`Make owner: ${seat.name}`}
              onClick={() => setHeir(seat)}
            >
              Make owner
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.8"
              aria-label={`Remove ${seat.name}`}
              loading={remove.isPending && remove.variables?.id === seat.id}
              onClick={() => remove.mutate({ kind: "member", id: seat.id })}
            >
              Remove
            </Button>
          </Group>
        ) : null,
    },
  ];

  const invitations = team.data?.invitations ?? [];
  return (
    <Stack gap="lg">
      <MakeOwnerDialog
        name={heir?.name ?? null}
        busy={makeOwner.isPending}
        onConfirm={confirmHeir}
        onClose={() => setHeir(null)}
      />
      <div>
        <Title order={2} fz="h3">
          Team
        </Title>
        <Text c="dimmed">
          Members see and answer your loan requests, send offers and messages. Only you edit the
          profile and the team.
        </Text>
      </div>
      <DataTable
        caption="Seats"
        columns={seatColumns}
        rows={team.data?.seats}
        rowKey={(seat) => seat.id}
        loading={team.isPending}
        error={team.error}
        emptyMessage="No seats yet."
      />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          Pending invitations
        </Title>
        {invitations.length === 0 ? (
          <Text c="dimmed">No pending invitations.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {invitations.map((invitation) => (
              <Group key={invitation.id} component="li" justify="space-between" wrap="wrap">
                <Text>
                  {invitation.email} ·{" "}
                  {invitation.expired ? "Expired" : `Expires ${dateOf(invitation.expiresAt)}`}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.8"
                  aria-label={`Revoke the invitation to ${invitation.email}`}
                  onClick={() => remove.mutate({ kind: "invitation", id: invitation.id })}
                >
                  Revoke
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Invite a colleague">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label="Colleague's email"
            type="email"
            autoComplete="off"
            style={{ flex: "1 1 16rem" }}
            {...form.getInputProps("email")}
          />
          <Button type="submit" loading={invite.isPending}>
            Send invitation
          </Button>
        </Group>
        <Text size="sm" c="dimmed" mt="xs">
          Up to {team.data?.seatLimit ?? 10} seats, pending invitations included.
        </Text>
      </form>
    </Stack>
  );
}
