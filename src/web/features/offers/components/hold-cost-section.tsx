import { Badge, Group, NumberInput, Stack, Table, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import type { Offer } from "@/domain/contract/offers";
import {
  closingFees,
  defaultHoldMonths,
  type HoldCost,
  type HoldRefusal,
  holdCost,
  holdsAround,
  OFFER_LIMITS,
} from "@/domain/offers";
import { formatPercent, formatUsd } from "@/domain/reference/format";

/**
 * An offer's terms as the hold-cost model reads them: every term of the sheet (holdback and
 * draws, interest basis, minimum interest, extension, exit fee, prepayment penalty, reserves)
 * and its itemised closing fees (processing, underwriting, other).
 */
export function costAt(offer: Offer, holdMonths: number): HoldCost | HoldRefusal {
  return holdCost({ ...offer, closingFees: closingFees(offer) }, holdMonths);
}

const PAST_TERM = "Past the term";

const costText = (cost: HoldCost | HoldRefusal) =>
  typeof cost === "string" ? PAST_TERM : formatUsd(Math.round(cost.totalCost));

const rateText = (cost: HoldCost | HoldRefusal) =>
  typeof cost === "string" || cost.allInRate === null ? "—" : formatPercent(cost.allInRate);

/** The ids of the offers with the lowest total cost at the hold (none when fewer than two). */
function lowestAt(offers: readonly Offer[], holdMonths: number): Set<string> {
  const costs = offers.flatMap((offer) => {
    const cost = costAt(offer, holdMonths);
    return typeof cost === "string" ? [] : [{ id: offer.id, total: cost.totalCost }];
  });
  if (costs.length < 2) return new Set();
  const min = Math.min(...costs.map((c) => c.total));
  return new Set(costs.filter((c) => c.total === min).map((c) => c.id));
}

/**
 * 'Cost at your hold' (issue 32): the borrower says how many months they will keep the loan
 * (the longest offered term by default), and each offer shows its total cost two months
 * either side of it and at it, and its all-in rate at it: the annualised rate of the whole
 * cash flow (domain/offers/hold-cost.ts), so points and fees weigh more on a short hold.
 */
export function HoldCostSection({ offers }: { offers: readonly Offer[] }) {
  const [hold, setHold] = useState<number>(() => defaultHoldMonths(offers));
  const headingId = useId();
  const holds = holdsAround(hold);
  const lowest = lowestAt(offers, hold);
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="h5" id={headingId}>
        Cost at your hold
      </Title>
      <NumberInput
        label="How many months will you keep the loan?"
        description="Points and fees weigh more when you pay the loan off early."
        value={hold}
        onChange={(value) => {
          const months = typeof value === "number" ? value : Number.parseInt(value, 10);
          if (Number.isInteger(months) && months >= 1)
            setHold(Math.min(months, OFFER_LIMITS.term.max));
        }}
        min={1}
        max={OFFER_LIMITS.term.max}
        allowDecimal={false}
        allowNegative={false}
        suffix=" months"
        w={{ base: "100%", xs: 300 }}
      />
      <Table.ScrollContainer
        minWidth={560}
        type="native"
        // Keyboard users scroll a region wider than a phone's screen (WCAG 2.1.1; axe
        // scrollable-region-focusable at 375 px).
        tabIndex={0}
        role="region"
        aria-label="Cost at your hold, by lender"
      >
        <Table withTableBorder striped verticalSpacing="xs">
          <Table.Caption>
            Total cost: interest, points and fees until you pay the loan off. All-in cost: that cost
            as a yearly rate on what you receive.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Lender</Table.Th>
              {holds.map((months) => (
                <Table.Th scope="col" key={months}>
                  {months === hold ? `Total cost at ${months} months` : `At ${months} months`}
                </Table.Th>
              ))}
              <Table.Th scope="col">All-in cost at {hold} months</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((offer) => (
              <Table.Tr key={offer.id}>
                <Table.Th scope="row">{offer.lenderName}</Table.Th>
                {holds.map((months) => (
                  <Table.Td key={months}>
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={months === hold && lowest.has(offer.id) ? 700 : 400}>
                        {costText(costAt(offer, months))}
                      </Text>
                      {months === hold && lowest.has(offer.id) ? (
                        <Badge size="sm" color="teal" variant="light">
                          Lowest
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                ))}
                <Table.Td>{rateText(costAt(offer, hold))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
