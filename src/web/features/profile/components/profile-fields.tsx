import { Select, type SelectProps } from "@mantine/core";
import { EXPERIENCE_OPTIONS } from "@/domain/accounts/experience";

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
