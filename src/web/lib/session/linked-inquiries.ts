/**
 * 'Previous Submissions Found' (spec 4 'Inquiry linking'). The server attaches a user's earlier
 * anonymous loan requests when a session is created and reports how many in GET /api/me
 * (`linkedInquiries`) until acknowledged. The web shows the notice once, acknowledges it, and
 * reloads the lists that show inquiries. Mounted once, in the app layout.
 */
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { type Me, meQueryKey, useMe } from "./me";

/**
 * First key parts of the queries that list inquiries (borrower, lender and admin lists): a
 * list query of inquiries starts its key with one of these, so linking reloads it.
 */
export const INQUIRY_LIST_QUERY_ROOTS = ["inquiries", "loan-requests"] as const;

export function invalidateInquiryLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      (INQUIRY_LIST_QUERY_ROOTS as readonly unknown[]).includes(query.queryKey[0]),
  });
}

/** POST /api/me/linked-inquiries/ack (204): the count in GET /api/me goes back to 0. */
export function acknowledgeLinkedInquiries(): Promise<void> {
  return api.post<void>("/api/me/linked-inquiries/ack");
}

export function useLinkedInquiriesNotice() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const shownFor = useRef<string | null>(null);
  const userId = me ? me.user.id : me; // undefined: not answered; null: signed out
  const count = me?.linkedInquiries ?? 0;

  useEffect(() => {
    if (userId === null) shownFor.current = null; // a later sign-in may link again
    if (!userId || count <= 0 || shownFor.current === userId) return;
    shownFor.current = userId;
    // The catalogue of toast texts loads here, not with every page's frame (rarely shown).
    void import("@/domain/toast-messages").then(({ previousSubmissionsFoundToast }) => {
      const toast = previousSubmissionsFoundToast(count);
      notify.success({ title: toast.title, message: toast.text });
    });
    void invalidateInquiryLists(queryClient);
    acknowledgeLinkedInquiries().then(
      () =>
        queryClient.setQueryData<Me | null>(meQueryKey, (cached) =>
          cached ? { ...cached, linkedInquiries: 0 } : cached,
        ),
      // Not acknowledged: the next page load shows the notice again and retries.
      () => undefined,
    );
  }, [userId, count, queryClient]);
}
