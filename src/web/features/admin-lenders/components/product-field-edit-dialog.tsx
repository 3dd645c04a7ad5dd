/**
 * 'Edit <label>' for one loan product field (FieldEditModal, as for a lender field), checked by
 * the product card's rule (parseProductFieldValue), sent to ADMIN_API.productField.
 */
import { checkProductField, productFieldInput } from "../lib/product-field-values";
import { FieldEditModal } from "./field-edit-dialog";
import { type ProductFieldTarget, productName } from "./product-field-boxes";

export function ProductFieldEditDialog({
  lenderId,
  target,
  onClose,
}: {
  lenderId: string;
  /** The product and field being edited; null: closed. */
  target: ProductFieldTarget | null;
  onClose: () => void;
}) {
  return (
    <FieldEditModal
      target={{ lenderId, productId: target?.product.id }}
      editing={
        target
          ? { spec: target.spec, initial: productFieldInput(target.product, target.spec) }
          : null
      }
      check={checkProductField}
      subtitle={target ? `${productName(target.product)} loan product` : undefined}
      onClose={onClose}
    />
  );
}
