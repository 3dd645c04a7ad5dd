import "@mantine/core/styles/ScrollArea.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/Popover.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Input.layer.css";
import "@mantine/core/styles/Combobox.layer.css";
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
