/**
 * The JPG download of /brand-assets (spec 2 'Brand assets'): the PNG drawn on a white canvas
 * (JPEG has no transparency, and a black background is what a plain conversion would give)
 * and exported at quality 0.9. The browser parts are injectable so the steps can be unit tested.
 */

export const JPEG_EXPORT = { type: "image/jpeg", quality: 0.9, background: "#ffffff" } as const;

/** The parts of a 2D context the conversion uses. */
export interface JpegContext {
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: ImageBitmap, dx: number, dy: number): void;
}

export interface JpegCanvas {
  width: number;
  height: number;
  getContext(kind: "2d"): JpegContext | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

export interface JpegDeps {
  decode(blob: Blob): Promise<ImageBitmap>;
  createCanvas(): JpegCanvas;
}

/** createImageBitmap decodes without an <img> (no object URL, nothing for the CSP to allow). */
const browserDeps: JpegDeps = {
  decode: (blob) => createImageBitmap(blob),
  createCanvas: () => document.createElement("canvas"),
};

export async function pngToJpeg(png: Blob, deps: JpegDeps = browserDeps): Promise<Blob> {
  const image = await deps.decode(png);
  try {
    const canvas = deps.createCanvas();
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("Canvas 2D context is not available");
    context.fillStyle = JPEG_EXPORT.background;
    context.fillRect(0, 0, image.width, image.height);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("The JPEG export produced no data"))),
        JPEG_EXPORT.type,
        JPEG_EXPORT.quality,
      );
    });
  } finally {
    image.close();
  }
}
