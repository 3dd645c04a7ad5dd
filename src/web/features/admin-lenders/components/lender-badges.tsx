import { Badge, Group } from "@mantine/core";

/** Spec 2 'Admin area' Lenders badges: Active/Inactive, Accepting leads/Not accepting leads, No User. */
export function LenderBadges({
  isActive,
  acceptingLeads,
  hasUser,
  namePending = false,
}: {
  isActive: boolean;
  acceptingLeads: boolean;
  hasUser: boolean;
  /** A company name the lender asked for waits for approval (issue 27). */
  namePending?: boolean;
}) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={isActive ? "green" : "gray"}>
        {isActive ? "Active" : "Inactive"}
      </Badge>
      <Badge variant="light" color={acceptingLeads ? "lane" : "yellow"}>
        {acceptingLeads ? "Accepting leads" : "Not accepting leads"}
      </Badge>
      {namePending ? (
        <Badge variant="light" color="orange">
          Name change pending
        </Badge>
      ) : null}
      {hasUser ? null : (
        <Badge variant="outline" color="gray">
          No User
        </Badge>
      )}
    </Group>
  );
}
