/**
 * Field history calls (spec 7 'History'; ADMIN_API.lenderHistory*): one field's entries, and
 * 'Add Manual Entry', the inline edit and the delete with their spec 8 toasts. Histories live
 * under the lender's admin key, so a field edit refreshes them as well.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  AddHistoryEntryBody,
  EditHistoryEntryBody,
  FieldHistoryEntry,
  FieldHistoryList,
} from "@/domain/contract/admin-lenders";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { adminLendersKey } from "./lenders";

/** Spec 8 history notices (success) and failures. */
export const HISTORY_TOASTS = {
  added: "Manual history entry added",
  updated: "History entry updated",
  deleted: "History entry deleted",
  addFailed: "Failed to add manual history entry",
  updateFailed: "Failed to update history entry",
  deleteFailed: "Failed to delete history entry",
} as const;

const historyKey = (lenderId: string, field: string) =>
  [...adminLendersKey, "history", lenderId, field] as const;

export function useFieldHistory(lenderId: string, field: string, enabled = true) {
  return useQuery({
    queryKey: historyKey(lenderId, field),
    queryFn: ({ signal }) =>
      api.get<FieldHistoryList>(ADMIN_API.lenderHistory(lenderId), { signal, query: { field } }),
    enabled,
  });
}

function useRefreshHistory() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...adminLendersKey, "history"] }),
      queryClient.invalidateQueries({ queryKey: ["admin", "audit"] }),
    ]);
}

function failed(title: string) {
  return (error: Error) => notify.error({ title, message: error.message });
}

export function useAddHistoryEntry(lenderId: string) {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: (body: AddHistoryEntryBody) =>
      api.post<FieldHistoryEntry>(ADMIN_API.lenderHistory(lenderId), body),
    onSuccess: async () => {
      notify.success({ title: HISTORY_TOASTS.added });
      await refresh();
    },
    onError: failed(HISTORY_TOASTS.addFailed),
  });
}

export function useEditHistoryEntry(lenderId: string) {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: EditHistoryEntryBody }) =>
      api.patch<FieldHistoryEntry>(ADMIN_API.lenderHistoryEntry(lenderId, entryId), body),
    onSuccess: async () => {
      notify.success({ title: HISTORY_TOASTS.updated });
      await refresh();
    },
    onError: failed(HISTORY_TOASTS.updateFailed),
  });
}

export function useDeleteHistoryEntry(lenderId: string) {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: (entryId: string) =>
      api.delete<{ id: string }>(ADMIN_API.lenderHistoryEntry(lenderId, entryId)),
    onSuccess: async () => {
      notify.success({ title: HISTORY_TOASTS.deleted });
      await refresh();
    },
    onError: failed(HISTORY_TOASTS.deleteFailed),
  });
}
