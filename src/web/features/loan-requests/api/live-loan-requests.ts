/**
 * The borrower dashboard's requests, kept live (issue 28; docs/decisions/live-updates.md): a
 * lender's answer (Interested / Declined, with its note and the submission's new status)
 * arrives as an `answer` event and refetches the list, as offers and messages already do; a
 * reconnection refetches it, and it polls only while the live connection is down.
 */
import { useQuery } from "@tanstack/react-query";
import { useLiveInvalidation, useLivePollInterval } from "@/web/lib/live/use-live-events";
import { loanRequestsQueryOptions } from "./loan-requests";

const LOAN_REQUEST_LISTS = ["loan-requests"] as const;

export function useLiveLoanRequests() {
  useLiveInvalidation({
    keysFor: (event) => (event.type === "answer" ? [LOAN_REQUEST_LISTS] : []),
    resyncKeys: [LOAN_REQUEST_LISTS],
  });
  const refetchInterval = useLivePollInterval();
  return useQuery({ ...loanRequestsQueryOptions(), refetchInterval });
}
