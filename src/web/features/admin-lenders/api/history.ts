/**
 * Field history calls (spec 7 'History'; ADMIN_API.lenderHistory* for a lender field,
 * ADMIN_API.productHistory* for one of its loan products' fields): one field's entries, and
 * 'Add Manual Entry', the inline edit and the delete with their spec 8 toasts. Histories live
 * under the lender's admin key, so a field edit refreshes them as well.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  EditHistoryEntryBody,
  FieldHistoryEntry,
  FieldHistoryList,
} from "@/domain/contract/admin-field-history";
import type { AddHistoryEntryBody } from "@/domain/contract/admin-lenders";
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

/** 'Add Manual Entry': a lender or product field name (the route checks which it accepts). */
export type AddEntryBody = Omit<AddHistoryEntryBody, "field"> & { field: string };

/** Whose history: the lender's own fields, or one of its loan products' (productId). */
export interface HistoryTarget {
  lenderId: string;
  productId?: string;
}

function listPath({ lenderId, productId }: HistoryTarget): string {
  return productId
    ? ADMIN_API.productHistory(lenderId, productId)
    : ADMIN_API.lenderHistory(lenderId);
}

function entryPath({ lenderId, productId }: HistoryTarget, entryId: string): string {
  return productId
    ? ADMIN_API.productHistoryEntry(lenderId, productId, entryId)
    : ADMIN_API.lenderHistoryEntry(lenderId, entryId);
}

const historyKey = ({ lenderId, productId }: HistoryTarget, field: string) =>
  [...adminLendersKey, "history", lenderId, productId ?? "lender", field] as const;

export function useFieldHistory(target: HistoryTarget, field: string, enabled = true) {
  return useQuery({
    queryKey: historyKey(target, field),
    queryFn: ({ signal }) =>
      api.get<FieldHistoryList>(listPath(target), { signal, query: { field } }),
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

export function useAddHistoryEntry(target: HistoryTarget) {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: (body: AddEntryBody) => api.post<FieldHistoryEntry>(listPath(target), body),
    onSuccess: async () => {
      notify.success({ title: HISTORY_TOASTS.added });
      await refresh();
    },
    onError: failed(HISTORY_TOASTS.addFailed),
  });
}

export function useEditHistoryEntry(target: HistoryTarget) {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: string; body: EditHistoryEntryBody }) =>
      api.patch<FieldHistoryEntry>(entryPath(target, entryId), body),
    onSuccess: async () => {
      notify.success({ title: HISTORY_TOASTS.updated });
      await refresh();
    },
    onError: failed(HISTORY_TOASTS.updateFailed),
  });
}

export function useDeleteHistoryEntry(target: HistoryTarget) {
  const refresh = useRefreshHistory();
  return useMutation({
    mutationFn: (entryId: string) => api.delete<{ id: string }>(entryPath(target, entryId)),
    onSuccess: async () => {
      notify.success({ title: HISTORY_TOASTS.deleted });
      await refresh();
    },
    onError: failed(HISTORY_TOASTS.deleteFailed),
  });
}
