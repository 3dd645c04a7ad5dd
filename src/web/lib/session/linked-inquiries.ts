/**
 * 'Previous Submissions Found' (spec 4 'Inquiry linking'): the notice's work and the inquiry
 * lists it reloads. The app layout's hook (linked-inquiries-notice.ts) loads this module when
 * GET /api/me reports linked requests; the notice shows once, is acknowledged, and the lists
 * that show inquiries reload.
 */
import type { QueryClient } from "@tanstack/react-query";
import { previousSubmissionsFoundToast } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { type Me, meQueryKey } from "./me";

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

/**
 * Shows the notice once for `count` linked requests, reloads the inquiry lists and acknowledges
 * (called by `useLinkedInquiriesNotice`, linked-inquiries-notice.ts, once per signed-in user).
 */
export function showLinkedInquiries(queryClient: QueryClient, count: number): void {
  const toast = previousSubmissionsFoundToast(count);
  notify.success({ title: toast.title, message: toast.text });
  void invalidateInquiryLists(queryClient);
  acknowledgeLinkedInquiries().then(
    () =>
      queryClient.setQueryData<Me | null>(meQueryKey, (cached) =>
        cached ? { ...cached, linkedInquiries: 0 } : cached,
      ),
    // Not acknowledged: the next page load shows the notice again and retries.
    () => undefined,
  );
}
