import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useState } from "react";
import { checkManualHistoryEntry } from "@/domain/lenders/lender-form-submit";
import { toDateOnly } from "@/domain/reference/dates";

export interface HistoryEntryValues {
  value: string;
  notes: string;
  /** 'yyyy-MM-dd', or null to leave the date as it is (new entries: now). */
  changedAt: string | null;
}

/**
 * The form of 'Add Manual Entry' and of a row's inline edit: Value (required: 'New value is
 * required'), Date and Notes. The parent runs the mutation; the form stays until it succeeds.
 */
export function HistoryEntryForm({
  initial,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onCancel,
  label,
}: {
  initial: HistoryEntryValues;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onSubmit: (values: HistoryEntryValues) => void;
  onCancel: () => void;
  /** Names the form for assistive technology, e.g. 'Add manual entry'. */
  label: string;
}) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const invalid = checkManualHistoryEntry(values.value);
        if (invalid) {
          setError(invalid.text);
          return;
        }
        onSubmit(values);
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Value"
            required
            value={values.value}
            error={error}
            data-autofocus
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((v) => ({ ...v, value }));
              setError(undefined);
            }}
          />
          <DateInput
            label="Date"
            value={values.changedAt}
            onChange={(changedAt) => setValues((v) => ({ ...v, changedAt }))}
            valueFormat="MMM DD, YYYY"
            maxDate={toDateOnly(new Date())}
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          rows={1}
          value={values.notes}
          onChange={(event) => {
            const notes = event.currentTarget.value;
            setValues((v) => ({ ...v, notes }));
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="xs" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" size="xs" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
