import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Badge.layer.css";
import "@mantine/core/styles/Button.layer.css";
import { Badge, Button } from "@mantine/core";
import { IconScale } from "@tabler/icons-react";
import { useState } from "react";
import { useOfferLiveUpdates, useRequestOffers } from "../api/offers";
import { CompareOffersDialog } from "./compare-offers-dialog";

/** How many lenders have answered the request with an offer (live), for the request's header. */
export function OfferCountBadge({ inquiryId }: { inquiryId: string }) {
  const offers = useRequestOffers(inquiryId);
  const count = offers.data?.submissions.length ?? 0;
  if (count === 0) return null;
  return (
    <Badge variant="light" color="teal">
      {count === 1 ? "1 offer" : `${count} offers`}
    </Badge>
  );
}

/** 'Compare offers' on a request with offers (issue 15); nothing while it has none. */
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
  const count = offers.data?.submissions.length ?? 0;
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
        data={offers.data}
        requestName={requestName}
        submissionCount={submissionCount}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
