/**
 * The lender workspace's calls (src/domain/contract/lender-workspace.ts): the lender's own
 * record, the inquiries sent to it, the self-update and the answers. Inquiry lists live under
 * the "inquiries" query root, so they refresh when requests are linked at sign-in.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  LeadListQuery,
  LenderLeadList,
  PipelineBody,
  PipelineResponse,
} from "@/domain/contract/lender-leads";
import type {
  AnswerInquiryBody,
  AnswerInquiryResponse,
  ConfirmProductsResponse,
  LenderReapplyResponse,
  LenderWorkspaceResponse,
  UpdateLenderBody,
  UpdateLenderResponse,
} from "@/domain/contract/lender-workspace";
import { LENDER_REJECTED_COPY } from "@/domain/lenders/lender-decision-copy";
import { ANSWER_TOASTS } from "@/domain/loan-requests/lender-answers";
import { errorToast, FAILURE_FALLBACKS, TOASTS } from "@/domain/site/toast-messages";
import { unreadCountsMeta } from "@/web/features/messages";
import { api } from "@/web/lib/api-client";
import { useLivePollInterval } from "@/web/lib/live/use-live-events";
import { notify } from "@/web/lib/notify";
import { meQueryKey } from "@/web/lib/session/me";

export const workspaceQueryKey = ["lender-workspace"] as const;
export const lenderInquiriesQueryKey = ["inquiries", "lender-workspace"] as const;

export function workspaceQueryOptions() {
  return queryOptions({
    queryKey: workspaceQueryKey,
    queryFn: ({ signal }) => api.get<LenderWorkspaceResponse>("/api/lender-workspace", { signal }),
  });
}

export function useLenderWorkspace(enabled = true) {
  return useQuery({ ...workspaceQueryOptions(), enabled });
}

/** The lead list's query string (the filters' GET parameters; defaults left out). */
export function leadSearch(query: Partial<LeadListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const key of ["answer", "stage", "offer"] as const) {
    const value = query[key];
    if (value && value !== "all") params.set(key, value);
  }
  if (query.unread) params.set("unread", "1");
  if (query.sort && query.sort !== "newest") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  return params.toString();
}

/**
 * One page of the lead list (issue 31): searched, filtered and sorted on the server. Each lead
 * carries its thread's unread count (the card's Messages badge), so the list is refetched when
 * a live event changes the lender's counts or the lender reads a thread (the messages
 * feature's useMessagesLiveSync and useMarkRead, through `meta`), and polls while the live
 * connection is down, as the counts did.
 */
export function useLenderLeads(query: Partial<LeadListQuery>, enabled = true) {
  const search = leadSearch(query);
  const refetchInterval = useLivePollInterval(30_000);
  return useQuery({
    meta: unreadCountsMeta("lender"),
    refetchInterval: enabled ? refetchInterval : false,
    queryKey: [...lenderInquiriesQueryKey, search],
    queryFn: ({ signal }) =>
      api.get<LenderLeadList>(`/api/lender-workspace/inquiries${search ? `?${search}` : ""}`, {
        signal,
      }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** The CSV download of the list as filtered (every page). */
export function leadExportHref(query: Partial<LeadListQuery>): string {
  const { page: _page, ...filters } = query;
  const search = leadSearch(filters);
  return `/api/lender-workspace/inquiries/export${search ? `?${search}` : ""}`;
}

export const PIPELINE_SAVED = { title: "Pipeline saved", text: "Only your team sees it." };

/** The lender's private stage and notes of one request. */
export function useSetPipeline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, body }: { submissionId: string; body: PipelineBody }) =>
      api.put<PipelineResponse>(`/api/lender-workspace/inquiries/${submissionId}/pipeline`, body),
    onSuccess: () => {
      notify.success({ title: PIPELINE_SAVED.title, message: PIPELINE_SAVED.text });
      return queryClient.invalidateQueries({ queryKey: lenderInquiriesQueryKey });
    },
    onError: (error) => {
      const toast = errorToast(error.message, "Failed to save the pipeline.");
      notify.error({ title: toast.title, message: toast.text });
    },
  });
}

export interface UpdateLenderVariables {
  lenderId: string;
  body: UpdateLenderBody;
}

/** Lender self-update: 'Your lender profile has been updated successfully.' (spec 8). */
export function useUpdateOwnLender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lenderId, body }: UpdateLenderVariables) =>
      api.put<UpdateLenderResponse>(`/api/lender-workspace/lenders/${lenderId}`, body),
    onSuccess: async ({ lender, products }) => {
      notify.success({
        title: TOASTS.lenderSelfUpdated.title,
        message: TOASTS.lenderSelfUpdated.text,
      });
      queryClient.setQueryData<LenderWorkspaceResponse>(workspaceQueryKey, (current) =>
        current ? { ...current, lender, products } : current,
      );
      // The public profile and listings show the change on their next read.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["lenders"] }),
      ]);
    },
  });
}

/** 'Update Today' (issue 28): every active product's last_updated becomes today. */
export function useConfirmProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lenderId: string) =>
      api.post<ConfirmProductsResponse>(
        `/api/lender-workspace/lenders/${lenderId}/confirm-products`,
        {},
      ),
    onSuccess: async ({ lender, products }) => {
      notify.success({
        title: TOASTS.productsConfirmed.title,
        message: TOASTS.productsConfirmed.text,
      });
      queryClient.setQueryData<LenderWorkspaceResponse>(workspaceQueryKey, (current) =>
        current ? { ...current, lender, products } : current,
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["lenders"] }),
      ]);
    },
    onError: (error) => {
      const toast = errorToast(error.message, FAILURE_FALLBACKS.confirmProducts);
      notify.error({ title: toast.title, message: toast.text });
    },
  });
}

/** 'Reapply' (issue 28): a refused lender's account goes back to pending review. */
export function useReapplyAsLender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<LenderReapplyResponse>("/api/lender-workspace/reapply", {}),
    onSuccess: async () => {
      notify.success({
        title: LENDER_REJECTED_COPY.reapplied.title,
        message: LENDER_REJECTED_COPY.reapplied.text,
      });
      // The dashboard shows the pending card once the session's profile says so.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => {
      const toast = errorToast(error.message, "Failed to reapply.");
      notify.error({ title: toast.title, message: toast.text });
    },
  });
}

export interface AnswerVariables {
  submissionId: string;
  body: AnswerInquiryBody;
}

export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, body }: AnswerVariables) =>
      api.post<AnswerInquiryResponse>(
        `/api/lender-workspace/inquiries/${submissionId}/answer`,
        body,
      ),
    onSuccess: (_answered, { body }) => {
      const toast = ANSWER_TOASTS[body.answer];
      notify.success({ title: toast.title, message: toast.text });
      // Every page of leads may hold it (and its filters may now exclude it): read again.
      return queryClient.invalidateQueries({ queryKey: lenderInquiriesQueryKey });
    },
  });
}
