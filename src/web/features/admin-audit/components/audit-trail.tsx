/**
 * The audit trail of one user or lender (issue 13 'Beyond the spec'): every admin action on it,
 * newest first, with who did it, what and when. Used by the user detail view and the lender
 * editor. Loading shows skeleton rows, a failed load 'Try again', no entries a short text.
 */
import { Alert, Button, Card, Skeleton, Stack, Text, Timeline, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import type { AuditEntry } from "@/domain/contract/admin-audit";
import { formatDateTime } from "@/domain/reference/dates";
import { type AuditTarget, useAuditTrail } from "../api/audit";
import {
  AUDIT_EMPTY_TEXT,
  AUDIT_LOADING_TEXT,
  auditActionLabel,
  auditActor,
  auditSummary,
} from "../lib/audit-format";

export interface AuditTrailViewProps {
  entries: readonly AuditEntry[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Heading level of the card's title (the page decides its outline). */
  headingOrder?: 2 | 3 | 4;
}

/** The list itself, from the query's states (tests render it directly). */
export function AuditTrailView({
  entries,
  loading,
  error,
  onRetry,
  headingOrder = 2,
}: AuditTrailViewProps) {
  const titleId = useId();
  let body: ReactNode;
  if (error) {
    body = (
      <Alert color="red" title="Audit trail: could not load" role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Something went wrong while loading. Please try again.</Text>
          {onRetry ? (
            <Button size="xs" variant="default" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Stack>
      </Alert>
    );
  } else if (loading || entries === undefined) {
    body = (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm" role="status" c="dimmed">
          {AUDIT_LOADING_TEXT}
        </Text>
        <Skeleton height={14} radius="sm" aria-hidden="true" />
        <Skeleton height={14} radius="sm" width="70%" aria-hidden="true" />
      </Stack>
    );
  } else if (entries.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {AUDIT_EMPTY_TEXT}
      </Text>
    );
  } else {
    body = (
      <Timeline bulletSize={14} lineWidth={2} component="ol" aria-labelledby={titleId}>
        {entries.map((entry) => {
          const summary = auditSummary(entry);
          return (
            <Timeline.Item key={entry.id} component="li" title={auditActionLabel(entry.action)}>
              {summary ? (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {summary}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                by {auditActor(entry)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
            </Timeline.Item>
          );
        })}
      </Timeline>
    );
  }
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={headingOrder} fz="h4" id={titleId} mb="sm">
        <IconHistory
          size={18}
          aria-hidden="true"
          style={{ verticalAlign: "-3px", marginRight: 6 }}
        />
        Audit Trail
      </Title>
      {body}
    </Card>
  );
}

/** The audit trail of a user or a lender, fetched from the admin API. */
export function AuditTrail({
  target,
  headingOrder,
}: {
  target: AuditTarget;
  headingOrder?: 2 | 3 | 4;
}) {
  const query = useAuditTrail(target);
  return (
    <AuditTrailView
      entries={query.data?.items}
      loading={query.isPending}
      error={query.error}
      onRetry={() => query.refetch()}
      headingOrder={headingOrder}
    />
  );
}
