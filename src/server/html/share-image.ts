/**
 * A lender page's share image (issue 30): the lender's initial, white, on the brand blue, with
 * the product's name below, 1200 × 630 (the size share previews show large). Drawn here as SVG;
 * services/lenders/render-lender-share-image.ts rasterises it. Its URL carries a hash of the
 * drawing, so the image can be cached for a year and a new drawing is a new URL.
 */
import { createHash } from "node:crypto";
import { PRODUCT_NAME } from "@/domain/site/route-meta";
import type { ShareImage } from "./render-head";

export const LENDER_SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The brand blue: the logo's tile and the theme's lane-7 (src/web/app/theme.ts). */
const BRAND_BLUE = "#275896";
/** The family of the font file the rasteriser is given (Inter Bold). */
export const SHARE_IMAGE_FONT_FAMILY = "Inter";

/** The first letter or digit of a name, upper-cased; the product's initial when it has none. */
export function lenderInitial(companyName: string): string {
  const first = Array.from(companyName.normalize("NFC")).find((char) => /[\p{L}\p{N}]/u.test(char));
  return (first ?? PRODUCT_NAME).charAt(0).toLocaleUpperCase("en-US");
}

/** The drawing of a share image with this initial (a letter or digit: nothing to escape). */
export function lenderShareSvg(initial: string): string {
  const { width, height } = LENDER_SHARE_IMAGE_SIZE;
  const font = `font-family="${SHARE_IMAGE_FONT_FAMILY}" font-weight="700" text-anchor="middle"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${BRAND_BLUE}"/>`,
    `<circle cx="600" cy="280" r="200" fill="#ffffff" fill-opacity="0.12"/>`,
    `<text x="600" y="382" font-size="280" fill="#ffffff" ${font}>${initial}</text>`,
    `<text x="600" y="570" font-size="48" fill="#ffffff" ${font}>${PRODUCT_NAME}</text>`,
    "</svg>",
  ].join("");
}

/** A short hash of a drawing: the image's version in its URL, and its ETag. */
export function shareSvgVersion(svg: string): string {
  return createHash("sha256").update(svg).digest("hex").slice(0, 16);
}

/** The lender's share image as the page's head names it. */
export function lenderShareImage(
  lender: { slug: string; companyName: string },
  baseUrl: string,
): ShareImage {
  const initial = lenderInitial(lender.companyName);
  const version = shareSvgVersion(lenderShareSvg(initial));
  return {
    url: `${baseUrl}/og/lender/${encodeURIComponent(lender.slug)}.png?v=${version}`,
    ...LENDER_SHARE_IMAGE_SIZE,
    alt: `The initial ${initial} of ${lender.companyName}, on ${PRODUCT_NAME} blue`,
  };
}
