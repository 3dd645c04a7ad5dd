/** The saved-search calls (issue 32): the borrower's list, save, change, delete, unsubscribe. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CreateSavedSearchBody,
  SavedSearchAlertStatus,
  SavedSearchDto,
  SavedSearchList,
  UpdateSavedSearchBody,
} from "@/domain/contract/saved-searches";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";

export const SAVED_SEARCHES_KEY = ["saved-searches"] as const;

export function useSavedSearches(enabled = true) {
  return useQuery({
    queryKey: SAVED_SEARCHES_KEY,
    queryFn: () => api.get<SavedSearchList>("/api/saved-searches"),
    enabled,
  });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchBody) =>
      api.post<{ search: SavedSearchDto }>("/api/saved-searches", body),
    onSuccess: ({ search }) => {
      notify.success({
        title: "Search saved",
        message: `We'll email you when lenders match "${search.name}". Manage it on your dashboard.`,
      });
      return queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    },
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchBody & { id: string }) =>
      api.patch<{ search: SavedSearchDto }>(`/api/saved-searches/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/saved-searches/${encodeURIComponent(id)}`),
    onSuccess: () => {
      notify.success({ title: "Search deleted", message: "No more alerts for it." });
      return queryClient.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
    },
  });
}

const alertStatusKey = (token: string) => ["saved-search-alert", token] as const;

export function useAlertStatus(token: string) {
  return useQuery({
    queryKey: alertStatusKey(token),
    queryFn: () =>
      api.get<SavedSearchAlertStatus>(
        `/api/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`,
      ),
    enabled: token !== "",
    retry: false,
  });
}

export function useStopAlerts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<SavedSearchAlertStatus>("/api/saved-searches/unsubscribe", { token }),
    onSuccess: (data) => queryClient.setQueryData(alertStatusKey(token), data),
  });
}
