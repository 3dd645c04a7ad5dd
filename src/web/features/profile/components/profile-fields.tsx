import { Select, type SelectProps, TextInput, type TextInputProps } from "@mantine/core";
import { CREDIT_SCORE_PLACEHOLDER } from "@/domain/credit-score";
import { EXPERIENCE_OPTIONS } from "@/domain/experience";
import { PHONE_MAX_LENGTH } from "@/domain/limits";
import { formatPhone } from "@/domain/phone";

type InputProps = Omit<TextInputProps, "onChange"> & { onChange?: (value: unknown) => void };

/** Phone, reformatted to '(555) 123-4567' as typed (spec 5 'Phone'). */
export function PhoneField({ onChange, ...props }: InputProps) {
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
 * Credit score as typed: the domain schema reports 'Credit score must be a number' or the
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

/** Real-estate experience (spec 3 'Experience options'). */
export function ExperienceField(props: SelectProps) {
  return (
    <Select
      label="Real Estate Experience"
      placeholder="Choose your experience"
      data={EXPERIENCE_OPTIONS.map(({ value, label }) => ({ value, label }))}
      clearable
      allowDeselect
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
