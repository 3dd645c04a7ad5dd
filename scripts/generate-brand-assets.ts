/**
 * Writes the LenderLane logo files into public/ from the one drawing in
 * src/web/components/logo.tsx:
 *
 *   public/favicon.svg                          the mark (rounded tile, transparent corners)
 *   public/brand-assets/logo.svg                the same, the vector source of the PNGs
 *   public/brand-assets/logo-maskable.svg       full-bleed tile, mark inside the safe zone
 *   public/brand-assets/logo-{512…16}.png       the sizes of the /brand-assets page
 *   public/brand-assets/logo-maskable-{512,192}.png
 *   public/brand-assets/apple-touch-icon.png    180 px full-bleed (iOS rounds the corners itself
 *                                               and would show transparent corners as black)
 *
 * The PNGs are rendered by Playwright's Chromium (already a dev dependency for the e2e tests),
 * with a transparent background. The output is committed, so neither the app nor CI runs this.
 * Run it after changing the mark:
 *
 *   npx tsx scripts/generate-brand-assets.ts
 *
 * CHROMIUM_PATH overrides the browser (default /usr/bin/chromium, as in playwright.config.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { type LogoSvgOptions, logoSvgMarkup } from "@/web/components/logo";
import {
  allBrandAssets,
  brandAssetFileName,
  MASKABLE_GLYPH_SCALE,
} from "@/web/features/brand-assets/lib/brand-assets";

const root = fileURLToPath(new URL("..", import.meta.url));
const publicDir = path.join(root, "public");
const outDir = path.join(publicDir, "brand-assets");

const standard: LogoSvgOptions = { shape: "rounded" };
const maskable: LogoSvgOptions = { shape: "square", glyphScale: MASKABLE_GLYPH_SCALE };
const appleTouch: LogoSvgOptions = { shape: "square" };

interface PngTarget {
  file: string;
  size: number;
  svg: string;
}

function pngTargets(): PngTarget[] {
  const targets: PngTarget[] = allBrandAssets().map((asset) => ({
    file: brandAssetFileName(asset),
    size: asset.size,
    svg: logoSvgMarkup(asset.variant === "maskable" ? maskable : standard),
  }));
  targets.push({ file: "apple-touch-icon.png", size: 180, svg: logoSvgMarkup(appleTouch) });
  return targets;
}

function write(file: string, content: string | Buffer) {
  writeFileSync(file, content);
  console.log(`wrote ${path.relative(root, file)}`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  write(path.join(publicDir, "favicon.svg"), logoSvgMarkup(standard));
  write(path.join(outDir, "logo.svg"), logoSvgMarkup(standard));
  write(path.join(outDir, "logo-maskable.svg"), logoSvgMarkup(maskable));

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const target of pngTargets()) {
      await page.setViewportSize({ width: target.size, height: target.size });
      const src = `data:image/svg+xml;base64,${Buffer.from(target.svg).toString("base64")}`;
      await page.setContent(
        `<!doctype html><style>html,body{margin:0;background:transparent}img{display:block}</style>` +
          `<img src="${src}" width="${target.size}" height="${target.size}" alt="">`,
      );
      await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
      const png = await page.screenshot({
        omitBackground: true,
        type: "png",
        clip: { x: 0, y: 0, width: target.size, height: target.size },
      });
      write(path.join(outDir, target.file), png);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
