/**
 * Threads on the web: the conversation of a submission, sending, marking read, and the unread
 * counts, kept fresh by live events (useMessagesLiveSync, mounted once by the header badge)
 * and by polling while the live connection is down.
 *
 * Who reads which count (issue 34): the header badge (both sides) only the total
 * (`GET /api/messages/unread/total`, one number); the borrower's dashboard the per-submission
 * and per-request counts (`GET /api/messages/unread`); the lender's lead cards the `unread` of
 * each lead in the lead list's own answer. Queries of another feature that carry a side's
 * unread counts say so with `meta: unreadCountsMeta(side)`, and are refetched here with the
 * counts: on a live event that changes that side's counts and after marking a thread read.
 */
import {
  type Query,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  LiveEvent,
  PostMessageBody,
  ThreadMessage,
  ThreadResponse,
  ThreadSide,
  UnreadCounts,
  UnreadTotal,
} from "@/domain/contract/messages";
import { api } from "@/web/lib/api-client";
import { useLiveEvents, useLivePollInterval } from "@/web/lib/live/use-live-events";

export const messageKeys = {
  all: ["messages"] as const,
  /** Prefix of both count queries (the full counts and the total). */
  unread: ["messages", "unread"] as const,
  unreadTotal: ["messages", "unread", "total"] as const,
  thread: (submissionId: string) => ["messages", "thread", submissionId] as const,
};

const UNREAD_SIDE = "unreadCountsOfSide";

/** The `meta` of a query (of any feature) whose answer carries `side`'s unread counts. */
export function unreadCountsMeta(side: ThreadSide): Record<string, unknown> {
  return { [UNREAD_SIDE]: side };
}

/** Invalidates the queries that carry unread counts of `side` (of either side when absent). */
export function invalidateUnreadCarriers(queryClient: QueryClient, side?: ThreadSide) {
  return queryClient.invalidateQueries({
    predicate: (query: Query) => {
      const carried = query.meta?.[UNREAD_SIDE];
      return carried !== undefined && (side === undefined || carried === side);
    },
  });
}

/** The sides whose unread counts a live event changes (a new entry: both, as writing reads). */
export function sidesChangedBy(event: LiveEvent): readonly ThreadSide[] {
  if (event.type === "thread") return ["borrower", "lender"];
  if (event.type === "read") return [event.side];
  return [];
}

export function useThread(submissionId: string, enabled = true) {
  const refetchInterval = useLivePollInterval();
  return useQuery({
    queryKey: messageKeys.thread(submissionId),
    queryFn: () => api.get<ThreadResponse>(`/api/submissions/${submissionId}/messages`),
    enabled,
    staleTime: 0,
    refetchInterval,
  });
}

export function unreadCountsQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unread,
    queryFn: () => api.get<UnreadCounts>("/api/messages/unread"),
  });
}

/** The signed-in borrower's or approved lender's unread counts (others: disabled). */
export function useUnreadCounts(enabled: boolean) {
  const refetchInterval = useLivePollInterval(30_000);
  return useQuery({
    ...unreadCountsQueryOptions(),
    enabled,
    refetchInterval: enabled ? refetchInterval : false,
  });
}

export function unreadTotalQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unreadTotal,
    queryFn: () => api.get<UnreadTotal>("/api/messages/unread/total"),
  });
}

/** The signed-in borrower's or approved lender's unread total, for the header badge. */
export function useUnreadTotal(enabled: boolean) {
  const refetchInterval = useLivePollInterval(30_000);
  return useQuery({
    ...unreadTotalQueryOptions(),
    enabled,
    refetchInterval: enabled ? refetchInterval : false,
  });
}

/** Unread entries of one submission (0 when none or not loaded). */
export function unreadOfSubmission(counts: UnreadCounts | undefined, submissionId: string) {
  return counts?.submissions.find((row) => row.submissionId === submissionId)?.unread ?? 0;
}

export function useSendMessage(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PostMessageBody) =>
      api.post<ThreadMessage>(`/api/submissions/${submissionId}/messages`, body),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadResponse>(messageKeys.thread(submissionId), (thread) =>
        thread && !thread.messages.some((m) => m.id === message.id)
          ? { ...thread, messages: [...thread.messages, message] }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(submissionId) });
    },
  });
}

export function useMarkRead(submissionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToMessageId: string) =>
      api.post<null>(`/api/submissions/${submissionId}/read`, { upToMessageId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void invalidateUnreadCarriers(queryClient);
    },
  });
}

/**
 * Live events refresh the unread counts, the thread they concern and the other queries that
 * carry the counts the event changes (the lender's lead list). Mount once.
 */
export function useMessagesLiveSync(enabled: boolean) {
  const queryClient = useQueryClient();
  return useLiveEvents(
    (event) => {
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messageKeys.thread(event.submissionId) });
      for (const side of sidesChangedBy(event)) void invalidateUnreadCarriers(queryClient, side);
    },
    {
      enabled,
      onResync: () => {
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        void invalidateUnreadCarriers(queryClient);
      },
    },
  );
}
