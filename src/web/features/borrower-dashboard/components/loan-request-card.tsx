import { Accordion, Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconArchive, IconArchiveOff, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import type { LoanRequestDto, LoanSubmissionDto } from "@/domain/contract/loan-requests";
import { INQUIRY_EMPTY_TEXTS, loanRequestName } from "@/domain/loan-requests/inquiries";
import { formatDay } from "@/domain/reference/dates";
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { propertyTypeLabel } from "@/domain/reference/property-types";
import { isActiveSubmission, type SubmissionStatus } from "@/domain/reference/statuses";
import { stateNameOfCode } from "@/domain/reference/us-states";
import { useArchiveLoanRequest, useUpdateSubmissionStatus } from "@/web/features/loan-requests";
import { RequestUnreadBadge } from "@/web/features/messages";
// Issue 15 (offers, h15a): the request's offers, live, and 'Compare offers'.
import { CompareOffersButton, OfferCountBadge, RequestRetradeNotices } from "@/web/features/offers";
import { notify } from "@/web/lib/notify";
import { LoanFundedDialog } from "./loan-funded-dialog";
import { SendToMoreLendersDialog } from "./send-to-more-lenders-dialog";
import { SubmissionRow } from "./submission-row";

/** Spec 8: a failed change of an inquiry ('Failed to update inquiry'). */
export const UPDATE_INQUIRY_FAILED = "Failed to update inquiry";

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {value}
      </Text>
    </div>
  );
}

function summary(request: LoanRequestDto): string {
  const parts = [
    request.loanAmount === null ? null : formatUsd(request.loanAmount),
    request.investmentType ? LOAN_TYPE_INFO[request.investmentType].label : null,
    request.propertyState,
  ].filter((p): p is string => Boolean(p));
  return parts.join(" · ");
}

interface LoanRequestCardProps {
  request: LoanRequestDto;
  /** The list is refetching: a request without submissions may be about to show them. */
  refreshing: boolean;
}

/**
 * One request in the dashboard's accordion (spec 2): its details, each lender with the status
 * dropdown, 'Send to more lenders', and Archive / Restore.
 */
export function LoanRequestCard({ request, refreshing }: LoanRequestCardProps) {
  const name = loanRequestName(request);
  const updateStatus = useUpdateSubmissionStatus();
  const archive = useArchiveLoanRequest();
  const [funded, setFunded] = useState<LoanSubmissionDto | null>(null);
  const [declineOthers, setDeclineOthers] = useState<boolean | null>(null);
  const [sending, setSending] = useState(false);
  const activeCount = request.submissions.filter((s) => isActiveSubmission(s.status)).length;

  const changeStatus = (
    submission: LoanSubmissionDto,
    status: SubmissionStatus,
    options: { declineOthers?: boolean; onDone?: () => void } = {},
  ) => {
    updateStatus.mutate(
      {
        requestId: request.id,
        submissionId: submission.id,
        status,
        ...(options.declineOthers === undefined ? {} : { declineOthers: options.declineOthers }),
      },
      {
        onSettled: options.onDone,
        onError: (error) =>
          notify.error({ title: UPDATE_INQUIRY_FAILED, message: error.message || "" }),
      },
    );
  };

  const onStatusChange = (submission: LoanSubmissionDto, status: SubmissionStatus) => {
    if (status === "funded") {
      setFunded(submission);
      return;
    }
    changeStatus(submission, status);
  };

  const onFundedAnswer = (decline: boolean) => {
    if (!funded) return;
    setDeclineOthers(decline);
    changeStatus(funded, "funded", {
      declineOthers: decline,
      onDone: () => {
        setFunded(null);
        setDeclineOthers(null);
      },
    });
  };

  const toggleArchive = () =>
    archive.mutate(
      { requestId: request.id, archived: !request.archived },
      {
        onError: (error) =>
          notify.error({ title: UPDATE_INQUIRY_FAILED, message: error.message || "" }),
      },
    );

  const savingId = updateStatus.isPending ? updateStatus.variables?.submissionId : undefined;

  return (
    <Accordion.Item value={request.id}>
      <Accordion.Control>
        <Group gap="xs" wrap="wrap" justify="space-between" pr="xs">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {summary(request)}
            </Text>
          </Stack>
          <Group gap="xs">
            {/* Issue 15: unread conversation entries of this request. */}
            <RequestUnreadBadge inquiryId={request.id} />
            <OfferCountBadge inquiryId={request.id} />
            {request.archived ? (
              <Badge color="gray" variant="light">
                Archived
              </Badge>
            ) : null}
            <Badge variant="outline" color="lane">
              {request.submissions.length === 1
                ? "1 lender"
                : `${request.submissions.length} lenders`}
            </Badge>
          </Group>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="xs">
            <Detail
              label="Loan Amount"
              value={request.loanAmount === null ? "—" : formatUsd(request.loanAmount)}
            />
            <Detail
              label="Loan Type"
              value={request.investmentType ? LOAN_TYPE_INFO[request.investmentType].label : "—"}
            />
            <Detail
              label="Property Type"
              value={request.propertyType ? propertyTypeLabel(request.propertyType) : "—"}
            />
            <Detail
              label="State"
              value={
                request.propertyState
                  ? (stateNameOfCode(request.propertyState) ?? request.propertyState)
                  : "—"
              }
            />
            <Detail label="Created" value={formatDay(request.createdAt)} />
            <Detail label="Active lenders" value={String(activeCount)} />
          </SimpleGrid>
          {request.additionalNotes ? (
            <Detail label="Notes" value={request.additionalNotes} />
          ) : null}

          <Stack gap="xs" component="section" aria-label={`Lenders of ${name}`}>
            <Text fw={600}>Lenders</Text>
            {request.submissions.length === 0 ? (
              <Text size="sm" c="dimmed" role="status">
                {refreshing
                  ? INQUIRY_EMPTY_TEXTS.loadingSubmissions
                  : INQUIRY_EMPTY_TEXTS.noSubmissions}
              </Text>
            ) : (
              <Stack gap="xs" component="ul" p={0} m={0}>
                {request.submissions.map((submission) => (
                  <SubmissionRow
                    key={submission.id}
                    submission={submission}
                    saving={savingId === submission.id}
                    onStatusChange={(status) => onStatusChange(submission, status)}
                  />
                ))}
              </Stack>
            )}
          </Stack>

          <RequestRetradeNotices inquiryId={request.id} />
          <Group gap="sm" wrap="wrap">
            <CompareOffersButton
              inquiryId={request.id}
              requestName={name}
              submissionCount={request.submissions.length}
            />
            {request.archived ? null : (
              <Button
                leftSection={<IconSend size={16} aria-hidden="true" />}
                onClick={() => setSending(true)}
              >
                Send to more lenders
              </Button>
            )}
            <Button
              variant="default"
              leftSection={
                request.archived ? (
                  <IconArchiveOff size={16} aria-hidden="true" />
                ) : (
                  <IconArchive size={16} aria-hidden="true" />
                )
              }
              disabled={archive.isPending}
              onClick={toggleArchive}
            >
              {archive.isPending
                ? request.archived
                  ? "Restoring..."
                  : "Archiving..."
                : request.archived
                  ? "Restore"
                  : "Archive"}
            </Button>
          </Group>
        </Stack>
      </Accordion.Panel>
      <LoanFundedDialog
        lenderName={funded?.lenderName ?? null}
        saving={declineOthers === null ? null : declineOthers ? "decline-others" : "keep-active"}
        onAnswer={onFundedAnswer}
        onClose={() => setFunded(null)}
      />
      <SendToMoreLendersDialog
        request={request}
        requestName={name}
        opened={sending}
        onClose={() => setSending(false)}
      />
    </Accordion.Item>
  );
}
