import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LOGO_ART, logoSvgMarkup } from "@/web/components/logo";
import {
  allBrandAssets,
  BRAND_ASSET_CATEGORIES,
  brandAssetFileName,
  brandAssetUrl,
  downloadFileName,
  MASKABLE_GLYPH_SCALE,
} from "./brand-assets";

const publicDir = fileURLToPath(new URL("../../../../../public/", import.meta.url));
const read = (relative: string) => readFileSync(`${publicDir}${relative}`);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("brand asset catalogue (spec 2 'Brand assets')", () => {
  it("has the spec's categories and sizes, in order", () => {
    expect(
      BRAND_ASSET_CATEGORIES.map((c) => [c.title, c.assets.map((a) => `${a.variant}:${a.size}`)]),
    ).toEqual([
      ["High Resolution Logos", ["logo:512", "logo:192"]],
      ["Social Media Icons", ["logo:180", "logo:152", "logo:144", "logo:120"]],
      ["Favicons & Small Icons", ["logo:32", "logo:16"]],
      ["Maskable Icons (PWA)", ["maskable:512", "maskable:192"]],
    ]);
  });

  it("names files and downloads by variant and size", () => {
    const logo = { variant: "logo", size: 512 } as const;
    const maskable = { variant: "maskable", size: 192 } as const;
    expect(brandAssetUrl(logo)).toBe("/brand-assets/logo-512.png");
    expect(brandAssetUrl(maskable)).toBe("/brand-assets/logo-maskable-192.png");
    expect(downloadFileName(logo, "png")).toBe("lenderlane-logo-512.png");
    expect(downloadFileName(maskable, "jpg")).toBe("lenderlane-logo-maskable-192.jpg");
  });

  it("lists every file once", () => {
    const names = allBrandAssets().map(brandAssetFileName);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toHaveLength(10);
  });
});

describe("committed logo files (run scripts/generate-brand-assets.ts after changing the mark)", () => {
  it("the SVGs are the drawing of src/web/components/logo.tsx", () => {
    expect(read("favicon.svg").toString()).toBe(logoSvgMarkup());
    expect(read("brand-assets/logo.svg").toString()).toBe(logoSvgMarkup());
    expect(read("brand-assets/logo-maskable.svg").toString()).toBe(
      logoSvgMarkup({ shape: "square", glyphScale: MASKABLE_GLYPH_SCALE }),
    );
  });

  it.each(allBrandAssets())("$variant $size px is a PNG of that size", (asset) => {
    const file = `brand-assets/${brandAssetFileName(asset)}`;
    expect(existsSync(`${publicDir}${file}`)).toBe(true);
    expect(pngSize(read(file))).toEqual({ width: asset.size, height: asset.size });
  });

  it("the Apple touch icon is 180 px", () => {
    expect(pngSize(read("brand-assets/apple-touch-icon.png"))).toEqual({ width: 180, height: 180 });
  });

  it("the web manifest names LenderLane in the primary colour and lists existing icons", () => {
    const manifest = JSON.parse(read("manifest.webmanifest").toString()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest.name).toBe("LenderLane");
    expect(manifest.theme_color).toBe(LOGO_ART.tileColor);
    for (const icon of manifest.icons) {
      expect(existsSync(`${publicDir}${icon.src.slice(1)}`)).toBe(true);
    }
    const maskable = manifest.icons.filter((icon) => icon.purpose === "maskable");
    expect(maskable.map((icon) => icon.sizes).sort()).toEqual(["192x192", "512x512"]);
  });

  it("the mark keeps clear of the maskable safe zone (a circle of 40 % of the size)", () => {
    // Farthest points of the drawing from the centre: the lane's bottom corners and roof ends,
    // widened by half their stroke.
    const c = LOGO_ART.size / 2;
    const corners = [
      [144 - LOGO_ART.laneCornerWidth / 2, 410 + LOGO_ART.laneCornerWidth / 2],
      [120 - LOGO_ART.roofWidth / 2, 232],
    ] as const;
    for (const [x, y] of corners) {
      const distance = Math.hypot(x - c, y - c) * MASKABLE_GLYPH_SCALE;
      expect(distance).toBeLessThan(LOGO_ART.size * 0.4);
    }
  });
});
