/**
 * Spec 2 'Single-field edit dialog' ('Edit <label>'), written once for a lender field and a
 * loan product field (FieldEditModal): the shared FieldEditForm, checked by the record's rule
 * for the field, sent by useUpdateField. Success: 'Field Updated' / '<label> has been updated
 * successfully.' from the mutation hook. FieldEditDialog is the lender's;
 * product-field-edit-dialog.tsx the product's.
 */
import { Modal, Text } from "@mantine/core";
import type { AdminLenderFieldSpec } from "@/domain/admin/lender-fields";
import type { AdminLender } from "@/domain/contract/admin-lenders";
import { useUpdateField } from "../api/field-edit";
import type { HistoryTarget } from "../api/history";
import {
  checkField,
  type EditableFieldSpec,
  type FieldCheck,
  type FieldInput,
  fieldInput,
} from "../lib/field-values";
import { FieldEditForm } from "./field-edit-form";

/** The field being edited and its stored value as the input holds it. */
export interface FieldEditing<Spec extends EditableFieldSpec> {
  spec: Spec;
  initial: FieldInput;
}

export function FieldEditModal<Spec extends EditableFieldSpec>({
  target,
  editing,
  check,
  subtitle,
  onClose,
}: {
  target: HistoryTarget;
  /** Null: the dialog is closed. */
  editing: FieldEditing<Spec> | null;
  check: (spec: Spec, current: FieldInput, next: FieldInput) => FieldCheck;
  /** A line under the title, e.g. 'Fix and Flip loan product'. */
  subtitle?: string;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing ? `Edit ${editing.spec.label}` : ""}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {editing ? (
        <>
          {subtitle ? (
            <Text size="sm" c="dimmed" mb="sm">
              {subtitle}
            </Text>
          ) : null}
          {/* Keyed by record and field: every opening starts from the stored value. */}
          <FieldEdit
            key={`${target.productId ?? "lender"}-${editing.spec.field}`}
            target={target}
            editing={editing}
            check={check}
            onClose={onClose}
          />
        </>
      ) : null}
    </Modal>
  );
}

function FieldEdit<Spec extends EditableFieldSpec>({
  target,
  editing: { spec, initial },
  check,
  onClose,
}: {
  target: HistoryTarget;
  editing: FieldEditing<Spec>;
  check: (spec: Spec, current: FieldInput, next: FieldInput) => FieldCheck;
  onClose: () => void;
}) {
  const mutation = useUpdateField();
  return (
    <FieldEditForm
      spec={spec}
      initial={initial}
      check={(current, next) => check(spec, current, next)}
      save={(body, handlers) =>
        mutation.mutate(
          { target, label: spec.label, body: { field: spec.field, ...body } },
          handlers,
        )
      }
      saving={mutation.isPending}
      onClose={onClose}
    />
  );
}

interface FieldEditDialogProps {
  lender: AdminLender;
  /** The field being edited; null: the dialog is closed. */
  spec: AdminLenderFieldSpec | null;
  onClose: () => void;
}

/** 'Edit <label>' for a lender field, checked by the lender form's rule. */
export function FieldEditDialog({ lender, spec, onClose }: FieldEditDialogProps) {
  const editing = spec && { spec, initial: fieldInput(lender, spec) };
  const target = { lenderId: lender.id };
  return <FieldEditModal target={target} editing={editing} check={checkField} onClose={onClose} />;
}
