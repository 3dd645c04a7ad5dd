/**
 * A response body kept as bytes, compressed at most once per encoding: cached answers (lender
 * searches, profiles, the sitemap) are serialised once and then sent as they are, instead of
 * being validated, stringified and compressed again on every request. Compression runs on
 * libuv's thread pool (zlib's async API), not on the event loop, and is shared by concurrent
 * requests for the same body.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

export type ContentEncoding = "br" | "gzip" | "identity";

/** Bodies smaller than this are sent as they are (as @fastify/compress's threshold does). */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export class EncodedBody {
  private readonly compressed = new Map<"br" | "gzip", Promise<Buffer>>();

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
    return new EncodedBody(Buffer.from(JSON.stringify(value)), "application/json; charset=utf-8");
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

/** The encoding to answer in for an Accept-Encoding header: br, else gzip, else identity. */
export function pickEncoding(header: string | string[] | undefined): ContentEncoding {
  const text = Array.isArray(header) ? header.join(",") : (header ?? "");
  const quality = new Map<string, number>();
  for (const part of text.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const q = (name: string) => quality.get(name) ?? quality.get("*") ?? 0;
  if (q("br") > 0 && q("br") >= q("gzip")) return "br";
  if (q("gzip") > 0) return "gzip";
  return "identity";
}

/** Sends the body in the best encoding the client accepts, with `Vary: Accept-Encoding`. */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): Promise<FastifyReply> {
  const encoding =
    body.identity.length < COMPRESS_THRESHOLD
      ? "identity"
      : pickEncoding(request.headers["accept-encoding"]);
  const vary = reply.getHeader("vary");
  const varies = typeof vary === "string" && vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  reply.header("content-type", body.contentType).header("vary", varies);
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(await body.encoded(encoding));
}
