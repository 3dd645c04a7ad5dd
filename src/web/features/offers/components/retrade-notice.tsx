import { Alert, List, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { RequestOffersResponse, SubmissionOffers } from "@/domain/contract/offers";
import { offerTermChanges, retradeBase, type TermChange } from "@/domain/offers";
import { useRequestOffers } from "../api/offers";

export interface Retrade {
  submissionId: string;
  lenderName: string;
  changes: TermChange[];
}

/**
 * The re-trades waiting for the borrower (issue 32): each lender whose current offer revises
 * terms the borrower accepted, with what changed since the accepted version.
 */
export function pendingRetrades(data: RequestOffersResponse | null | undefined): Retrade[] {
  return (data?.submissions ?? []).flatMap((group: SubmissionOffers) => {
    const current = group.current;
    if (!current) return [];
    if (current.displayState !== "sent") return [];
    const base = retradeBase(current, group.versions);
    if (!base) return [];
    return [
      {
        submissionId: group.submissionId,
        lenderName: group.lenderName,
        changes: offerTermChanges(base, current),
      },
    ];
  });
}

/** One notice per pending re-trade: the changes as a list, and what the borrower must do. */
export function RetradeNotices({ retrades }: { retrades: readonly Retrade[] }) {
  if (retrades.length === 0) return null;
  return (
    <Stack gap="xs">
      {retrades.map((retrade) => (
        <Alert
          key={retrade.submissionId}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
          title={`${retrade.lenderName} changed the terms you accepted`}
        >
          <Stack gap={6}>
            <List size="sm" spacing={2}>
              {retrade.changes.map((change) => (
                <List.Item key={change.key}>{change.text}</List.Item>
              ))}
            </List>
            <Text size="sm">
              Your acceptance no longer stands: compare the new terms and accept them again, or
              choose another offer.
            </Text>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}

/** The request's pending re-trades, for its card on the dashboard (live, like its offers). */
export function RequestRetradeNotices({ inquiryId }: { inquiryId: string }) {
  const offers = useRequestOffers(inquiryId);
  return <RetradeNotices retrades={pendingRetrades(offers.data)} />;
}
