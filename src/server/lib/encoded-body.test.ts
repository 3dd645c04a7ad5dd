import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { EncodedBody, pickEncoding } from "./encoded-body";
import { byteRange, ifRangeHolds, noneMatchHits } from "./http-conditions";

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
    // x-gzip is gzip (RFC 9110 8.4.1.3), as @fastify/compress reads it.
    ["x-gzip", "gzip"],
    ["x-gzip, deflate", "gzip"],
    ["gzip;q=0, x-gzip;q=0.5", "gzip"],
    ["br;q=0.4, x-gzip;q=0.8", "gzip"],
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

describe("ETags", () => {
  test("a strong tag per body and encoding, the same for the same bytes", () => {
    const body = new EncodedBody(Buffer.from("<p>page</p>"), "text/html");
    const same = new EncodedBody(Buffer.from("<p>page</p>"), "text/html");
    const other = new EncodedBody(Buffer.from("<p>pages</p>"), "text/html");
    expect(body.etag("identity")).toMatch(/^"[\w-]{22}"$/);
    expect(body.etag("identity")).toBe(same.etag("identity"));
    expect(body.etag("identity")).not.toBe(other.etag("identity"));
    expect(body.etag("br")).toBe(body.etag("identity").replace(/"$/, '-br"'));
    expect(body.etag("gzip")).toBe(body.etag("identity").replace(/"$/, '-gzip"'));
  });

  test.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", "a"', '"a"', true],
    ['"b",W/"a"', '"a"', true],
    ["*", '"a"', true],
    ['"a-br"', '"a"', false],
    ['"b"', '"a"', false],
    ["a", '"a"', false],
    ["", '"a"', false],
    [undefined, '"a"', false],
  ] as const)("If-None-Match %s against %s → %s", (header, etag, hits) => {
    expect(noneMatchHits(header, etag)).toBe(hits);
  });
});

describe("Range and If-Range", () => {
  test.each([
    ["bytes=0-9", 100, { start: 0, end: 9 }],
    ["bytes=90-", 100, { start: 90, end: 99 }],
    ["bytes=90-200", 100, { start: 90, end: 99 }],
    ["bytes=-10", 100, { start: 90, end: 99 }],
    ["bytes=-500", 100, { start: 0, end: 99 }],
    ["bytes=100-", 100, "unsatisfiable"],
    ["bytes=500-600", 100, "unsatisfiable"],
    ["bytes=-0", 100, "unsatisfiable"],
    ["bytes=0-", 0, "unsatisfiable"],
    // Ignored: the whole answer.
    ["bytes=9-0", 100, null],
    ["bytes=0-1,5-6", 100, null],
    ["items=0-9", 100, null],
    ["bytes=-", 100, null],
    ["bytes=a-b", 100, null],
    [undefined, 100, null],
  ] as const)("%s of %i bytes → %j", (header, size, expected) => {
    expect(byteRange(header, size)).toEqual(expected);
  });

  test.each([
    [undefined, '"a"', true],
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', false],
    ['"b"', '"a"', false],
    ["Fri, 27 Nov 2026 06:00:00 GMT", '"a"', false],
    ['"a"', 'W/"a"', false],
  ] as const)("If-Range %s against %s → %s", (header, etag, holds) => {
    expect(ifRangeHolds(header, etag)).toBe(holds);
  });
});
