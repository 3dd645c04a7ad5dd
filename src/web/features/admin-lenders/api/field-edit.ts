/**
 * The single-field edit ('Update Field') of a lender field (ADMIN_API.lenderField) or of one of
 * its loan products' (ADMIN_API.productField): 'Field Updated' / '<label> has been updated
 * successfully.' on success, the edited record replaced in the lender's cached detail;
 * failures to the dialog. Histories live under the lender's admin key, so the write refreshes
 * them with everything else.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ADMIN_API } from "@/domain/contract/admin";
import type {
  AdminLenderDetail,
  AdminLenderFieldBody,
  AdminLenderFieldResult,
  AdminProductFieldResult,
} from "@/domain/contract/admin-lenders";
import { fieldUpdatedToast } from "@/domain/site/toast-messages";
import { api } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import type { HistoryTarget } from "./history";
import { adminLenderKey, refreshAdminLenders } from "./lenders";

export interface FieldEditVariables {
  /** Whose field: the lender's own, or one of its loan products' (productId). */
  target: HistoryTarget;
  /** A lender or product field name (the route checks which it accepts). */
  body: Omit<AdminLenderFieldBody, "field"> & { field: string };
  /** The field's label, for '<label> has been updated successfully.' */
  label: string;
}

type FieldEditResult = AdminLenderFieldResult | AdminProductFieldResult;

function withEdited(detail: AdminLenderDetail, result: FieldEditResult): AdminLenderDetail {
  if ("lender" in result) return { ...detail, lender: result.lender };
  const products = detail.products.map((p) => (p.id === result.product.id ? result.product : p));
  return { ...detail, products };
}

export function useUpdateField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target: { lenderId, productId }, body }: FieldEditVariables) =>
      api.patch<FieldEditResult>(
        productId ? ADMIN_API.productField(lenderId, productId) : ADMIN_API.lenderField(lenderId),
        body,
      ),
    onSuccess: async (result, { target, label }) => {
      const toast = fieldUpdatedToast(label);
      notify.success({ title: toast.title, message: toast.text });
      queryClient.setQueryData<AdminLenderDetail>(adminLenderKey(target.lenderId), (current) =>
        current ? withEdited(current, result) : current,
      );
      await refreshAdminLenders(queryClient);
    },
  });
}
