/**
 * One loan request for the admin (spec 2 'Loan request detail'): the cards Borrower
 * Information, Loan Details, Property Information and Additional Information, then the
 * submissions per lender with their status and the lender's answer, then (read-only) each
 * submission's offers and conversation. 'Back to Requests' goes
 * to the list; an unknown id shows 'Loan request not found'.
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
  Table,
  Text,
  Title,
} from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useId } from "react";
import { Link } from "react-router";
import { experienceLabel } from "@/domain/accounts/experience";
import type { AdminLoanRequestDetail } from "@/domain/contract/admin-loan-requests";
import { LENDER_ANSWER_LABELS } from "@/domain/loan-requests/lender-answers";
import { formatDate } from "@/domain/reference/dates";
import { formatUsd } from "@/domain/reference/format";
import { isLoanType, LOAN_TYPE_INFO } from "@/domain/reference/loan-types";
import { propertyTypeLabel } from "@/domain/reference/property-types";
import { submissionStatusLabel } from "@/domain/reference/statuses";
import { stateNameOfCode } from "@/domain/reference/us-states";
import { isApiError } from "@/web/lib/api-client";
import { useAdminLoanRequest } from "../api/loan-requests";
import {
  INQUIRY_STATUS_COLORS,
  INQUIRY_STATUS_LABELS,
  purposeLabel,
} from "../lib/loan-request-format";
import { InfoCard } from "./info-card";
import { SubmissionActivity } from "./submission-activity";

export const LOAN_REQUEST_NOT_FOUND_TEXT = "Loan request not found";

function BackButton() {
  return (
    <Button
      component={Link}
      to="/admin/loan-requests"
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      style={{ alignSelf: "flex-start" }}
    >
      Back to Requests
    </Button>
  );
}

function Submissions({ detail }: { detail: AdminLoanRequestDetail }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb="sm">
        Loan Submissions ({detail.submissions.length})
      </Title>
      {detail.submissions.length === 0 ? (
        <Text size="sm" c="dimmed">
          This request has not been sent to any lender yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="sm" aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Lender</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Lender&apos;s answer</Table.Th>
                <Table.Th scope="col">Sent</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.submissions.map((submission) => (
                <Table.Tr key={submission.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/lender/${submission.lenderSlug}`} size="sm">
                      {submission.lenderName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      color={submission.status === "declined" ? "red" : "lane"}
                    >
                      {submissionStatusLabel(submission.status)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {submission.lenderAnswer ? (
                      <Stack gap={2}>
                        <Text size="sm" fw={600}>
                          {LENDER_ANSWER_LABELS[submission.lenderAnswer]}
                          {submission.answeredAt ? ` (${formatDate(submission.answeredAt)})` : ""}
                        </Text>
                        {submission.lenderNote ? (
                          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                            {submission.lenderNote}
                          </Text>
                        ) : null}
                      </Stack>
                    ) : (
                      <Text size="sm" c="dimmed">
                        No answer yet
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <time dateTime={submission.createdAt}>{formatDate(submission.createdAt)}</time>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}

export function LoanRequestDetailView({ detail }: { detail: AdminLoanRequestDetail }) {
  const { borrower, loan, property, additional } = detail;
  const state = property.state ? (stateNameOfCode(property.state) ?? property.state) : null;
  return (
    <Stack gap="md">
      <BackButton />
      <Group gap="sm" wrap="wrap" align="center">
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          {detail.displayName}
        </Title>
        <Badge variant="light" color={INQUIRY_STATUS_COLORS[loan.status]} size="lg">
          {INQUIRY_STATUS_LABELS[loan.status]}
        </Badge>
        {loan.archived ? (
          <Badge variant="light" color="gray" size="lg">
            Archived
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <InfoCard
          title="Borrower Information"
          items={[
            { label: "Name", value: borrower.fullName },
            { label: "Email", value: borrower.email },
            { label: "Phone", value: borrower.phone },
            { label: "Credit score", value: borrower.creditScore },
            {
              label: "Experience",
              value: borrower.experienceYears ? experienceLabel(borrower.experienceYears) : null,
            },
            {
              label: "Account",
              value: borrower.userId ? (
                <Anchor component={Link} to={`/admin/users/${borrower.userId}`} size="sm">
                  View user
                </Anchor>
              ) : (
                "Anonymous request (no account yet)"
              ),
            },
          ]}
        />
        <InfoCard
          title="Loan Details"
          items={[
            { label: "Request name", value: loan.customName },
            {
              label: "Loan amount",
              value: loan.loanAmount !== null ? formatUsd(loan.loanAmount) : null,
            },
            { label: "Purpose", value: loan.loanPurpose ? purposeLabel(loan.loanPurpose) : null },
            {
              label: "Investment type",
              value: isLoanType(loan.investmentType)
                ? LOAN_TYPE_INFO[loan.investmentType].label
                : loan.investmentType,
            },
            { label: "Timeline", value: loan.timelineNeeded },
            { label: "Created", value: formatDate(loan.createdAt) },
            { label: "Updated", value: formatDate(loan.updatedAt) },
          ]}
        />
        <InfoCard
          title="Property Information"
          items={[
            {
              label: "Property type",
              value: property.type ? propertyTypeLabel(property.type) : null,
            },
            { label: "Address", value: property.address },
            { label: "City", value: property.city },
            { label: "State", value: state },
            { label: "ZIP code", value: property.zip },
          ]}
        />
        <InfoCard
          title="Additional Information"
          items={[
            { label: "Additional notes", value: additional.additionalNotes },
            { label: "Lender notes", value: additional.lenderNotes },
            {
              label: "First sent to",
              value: additional.firstLender?.companyName ?? null,
            },
          ]}
        />
      </SimpleGrid>
      <Submissions detail={detail} />
      <SubmissionActivity detail={detail} />
    </Stack>
  );
}

/** The detail page's body: loading skeleton, not-found, error, or the request. */
export function LoanRequestDetail({ requestId }: { requestId: string }) {
  const query = useAdminLoanRequest(requestId);
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <BackButton />
        <Text role="status" c="dimmed">
          Loading loan request...
        </Text>
        <Skeleton height={36} width="50%" />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Skeleton height={180} />
          <Skeleton height={180} />
        </SimpleGrid>
      </Stack>
    );
  }
  if (query.isError) {
    // A malformed id is refused as a bad request: for the reader it is just as unknown.
    const notFound = isApiError(query.error) && [400, 404].includes(query.error.status);
    return (
      <Stack gap="md">
        <BackButton />
        {notFound ? (
          <>
            <Title order={1}>{LOAN_REQUEST_NOT_FOUND_TEXT}</Title>
            <Text c="dimmed">It may have been removed, or the link is wrong.</Text>
          </>
        ) : (
          <>
            <Title order={1}>Loan Request</Title>
            <Alert color="red" title="Loan request: could not load" role="alert">
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
  return <LoanRequestDetailView detail={query.data} />;
}
