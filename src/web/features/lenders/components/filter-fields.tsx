import { Select, TextInput, type TextInputProps } from "@mantine/core";
import { useLayoutEffect, useRef } from "react";
import { settleAmountInput } from "@/domain/loan-requests/loan-amount";
import {
  CREDIT_BANDS,
  creditBandLowerBound,
  isCreditBandValue,
  selectedCreditBand,
} from "@/domain/reference/credit-bands";
import { LOAN_TYPE_INFO, LOAN_TYPES, type LoanType } from "@/domain/reference/loan-types";
import { PROPERTY_TYPES } from "@/domain/reference/property-types";
import {
  STATE_SEARCH_EMPTY,
  STATE_SEARCH_PLACEHOLDER,
  US_STATES,
} from "@/domain/reference/us-states";
import { nextAmountText } from "../lib/search-form";
import { type FieldLayoutProps, ProgressiveSelect } from "./progressive-select";

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const LOAN_TYPE_OPTIONS = LOAN_TYPES.map((t) => ({ value: t, label: LOAN_TYPE_INFO[t].label }));
const CREDIT_BAND_OPTIONS = CREDIT_BANDS.map((b) => ({ value: b.value, label: b.label }));
/** Spec 3 'Property types': the search form's wording, the canonical value stored. */
const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((p) => ({ value: p.value, label: p.searchLabel }));

/*
 * Before and without JavaScript each select is a native one named after the listing's query
 * parameter (domain/search/query-reader.ts), so the GET forms around them (home's search, the
 * listing's filter bar) send a query the listing reads (progressive-select.tsx).
 */
const NATIVE_STATE_OPTIONS = [{ value: "", label: "Any state" }, ...STATE_OPTIONS];
/** The credit score parameter is the band's lower bound, as the Select stores it. */
const NATIVE_CREDIT_OPTIONS = [
  { value: "", label: "Any credit score" },
  ...CREDIT_BANDS.map((b) => ({ value: String(creditBandLowerBound(b.value)), label: b.label })),
];
const NATIVE_PROPERTY_TYPE_OPTIONS = [
  { value: "", label: "Any property type" },
  ...PROPERTY_TYPE_OPTIONS,
];

/** The credit score query value of a stored score: its band's lower bound, or ''. */
function creditQueryValue(score: number | null): string {
  const band = selectedCreditBand(score);
  return band ? String(creditBandLowerBound(band)) : "";
}

export function LoanTypeSelect({
  value,
  onChange,
  label = "Type of Loan",
  ...layout
}: FieldLayoutProps & { value: LoanType; onChange: (type: LoanType) => void }) {
  const choose = (next: string | null) => {
    const type = LOAN_TYPES.find((t) => t === next);
    if (type) onChange(type);
  };
  return (
    <ProgressiveSelect
      layout={{ ...layout, label }}
      native={{ name: "loanType", data: LOAN_TYPE_OPTIONS, value, onChoice: choose }}
    >
      <Select
        {...layout}
        label={label}
        data={LOAN_TYPE_OPTIONS}
        value={value}
        allowDeselect={false}
        onChange={choose}
      />
    </ProgressiveSelect>
  );
}

/**
 * Spec 2 'Search form': a searchable list of the 50 states ('Search states...',
 * 'No state found.'). Picking the selected state again clears it (Mantine's allowDeselect).
 */
export function StateSelect({
  value,
  onChange,
  label = "State",
  ...layout
}: FieldLayoutProps & { value: string | null; onChange: (code: string | null) => void }) {
  return (
    <ProgressiveSelect
      layout={{ ...layout, label }}
      native={{
        name: "location",
        data: NATIVE_STATE_OPTIONS,
        value: value ?? "",
        onChoice: (code) => onChange(code || null),
      }}
    >
      <Select
        {...layout}
        label={label}
        data={STATE_OPTIONS}
        value={value}
        onChange={onChange}
        searchable
        clearable
        allowDeselect
        placeholder={STATE_SEARCH_PLACEHOLDER}
        nothingFoundMessage={STATE_SEARCH_EMPTY}
        clearButtonProps={{ "aria-label": "Clear state" }}
      />
    </ProgressiveSelect>
  );
}

/**
 * Spec 5 'Loan amount': the text is reformatted as whole-dollar USD as typed; unparseable input
 * is ignored (the previous text stays). `onCommit` runs on Enter and on blur, so a listing page
 * applies the amount once rather than per keystroke.
 */
export function LoanAmountInput({
  value,
  onChange,
  onCommit,
  label = "Loan Amount",
  ...layout
}: Pick<TextInputProps, "size" | "style" | "w" | "miw" | "flex" | "label"> & {
  value: string;
  onChange: (text: string) => void;
  onCommit?: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const adopted = useRef(false);
  // At hydration: text typed into the server's input before the code ran is the amount (React
  // keeps it in the element but never saw it as a change).
  useLayoutEffect(() => {
    const input = ref.current;
    if (!input || adopted.current) return;
    adopted.current = true;
    if (input.value !== value) onChange(nextAmountText(value, input.value));
  }, [onChange, value]);
  return (
    <TextInput
      {...layout}
      ref={ref}
      name="loanAmount"
      label={label}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      placeholder="$250,000"
      onChange={(event) => onChange(nextAmountText(value, event.currentTarget.value))}
      onBlur={() => {
        const settled = settleAmountInput(value);
        if (settled !== value) onChange(settled);
        onCommit?.();
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter" && onCommit) {
          event.preventDefault();
          onCommit();
        }
      }}
    />
  );
}

/**
 * Spec 4 'Search form': choosing a band stores its lower bound; the selector shows the band
 * of the stored score (the domain's selectedCreditBand).
 */
export function CreditScoreSelect({
  value,
  onChange,
  label = "Credit Score",
  ...layout
}: FieldLayoutProps & { value: number | null; onChange: (score: number | null) => void }) {
  return (
    <ProgressiveSelect
      layout={{ ...layout, label }}
      native={{
        name: "creditScore",
        data: NATIVE_CREDIT_OPTIONS,
        value: creditQueryValue(value),
        onChoice: (score) => onChange(score === "" ? null : Number(score)),
      }}
    >
      <Select
        {...layout}
        label={label}
        data={CREDIT_BAND_OPTIONS}
        value={selectedCreditBand(value) ?? null}
        onChange={(band) => onChange(isCreditBandValue(band) ? creditBandLowerBound(band) : null)}
        placeholder="Any credit score"
        clearable
        clearButtonProps={{ "aria-label": "Clear credit score" }}
      />
    </ProgressiveSelect>
  );
}

/** Property Type in the search form's wording (spec 3); the value is the canonical type. */
export function PropertyTypeSelect({
  value,
  onChange,
  label = "Property Type",
  ...layout
}: FieldLayoutProps & { value: string | null; onChange: (type: string | null) => void }) {
  return (
    <ProgressiveSelect
      layout={{ ...layout, label }}
      native={{
        name: "collateralType",
        data: NATIVE_PROPERTY_TYPE_OPTIONS,
        value: value ?? "",
        onChoice: (type) => onChange(type || null),
      }}
    >
      <Select
        {...layout}
        label={label}
        data={PROPERTY_TYPE_OPTIONS}
        value={value}
        onChange={onChange}
        placeholder="Any property type"
        clearable
        clearButtonProps={{ "aria-label": "Clear property type" }}
      />
    </ProgressiveSelect>
  );
}
