/**
 * The single-field edit of a loan product field (ADMIN_API.productField, 'Update Field'):
 * 'Field Updated' / '<label> has been updated successfully.' on success, the product replaced
 * in the lender's cached detail; failures to the dialog. Product histories live under the
 * lender's admin key, so the write refreshes them with everything else.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  AdminLenderDetail,
  AdminProductFieldBody,
  AdminProductFieldResult,
} from "@/domain/contract/admin-lenders";
import { fieldUpdatedToast } from "@/domain/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { adminLenderKey, refreshAdminLenders } from "./lenders";

export interface ProductFieldEditVariables {
  lenderId: string;
  productId: string;
  body: AdminProductFieldBody;
  /** The field's label, for '<label> has been updated successfully.' */
  label: string;
}

export function useUpdateProductField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lenderId, productId, body }: ProductFieldEditVariables) =>
      api.patch<AdminProductFieldResult>(ADMIN_API.productField(lenderId, productId), body),
    onSuccess: async (result, { lenderId, label }) => {
      const toast = fieldUpdatedToast(label);
      notify.success({ title: toast.title, message: toast.text });
      queryClient.setQueryData<AdminLenderDetail>(adminLenderKey(lenderId), (current) =>
        current
          ? {
              ...current,
              products: current.products.map((p) =>
                p.id === result.product.id ? result.product : p,
              ),
            }
          : current,
      );
      await refreshAdminLenders(queryClient);
    },
  });
}
