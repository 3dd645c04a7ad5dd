/**
 * The admin's read-only view of what happened on each submission (issue 15): every offer
 * version with its state and terms, and a 'View conversation' button opening the thread
 * without a composer and without posting a read receipt (the parties' unread state is theirs).
 */
import {
  Alert,
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
import { useDisclosure } from "@mantine/hooks";
import { IconMessage } from "@tabler/icons-react";
import { useId } from "react";
import type { AdminLoanRequestDetail } from "@/domain/contract/admin-loan-requests";
import type { Offer, SubmissionOffers } from "@/domain/contract/offers";
import { OFFER_DISPLAY_LABELS } from "@/domain/offers";
import { formatDate } from "@/domain/reference/dates";
import { ThreadDrawer } from "@/web/features/messages";
import { OFFER_STATE_COLORS, TERM_ROWS } from "@/web/features/offers";
import { useAdminLoanRequestOffers } from "../api/loan-requests";

type Submission = AdminLoanRequestDetail["submissions"][number];

export const NO_OFFERS_TEXT = "No offers yet";
export const OFFERS_LOADING_TEXT = "Loading offers...";

/** A version's state as the admin reads it: a revised version is 'Superseded', not 'sent'. */
export function offerVersionState(offer: Offer): { label: string; color: string } {
  if (offer.state === "superseded") return { label: "Superseded", color: "gray" };
  return {
    label: OFFER_DISPLAY_LABELS[offer.displayState],
    color: OFFER_STATE_COLORS[offer.displayState],
  };
}

function OfferVersion({ offer }: { offer: Offer }) {
  const state = offerVersionState(offer);
  return (
    <Card withBorder radius="sm" padding="sm" component="li">
      <Group gap="xs" wrap="wrap" mb="xs">
        <Text fw={600} size="sm">
          Version {offer.version}
        </Text>
        <Badge variant="light" color={state.color}>
          {state.label}
        </Badge>
        <Text size="sm" c="dimmed">
          Sent <time dateTime={offer.createdAt}>{formatDate(offer.createdAt)}</time>
          {offer.closedAt ? (
            <>
              {" "}
              · closed <time dateTime={offer.closedAt}>{formatDate(offer.closedAt)}</time>
            </>
          ) : null}
        </Text>
      </Group>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, xs: 2, md: 3 }}
        spacing="xs"
        verticalSpacing={4}
        m={0}
      >
        {TERM_ROWS.map((row) => (
          <div key={row.key}>
            <Text component="dt" size="xs" c="dimmed">
              {row.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
              {row.value(offer)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

function ConversationButton({ submission }: { submission: Submission }) {
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMessage size={14} aria-hidden="true" />}
        onClick={drawer.open}
        aria-haspopup="dialog"
        aria-label={`View conversation with ${submission.lenderName}`}
      >
        View conversation
      </Button>
      {opened ? (
        <ThreadDrawer
          submissionId={submission.id}
          counterpart={submission.lenderName}
          opened={opened}
          onClose={drawer.close}
          readOnly
        />
      ) : null}
    </>
  );
}

interface OffersState {
  pending: boolean;
  failed: boolean;
  offers: SubmissionOffers | undefined;
  retry: () => void;
}

function SubmissionOffersBlock({ state }: { state: OffersState }) {
  if (state.pending) {
    return (
      <Stack gap="xs" aria-busy="true">
        <Text size="sm" c="dimmed" role="status">
          {OFFERS_LOADING_TEXT}
        </Text>
        <Skeleton height={72} />
      </Stack>
    );
  }
  if (state.failed) {
    return (
      <Alert color="red" title="Offers: could not load" role="alert">
        <Group gap="sm">
          <Text size="sm">Something went wrong while loading the offers.</Text>
          <Button size="xs" variant="default" onClick={state.retry}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  const versions = state.offers?.versions ?? [];
  if (versions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {NO_OFFERS_TEXT}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {versions.map((offer) => (
        <OfferVersion key={offer.id} offer={offer} />
      ))}
    </Stack>
  );
}

function SubmissionActivityItem({
  submission,
  state,
}: {
  submission: Submission;
  state: OffersState;
}) {
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={3} fz="h5" id={titleId} style={{ overflowWrap: "anywhere" }}>
          {submission.lenderName}
        </Title>
        <ConversationButton submission={submission} />
      </Group>
      <SubmissionOffersBlock state={state} />
    </Stack>
  );
}

/** 'Offers and Conversations': one block per submission, offers newest version first. */
export function SubmissionActivity({ detail }: { detail: AdminLoanRequestDetail }) {
  const titleId = useId();
  const query = useAdminLoanRequestOffers(detail.id);
  if (detail.submissions.length === 0) return null;
  const bySubmission = new Map(
    (query.data?.submissions ?? []).map((row) => [row.submissionId, row]),
  );
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId} mb="xs">
        Offers and Conversations
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Read-only: every offer version and each lender&apos;s conversation with the borrower.
      </Text>
      <Stack gap="lg">
        {detail.submissions.map((submission) => (
          <SubmissionActivityItem
            key={submission.id}
            submission={submission}
            state={{
              pending: query.isPending,
              failed: query.isError,
              offers: bySubmission.get(submission.id),
              retry: () => void query.refetch(),
            }}
          />
        ))}
      </Stack>
    </Card>
  );
}
