/**
 * The PNG of a lender's share image (html/share-image.ts), rendered by resvg with the Inter
 * Bold font file of @expo-google-fonts/inter (no system fonts: the same pixels on every
 * machine), on libuv's thread pool, once per drawing: a drawing depends only on the initial,
 * so a process keeps a few dozen PNGs at most, rebuilt after a restart.
 */
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import { SHARE_IMAGE_FONT_FAMILY } from "../../html/share-image";

const requireFrom = createRequire(import.meta.url);
const FONT_FILE = requireFrom.resolve("@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf");

/** PNGs by the hash of their drawing (a failed render is forgotten, so the next asks again). */
const rendered = new Map<string, Promise<Buffer>>();

export function renderShareImagePng(svg: string, version: string): Promise<Buffer> {
  let png = rendered.get(version);
  if (!png) {
    png = renderAsync(svg, {
      font: {
        fontFiles: [FONT_FILE],
        loadSystemFonts: false,
        defaultFontFamily: SHARE_IMAGE_FONT_FAMILY,
      },
      fitTo: { mode: "original" },
    }).then((image) => image.asPng());
    png.catch(() => rendered.delete(version));
    rendered.set(version, png);
  }
  return png;
}
