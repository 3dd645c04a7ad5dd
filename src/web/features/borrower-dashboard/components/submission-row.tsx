import { Anchor, Badge, Group, Paper, Select, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import type { LoanSubmissionDto } from "@/domain/contract/loan-requests";
import { declineReasonText } from "@/domain/loan-requests/decline-reasons";
import { formatDay } from "@/domain/reference/dates";
import {
  isSubmissionStatus,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from "@/domain/reference/statuses";
import { SubmissionMessagesButton } from "@/web/features/messages";

const STATUS_OPTIONS = SUBMISSION_STATUSES.map((s) => ({ value: s.value, label: s.label }));

const ANSWER_BADGES = {
  interested: { label: "Lender is interested", color: "green" },
  declined: { label: "Lender declined", color: "red" },
} as const;

interface SubmissionRowProps {
  submission: LoanSubmissionDto;
  /** Saving this row's status: the dropdown waits. */
  saving: boolean;
  onStatusChange: (status: SubmissionStatus) => void;
}

/**
 * One lender of a request (spec 2 'Borrower dashboard'): the lender, when it was sent, the
 * borrower's status dropdown with spec 4's labels, and the lender's own answer and note when
 * the lender has answered.
 */
export function SubmissionRow({ submission, saving, onStatusChange }: SubmissionRowProps) {
  const answer = submission.lenderAnswer ? ANSWER_BADGES[submission.lenderAnswer] : null;
  const reason =
    submission.lenderAnswer === "declined"
      ? declineReasonText(submission.declineReason, submission.declineReasonText)
      : null;
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="li"
      aria-label={submission.lenderName}
      style={{ listStyle: "none" }}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: "1 1 12rem" }}>
          <Anchor component={Link} to={`/lender/${submission.lenderSlug}`} fw={600}>
            {submission.lenderName}
          </Anchor>
          <Text size="xs" c="dimmed">
            Sent {formatDay(submission.createdAt)}
          </Text>
          {/* Issue 15: the conversation with this lender. */}
          <Group mt={4}>
            <SubmissionMessagesButton
              submissionId={submission.id}
              counterpart={submission.lenderName}
            />
          </Group>
        </Stack>
        <Select
          label={`Status with ${submission.lenderName}`}
          data={STATUS_OPTIONS}
          value={submission.status}
          allowDeselect={false}
          disabled={saving}
          w={{ base: "100%", xs: 200 }}
          onChange={(value) => {
            if (isSubmissionStatus(value) && value !== submission.status) onStatusChange(value);
          }}
        />
      </Group>
      {answer ? (
        <Stack gap={4} mt="sm">
          <Group gap="xs">
            <Badge color={answer.color} variant="light">
              {answer.label}
            </Badge>
            {submission.answeredAt ? (
              <Text size="xs" c="dimmed">
                {formatDay(submission.answeredAt)}
              </Text>
            ) : null}
          </Group>
          {reason ? (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              <Text span fw={600}>
                Reason:
              </Text>{" "}
              {reason}
            </Text>
          ) : null}
          {submission.lenderNote ? (
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              <Text span fw={600}>
                Note from {submission.lenderName}:
              </Text>{" "}
              {submission.lenderNote}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Paper>
  );
}
