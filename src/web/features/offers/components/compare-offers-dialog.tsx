import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import type { Offer, RequestOffersResponse } from "@/domain/contract/offers";
import type { FigureKey } from "@/domain/offers";
import { offerSummary } from "@/domain/offers";
import { LOAN_FUNDED_DIALOG } from "@/domain/reference/statuses";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useAcceptOffer } from "../api/offers";
import { HoldCostSection } from "./hold-cost-section";
import { OfferStateBadge } from "./lender-offer-panel";
import {
  type CompareRow,
  FIGURE_ROWS,
  SORT_OPTIONS,
  type SortKey,
  sortOffers,
  TERM_ROWS,
} from "./offer-rows";
import { pendingRetrades, RetradeNotices } from "./retrade-notice";

const ACCEPT_REFUSALS: Record<string, string> = {
  offer_expired: "This offer has expired: ask the lender for a new one.",
  offer_withdrawn: "The lender withdrew this offer.",
  offer_not_open: "This offer is no longer open.",
  offer_already_accepted: "You have already accepted an offer on this loan request.",
  already_funded:
    "Another lender is already marked Funded on this loan request. Change that lender's status first.",
};

const canAccept = (offer: Offer) => offer.displayState === "sent";

function isCheapest(data: RequestOffersResponse, row: CompareRow, offer: Offer) {
  return row.figure ? data.cheapest[row.figure as FigureKey]?.includes(offer.id) === true : false;
}

function Value({ lowest, children }: { lowest: boolean; children: string }) {
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={lowest ? 700 : 400} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
      {lowest ? (
        <Badge size="sm" color="teal" variant="light">
          Lowest
        </Badge>
      ) : null}
    </Group>
  );
}

function OfferTable({
  data,
  offers,
  onAccept,
}: {
  data: RequestOffersResponse;
  offers: Offer[];
  onAccept: (offer: Offer) => void;
}) {
  const rows = [...TERM_ROWS, ...FIGURE_ROWS];
  return (
    <ScrollArea type="auto">
      <Table
        withTableBorder
        withColumnBorders
        striped
        verticalSpacing="xs"
        miw={offers.length * 200 + 180}
      >
        <Table.Caption>
          Offers side by side; the lowest of each figure is marked Lowest.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Offer detail</Table.Th>
            {offers.map((offer) => (
              <Table.Th scope="col" key={offer.id}>
                <Stack gap={4}>
                  <Text fw={700} size="sm">
                    {offer.lenderName}
                  </Text>
                  <OfferStateBadge state={offer.displayState} />
                </Stack>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {offers.map((offer) => (
                <Table.Td key={offer.id}>
                  <Value lowest={isCheapest(data, row, offer)}>{row.value(offer)}</Value>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">Decision</Table.Th>
            {offers.map((offer) => (
              <Table.Td key={offer.id}>
                {canAccept(offer) ? (
                  <Button
                    size="xs"
                    onClick={() => onAccept(offer)}
                    aria-label={`Accept the offer of ${offer.lenderName}`}
                  >
                    Accept
                  </Button>
                ) : (
                  <OfferStateBadge state={offer.displayState} />
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function OfferCards({
  data,
  offers,
  onAccept,
}: {
  data: RequestOffersResponse;
  offers: Offer[];
  onAccept: (offer: Offer) => void;
}) {
  return (
    <Stack gap="md">
      {offers.map((offer) => (
        <Card
          key={offer.id}
          withBorder
          radius="md"
          padding="sm"
          component="article"
          aria-label={offer.lenderName}
        >
          <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
            <Title order={3} fz="h5">
              {offer.lenderName}
            </Title>
            <OfferStateBadge state={offer.displayState} />
          </Group>
          <Stack gap={6} component="dl" m={0}>
            {[...TERM_ROWS, ...FIGURE_ROWS].map((row) => (
              <Group
                key={row.key}
                justify="space-between"
                gap="xs"
                wrap="nowrap"
                align="flex-start"
              >
                <Text component="dt" size="sm" c="dimmed">
                  {row.label}
                </Text>
                <Text component="dd" m={0} ta="right">
                  <Value lowest={isCheapest(data, row, offer)}>{row.value(offer)}</Value>
                </Text>
              </Group>
            ))}
          </Stack>
          {canAccept(offer) ? (
            <Button
              mt="sm"
              fullWidth
              onClick={() => onAccept(offer)}
              aria-label={`Accept the offer of ${offer.lenderName}`}
            >
              Accept
            </Button>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}

function AcceptConfirmation({
  offer,
  inquiryId,
  hasOthers,
  onDone,
}: {
  offer: Offer;
  inquiryId: string;
  hasOthers: boolean;
  onDone: () => void;
}) {
  const accept = useAcceptOffer();
  const [choice, setChoice] = useState<boolean | null>(null);
  const run = (declineOthers: boolean) => {
    setChoice(declineOthers);
    accept.mutate(
      { inquiryId, offerId: offer.id, body: { declineOthers } },
      {
        onSuccess: onDone,
        onError: (error) => {
          setChoice(null);
          const message = isApiError(error) ? ACCEPT_REFUSALS[error.code] : undefined;
          notify.error({ title: "Could not accept the offer", message: message ?? error.message });
        },
      },
    );
  };
  const busy = accept.isPending;
  return (
    <Stack gap="md" role="group" aria-label="Accept this offer?">
      <Title order={3} fz="h4">
        Accept this offer?
      </Title>
      <Text>
        {offer.lenderName}: {offerSummary(offer)}. The lender is notified and marked Approved.
      </Text>
      {hasOthers ? <Text>Would you like to decline all other lenders?</Text> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
        {hasOthers ? (
          <>
            <Button variant="default" disabled={busy} onClick={() => run(false)}>
              {choice === false ? "Accepting..." : LOAN_FUNDED_DIALOG.keepActive}
            </Button>
            <Button disabled={busy} onClick={() => run(true)} data-autofocus>
              {choice === true ? "Accepting..." : LOAN_FUNDED_DIALOG.declineOthers}
            </Button>
          </>
        ) : (
          <Button disabled={busy} onClick={() => run(false)} data-autofocus>
            {busy ? "Accepting..." : "Accept offer"}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * 'Compare offers' (issue 15): the request's current offers side by side, every term and the
 * computed figures with the lowest of each marked, sortable; stacked cards on a phone. Accept
 * asks for confirmation and, like the funded dialog, whether to decline the other lenders.
 */
export function CompareOffersDialog({
  data,
  requestName,
  submissionCount,
  opened,
  onClose,
}: {
  data: RequestOffersResponse | undefined;
  requestName: string;
  /** How many lenders the request was sent to (to ask about declining the others). */
  submissionCount: number;
  opened: boolean;
  onClose: () => void;
}) {
  const narrow = useMediaQuery("(max-width: 48em)");
  const [sort, setSort] = useState<SortKey>("totalCost");
  const [accepting, setAccepting] = useState<Offer | null>(null);
  const offers = data
    ? sortOffers(
        data.submissions.flatMap((s) => (s.current ? [s.current] : [])),
        sort,
      )
    : [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Compare offers: ${requestName}`}
      size="xl"
      fullScreen={narrow === true}
    >
      {!data ? (
        <Text role="status">Loading offers...</Text>
      ) : accepting ? (
        <AcceptConfirmation
          offer={accepting}
          inquiryId={data.inquiryId}
          hasOthers={submissionCount > 1}
          onDone={() => setAccepting(null)}
        />
      ) : (
        <Stack gap="md">
          <RetradeNotices retrades={pendingRetrades(data)} />
          <Select
            label="Sort by"
            data={SORT_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
            value={sort}
            onChange={(v) => v && setSort(v as SortKey)}
            allowDeselect={false}
            w={{ base: "100%", xs: 260 }}
          />
          <Text size="sm" c="dimmed">
            Cash at closing: points and fees, plus the difference when an offer lends less than you
            requested. All-in cost: the yearly rate at which the payments equal what you receive
            after points and fees.
          </Text>
          {narrow ? (
            <OfferCards data={data} offers={offers} onAccept={setAccepting} />
          ) : (
            <OfferTable data={data} offers={offers} onAccept={setAccepting} />
          )}
          {offers.length > 0 ? <HoldCostSection offers={offers} /> : null}
        </Stack>
      )}
    </Modal>
  );
}
