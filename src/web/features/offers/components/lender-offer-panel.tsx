import { Badge, Button, Group, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import type { SubmissionOffers } from "@/domain/contract/offers";
import { OFFER_DISPLAY_LABELS, type OfferDisplayState, offerSummary } from "@/domain/offers";
import { formatDate } from "@/domain/reference/dates";
import { useWithdrawOffer } from "../api/offers";
import { OfferFormDialog } from "./offer-form-dialog";
import { WithdrawOfferDialog } from "./withdraw-offer-dialog";

export const OFFERS_CLOSED_NOTE =
  "The borrower accepted another lender's offer: this request takes no new offers.";

/** The offer filters of the Loan Inquiries tab (issue 15). */
export const OFFER_FILTERS = [
  { value: "all", label: "All offers" },
  { value: "none", label: "No offer" },
  { value: "sent", label: "Sent" },
  { value: "accepted", label: "Accepted" },
  { value: "declined", label: "Declined" },
  { value: "expired", label: "Expired" },
] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number]["value"];

/** Whether an inquiry whose offer shows `state` passes the filter (withdrawn counts as none). */
export function matchesOfferFilter(state: OfferDisplayState, filter: OfferFilter): boolean {
  if (filter === "all") return true;
  if (filter === "none") return state === "none" || state === "withdrawn";
  return state === filter;
}

export const OFFER_STATE_COLORS: Record<OfferDisplayState, string> = {
  none: "gray",
  sent: "lane",
  accepted: "green",
  declined: "red",
  expired: "orange",
  withdrawn: "gray",
};

export function OfferStateBadge({ state }: { state: OfferDisplayState }) {
  return (
    <Badge variant="light" color={OFFER_STATE_COLORS[state]}>
      {OFFER_DISPLAY_LABELS[state]}
    </Badge>
  );
}

export function OfferFilterControl({
  value,
  onChange,
}: {
  value: OfferFilter;
  onChange: (value: OfferFilter) => void;
}) {
  return (
    <Select
      label="Offer"
      value={value}
      onChange={(v) => onChange((v ?? "all") as OfferFilter)}
      data={OFFER_FILTERS.map((f) => ({ value: f.value, label: f.label }))}
      allowDeselect={false}
      w={{ base: "100%", xs: 220 }}
    />
  );
}

/** Per inquiry: the offer's state and terms, and Send / Revise / Withdraw. */
export function LenderOfferPanel({
  submissionId,
  requestTitle,
  requestedAmount,
  offers,
}: {
  submissionId: string;
  requestTitle: string;
  requestedAmount: number | null;
  offers: SubmissionOffers | undefined;
}) {
  const [editing, setEditing] = useState<"send" | "revise" | null>(null);
  const withdraw = useWithdrawOffer();
  const [confirmingWithdraw, setConfirmingWithdraw] = useState(false);
  const current = offers?.current ?? null;
  const state: OfferDisplayState = offers?.displayState ?? "none";
  const open = state === "sent" || state === "expired";
  // A declined offer means the borrower accepted another lender's: the request takes no new
  // offers (the server answers 409 offers_closed, issue 27), so none is offered here.
  const canSend = state === "none" || state === "withdrawn";
  const superseded = offers ? offers.versions.filter((v) => v.state === "superseded").length : 0;
  // Issue 32: accepted terms may still change (a re-trade) until the loan is Funded.
  const canRetrade = state === "accepted" && current && offers?.submissionStatus !== "funded";

  return (
    <Stack gap={6} component="section" aria-label={`Offer for ${requestTitle}`}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Offer
        </Text>
        <OfferStateBadge state={state} />
        {current && state !== "none" ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {offerSummary(current)}
            {state === "sent" ? `, expires ${formatDate(current.expiresAt)}` : ""}
          </Text>
        ) : null}
      </Group>
      {current?.sentByName && state !== "none" ? (
        // Issue 31 team seats: the lender's team reads which colleague sent this version.
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          Sent by {current.sentByName}
        </Text>
      ) : null}
      {superseded > 0 ? (
        <Text size="xs" c="dimmed">
          Version {current?.version}; {superseded} earlier{" "}
          {superseded === 1 ? "version" : "versions"} superseded.
        </Text>
      ) : null}
      {current?.retrade && state === "sent" ? (
        <Text size="xs" c="dimmed">
          You changed terms the borrower had accepted: they must accept this version again.
        </Text>
      ) : null}
      {state === "declined" ? (
        <Text size="xs" c="dimmed">
          {OFFERS_CLOSED_NOTE}
        </Text>
      ) : null}
      <Group gap="sm">
        {canSend ? (
          <Button size="xs" onClick={() => setEditing("send")}>
            {state === "none" ? "Send offer" : "Send new offer"}
          </Button>
        ) : null}
        {canRetrade ? (
          <Button size="xs" variant="outline" onClick={() => setEditing("revise")}>
            Change accepted terms
          </Button>
        ) : null}
        {open && current ? (
          <>
            <Button size="xs" variant="outline" onClick={() => setEditing("revise")}>
              Revise offer
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red.9"
              disabled={withdraw.isPending}
              onClick={() => setConfirmingWithdraw(true)}
            >
              {withdraw.isPending ? "Withdrawing..." : "Withdraw offer"}
            </Button>
            <WithdrawOfferDialog
              opened={confirmingWithdraw}
              summary={offerSummary(current)}
              busy={withdraw.isPending}
              onClose={() => setConfirmingWithdraw(false)}
              onConfirm={() =>
                withdraw.mutate(current.id, { onSettled: () => setConfirmingWithdraw(false) })
              }
            />
          </>
        ) : null}
      </Group>
      {editing ? (
        <OfferFormDialog
          submissionId={submissionId}
          requestTitle={requestTitle}
          requestedAmount={requestedAmount}
          revising={editing === "revise" ? current : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
