/** The unsubscribe page's calls: read what a signed link is about, then change it. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationSubscription } from "@/domain/contract/messages";
import { api } from "@/web/lib/api-client";

const subscriptionKey = (token: string) => ["notification-subscription", token] as const;

export function useSubscription(token: string) {
  return useQuery({
    queryKey: subscriptionKey(token),
    queryFn: () =>
      api.get<NotificationSubscription>(
        `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
    enabled: token !== "",
    retry: false,
  });
}

export function useSetSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      api.post<NotificationSubscription>("/api/notifications/unsubscribe", { token, subscribed }),
    onSuccess: (data) => queryClient.setQueryData(subscriptionKey(token), data),
  });
}
