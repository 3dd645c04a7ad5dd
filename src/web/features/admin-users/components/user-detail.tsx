/**
 * One user for the admin (spec 2 'Admin area' user detail): their info, statistics, their loan
 * requests and the audit trail of admin actions on them; a lender account can be approved or
 * rejected from here, and an approved one with no lender record can be given one (linked or
 * created, issue 27). An unknown id shows 'User not found'.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { experienceLabel } from "@/domain/accounts/experience";
import type { AdminUserDetail } from "@/domain/contract/admin-users";
import { formatDate } from "@/domain/reference/dates";
import { formatNumber } from "@/domain/reference/format";
import { AuditTrailView } from "@/web/features/admin-audit";
import {
  InfoCard,
  LOAN_REQUEST_COLUMNS,
  NO_LOAN_REQUESTS,
} from "@/web/features/admin-loan-requests";
import { isApiError } from "@/web/lib/api-client";
import { DataTable } from "@/web/lib/table";
import { useAdminUser } from "../api/users";
import {
  APPROVAL_STATUS_COLORS,
  APPROVAL_STATUS_LABELS,
  UNCONFIRMED_COLOR,
  UNCONFIRMED_LABEL,
  USER_TYPE_LABELS,
  userDisplayName,
} from "../lib/user-format";
import { ApproveDialog } from "./approve-dialog";
import { RejectDialog } from "./reject-dialog";

export const USER_NOT_FOUND_TEXT = "User not found";

function BackButton() {
  return (
    <Button
      component={Link}
      to="/admin/users"
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      style={{ alignSelf: "flex-start" }}
    >
      Back to Users
    </Button>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="h3" fw={700}>
        {formatNumber(value)}
      </Text>
    </Card>
  );
}

export function UserDetailView({ detail }: { detail: AdminUserDetail }) {
  const { user, statistics } = detail;
  const [dialog, setDialog] = useState<"approve" | "reject" | "lender" | null>(null);
  const statsId = useId();
  const name = userDisplayName(user);
  const isLender = user.userType === "lender";
  return (
    <Stack gap="md">
      <BackButton />
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {name}
          </Title>
          <Badge variant="light" color="gray" size="lg">
            {USER_TYPE_LABELS[user.userType]}
          </Badge>
          {user.approvalStatus ? (
            <Badge variant="light" color={APPROVAL_STATUS_COLORS[user.approvalStatus]} size="lg">
              {APPROVAL_STATUS_LABELS[user.approvalStatus]}
            </Badge>
          ) : null}
          {user.emailVerified ? null : (
            <Badge variant="light" color={UNCONFIRMED_COLOR} size="lg">
              {UNCONFIRMED_LABEL}
            </Badge>
          )}
        </Group>
        {isLender && user.approvalStatus !== "approved" ? (
          <Group gap="sm">
            <Button onClick={() => setDialog("approve")}>Approve</Button>
            {user.approvalStatus === "pending" ? (
              <Button variant="outline" color="red.9" onClick={() => setDialog("reject")}>
                Reject
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>
      {isLender && user.approvalStatus === "approved" && !user.lender ? (
        <Alert color="yellow" title="No lender record" role="status">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              This approved lender account manages no lender record, so its dashboard says it is not
              yet associated with a lender. Link an existing record that has no user, or create one
              from the account's company details.
            </Text>
            <Button size="xs" onClick={() => setDialog("lender")}>
              Link or create lender record
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <InfoCard
        title="User Information"
        items={[
          { label: "Email", value: user.email },
          { label: "Full name", value: user.fullName },
          { label: "Phone", value: user.phone },
          { label: "Company", value: user.companyName },
          { label: "Website", value: user.website },
          { label: "Email verified", value: user.emailVerified ? "Yes" : "No" },
          { label: "Credit score", value: user.creditScore },
          {
            label: "Experience",
            value: user.experienceYears ? experienceLabel(user.experienceYears) : null,
          },
          {
            label: "Lender record",
            value: user.lender ? (
              <Anchor component={Link} to={`/lender/${user.lender.slug}`} size="sm">
                {user.lender.companyName}
              </Anchor>
            ) : null,
          },
          { label: "Joined", value: formatDate(user.createdAt) },
        ]}
      />
      <section aria-labelledby={statsId}>
        <Title order={2} fz="h4" id={statsId} mb="sm">
          Statistics
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Stat label="Loan requests" value={statistics.loanRequests} />
          <Stat label="Active requests" value={statistics.activeLoanRequests} />
          <Stat label="Lenders contacted" value={statistics.submissions} />
          <Stat label="Funded" value={statistics.fundedSubmissions} />
        </SimpleGrid>
      </section>
      <DataTable
        caption="Loan Requests"
        columns={LOAN_REQUEST_COLUMNS}
        rows={detail.loanRequests}
        rowKey={(row) => row.id}
        emptyMessage={NO_LOAN_REQUESTS}
        minWidth={820}
      />
      <AuditTrailView entries={detail.audit} loading={false} />
      {dialog === "approve" ? <ApproveDialog user={user} onClose={() => setDialog(null)} /> : null}
      {dialog === "lender" ? (
        <ApproveDialog user={user} purpose="lender" onClose={() => setDialog(null)} />
      ) : null}
      {dialog === "reject" ? <RejectDialog user={user} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}

export function UserDetail({ userId }: { userId: string }) {
  const query = useAdminUser(userId);
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <BackButton />
        <Text role="status" c="dimmed">
          Loading user...
        </Text>
        <Skeleton height={36} width="40%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (query.isError) {
    const notFound = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <Stack gap="md">
        <BackButton />
        {notFound ? (
          <>
            <Title order={1}>{USER_NOT_FOUND_TEXT}</Title>
            <Text c="dimmed">The account may have been deleted, or the link is wrong.</Text>
          </>
        ) : (
          <>
            <Title order={1}>User</Title>
            <Alert color="red" title="User: could not load" role="alert">
              <Stack gap="sm" align="flex-start">
                <Text size="sm">Something went wrong while loading. Please try again.</Text>
                <Button size="xs" variant="default" onClick={() => query.refetch()}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          </>
        )}
      </Stack>
    );
  }
  return <UserDetailView detail={query.data} />;
}
