/**
 * Spec 2 'Single-field edit dialog' ('Edit <label>'): New Value, Date Changed, optional Notes
 * and 'Update Field'. An identical value shows 'No Changes' and sends nothing; the field's
 * rule (the lender form's) shows its message under New Value; the server's answer is final
 * (its 409 no_changes and 400 field messages land the same way). Success: 'Field Updated' /
 * '<label> has been updated successfully.' from the mutation hook.
 */
import "@mantine/dates/styles.css";
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useState } from "react";
import type { AdminLenderFieldSpec } from "@/domain/admin/lender-fields";
import type { AdminLender } from "@/domain/contract/admin-lenders";
import type { ErrorCode } from "@/domain/contract/error";
import { toDateOnly } from "@/domain/format";
import { TOASTS, type ToastMessage } from "@/domain/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import { useUpdateLenderField } from "../api/lenders";
import { checkField, type FieldInput, fieldInput } from "../lib/field-values";
import { FieldValueInput } from "./field-value-input";

export const NOTES_MAX = 1000;

function showToast(toast: ToastMessage) {
  notify.error({ title: toast.title, message: toast.text });
}

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
        <FieldEditForm key={spec.field} lender={lender} spec={spec} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function FieldEditForm({
  lender,
  spec,
  onClose,
}: {
  lender: AdminLender;
  spec: AdminLenderFieldSpec;
  onClose: () => void;
}) {
  const mutation = useUpdateLenderField();
  const [current] = useState(() => fieldInput(lender, spec));
  const [value, setValue] = useState<FieldInput>(current);
  const [changedAt, setChangedAt] = useState<string | null>(() => toDateOnly(new Date()));
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [notesError, setNotesError] = useState<string | undefined>();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (notes.length > NOTES_MAX) {
      setNotesError(`Notes must be at most ${NOTES_MAX} characters`);
      return;
    }
    const check = checkField(spec, current, value);
    if (!check.ok) {
      if ("toast" in check) showToast(check.toast);
      else setError(check.error);
      return;
    }
    mutation.mutate(
      {
        lenderId: lender.id,
        label: spec.label,
        body: {
          field: spec.field,
          value: check.value,
          changedAt: changedAt ?? undefined,
          notes: notes.trim() === "" ? undefined : notes,
        },
      },
      {
        onSuccess: onClose,
        onError: (failure) => {
          if (isApiError(failure) && failure.code === ("no_changes" satisfies ErrorCode)) {
            showToast(TOASTS.noChanges);
            return;
          }
          const fieldMessage = isApiError(failure)
            ? (failure.fields?.value ?? failure.fields?.[spec.key])
            : undefined;
          if (fieldMessage) setError(fieldMessage);
          else showToast(TOASTS.fieldUpdateFailed);
        },
      },
    );
  };

  const saving = mutation.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${spec.label}`}>
      <Stack gap="md">
        <FieldValueInput
          spec={spec}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error}
        />
        <DateInput
          label="Date Changed"
          value={changedAt}
          onChange={setChangedAt}
          valueFormat="MMM DD, YYYY"
          maxDate={toDateOnly(new Date())}
          clearable
          clearButtonProps={{ "aria-label": "Clear date" }}
          description="When the change took effect"
          popoverProps={{ withinPortal: true }}
        />
        <Textarea
          label="Notes"
          description="Optional: the source or reason of the change"
          rows={2}
          value={notes}
          error={notesError}
          onChange={(event) => {
            setNotes(event.currentTarget.value);
            setNotesError(undefined);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Updating..." : "Update Field"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
