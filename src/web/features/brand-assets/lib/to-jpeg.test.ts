import { describe, expect, it, vi } from "vitest";
import { JPEG_EXPORT, type JpegCanvas, type JpegContext, pngToJpeg } from "./to-jpeg";

function fakes(options: { context?: boolean; output?: Blob | null } = {}) {
  const calls: string[] = [];
  const image = { width: 180, height: 120, close: vi.fn() } as unknown as ImageBitmap;
  const context: JpegContext = {
    fillStyle: "",
    fillRect: vi.fn((...args: number[]) =>
      calls.push(`fillRect ${args.join(",")} ${context.fillStyle}`),
    ),
    drawImage: vi.fn(() => calls.push("drawImage")),
  };
  const toBlob = vi.fn<JpegCanvas["toBlob"]>((callback) => {
    calls.push("toBlob");
    callback(
      options.output === undefined ? new Blob(["jpeg"], { type: "image/jpeg" }) : options.output,
    );
  });
  const canvas: JpegCanvas = {
    width: 0,
    height: 0,
    getContext: () => (options.context === false ? null : context),
    toBlob,
  };
  return {
    calls,
    image,
    canvas,
    toBlob,
    deps: { decode: async () => image, createCanvas: () => canvas },
  };
}

describe("pngToJpeg (spec 2 'Brand assets': PNG on white, JPEG at 0.9)", () => {
  it("exports JPEG at quality 0.9 on a white background", () => {
    expect(JPEG_EXPORT).toEqual({ type: "image/jpeg", quality: 0.9, background: "#ffffff" });
  });

  it("paints the canvas white, then the image, then exports it", async () => {
    const f = fakes();
    const blob = await pngToJpeg(new Blob(["png"]), f.deps);
    expect(blob.type).toBe("image/jpeg");
    expect(f.canvas.width).toBe(180);
    expect(f.canvas.height).toBe(120);
    expect(f.calls).toEqual(["fillRect 0,0,180,120 #ffffff", "drawImage", "toBlob"]);
    expect(f.toBlob).toHaveBeenCalledWith(expect.any(Function), "image/jpeg", 0.9);
    expect(f.image.close).toHaveBeenCalled();
  });

  it("rejects when the canvas gives no context or no data, and still frees the image", async () => {
    const noContext = fakes({ context: false });
    await expect(pngToJpeg(new Blob(["png"]), noContext.deps)).rejects.toThrow(/context/);
    expect(noContext.image.close).toHaveBeenCalled();

    const noData = fakes({ output: null });
    await expect(pngToJpeg(new Blob(["png"]), noData.deps)).rejects.toThrow(/no data/);
    expect(noData.image.close).toHaveBeenCalled();
  });
});
