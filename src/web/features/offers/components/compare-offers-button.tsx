import { Badge, Button } from "@mantine/core";
import { IconScale } from "@tabler/icons-react";
import { useState } from "react";
import { countedOffers, useOfferLiveUpdates, useRequestOffers } from "../api/offers";
import { CompareOffersDialog } from "./compare-offers-dialog";

/**
 * How many lenders have answered the request with an offer (live), for the request's header;
 * a withdrawn offer is not counted (issue 28).
 */
export function OfferCountBadge({ inquiryId }: { inquiryId: string }) {
  const offers = useRequestOffers(inquiryId);
  const count = countedOffers(offers.data);
  if (count === 0) return null;
  return (
    <Badge variant="light" color="teal">
      {count === 1 ? "1 offer" : `${count} offers`}
    </Badge>
  );
}

/**
 * 'Compare offers (n)' on a request with offers (issue 15); nothing while it has none. n does
 * not count withdrawn offers (issue 28); the dialog still lists them, marked Withdrawn.
 */
export function CompareOffersButton({
  inquiryId,
  requestName,
  submissionCount,
}: {
  inquiryId: string;
  requestName: string;
  submissionCount: number;
}) {
  useOfferLiveUpdates();
  const offers = useRequestOffers(inquiryId);
  const [opened, setOpened] = useState(false);
  const count = countedOffers(offers.data);
  if (count === 0) return null;
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconScale size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        Compare offers ({count})
      </Button>
      <CompareOffersDialog
        data={offers.data ?? undefined}
        requestName={requestName}
        submissionCount={submissionCount}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
