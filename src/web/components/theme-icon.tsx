import { ThemeIcon as MantineThemeIcon, type ThemeIconProps } from "@mantine/core";
import type { ComponentPropsWithoutRef } from "react";

type Props = ThemeIconProps & Omit<ComponentPropsWithoutRef<"div">, keyof ThemeIconProps>;

/**
 * Mantine's ThemeIcon without the props it lets through to its `<div>`: Mantine 9.7 hands its
 * `radius`, `color` and `gradient` (already turned into its CSS variables) on to the element as
 * attributes, which HTML does not have (docs/decisions/2026-11-27-valid-html.md).
 */
export function ThemeIcon(props: Props) {
  return (
    <MantineThemeIcon
      {...props}
      renderRoot={({ radius: _radius, color: _color, gradient: _gradient, ...root }) => (
        <div {...root} />
      )}
    />
  );
}
