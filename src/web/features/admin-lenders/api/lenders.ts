/**
 * The admin lender calls (src/domain/contract/admin-lenders.ts, paths from ADMIN_API): the
 * paged list, one lender, create, full update and delete (the single-field edit: field-edit.ts). Success
 * toasts belong here (spec 8), failures to the callers' forms and dialogs. Every admin lender
 * read lives under ["admin", "lenders"], so a write refreshes the list, the detail and the
 * history at once; the public lists (["lenders"]) refresh too.
 */
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { z } from "zod";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  AdminLenderCreateBody,
  AdminLenderDeleted,
  AdminLenderDetail,
  AdminLenderList,
  AdminLenderNameDecisionBody,
  AdminLenderUpdateBody,
  adminLenderListQuerySchema,
} from "@/domain/contract/admin-lenders";
import { TOASTS } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";

export const adminLendersKey = ["admin", "lenders"] as const;
/** The list query as the page holds it (search trimmed, sort and page set). */
export type LenderListQuery = z.output<typeof adminLenderListQuerySchema>;

const listKey = (query: LenderListQuery) => [...adminLendersKey, "list", query] as const;
export const adminLenderKey = (lenderId: string) =>
  [...adminLendersKey, "detail", lenderId] as const;

/** The audit trail of the lender views reads under ["admin", "audit"]. */
export async function refreshAdminLenders(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminLendersKey }),
    queryClient.invalidateQueries({ queryKey: ["admin", "overview"] }),
    queryClient.invalidateQueries({ queryKey: ["admin", "audit"] }),
    queryClient.invalidateQueries({ queryKey: ["lenders"] }),
  ]);
}

/** One page of the lender table; the previous page stays while the next loads. */
export function useAdminLenders(query: LenderListQuery) {
  return useQuery({
    queryKey: listKey(query),
    queryFn: ({ signal }) =>
      api.get<AdminLenderList>(ADMIN_API.lenders, {
        signal,
        query: { q: query.q, sort: query.sort, page: query.page },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminLender(lenderId: string) {
  return useQuery({
    queryKey: adminLenderKey(lenderId),
    queryFn: ({ signal }) => api.get<AdminLenderDetail>(ADMIN_API.lender(lenderId), { signal }),
  });
}

/** 'Lender created successfully.' */
export function useCreateLender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLenderCreateBody) =>
      api.post<AdminLenderDetail>(ADMIN_API.lenders, body),
    onSuccess: async (detail) => {
      notify.success({ title: TOASTS.lenderCreated.title, message: TOASTS.lenderCreated.text });
      queryClient.setQueryData(adminLenderKey(detail.lender.id), detail);
      await refreshAdminLenders(queryClient);
    },
  });
}

export interface UpdateLenderVariables {
  lenderId: string;
  body: AdminLenderUpdateBody;
}

/** 'Lender updated successfully.' */
export function useUpdateLender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lenderId, body }: UpdateLenderVariables) =>
      api.put<AdminLenderDetail>(ADMIN_API.lender(lenderId), body),
    onSuccess: async (detail) => {
      notify.success({ title: TOASTS.lenderUpdated.title, message: TOASTS.lenderUpdated.text });
      queryClient.setQueryData(adminLenderKey(detail.lender.id), detail);
      await refreshAdminLenders(queryClient);
    },
  });
}

/** 'Lender deleted successfully.' */
export function useDeleteLender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lenderId: string) => api.delete<AdminLenderDeleted>(ADMIN_API.lender(lenderId)),
    onSuccess: async (deleted) => {
      notify.success({ title: TOASTS.lenderDeleted.title, message: TOASTS.lenderDeleted.text });
      queryClient.removeQueries({ queryKey: adminLenderKey(deleted.id) });
      await refreshAdminLenders(queryClient);
    },
  });
}

/** Approve or reject the company name a lender asked for (issue 27). */
export function useDecideLenderName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lenderId, decision }: { lenderId: string } & AdminLenderNameDecisionBody) =>
      api.post<AdminLenderDetail>(ADMIN_API.lenderPendingName(lenderId), { decision }),
    onSuccess: async (detail, { decision }) => {
      notify.success({
        title: decision === "approve" ? "Name approved" : "Name change rejected",
        message:
          decision === "approve"
            ? `The lender is now listed as ${detail.lender.companyName}.`
            : "The lender keeps its current name.",
      });
      queryClient.setQueryData(adminLenderKey(detail.lender.id), detail);
      await refreshAdminLenders(queryClient);
    },
  });
}
