// Mantine's sheets for the markup drawn here without its components (issue 34):
// mantine-css-sheets: Group Text
import type { CSSProperties } from "react";
import { GROUP_CLASS, groupStyle, rem, TEXT_CLASS } from "./mantine-markup";

/**
 * The LenderLane mark: a roof over a lane that runs up to it (a path home, a way forward),
 * white on the theme's primary "lane" blue. One drawing, in a 512-unit square, used by the
 * header and footer ({@link LogoMark}) and written to public/ by scripts/generate-brand-assets.ts
 * ({@link logoSvgMarkup}); a unit test checks the committed SVG files still match it.
 */
export const LOGO_ART = {
  size: 512,
  /** lane-7, the theme's primary shade (src/web/app/theme.ts). */
  tileColor: "#275896",
  markColor: "#ffffff",
  tileRadius: 120,
  roof: "M120 232 256 116 392 232",
  roofWidth: 44,
  /** The lane, narrowing towards the roof; a thin stroke of the same colour rounds its corners. */
  lane: "M226 254h60l82 156H144z",
  laneCornerWidth: 16,
  /** Centre dashes cut out of the lane in the tile colour, shorter as they recede. */
  dashes: "M256 274v16M256 316v26M256 368v34",
  dashWidth: 14,
} as const;

export type LogoShape = "rounded" | "square";

export interface LogoSvgOptions {
  /** rounded: the app icon with transparent corners; square: full-bleed tile (maskable, Apple). */
  shape?: LogoShape;
  /** Scale of the roof and lane about the centre; maskable icons keep them in the safe zone. */
  glyphScale?: number;
}

/** The mark as a standalone SVG document (public/brand-assets/*.svg, favicon.svg). */
export function logoSvgMarkup({ shape = "rounded", glyphScale = 1 }: LogoSvgOptions = {}): string {
  const a = LOGO_ART;
  const c = a.size / 2;
  const rx = shape === "rounded" ? ` rx="${a.tileRadius}"` : "";
  const transform =
    glyphScale === 1
      ? ""
      : ` transform="translate(${c} ${c}) scale(${glyphScale}) translate(-${c} -${c})"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${a.size} ${a.size}" width="${a.size}" height="${a.size}">`,
    "  <title>LenderLane</title>",
    `  <rect width="${a.size}" height="${a.size}"${rx} fill="${a.tileColor}"/>`,
    `  <g${transform}>`,
    `    <path d="${a.roof}" fill="none" stroke="${a.markColor}" stroke-width="${a.roofWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `    <path d="${a.lane}" fill="${a.markColor}" stroke="${a.markColor}" stroke-width="${a.laneCornerWidth}" stroke-linejoin="round"/>`,
    `    <path d="${a.dashes}" fill="none" stroke="${a.tileColor}" stroke-width="${a.dashWidth}" stroke-linecap="round"/>`,
    "  </g>",
    "</svg>",
    "",
  ].join("\n");
}

interface LogoMarkProps {
  size?: number;
}

/** The mark alone. Decorative (the wordmark or a link label names it). */
export function LogoMark({ size = 32 }: LogoMarkProps) {
  const a = LOGO_ART;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${a.size} ${a.size}`}
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      <rect width={a.size} height={a.size} rx={a.tileRadius} fill={a.tileColor} />
      <path
        d={a.roof}
        fill="none"
        stroke={a.markColor}
        strokeWidth={a.roofWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d={a.lane}
        fill={a.markColor}
        stroke={a.markColor}
        strokeWidth={a.laneCornerWidth}
        strokeLinejoin="round"
      />
      <path
        d={a.dashes}
        fill="none"
        stroke={a.tileColor}
        strokeWidth={a.dashWidth}
        strokeLinecap="round"
      />
    </svg>
  );
}

interface LogoProps {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
}

const LANE_STYLE = { color: "var(--mantine-color-lane-7)" };

/**
 * Mark + wordmark ("LenderLane" as real text, so it is read out and selectable). Drawn as the
 * markup of Mantine's `<Group gap={size / 4} wrap="nowrap">` and `<Text fw={800}
 * fz={size * 0.62} lh={1}>` (mantine-markup.ts): it is in every page's header and footer.
 */
export function Logo({ size = 32 }: LogoProps) {
  const wordmark: CSSProperties = {
    letterSpacing: "-0.01em",
    whiteSpace: "nowrap",
    color: "var(--mantine-color-text)",
    fontSize: rem(Math.round(size * 0.62)),
    fontWeight: 800,
    lineHeight: 1,
  };
  return (
    <span style={groupStyle(rem(Math.round(size / 4)), { wrap: "nowrap" })} className={GROUP_CLASS}>
      <LogoMark size={size} />
      <span style={wordmark} className={TEXT_CLASS}>
        Lender
        <span style={LANE_STYLE} className={TEXT_CLASS} data-inherit="true">
          Lane
        </span>
      </span>
    </span>
  );
}
