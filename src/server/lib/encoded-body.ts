/**
 * A response body kept as bytes, compressed at most once per encoding: cached answers (lender
 * searches, profiles, the sitemap, visitors' pages) are serialised once and then sent as they
 * are, instead of being validated, stringified and compressed again on every request.
 * Compression runs on libuv's thread pool (zlib's async API), not on the event loop, and is
 * shared by concurrent requests for the same body.
 *
 * Public answers carry a strong ETag, a hash of the bytes, one per encoding (RFC 9110 8.8.3: a
 * content coding is another representation): a matching If-None-Match gets 304, and a Range
 * gets its bytes (docs/decisions/2026-11-27-http-semantics.md).
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { byteRange, ifRangeHolds, noneMatchHits } from "./http-conditions";

export type ContentEncoding = "br" | "gzip" | "identity";

/** Bodies smaller than this are sent as they are (as @fastify/compress's threshold does). */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export class EncodedBody {
  private readonly compressed = new Map<"br" | "gzip", Promise<Buffer>>();
  private hash: string | undefined;

  /**
   * @param brotliQuality 0-11: higher is smaller and slower; 4 (the compress plugin's
   *   default) for answers computed per query, more for bodies built once per version.
   */
  constructor(
    readonly identity: Buffer,
    readonly contentType: string,
    private readonly brotliQuality = 4,
  ) {}

  static json(value: unknown): EncodedBody {
    return EncodedBody.jsonText(JSON.stringify(value));
  }

  /** A body of JSON text already serialised (e.g. search answers joined from kept parts). */
  static jsonText(text: string): EncodedBody {
    return new EncodedBody(Buffer.from(text), "application/json; charset=utf-8");
  }

  /**
   * The strong entity tag of the body in an encoding: 128 bits of the SHA-256 of the bytes,
   * computed once per body, suffixed by the content coding (as Apache does), so a gzip and a
   * brotli copy never share a tag.
   */
  etag(encoding: ContentEncoding): string {
    this.hash ??= createHash("sha256").update(this.identity).digest("base64url").slice(0, 22);
    return encoding === "identity" ? `"${this.hash}"` : `"${this.hash}-${encoding}"`;
  }

  /** The body in an encoding, compressed on first use. */
  encoded(encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === "identity") return Promise.resolve(this.identity);
    let result = this.compressed.get(encoding);
    if (!result) {
      result =
        encoding === "br"
          ? brotli(this.identity, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: this.brotliQuality,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
              },
            })
          : gzip(this.identity);
      // A failed compression is not kept: the next request tries again.
      result.catch(() => this.compressed.delete(encoding));
      this.compressed.set(encoding, result);
    }
    return result;
  }
}

/**
 * The encoding to answer in for an Accept-Encoding header: br, else gzip, else identity.
 * `x-gzip` is gzip (RFC 9110 8.4.1.3), as @fastify/compress reads it for the other answers.
 */
export function pickEncoding(header: string | string[] | undefined): ContentEncoding {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  const quality = new Map<string, number>();
  for (const part of text.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const coding = name.trim() === "x-gzip" ? "gzip" : name.trim();
    const weight = Number.isFinite(value) ? value : 0;
    // Both spellings of gzip: the higher weight counts.
    quality.set(coding, Math.max(weight, quality.get(coding) ?? Number.NEGATIVE_INFINITY));
  }
  const q = (name: string) => quality.get(name) ?? quality.get("*") ?? 0;
  if (q("br") > 0 && q("br") >= q("gzip")) return "br";
  if (q("gzip") > 0) return "gzip";
  return "identity";
}

export interface SendEncodedOptions {
  /**
   * Whether the answer may carry an ETag and answer a matching If-None-Match with 304 (true by
   * default). Only 200 answers to requests without a session get one either way: a signed-in
   * user's answer is theirs, and no tag of it may stand for a visitor's copy in a cache.
   */
  validators?: boolean;
}

/**
 * Sends the body in the best encoding the client accepts, with `Vary: Accept-Encoding`; a
 * public 200 answer also with a strong ETag, 304 when the client already holds these bytes,
 * and one byte range of the encoded bytes to a GET that asks for it (206, or 416 with
 * `Content-Range: bytes *\/size`), under If-Range only when it names this very tag.
 */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  { validators = true }: SendEncodedOptions = {},
): Promise<FastifyReply> {
  const encoding =
    body.identity.length < COMPRESS_THRESHOLD
      ? "identity"
      : pickEncoding(request.headers["accept-encoding"]);
  const vary = reply.getHeader("vary");
  const varies = typeof vary === "string" && vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  reply.header("vary", varies);
  if (!validators || reply.statusCode !== 200 || request.carriesSession()) {
    return sendBytes(reply, body, encoding, await body.encoded(encoding));
  }
  const etag = body.etag(encoding);
  reply.header("etag", etag).header("accept-ranges", "bytes");
  const bytes = await body.encoded(encoding);
  // A 304 carries the validators and caching fields, no content fields. To a HEAD it is
  // given the bytes, which are never written, so its Content-Length is the 200's (as
  // RFC 9110 8.6 allows) and not the 0 Fastify's generated HEAD routes write for no payload.
  if (noneMatchHits(request.headers["if-none-match"], etag)) {
    return reply.status(304).send(request.method === "HEAD" ? bytes : undefined);
  }
  // Range applies to GET only (a HEAD gets the whole answer's headers).
  const range =
    request.method === "GET" && ifRangeHolds(request.headers["if-range"], etag)
      ? byteRange(request.headers.range, bytes.length)
      : null;
  if (range === "unsatisfiable") {
    // Not kept by any cache: it answers this Range only.
    return reply
      .status(416)
      .header("content-range", `bytes */${bytes.length}`)
      .header("cache-control", "no-store")
      .send();
  }
  if (range) {
    reply.status(206).header("content-range", `bytes ${range.start}-${range.end}/${bytes.length}`);
    return sendBytes(reply, body, encoding, bytes.subarray(range.start, range.end + 1));
  }
  return sendBytes(reply, body, encoding, bytes);
}

function sendBytes(
  reply: FastifyReply,
  body: EncodedBody,
  encoding: ContentEncoding,
  bytes: Buffer,
): FastifyReply {
  reply.header("content-type", body.contentType);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(bytes);
}
