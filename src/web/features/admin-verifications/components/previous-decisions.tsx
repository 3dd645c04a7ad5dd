/**
 * The admin decisions on a lender's verification evidence, newest first (issue 35): read from
 * the lender's audit trail, where every decision is recorded with its checks and message.
 */
import { Alert, Button, List, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { auditActionLabel } from "@/domain/admin/audit";
import type { AuditEntry } from "@/domain/contract/admin-audit";
import { orderedChecks } from "@/domain/lenders/verification/verification-rules";
import { formatDateTime } from "@/domain/reference/dates";
import { auditActor, useAuditTrail } from "@/web/features/admin-audit";
import { checksText } from "../lib/verification-format";

export const NO_PREVIOUS_DECISIONS = "No decisions yet.";

const DECISION_ACTIONS: ReadonlySet<AuditEntry["action"]> = new Set([
  "lender.verification_approve",
  "lender.verification_more_info",
  "lender.verification_reject",
]);

function Decision({ entry }: { entry: AuditEntry }) {
  const checks = Array.isArray(entry.details.checks)
    ? orderedChecks(entry.details.checks.map(String))
    : [];
  const message = typeof entry.details.message === "string" ? entry.details.message : null;
  return (
    <List.Item>
      <Text size="sm" fw={600}>
        {auditActionLabel(entry.action)}
      </Text>
      <Text size="sm">Checks passed: {checksText(checks)}</Text>
      {message ? (
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          Message: {message}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        by {auditActor(entry)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </Text>
    </List.Item>
  );
}

export function PreviousDecisions({ lenderId }: { lenderId: string }) {
  const titleId = useId();
  const trail = useAuditTrail({ type: "lender", id: lenderId });
  const decisions = trail.data?.items.filter((entry) => DECISION_ACTIONS.has(entry.action));
  let body: ReactNode;
  if (trail.isError) {
    body = (
      <Alert color="red" title="Previous decisions: could not load" role="alert">
        <Button size="xs" variant="default" onClick={() => trail.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!decisions) {
    body = (
      <Text size="sm" c="dimmed" role="status">
        Loading previous decisions...
      </Text>
    );
  } else if (decisions.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {NO_PREVIOUS_DECISIONS}
      </Text>
    );
  } else {
    body = (
      <List spacing="sm" listStyleType="none" aria-labelledby={titleId}>
        {decisions.map((entry) => (
          <Decision key={entry.id} entry={entry} />
        ))}
      </List>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        Previous decisions
      </Title>
      {body}
    </Stack>
  );
}
