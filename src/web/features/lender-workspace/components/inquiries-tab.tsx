import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import type { LenderInquiry } from "@/domain/contract/lender-workspace";
import { lenderInquiryTitle, lenderThreadTitle } from "@/domain/loan-requests/inquiries";
import {
  INQUIRY_FILTERS,
  type InquiryFilter,
  type LenderAnswer,
  lenderInquiryStatusLabel,
  matchesInquiryFilter,
  timeSinceArrival,
} from "@/domain/loan-requests/lender-answers";
import { DELETED_BORROWER_LABEL } from "@/domain/privacy/privacy-rules";
import { formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO, loanTypeOfPurpose } from "@/domain/reference/loan-types";
import { inquiryStatusBadgeVariant } from "@/domain/reference/statuses";
import {
  SubmissionMessagesButton,
  unreadOfSubmission,
  useUnreadCounts,
} from "@/web/features/messages";
// Issue 15 (offers, h15a): the offer state, form and filter of each inquiry.
import {
  LenderOfferPanel,
  matchesOfferFilter,
  type OfferFilter,
  OfferFilterControl,
  useLenderOffers,
  useOfferLiveUpdates,
} from "@/web/features/offers";
import { AnswerDialog } from "./answer-dialog";

export const INQUIRIES_LOADING = "Loading inquiries...";
export const INQUIRIES_EMPTY =
  "No inquiries yet. Inquiries will appear here when borrowers express interest in your services.";

/** Issue 27 item 5: an anonymous request whose email's owner has not confirmed it yet. */
export const EMAIL_NOT_CONFIRMED = "Email not confirmed";
export const EMAIL_NOT_CONFIRMED_HINT =
  "Sent without an account; its email's owner has not confirmed it yet.";

function Detail({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === "") return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{" "}
      </Text>
      {value}
    </Text>
  );
}

function InquiryCard({
  inquiry,
  now,
  onAnswer,
  offerSlot,
}: {
  inquiry: LenderInquiry;
  now: Date;
  onAnswer: (answer: LenderAnswer) => void;
  offerSlot?: ReactNode;
}) {
  const title = lenderInquiryTitle(inquiry.customName);
  const location = [inquiry.propertyState, inquiry.propertyZip].filter(Boolean).join(" ");
  const purpose = inquiry.loanPurpose
    ? LOAN_TYPE_INFO[loanTypeOfPurpose(inquiry.loanPurpose)].label
    : null;
  const variant = inquiryStatusBadgeVariant(inquiry.status);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="h5" style={{ overflowWrap: "anywhere" }}>
              {title}
            </Title>
            {inquiry.borrowerDeleted ? (
              <Text size="sm" c="dimmed">
                {DELETED_BORROWER_LABEL}
              </Text>
            ) : inquiry.userEmail ? (
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {inquiry.userEmail}
              </Text>
            ) : null}
            {inquiry.emailConfirmed ? null : (
              <Stack gap={2} mt={4}>
                <Badge color="yellow" variant="light" w="fit-content">
                  {EMAIL_NOT_CONFIRMED}
                </Badge>
                <Text size="xs" c="dimmed">
                  {EMAIL_NOT_CONFIRMED_HINT}
                </Text>
              </Stack>
            )}
          </div>
          <Badge
            variant={variant === "default" ? "filled" : "light"}
            color={
              inquiry.status === "declined"
                ? "red"
                : inquiry.status === "approved"
                  ? "green"
                  : "lane"
            }
          >
            {lenderInquiryStatusLabel(inquiry.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={inquiry.createdAt}>{timeSinceArrival(inquiry.createdAt, now)}</time>
        </Text>
        <Detail
          label="Loan amount"
          value={inquiry.loanAmount !== null ? formatUsd(inquiry.loanAmount) : null}
        />
        <Detail label="Property" value={location || null} />
        <Detail label="Purpose" value={purpose} />
        <Detail label="Credit score" value={inquiry.creditScore} />
        <Detail label="Notes" value={inquiry.additionalNotes} />
        {/* Sent with an existing request to this lender only (issue 28). */}
        <Detail label="Notes for you" value={inquiry.borrowerNotes} />
        {inquiry.note ? <Detail label="Your note" value={inquiry.note} /> : null}
        {offerSlot}
        <Group gap="sm" mt="xs">
          <Button
            size="xs"
            variant={inquiry.answer === "interested" ? "filled" : "outline"}
            color="teal.9"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            onClick={() => onAnswer("interested")}
            aria-label={`Interested in ${title}`}
          >
            Interested
          </Button>
          <Button
            size="xs"
            variant={inquiry.answer === "declined" ? "filled" : "outline"}
            color="red.9"
            leftSection={<IconX size={14} aria-hidden="true" />}
            onClick={() => onAnswer("declined")}
            aria-label={`Decline ${title}`}
          >
            Decline
          </Button>
          {/* Issue 15: the conversation with the borrower. */}
          <SubmissionMessagesButton
            submissionId={inquiry.submissionId}
            counterpart={title}
            title={lenderThreadTitle({
              customName: inquiry.customName,
              purpose,
              loanAmount: inquiry.loanAmount,
              location,
            })}
          />
        </Group>
      </Stack>
    </Card>
  );
}

/** Spec 2 'Loan Inquiries' with the answers, filter and time since arrival of issue 12. */
export function InquiriesTab({
  inquiries,
  loading,
  now,
}: {
  inquiries: readonly LenderInquiry[] | undefined;
  loading: boolean;
  now: Date;
}) {
  const [filter, setFilter] = useState<InquiryFilter>("all");
  const [answering, setAnswering] = useState<{
    inquiry: LenderInquiry;
    answer: LenderAnswer;
  } | null>(null);
  // Issue 15: only the inquiries with unread messages; the offer state filter.
  const [unreadOnly, setUnreadOnly] = useState(false);
  const unread = useUnreadCounts(true).data;
  const [offerFilter, setOfferFilter] = useState<OfferFilter>("all");
  const offers = useLenderOffers();
  useOfferLiveUpdates();
  const offersBySubmission = new Map(
    (offers.data?.items ?? []).map((item) => [item.submissionId, item]),
  );
  const shown = (inquiries ?? []).filter(
    (inquiry) =>
      matchesInquiryFilter(inquiry.status, filter) &&
      matchesOfferFilter(
        offersBySubmission.get(inquiry.submissionId)?.displayState ?? "none",
        offerFilter,
      ) &&
      (!unreadOnly || unreadOfSubmission(unread, inquiry.submissionId) > 0),
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text c="dimmed">Borrower inquiries sent to your company</Text>
        <SegmentedControl
          aria-label="Filter inquiries by status"
          value={filter}
          onChange={(value) => setFilter(value as InquiryFilter)}
          data={INQUIRY_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
        />
        <Switch
          label="Unread messages only"
          checked={unreadOnly}
          onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
        />
      </Group>
      <OfferFilterControl value={offerFilter} onChange={setOfferFilter} />
      {loading ? (
        <Text role="status">{INQUIRIES_LOADING}</Text>
      ) : (inquiries ?? []).length === 0 ? (
        <Text>{INQUIRIES_EMPTY}</Text>
      ) : shown.length === 0 ? (
        <Text>
          {unreadOnly ? "No inquiries with unread messages." : "No inquiries with this status."}
        </Text>
      ) : (
        shown.map((inquiry) => (
          <InquiryCard
            key={inquiry.submissionId}
            inquiry={inquiry}
            now={now}
            onAnswer={(answer) => setAnswering({ inquiry, answer })}
            offerSlot={
              <LenderOfferPanel
                submissionId={inquiry.submissionId}
                requestTitle={lenderInquiryTitle(inquiry.customName)}
                requestedAmount={inquiry.loanAmount}
                offers={offersBySubmission.get(inquiry.submissionId)}
              />
            }
          />
        ))
      )}
      {answering ? (
        <AnswerDialog
          inquiry={answering.inquiry}
          answer={answering.answer}
          onClose={() => setAnswering(null)}
        />
      ) : null}
    </Stack>
  );
}
