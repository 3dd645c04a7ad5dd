import { Box, type BoxProps, getSpacing, type MantineSpacing } from "@mantine/core";
import type { AriaAttributes, CSSProperties, ReactNode } from "react";
import classes from "./responsive-grid.module.css";

const BREAKPOINTS = ["base", "xs", "sm", "md", "lg", "xl"] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];

/** Columns: one number, or per breakpoint from `base` up (as SimpleGrid's `cols`). */
export type GridCols = number | Partial<Record<Breakpoint, number>>;

export interface ResponsiveGridProps extends BoxProps, AriaAttributes {
  cols: GridCols;
  /** Between columns (and rows, unless verticalSpacing says otherwise); default md. */
  spacing?: MantineSpacing | number;
  verticalSpacing?: MantineSpacing | number;
  component?: "div" | "dl" | "ul" | "ol";
  id?: string;
  children?: ReactNode;
}

/** The custom properties that give the sheet each breakpoint's columns. */
export function gridColumnVars(cols: GridCols): Record<string, string> {
  if (typeof cols === "number") return { "--rg-cols-base": String(cols) };
  const vars: Record<string, string> = {};
  for (const breakpoint of BREAKPOINTS) {
    const value = cols[breakpoint];
    if (value !== undefined) vars[`--rg-cols-${breakpoint}`] = String(value);
  }
  return vars;
}

/**
 * ResponsiveGrid's class and style for a plain element (issue 34): what the grid writes, for a
 * place rendered often on the server (the listing's cards and filter fields) where its Box and
 * the style-prop resolution cost more than the element. Computed once per set of props.
 */
export function responsiveGridAttributes({
  cols,
  spacing = "md",
  verticalSpacing,
  className,
  style,
}: {
  cols: GridCols;
  spacing?: MantineSpacing | number;
  verticalSpacing?: MantineSpacing | number;
  className?: string;
  style?: CSSProperties;
}): { style: CSSProperties; className: string } {
  return {
    style: {
      ...gridColumnVars(cols),
      "--rg-spacing-x": getSpacing(spacing),
      "--rg-spacing-y": getSpacing(verticalSpacing ?? spacing),
      ...style,
    } as CSSProperties,
    className: className ? `${classes.grid} ${className}` : `${classes.grid}`,
  };
}

/**
 * Mantine's SimpleGrid (media queries, the same props) without its `<style>` element: SimpleGrid
 * writes its columns as a `<style>` beside the grid, which HTML allows only in the head, so a
 * server-rendered page holding one is invalid (docs/decisions/2026-11-27-valid-html.md). Here
 * the breakpoints are a fixed sheet (responsive-grid.module.css) and the columns custom
 * properties on the element.
 */
export function ResponsiveGrid({
  cols,
  spacing = "md",
  verticalSpacing,
  component = "div",
  className,
  style,
  children,
  ...others
}: ResponsiveGridProps) {
  const vars = {
    ...gridColumnVars(cols),
    "--rg-spacing-x": getSpacing(spacing),
    "--rg-spacing-y": getSpacing(verticalSpacing ?? spacing),
  } as CSSProperties;
  return (
    <Box
      component={component}
      className={className ? `${classes.grid} ${className}` : classes.grid}
      style={[vars, style]}
      {...others}
    >
      {children}
    </Box>
  );
}
