import type { CSSProperties } from "react";

/**
 * Issue 34: Mantine's layout and text components written as the markup they render, for the
 * parts of every server-rendered page (the frame's header and footer, the logo) where a
 * component per box or line was most of the CPU of a render. The classes are Mantine's own
 * (its sheet, in the entry's CSS, draws them), with the CSS variables and attributes its
 * components compute for the props these places gave them (light scheme). The markup tests
 * (footer-markup.test.tsx, logo.test.tsx) compare them with what the components write, so a
 * Mantine upgrade that changes a class or variable fails there
 * (docs/decisions/2026-11-27-plain-card.md).
 */

/** Mantine's rem(): px in the theme's scale. */
export const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

export const CONTAINER_CLASS = "m_7485cace mantine-Container-root";
/** Container's default size (lg), as its `--container-size`. */
export const CONTAINER_LG = { "--container-size": "var(--container-size-lg)" };

export const STACK_CLASS = "m_6d731127 mantine-Stack-root";
export const stackStyle = (gap: string): CSSProperties =>
  ({
    "--stack-gap": gap,
    "--stack-align": "stretch",
    "--stack-justify": "flex-start",
  }) as CSSProperties;

export const GROUP_CLASS = "m_4081bf90 mantine-Group-root";
export const groupStyle = (
  gap: string,
  { align = "center", justify = "flex-start", wrap = "wrap" } = {},
): CSSProperties =>
  ({
    "--group-gap": gap,
    "--group-align": align,
    "--group-justify": justify,
    "--group-wrap": wrap,
  }) as CSSProperties;

export const TEXT_CLASS = "mantine-focus-auto m_b6d8b162 mantine-Text-root";
export const ANCHOR_CLASS =
  "mantine-focus-auto m_849cf0da m_b6d8b162 mantine-Text-root mantine-Anchor-root";
/** Text's `size` as its CSS variables (with `data-size`). */
export const textSize = (size: "xs" | "sm" | "md") => ({
  "--text-fz": `var(--mantine-font-size-${size})`,
  "--text-lh": `var(--mantine-line-height-${size})`,
});

export const TITLE_CLASS = "m_8a5d1357 mantine-Title-root";
/** Title's `order` as its CSS variables (with `data-order`). */
export const titleOrder = (order: 1 | 2 | 3 | 4 | 5 | 6) => ({
  "--title-fw": `var(--mantine-h${order}-font-weight)`,
  "--title-lh": `var(--mantine-h${order}-line-height)`,
  "--title-fz": `var(--mantine-h${order}-font-size)`,
});

/** Button (size sm, no sections) and its variants' variables: wrap the label in BUTTON_INNER. */
export const BUTTON_CLASS =
  "mantine-focus-auto mantine-active m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root";
export const BUTTON_INNER_CLASS = "m_80f1301b mantine-Button-inner";
export const BUTTON_LABEL_CLASS = "m_811560b9 mantine-Button-label";
/** variant="default" (with data-variant="default"). */
export const DEFAULT_BUTTON_STYLE = {
  "--button-bg": "var(--mantine-color-default)",
  "--button-hover": "var(--mantine-color-default-hover)",
  "--button-color": "var(--mantine-color-default-color)",
  "--button-bd": "calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)",
} as CSSProperties;
/** The default variant of the theme, filled (no data-variant). */
export const FILLED_BUTTON_STYLE = {
  "--button-color": "var(--mantine-color-white)",
} as CSSProperties;
