/**
 * Threads on the web: the conversation of a submission, sending, marking read, and the unread
 * counts, kept fresh by live events (useMessagesLiveSync, mounted once by the header badge)
 * and by polling while the live connection is down.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  PostMessageBody,
  ThreadMessage,
  ThreadResponse,
  UnreadCounts,
} from "@/domain/contract/messages";
import { api } from "@/web/lib/api-client";
import { useLiveInvalidation, useLivePollInterval } from "@/web/lib/live/use-live-events";

export const messageKeys = {
  all: ["messages"] as const,
  unread: ["messages", "unread"] as const,
  thread: (submissionId: string) => ["messages", "thread", submissionId] as const,
};

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
    },
  });
}

/** Live events refresh the unread counts and the thread they concern. Mount once. */
export function useMessagesLiveSync(enabled: boolean) {
  return useLiveInvalidation({
    enabled,
    keysFor: (event) => [messageKeys.unread, messageKeys.thread(event.submissionId)],
    resyncKeys: [messageKeys.all],
  });
}
