import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { EncodedBody, pickEncoding } from "./encoded-body";

describe("pickEncoding", () => {
  test.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["deflate", "identity"],
    ["*", "br"],
    ["*;q=0", "identity"],
    ["", "identity"],
    [undefined, "identity"],
    ["GZIP ; q=0.8", "gzip"],
  ] as const)("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe("EncodedBody", () => {
  test("compresses once per encoding and decodes to the same bytes", async () => {
    const body = EncodedBody.json({ items: Array.from({ length: 200 }, (_, i) => ({ i })) });
    const br = await body.encoded("br");
    expect(await body.encoded("br")).toBe(br);
    expect(brotliDecompressSync(br).equals(body.identity)).toBe(true);
    expect(gunzipSync(await body.encoded("gzip")).equals(body.identity)).toBe(true);
    expect(await body.encoded("identity")).toBe(body.identity);
    expect(br.length).toBeLessThan(body.identity.length);
  });
});
