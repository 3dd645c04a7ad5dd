/** The settings page's calls (issue 31): read the caller's settings, and change them. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  NotificationSettings,
  NotificationSettingsBody,
} from "@/domain/contract/notification-settings";
import { api } from "@/web/lib/api-client";

export const notificationSettingsKey = ["notification-settings"] as const;
export const NOTIFICATION_SETTINGS_URL = "/api/me/notification-settings";

export function getNotificationSettingsQueryOptions() {
  return queryOptions({
    queryKey: notificationSettingsKey,
    queryFn: () => api.get<NotificationSettings>(NOTIFICATION_SETTINGS_URL),
  });
}

export function useNotificationSettings() {
  return useQuery(getNotificationSettingsQueryOptions());
}

export function useChangeNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) =>
      api.put<NotificationSettings>(NOTIFICATION_SETTINGS_URL, body),
    onSuccess: (data) => queryClient.setQueryData(notificationSettingsKey, data),
  });
}
