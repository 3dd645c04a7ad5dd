/**
 * Offers on the web (contract in src/domain/contract/offers.ts): the lender's offer desk and
 * the borrower's comparison and acceptance. Offer queries live under the "offers" root; live
 * thread events of an offer kind (h15b's useLiveInvalidation) make them stale, and they poll
 * only while the live connection is down.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type {
  AcceptOfferBody,
  BorrowerOffersResponse,
  LenderOffersResponse,
  Offer,
  OfferTermsBody,
  RequestOffersResponse,
} from "@/domain/contract/offers";
import { api } from "@/web/lib/api-client";
import { useLiveInvalidation, useLivePollInterval } from "@/web/lib/live/use-live-events";
import { notify } from "@/web/lib/notify";

export const offerKeys = {
  all: ["offers"] as const,
  lender: ["offers", "lender"] as const,
  /** Every own request's offers, in one call (the borrower's dashboard, issue 28). */
  borrower: ["offers", "borrower"] as const,
};

export const OFFER_TOASTS = {
  sent: { title: "Offer sent", text: "The borrower can now compare and accept your offer." },
  revised: { title: "Offer revised", text: "The earlier version is kept as superseded." },
  withdrawn: { title: "Offer withdrawn", text: "The borrower can no longer accept it." },
  accepted: { title: "Offer accepted", text: "The lender has been notified." },
  acceptedDeclined: {
    title: "Offer accepted",
    text: "The lender has been notified and the other lenders were declined.",
  },
} as const;

/** Keeps offers (and the lists showing their effects) fresh on live offer events. */
export function useOfferLiveUpdates(enabled = true) {
  return useLiveInvalidation({
    enabled,
    keysFor: (event) =>
      event.type === "thread" && event.kind !== "text"
        ? [offerKeys.all, ["loan-requests"], ["inquiries"]]
        : [],
    resyncKeys: [offerKeys.all],
  });
}

export function useLenderOffers(enabled = true) {
  const refetchInterval = useLivePollInterval();
  return useQuery({
    queryKey: offerKeys.lender,
    queryFn: ({ signal }) =>
      api.get<LenderOffersResponse>("/api/lender-workspace/offers", { signal }),
    enabled,
    refetchInterval,
  });
}

/**
 * One request's offers, read from the borrower's single list of all own requests' offers
 * (GET /api/loan-requests/offers): the dashboard's cards share one query, not one each.
 * null: the request has no offers.
 */
export function useRequestOffers(inquiryId: string, enabled = true) {
  const refetchInterval = useLivePollInterval();
  const select = useCallback(
    (data: BorrowerOffersResponse): RequestOffersResponse | null =>
      data.items.find((item) => item.inquiryId === inquiryId) ?? null,
    [inquiryId],
  );
  return useQuery({
    queryKey: offerKeys.borrower,
    queryFn: ({ signal }) =>
      api.get<BorrowerOffersResponse>("/api/loan-requests/offers", { signal }),
    select,
    enabled,
    refetchInterval,
  });
}

/**
 * The offers 'Compare offers (n)' and the card's badge count: one per lender, not counting a
 * lender whose offer was withdrawn (it can no longer be accepted).
 */
export function countedOffers(data: RequestOffersResponse | null | undefined): number {
  return data?.submissions.filter((s) => s.displayState !== "withdrawn").length ?? 0;
}

export type OfferWrite =
  | { kind: "send"; submissionId: string; body: OfferTermsBody }
  | { kind: "revise"; offerId: string; body: OfferTermsBody };

export function useWriteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: OfferWrite) =>
      write.kind === "send"
        ? api.post<{ offer: Offer }>(
            `/api/lender-workspace/inquiries/${write.submissionId}/offers`,
            write.body,
          )
        : api.post<{ offer: Offer }>(
            `/api/lender-workspace/offers/${write.offerId}/revisions`,
            write.body,
          ),
    onSuccess: async (_data, write) => {
      const toast = write.kind === "send" ? OFFER_TOASTS.sent : OFFER_TOASTS.revised;
      notify.success({ title: toast.title, message: toast.text });
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
  });
}

export function useWithdrawOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      api.post<{ offer: Offer }>(`/api/lender-workspace/offers/${offerId}/withdraw`, {}),
    onSuccess: async () => {
      notify.success({ title: OFFER_TOASTS.withdrawn.title, message: OFFER_TOASTS.withdrawn.text });
      await queryClient.invalidateQueries({ queryKey: offerKeys.all });
    },
    onError: (error) =>
      notify.error({ title: "Could not withdraw the offer", message: error.message }),
  });
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { inquiryId: string; offerId: string; body: AcceptOfferBody }) =>
      api.post<RequestOffersResponse>(
        `/api/loan-requests/${v.inquiryId}/offers/${v.offerId}/accept`,
        v.body,
      ),
    onSuccess: async (data, v) => {
      const toast = v.body.declineOthers ? OFFER_TOASTS.acceptedDeclined : OFFER_TOASTS.accepted;
      notify.success({ title: toast.title, message: toast.text });
      queryClient.setQueryData<BorrowerOffersResponse>(offerKeys.borrower, (old) =>
        old
          ? { items: old.items.map((item) => (item.inquiryId === v.inquiryId ? data : item)) }
          : old,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["loan-requests"] }),
      ]);
    },
  });
}
