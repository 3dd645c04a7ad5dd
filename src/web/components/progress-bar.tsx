// mantine-css-sheets: Progress
import type { CSSProperties } from "react";

interface ProgressBarProps {
  /** The progress bar's accessible name. */
  label: string;
  /** Height in px. */
  size: number;
  /** 0 for square ends; Mantine's default radius otherwise. */
  radius?: 0;
  className?: string;
  /** Placement styles, after Progress's variables as Mantine merges them. */
  style?: CSSProperties;
}

/**
 * A full, striped, animated bar for a wait of unknown length (a navigation, results updating),
 * drawn as Mantine's `<Progress value={100} animated>` renders it: its classes, data
 * attributes and ARIA, so Progress.layer.css (named in the first line for the mantine-css
 * generator) styles it. Progress's root, section, label and context would be in the first
 * visit of every page through the frame's navigation bar, and in the listing's, for a bar that
 * never moves. progress-bar.test.tsx compares the markup with Progress's.
 */
export function ProgressBar({ label, size, radius, className, style }: ProgressBarProps) {
  const rootStyle = {
    "--progress-size": `calc(${size / 16}rem * var(--mantine-scale))`,
    ...(radius === 0 ? { "--progress-radius": "0rem" } : {}),
    ...style,
  } as CSSProperties;
  return (
    <div
      style={rootStyle}
      className={`${className ? `${className} ` : ""}m_db6d6462 mantine-Progress-root`}
    >
      <div
        style={SECTION_STYLE}
        className="m_2242eb65 mantine-Progress-section"
        data-striped="true"
        data-animated="true"
        aria-label={label}
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={100}
        aria-valuetext="100%"
      />
    </div>
  );
}

/** What Progress writes on a full section in the theme's primary colour. */
const SECTION_STYLE = {
  "--progress-section-size": "100%",
  "--progress-section-color": "var(--mantine-color-lane-filled)",
} as CSSProperties;
