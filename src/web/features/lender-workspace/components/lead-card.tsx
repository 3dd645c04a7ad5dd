/**
 * A lead card (issue 31 'Lead cards worth reading'): the request's unique title, the borrower,
 * the deal (property, amount, purpose, credit, experience, timeline, notes), its age, whether
 * the email is confirmed, the borrower's record on LenderLane, the lender's private pipeline,
 * and the answer, offer and message actions.
 */

import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { experienceLabel } from "@/domain/accounts/experience";
import type { LenderLead } from "@/domain/contract/lender-leads";
import { declineReasonText } from "@/domain/loan-requests/decline-reasons";
import { lenderThreadTitle } from "@/domain/loan-requests/inquiries";
import {
  type LenderAnswer,
  lenderInquiryStatusLabel,
  timeSinceArrival,
} from "@/domain/loan-requests/lender-answers";
import { DELETED_BORROWER_LABEL } from "@/domain/privacy/privacy-rules";
import { formatNumber, formatUsd } from "@/domain/reference/format";
import { LOAN_TYPE_INFO, loanTypeOfPurpose } from "@/domain/reference/loan-types";
import { ResponsiveGrid } from "@/web/components/responsive-grid";
import { MessagesButton } from "@/web/features/messages";
import { PipelineEditor } from "./pipeline-editor";

/** Issue 27 item 5: an anonymous request whose email's owner has not confirmed it yet. */
export const EMAIL_NOT_CONFIRMED = "Email not confirmed";
export const EMAIL_NOT_CONFIRMED_HINT =
  "Sent without an account; its email's owner has not confirmed it yet.";
export const EMAIL_CONFIRMED = "Email confirmed";

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

const plural = (n: number, one: string, many: string) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/** 'First request on LenderLane' or '2 other requests · 1 funded deal' (no lender named). */
export function borrowerActivityText(activity: LenderLead["borrowerActivity"]): string {
  if (activity.otherRequests === 0 && activity.fundedDeals === 0)
    return "First request on LenderLane";
  return [
    plural(activity.otherRequests, "other request", "other requests"),
    plural(activity.fundedDeals, "funded deal", "funded deals"),
  ].join(" · ");
}

export function leadLocation(lead: Pick<LenderLead, "propertyCity" | "propertyState">) {
  return [lead.propertyCity, lead.propertyState].filter(Boolean).join(", ");
}

export function LeadCard({
  lead,
  now,
  onAnswer,
  offerSlot,
}: {
  lead: LenderLead;
  now: Date;
  onAnswer: (answer: LenderAnswer) => void;
  offerSlot?: ReactNode;
}) {
  const { title } = lead;
  const location = leadLocation(lead);
  const purpose = lead.loanPurpose
    ? LOAN_TYPE_INFO[loanTypeOfPurpose(lead.loanPurpose)].label
    : null;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="h5" style={{ overflowWrap: "anywhere" }}>
              {title}
            </Title>
            {lead.borrowerDeleted ? (
              <Text size="sm" c="dimmed">
                {DELETED_BORROWER_LABEL}
              </Text>
            ) : null}
            {lead.borrowerName ? <Text size="sm">{lead.borrowerName}</Text> : null}
            {lead.userEmail ? (
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {lead.userEmail}
              </Text>
            ) : null}
            {lead.emailConfirmed ? (
              <Text size="xs" c="dimmed">
                {EMAIL_CONFIRMED}
              </Text>
            ) : (
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
            variant={lead.status === "pending" ? "filled" : "light"}
            color={
              lead.status === "declined" ? "red" : lead.status === "approved" ? "green" : "lane"
            }
          >
            {lenderInquiryStatusLabel(lead.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={lead.createdAt}>{timeSinceArrival(lead.createdAt, now)}</time>
          {lead.unread > 0 ? ` · ${plural(lead.unread, "unread message", "unread messages")}` : ""}
        </Text>
        <ResponsiveGrid cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4}>
          <Detail
            label="Loan amount"
            value={lead.loanAmount !== null ? formatUsd(lead.loanAmount) : null}
          />
          <Detail label="Purpose" value={purpose} />
          <Detail label="Property type" value={lead.propertyType} />
          <Detail label="Location" value={location || null} />
          <Detail label="Credit score" value={lead.creditScore} />
          <Detail
            label="Experience"
            value={lead.experienceYears ? experienceLabel(lead.experienceYears) : null}
          />
          <Detail label="Timeline" value={lead.timelineNeeded} />
          <Detail label="On LenderLane" value={borrowerActivityText(lead.borrowerActivity)} />
        </ResponsiveGrid>
        <Detail label="Notes" value={lead.additionalNotes} />
        {/* Sent with an existing request to this lender only (issue 28). */}
        <Detail label="Notes for you" value={lead.borrowerNotes} />
        {lead.note ? <Detail label="Your note" value={lead.note} /> : null}
        {lead.answer === "declined" && lead.declineReason ? (
          <Detail
            label="Decline reason"
            value={declineReasonText(lead.declineReason, lead.declineReasonText)}
          />
        ) : null}
        {/* Issue 31 team seats: who on the lender's team answered and last moved the stage. */}
        {lead.answer && lead.answeredByName ? (
          <Detail label="Answered by" value={lead.answeredByName} />
        ) : null}
        {lead.pipelineUpdatedByName ? (
          <Detail label="Stage and notes last set by" value={lead.pipelineUpdatedByName} />
        ) : null}
        <PipelineEditor
          submissionId={lead.submissionId}
          title={title}
          stage={lead.stage}
          notes={lead.pipelineNotes}
        />
        {offerSlot}
        <Group gap="sm" mt="xs">
          <Button
            size="xs"
            variant={lead.answer === "interested" ? "filled" : "outline"}
            color="teal.9"
            leftSection={<IconCheck size={14} aria-hidden="true" />}
            onClick={() => onAnswer("interested")}
            aria-label={`Interested in ${title}`}
          >
            Interested
          </Button>
          <Button
            size="xs"
            variant={lead.answer === "declined" ? "filled" : "outline"}
            color="red.9"
            leftSection={<IconX size={14} aria-hidden="true" />}
            onClick={() => onAnswer("declined")}
            aria-label={`Decline ${title}`}
          >
            Decline
          </Button>
          {/* Issue 15: the conversation with the borrower; its unread count comes with the lead
              (issue 34), the list refetching on the thread's events and after reading. */}
          <MessagesButton
            submissionId={lead.submissionId}
            unread={lead.unread}
            counterpart={title}
            title={lenderThreadTitle({
              customName: lead.customName,
              purpose,
              loanAmount: lead.loanAmount,
              location: [lead.propertyState, lead.propertyZip].filter(Boolean).join(" "),
            })}
          />
        </Group>
      </Stack>
    </Card>
  );
}
