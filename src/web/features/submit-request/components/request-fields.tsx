/**
 * Fields of a loan request shared by the submit dialog and the quote wizard. Each takes what
 * `form.getInputProps(path)` gives; values are the stored ones (loan type, canonical property
 * type, two-letter state code), labels the spec's wording.
 */
import { Select, type SelectProps } from "@mantine/core";
import { useMemo } from "react";
import { EXPERIENCE_OPTIONS } from "@/domain/accounts/experience";
import { LOAN_TYPE_INFO, LOAN_TYPES, type LoanType } from "@/domain/reference/loan-types";
import { PROPERTY_TYPES } from "@/domain/reference/property-types";
import {
  STATE_SEARCH_EMPTY,
  STATE_SEARCH_PLACEHOLDER,
  US_STATES,
} from "@/domain/reference/us-states";

type FieldProps = Omit<SelectProps, "data">;

const LOAN_TYPE_OPTIONS = LOAN_TYPES.map((t) => ({ value: t, label: LOAN_TYPE_INFO[t].label }));
const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((p) => ({ value: p.value, label: p.label }));
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const EXPERIENCE_SELECT_OPTIONS = EXPERIENCE_OPTIONS.map(({ value, label }) => ({ value, label }));

const inPortal = { withinPortal: true } as const;

// Picking the chosen option again keeps it (a required answer is not cleared by a second click).

/** `offered`: only these types (a lender's products, issue 27); every type when absent. */
export function InvestmentTypeField({
  offered,
  ...props
}: FieldProps & { offered?: readonly LoanType[] | undefined }) {
  const data = useMemo(
    () =>
      offered ? LOAN_TYPE_OPTIONS.filter((o) => offered.includes(o.value)) : LOAN_TYPE_OPTIONS,
    [offered],
  );
  return (
    <Select
      label="Investment Type"
      placeholder="Choose a loan type"
      comboboxProps={inPortal}
      allowDeselect={false}
      {...props}
      data={data}
    />
  );
}

export function PropertyTypeField(props: FieldProps) {
  return (
    <Select
      label="Property Type"
      placeholder="Choose a property type"
      comboboxProps={inPortal}
      allowDeselect={false}
      {...props}
      data={PROPERTY_TYPE_OPTIONS}
    />
  );
}

/** A searchable state list ('Search states...', 'No state found.'); the value is the code. */
export function PropertyStateField(props: FieldProps) {
  return (
    <Select
      label="Property State"
      placeholder={STATE_SEARCH_PLACEHOLDER}
      nothingFoundMessage={STATE_SEARCH_EMPTY}
      searchable
      comboboxProps={inPortal}
      allowDeselect={false}
      {...props}
      data={STATE_OPTIONS}
    />
  );
}

export function ExperienceLevelField(props: FieldProps) {
  return (
    <Select
      label="Real Estate Experience"
      placeholder="Choose your experience"
      comboboxProps={inPortal}
      allowDeselect={false}
      {...props}
      data={EXPERIENCE_SELECT_OPTIONS}
    />
  );
}
