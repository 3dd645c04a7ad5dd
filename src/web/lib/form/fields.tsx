/**
 * Shared fields of the form kit. Each takes what `form.getInputProps(path)` gives (value,
 * onChange, error, onBlur, onFocus) plus Mantine props to override the label or layout; the
 * rules and texts come from the domain.
 */
import {
  MultiSelect,
  type MultiSelectProps,
  PasswordInput,
  type PasswordInputProps,
  Select,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from "@mantine/core";
import { CREDIT_SCORE_PLACEHOLDER } from "@/domain/accounts/credit-score";
import { formatPhone } from "@/domain/accounts/phone";
import { reformatAmountInput, settleAmountInput } from "@/domain/loan-requests/loan-amount";
import {
  CREDIT_BANDS,
  creditBandLowerBound,
  isCreditBandValue,
  selectedCreditBand,
} from "@/domain/reference/credit-bands";
import { PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from "@/domain/reference/limits";
import {
  STATE_NAMES,
  STATE_SEARCH_EMPTY,
  STATE_SEARCH_PLACEHOLDER,
  UNKNOWN_STATE,
} from "@/domain/reference/us-states";

/** A text field whose form value is text, with the form's loosely typed onChange. */
type TextFieldProps = Omit<TextInputProps, "onChange"> & { onChange?: (value: unknown) => void };

/**
 * A new password (sign-up, reset, change): 'At least 6 characters' under the label; the domain's
 * newPasswordSchema checks the 6 minimum and the auth server's 128 maximum.
 */
export function NewPasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      label="New Password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters`}
      autoComplete="new-password"
      required
      {...props}
    />
  );
}

/** Phone, reformatted to '(555) 123-4567' as typed (spec 5 'Phone'). */
export function PhoneField({ onChange, ...props }: TextFieldProps) {
  return (
    <TextInput
      label="Phone Number"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 123-4567"
      maxLength={PHONE_MAX_LENGTH}
      {...props}
      onChange={(event) => onChange?.(formatPhone(event.currentTarget.value))}
    />
  );
}

/**
 * A whole-dollar USD amount, reformatted as typed ('$250,000', spec 5 'Loan amount');
 * unparseable input is ignored (the previous text stays). Cents typed after a decimal point
 * show until the field is left, then drop: they never count (domain/loan-requests/loan-amount.ts). The form value is the text; the
 * schema (e.g. the domain's loanAmountSchema, loan-amount-schema.ts) turns it into dollars.
 */
export function MoneyField({
  onChange,
  onBlur,
  value,
  ...props
}: TextFieldProps & { value?: string }) {
  const text = value ?? "";
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="$250,000"
      {...props}
      value={text}
      onChange={(event) => onChange?.(reformatAmountInput(event.currentTarget.value) ?? text)}
      onBlur={(event) => {
        const settled = settleAmountInput(text);
        if (settled !== text) onChange?.(settled);
        onBlur?.(event);
      }}
    />
  );
}

/**
 * A credit score as typed: the domain schema reports 'Credit score must be a number' or the
 * 300-850 range, and sends only a whole number (spec 5 'Credit score').
 */
export function CreditScoreField(props: TextInputProps) {
  return (
    <TextInput
      label="Credit Score"
      inputMode="numeric"
      autoComplete="off"
      placeholder={CREDIT_SCORE_PLACEHOLDER}
      {...props}
    />
  );
}

const CREDIT_BAND_OPTIONS = CREDIT_BANDS.map((b) => ({ value: b.value, label: b.label }));

/**
 * A credit score chosen as a band (spec 9 'Credit bands'): the form value is the band's lower
 * bound (a number) or null; the select shows the band of the stored score.
 */
export function CreditBandField({
  value,
  onChange,
  ...props
}: Omit<SelectProps, "value" | "onChange" | "data"> & {
  value?: number | null;
  onChange?: (score: number | null) => void;
}) {
  return (
    <Select
      label="Credit Score"
      placeholder="Any credit score"
      clearable
      clearButtonProps={{ "aria-label": "Clear credit score" }}
      {...props}
      data={CREDIT_BAND_OPTIONS}
      value={selectedCreditBand(value ?? null) ?? null}
      onChange={(band) => onChange?.(isCreditBandValue(band) ? creditBandLowerBound(band) : null)}
    />
  );
}

/**
 * US states by name (how lenders store their markets), searchable ('Search states...',
 * 'No state found.'). `withUnknown` adds the spec's 'Unknown' (prefer not to share).
 */
export function StatesField({
  withUnknown = false,
  ...props
}: Omit<MultiSelectProps, "data"> & { withUnknown?: boolean }) {
  return (
    <MultiSelect
      label="States"
      placeholder={STATE_SEARCH_PLACEHOLDER}
      nothingFoundMessage={STATE_SEARCH_EMPTY}
      searchable
      clearable
      hidePickedOptions
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={withUnknown ? [...STATE_NAMES, UNKNOWN_STATE] : [...STATE_NAMES]}
    />
  );
}
