import {
  Accordion,
  Alert,
  Button,
  Group,
  Skeleton,
  Stack,
  Tabs,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import type { LoanRequestDto } from "@/domain/contract/loan-requests";
import { INQUIRY_EMPTY_TEXTS, partitionInquiries } from "@/domain/loan-requests/inquiries";
import { useLiveLoanRequests } from "@/web/features/loan-requests";
import { LoanRequestCard } from "./loan-request-card";

export const LOADING_REQUESTS_TEXT = "Loading your loan requests...";

function RequestsSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <VisuallyHidden>{LOADING_REQUESTS_TEXT}</VisuallyHidden>
      <Skeleton height={36} width={240} radius="sm" />
      {[0, 1, 2].map((n) => (
        <Skeleton key={n} height={72} radius="md" />
      ))}
    </Stack>
  );
}

/** The first visit's next steps: find lenders to compare, or send a request straight away. */
export const FIRST_REQUEST_TEXT =
  "Compare verified lenders for your deal, or send a request and let a lender answer you.";

function FirstRequest({ onNewRequest }: { onNewRequest: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text fw={600}>{INQUIRY_EMPTY_TEXTS.active}</Text>
      <Text c="dimmed" ta="center" maw={440}>
        {FIRST_REQUEST_TEXT}
      </Text>
      <Group gap="sm" justify="center">
        <Button
          component={Link}
          to="/"
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        >
          Find lenders
        </Button>
        <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onNewRequest}>
          New Loan Request
        </Button>
      </Group>
    </Stack>
  );
}

function RequestList({
  requests,
  empty,
  defaultOpenId,
  refreshing,
}: {
  requests: LoanRequestDto[];
  empty: React.ReactNode;
  defaultOpenId: string | null;
  refreshing: boolean;
}) {
  // Until the borrower opens or closes a card, the first active one is open, also when it
  // arrives later (the first request, created from this page).
  const [touched, setOpen] = useState<string[] | null>(null);
  const open = touched ?? (defaultOpenId ? [defaultOpenId] : []);
  if (requests.length === 0) {
    return typeof empty === "string" ? (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    ) : (
      empty
    );
  }
  return (
    <Accordion multiple value={open} onChange={setOpen} variant="separated" radius="md">
      {requests.map((request) => (
        <LoanRequestCard key={request.id} request={request} refreshing={refreshing} />
      ))}
    </Accordion>
  );
}

/**
 * Spec 2: Active and Archived tabs with their counts, each an accordion of request cards, the
 * first active one open; the empty texts; skeletons while loading. A borrower with no request at
 * all gets the next steps ('Find lenders', 'New Loan Request') under the empty text.
 */
export function LoanRequestTabs({ onNewRequest }: { onNewRequest: () => void }) {
  const requests = useLiveLoanRequests();
  const [tab, setTab] = useState<string | null>("active");

  if (requests.isPending) return <RequestsSkeleton />;
  if (requests.isError) {
    return (
      <Alert color="red" title="We couldn't load your loan requests" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{requests.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void requests.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { active, archived, defaultOpenId } = partitionInquiries(requests.data.items);
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="active">Active ({active.length})</Tabs.Tab>
        <Tabs.Tab value="archived">Archived ({archived.length})</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="active" pt="md">
        <RequestList
          requests={active}
          empty={
            archived.length === 0 ? (
              <FirstRequest onNewRequest={onNewRequest} />
            ) : (
              INQUIRY_EMPTY_TEXTS.active
            )
          }
          defaultOpenId={defaultOpenId}
          refreshing={requests.isFetching}
        />
      </Tabs.Panel>
      <Tabs.Panel value="archived" pt="md">
        <RequestList
          requests={archived}
          empty={INQUIRY_EMPTY_TEXTS.archived}
          defaultOpenId={null}
          refreshing={requests.isFetching}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
