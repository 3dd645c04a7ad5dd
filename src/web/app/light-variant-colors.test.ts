/**
 * WCAG 1.4.3 for Mantine's light variant (Badge, Alert, ThemeIcon): its text on its background,
 * shade 1 (and shade 2 on hover), for every palette the theme offers, after the theme's
 * LIGHT_VARIANT_TEXT overrides. Mantine's own shade 9 fails for ten palettes.
 */
import { DEFAULT_THEME } from "@mantine/core";
import { expect, test } from "vitest";
import { LIGHT_VARIANT_TEXT, theme } from "./theme";

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const value = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const palettes = { ...DEFAULT_THEME.colors, ...theme.colors };

test.each(Object.keys(palettes))(
  "light variant text of %s passes 4.5:1 on shades 1 and 2",
  (name) => {
    const shades = palettes[name] as readonly string[];
    const text = LIGHT_VARIANT_TEXT[name] ?? (shades[9] as string);
    expect(contrast(text, shades[1] as string)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, shades[2] as string)).toBeGreaterThanOrEqual(4.5);
  },
);

test("without the overrides, Mantine's shade 9 fails for the palettes the theme overrides", () => {
  for (const name of Object.keys(LIGHT_VARIANT_TEXT)) {
    const shades = DEFAULT_THEME.colors[name] as readonly string[];
    expect(contrast(shades[9] as string, shades[2] as string), name).toBeLessThan(4.5);
  }
});
