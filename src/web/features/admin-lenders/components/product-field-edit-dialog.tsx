/**
 * 'Edit <label>' for one loan product field: the shared FieldEditForm, checked by the product
 * card's rule (parseProductFieldValue), sent to ADMIN_API.productField. Success: 'Field
 * Updated' / '<label> has been updated successfully.'
 */
import { Modal, Text } from "@mantine/core";
import { useUpdateProductField } from "../api/products";
import { checkProductField, productFieldInput } from "../lib/product-field-values";
import { FieldEditForm } from "./field-edit-form";
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
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Edit ${target.spec.label}` : ""}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {target ? (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {`${productName(target.product)} loan product`}
          </Text>
          <ProductFieldEdit
            key={`${target.product.id}-${target.spec.field}`}
            lenderId={lenderId}
            target={target}
            onClose={onClose}
          />
        </>
      ) : null}
    </Modal>
  );
}

function ProductFieldEdit({
  lenderId,
  target: { product, spec },
  onClose,
}: {
  lenderId: string;
  target: ProductFieldTarget;
  onClose: () => void;
}) {
  const mutation = useUpdateProductField();
  return (
    <FieldEditForm
      spec={spec}
      initial={productFieldInput(product, spec)}
      check={(current, next) => checkProductField(spec, current, next)}
      save={(body, handlers) =>
        mutation.mutate(
          {
            lenderId,
            productId: product.id,
            label: spec.label,
            body: { field: spec.field, ...body },
          },
          handlers,
        )
      }
      saving={mutation.isPending}
      onClose={onClose}
    />
  );
}
