// Mantine's sheets for the markup drawn here without its components (issue 34):
// mantine-css-sheets: Input Combobox
import type { ComboboxItem, MantineSize } from "@mantine/core";
import { type CSSProperties, type Ref, useId } from "react";

/** The combobox chevron Mantine's NativeSelect draws in its right section. */
const CHEVRON_PATH =
  "M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z";

export interface NativeSelectMarkupProps {
  label: string;
  /** Mantine's input size (its default, sm, when absent). */
  size?: MantineSize;
  /** Put first on the root, as Mantine puts a className. */
  className?: string;
  name: string;
  form?: string;
  data: ComboboxItem[];
  defaultValue: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * Issue 34: Mantine's NativeSelect (label, default variant, a size) written as the markup it
 * renders, without its ~10 components (Box, InputWrapper, Input, InputBase, the chevron, the
 * style-prop resolution) per select: the listing renders nine of these on the server (filter bar,
 * the sheet's no-JavaScript form, sort) and home four. Same elements, classes, data attributes
 * and CSS variables, so Mantine's own sheet draws it (native-select-markup.test.tsx compares it
 * with NativeSelect's markup, so a Mantine upgrade that changes it fails there).
 */
export function NativeSelectMarkup({
  label,
  size = "sm",
  className,
  name,
  form,
  data,
  defaultValue,
  ref,
}: NativeSelectMarkupProps) {
  const id = `mantine-${useId()}`;
  const fontSize = `var(--mantine-font-size-${size})`;
  return (
    <div
      className={`${className ? `${className} ` : ""}m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root`}
      data-size={size}
    >
      <label
        style={{ "--input-label-size": fontSize } as CSSProperties}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-NativeSelect-label"
        data-size={size}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div
        style={
          {
            "--input-height": `var(--input-height-${size})`,
            "--input-fz": fontSize,
            "--input-right-section-pointer-events": "none",
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size={size}
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          ref={ref}
          name={name}
          form={form}
          id={id}
          defaultValue={defaultValue}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <div
          data-position="right"
          className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section"
        >
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, as Mantine draws it (the select is labelled) */}
          <svg
            style={
              {
                "--combobox-chevron-size": `var(--combobox-chevron-size-${size})`,
              } as CSSProperties
            }
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-size={size}
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </div>
  );
}
