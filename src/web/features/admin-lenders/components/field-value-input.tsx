import { Checkbox, MultiSelect, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { LENDING_CRITERIA } from "@/domain/lenders/lending-criteria";
import { COLLATERAL_TYPES } from "@/domain/reference/property-types";
import {
  STATE_NAMES,
  STATE_SEARCH_EMPTY,
  STATE_SEARCH_PLACEHOLDER,
} from "@/domain/reference/us-states";
import type { EditableFieldSpec, FieldInput } from "../lib/field-values";

const TYPES = { email: "email", url: "url" } as const;

/** The 'New Value' input of the single-field edit dialog, by the field's kind. */
export function FieldValueInput({
  spec,
  value,
  onChange,
  error,
}: {
  spec: EditableFieldSpec;
  value: FieldInput;
  onChange: (value: FieldInput) => void;
  error?: string;
}) {
  if (value.kind === "boolean") {
    return (
      <Switch
        label={`New Value: ${spec.label}`}
        checked={value.checked}
        onChange={(event) => onChange({ kind: "boolean", checked: event.currentTarget.checked })}
        error={error}
        data-autofocus
      />
    );
  }
  if (value.kind === "states") {
    return (
      <Stack gap="xs">
        <Checkbox
          label="Prefer not to share"
          checked={value.preferNotToShare}
          onChange={(event) =>
            onChange({
              kind: "states",
              states: event.currentTarget.checked ? [] : value.states,
              preferNotToShare: event.currentTarget.checked,
            })
          }
        />
        {value.preferNotToShare ? null : (
          <MultiSelect
            label="New Value"
            data={[...STATE_NAMES]}
            value={value.states}
            onChange={(states) => onChange({ kind: "states", states, preferNotToShare: false })}
            searchable
            // Typing a state and Enter picks it (keyboard users need no arrow key first).
            selectFirstOptionOnChange
            clearable
            clearButtonProps={{ "aria-label": "Clear states" }}
            placeholder={STATE_SEARCH_PLACEHOLDER}
            nothingFoundMessage={STATE_SEARCH_EMPTY}
            error={error}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
      </Stack>
    );
  }
  if (value.kind === "list") {
    // The list fields of loan products: collateral types and hard limits, from the form's options.
    return (
      <MultiSelect
        label="New Value"
        data={spec.field === "hard_limits" ? [...LENDING_CRITERIA] : [...COLLATERAL_TYPES]}
        value={value.items}
        onChange={(items) => onChange({ kind: "list", items })}
        searchable
        selectFirstOptionOnChange
        clearable
        clearButtonProps={{ "aria-label": `Clear ${spec.label}` }}
        error={error}
        comboboxProps={{ withinPortal: true }}
        data-autofocus
      />
    );
  }
  if (value.kind === "date") {
    return (
      <DateInput
        label="New Value"
        value={value.date}
        onChange={(date) => onChange({ kind: "date", date })}
        valueFormat="MMM DD, YYYY"
        clearable
        clearButtonProps={{ "aria-label": `Clear ${spec.label}` }}
        error={error}
        popoverProps={{ withinPortal: true }}
        data-autofocus
      />
    );
  }
  const common = {
    label: "New Value",
    value: value.text,
    error,
    "data-autofocus": true,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ kind: "text", text: event.currentTarget.value }),
  };
  if (spec.kind === "longText") return <Textarea rows={4} {...common} />;
  const numeric = spec.kind === "number" || spec.kind === "integer";
  return (
    <TextInput
      {...common}
      type={spec.kind === "email" || spec.kind === "url" ? TYPES[spec.kind] : "text"}
      inputMode={numeric ? (spec.kind === "integer" ? "numeric" : "decimal") : undefined}
    />
  );
}
