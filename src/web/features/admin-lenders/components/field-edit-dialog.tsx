/**
 * Spec 2 'Single-field edit dialog' ('Edit <label>') for a lender field: the shared
 * FieldEditForm, checked by the lender form's rule, sent to ADMIN_API.lenderField. Success:
 * 'Field Updated' / '<label> has been updated successfully.' from the mutation hook.
 */
import { Modal } from "@mantine/core";
import type { AdminLenderFieldSpec } from "@/domain/admin/lender-fields";
import type { AdminLender } from "@/domain/contract/admin-lenders";
import { useUpdateLenderField } from "../api/lenders";
import { checkField, fieldInput } from "../lib/field-values";
import { FieldEditForm } from "./field-edit-form";

interface FieldEditDialogProps {
  lender: AdminLender;
  /** The field being edited; null: the dialog is closed. */
  spec: AdminLenderFieldSpec | null;
  onClose: () => void;
}

export function FieldEditDialog({ lender, spec, onClose }: FieldEditDialogProps) {
  return (
    <Modal
      opened={spec !== null}
      onClose={onClose}
      title={spec ? `Edit ${spec.label}` : ""}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {/* Keyed by the field: every opening starts from the stored value. */}
      {spec ? (
        <LenderFieldEdit key={spec.field} lender={lender} spec={spec} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function LenderFieldEdit({
  lender,
  spec,
  onClose,
}: {
  lender: AdminLender;
  spec: AdminLenderFieldSpec;
  onClose: () => void;
}) {
  const mutation = useUpdateLenderField();
  return (
    <FieldEditForm
      spec={spec}
      initial={fieldInput(lender, spec)}
      check={(current, next) => checkField(spec, current, next)}
      save={(body, handlers) =>
        mutation.mutate(
          { lenderId: lender.id, label: spec.label, body: { field: spec.field, ...body } },
          handlers,
        )
      }
      saving={mutation.isPending}
      onClose={onClose}
    />
  );
}
