import { Stack, Text } from "@mantine/core";
import { formatNumber } from "@/domain/reference/format";
import { useLenderOffers } from "../api/offers";

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The lender's analytics of issue 15: 'Offers sent' (inquiries it has sent an offer on, any
 * state) and 'Accepted' (offers the borrower accepted).
 */
export function OfferAnalytics() {
  const offers = useLenderOffers();
  const items = offers.data?.items;
  return (
    <>
      <Figure label="Offers sent" value={items ? formatNumber(items.length) : "..."} />
      <Figure
        label="Accepted"
        value={
          items ? formatNumber(items.filter((i) => i.displayState === "accepted").length) : "..."
        }
      />
    </>
  );
}
