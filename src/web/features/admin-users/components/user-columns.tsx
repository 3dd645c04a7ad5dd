/** The columns of the admin user table: Name, Email, Type, Status, Lender, Joined, Actions. */
import { Anchor, Badge, Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import type { AdminUser } from "@/domain/contract/admin-users";
import { formatDate } from "@/domain/reference/dates";
import { UrlText } from "@/web/components/url-text";
import type { DataTableColumn } from "@/web/lib/table";
import {
  APPROVAL_STATUS_COLORS,
  APPROVAL_STATUS_LABELS,
  UNCONFIRMED_COLOR,
  UNCONFIRMED_LABEL,
  USER_TYPE_LABELS,
  userDisplayName,
} from "../lib/user-format";

export interface UserActions {
  onApprove: (user: AdminUser) => void;
  onReject: (user: AdminUser) => void;
}

export function userColumns({ onApprove, onReject }: UserActions): DataTableColumn<AdminUser>[] {
  return [
    {
      key: "name",
      header: "Name",
      cell: (user) => (
        <Anchor component={Link} to={`/admin/users/${user.id}`} size="sm" fw={600}>
          {/* The name, or the email when there is none: a long address wraps at its dots. */}
          <UrlText text={userDisplayName(user)} />
        </Anchor>
      ),
    },
    {
      key: "email",
      header: "Email",
      cell: (user) => <UrlText text={user.email} />,
    },
    { key: "type", header: "Type", cell: (user) => USER_TYPE_LABELS[user.userType] },
    {
      key: "status",
      header: "Status",
      cell: (user) =>
        user.approvalStatus || !user.emailVerified ? (
          <Group gap={4}>
            {user.approvalStatus ? (
              <Badge variant="light" color={APPROVAL_STATUS_COLORS[user.approvalStatus]}>
                {APPROVAL_STATUS_LABELS[user.approvalStatus]}
              </Badge>
            ) : null}
            {user.emailVerified ? null : (
              <Badge variant="light" color={UNCONFIRMED_COLOR}>
                {UNCONFIRMED_LABEL}
              </Badge>
            )}
          </Group>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: "lender",
      header: "Lender",
      cell: (user) =>
        user.lender ? (
          <span style={{ overflowWrap: "anywhere" }}>{user.lender.companyName}</span>
        ) : (
          <Text span size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      key: "joined",
      header: "Joined",
      cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
    },
    {
      key: "actions",
      header: "Actions",
      cell: (user) => {
        const name = userDisplayName(user);
        const decidable = user.userType === "lender" && user.approvalStatus !== "approved";
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={`/admin/users/${user.id}`}
              size="xs"
              variant="default"
              aria-label={`View ${name}`}
            >
              View
            </Button>
            {decidable ? (
              <Button
                size="xs"
                variant="light"
                onClick={() => onApprove(user)}
                aria-label={`Approve ${name}`}
              >
                Approve
              </Button>
            ) : null}
            {user.userType === "lender" && user.approvalStatus === "pending" ? (
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => onReject(user)}
                aria-label={`Reject ${name}`}
              >
                Reject
              </Button>
            ) : null}
          </Group>
        );
      },
    },
  ];
}
