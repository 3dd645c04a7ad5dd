/**
 * An existing lender in the admin area (/admin/lenders/:id). Details: the read-only field
 * boxes with 'Edit <label>' and 'History for <label>'; Loan Products: each product's fields as
 * the same boxes, and 'Add product' through the lender form (ProductsTab); Activity: the audit
 * trail of admin actions on this lender. Delete from the header.
 */
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconExternalLink, IconTrash } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { AdminLenderFieldSpec } from "@/domain/admin/lender-fields";
import type { AdminLenderDetail } from "@/domain/contract/admin-lenders";
import { acceptedTermsChangedText } from "@/domain/offers";
import { isApiError } from "@/web/lib/api-client";
import { useAdminLender, useDecideLenderName } from "../api/lenders";
import { DeleteLenderDialog } from "./delete-lender-dialog";
import { FieldBoxes } from "./field-boxes";
import { FieldEditDialog } from "./field-edit-dialog";
import { FieldHistoryDialog } from "./field-history-dialog";
import { LenderBadges } from "./lender-badges";
import { ProductsTab } from "./products-tab";

/** Issue 35: the lender's declines per reason, the reasons it used most first. */
function declineReasonsText(reasons: AdminLenderDetail["declineReasons"]): string {
  const used = reasons.filter((r) => r.count > 0).sort((a, b) => b.count - a.count);
  if (used.length === 0) return "Declines by reason: none yet";
  return `Declines by reason: ${used.map((r) => `${r.label} ${r.count}`).join(" · ")}`;
}

export function BackToLenders() {
  return (
    <Button
      component={Link}
      to="/admin/lenders"
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      px={0}
    >
      Back to Lenders
    </Button>
  );
}

export interface LenderDetailScreenProps {
  lenderId: string;
  /** The lender's audit trail (the admin-audit feature), shown in the Activity tab. */
  activity?: ReactNode;
}

export function LenderDetailScreen({ lenderId, activity }: LenderDetailScreenProps) {
  const query = useAdminLender(lenderId);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Text role="status" size="sm" c="dimmed">
          Loading lender...
        </Text>
        <Skeleton height={36} width="60%" />
        <Skeleton height={180} />
        <Skeleton height={180} />
      </Stack>
    );
  } else if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    body = (
      <Stack gap="md">
        <Title order={1}>{notFound ? "Lender not found" : "Lender"}</Title>
        <Alert color={notFound ? "yellow" : "red"} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {notFound
                ? "This lender does not exist or was deleted."
                : "Something went wrong while loading. Please try again."}
            </Text>
            {notFound ? null : (
              <Button size="xs" variant="default" onClick={() => void query.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  } else {
    body = <LenderDetail detail={query.data} activity={activity} />;
  }
  return (
    <Container py="lg">
      <Stack gap="md">
        <Group>
          <BackToLenders />
        </Group>
        {body}
      </Stack>
    </Container>
  );
}

function LenderDetail({ detail, activity }: { detail: AdminLenderDetail; activity?: ReactNode }) {
  const { lender } = detail;
  const navigate = useNavigate();
  const [editing, setEditing] = useState<AdminLenderFieldSpec | null>(null);
  const [history, setHistory] = useState<AdminLenderFieldSpec | null>(null);
  const [deleting, setDeleting] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={6}>
          <Title order={1} style={{ wordBreak: "break-word" }}>
            {lender.companyName}
          </Title>
          <LenderBadges
            isActive={lender.isActive}
            acceptingLeads={lender.acceptingLeads}
            hasUser={lender.userId !== null}
            namePending={lender.pendingCompanyName !== null}
          />
          <Text size="sm" c="dimmed">
            {lender.userEmail
              ? `Managed by ${lender.userEmail}`
              : "No lender account manages this profile"}
            {" · "}
            {lender.loanRequestCount === 1
              ? "1 loan request"
              : `${lender.loanRequestCount} loan requests`}
            {" · "}
            {acceptedTermsChangedText(detail.offerStats)}
          </Text>
          <Text size="sm" c="dimmed">
            {declineReasonsText(detail.declineReasons)}
          </Text>
        </Stack>
        <Group gap="sm">
          {lender.isActive ? (
            <Anchor
              component={Link}
              to={`/lender/${lender.slug}`}
              size="sm"
              target="_blank"
              style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
            >
              Public profile <IconExternalLink size={14} aria-hidden="true" />
            </Anchor>
          ) : null}
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
        </Group>
      </Group>

      {lender.pendingCompanyName !== null ? (
        <PendingNameAlert lenderId={lender.id} requested={lender.pendingCompanyName} />
      ) : null}

      <Tabs defaultValue="details" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">Details</Tabs.Tab>
          <Tabs.Tab value="products">Loan Products</Tabs.Tab>
          {activity ? <Tabs.Tab value="activity">Activity</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Select a field to change it; its history button lists every change.
            </Text>
            <FieldBoxes lender={lender} onEdit={setEditing} onHistory={setHistory} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          <ProductsTab detail={detail} />
        </Tabs.Panel>
        {activity ? (
          <Tabs.Panel value="activity" pt="md">
            {activity}
          </Tabs.Panel>
        ) : null}
      </Tabs>

      <FieldEditDialog lender={lender} spec={editing} onClose={() => setEditing(null)} />
      <FieldHistoryDialog lenderId={lender.id} spec={history} onClose={() => setHistory(null)} />
      <DeleteLenderDialog
        lender={deleting ? lender : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate("/admin/lenders")}
      />
    </Stack>
  );
}

/**
 * A company name the lender asked for (issue 27): public only once approved here. A name
 * another lender took meanwhile is refused (409 lender_name_taken), shown in the alert.
 */
function PendingNameAlert({ lenderId, requested }: { lenderId: string; requested: string }) {
  const decide = useDecideLenderName();
  const error = decide.error;
  return (
    <Alert color="orange" title="Company name change pending approval">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          The lender asked to be listed as <strong>{requested}</strong>. Its current name stays
          public until you approve.
        </Text>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error.message}
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            size="xs"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ lenderId, decision: "approve" })}
          >
            Approve name
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ lenderId, decision: "reject" })}
          >
            Reject name
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
