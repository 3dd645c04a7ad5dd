/**
 * The body of every single-field edit dialog (spec 2 'Edit <label>'), lender or loan product
 * field: New Value (by the field's kind), Date Changed, optional Notes and 'Update Field'. An
 * identical value shows 'No Changes' and sends nothing; the field's rule shows its message
 * under New Value; the server's answer is final (its 409 no_changes and 400 field messages
 * land the same way). The caller's `save` sends the value (its own route and toasts).
 */
import { Button, Group, Stack, Textarea } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useState } from "react";
import { changedAtForDay } from "@/domain/admin/changed-at";
import type { ErrorCode } from "@/domain/contract/error";
import { toDateOnly } from "@/domain/reference/dates";
import { TOASTS, type ToastMessage } from "@/domain/site/toast-messages";
import { isApiError } from "@/web/lib/api-client";
import { notify } from "@/web/lib/notify";
import type { EditableFieldSpec, FieldCheck, FieldInput, FieldValue } from "../lib/field-values";
import { FieldValueInput } from "./field-value-input";

export const NOTES_MAX = 1000;

function showToast(toast: ToastMessage) {
  notify.error({ title: toast.title, message: toast.text });
}

export interface FieldSave {
  value: FieldValue;
  changedAt?: string;
  notes?: string;
}

export interface FieldEditFormProps {
  spec: EditableFieldSpec;
  /** The stored value, as the input holds it. */
  initial: FieldInput;
  check: (current: FieldInput, next: FieldInput) => FieldCheck;
  save: (body: FieldSave, handlers: { onSuccess: () => void; onError: (e: Error) => void }) => void;
  saving: boolean;
  onClose: () => void;
}

export function FieldEditForm({ spec, initial, check, save, saving, onClose }: FieldEditFormProps) {
  const [current] = useState(initial);
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
    const checked = check(current, value);
    if (!checked.ok) {
      if ("toast" in checked) showToast(checked.toast);
      else setError(checked.error);
      return;
    }
    save(
      {
        value: checked.value,
        changedAt: changedAtForDay(changedAt, new Date()),
        notes: notes.trim() === "" ? undefined : notes,
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
