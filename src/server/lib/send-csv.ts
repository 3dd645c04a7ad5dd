/**
 * A CSV download (issue 31 'Exports'): the file as an attachment, private and never stored by
 * a cache, its chunks streamed as the generator yields them (Fastify pipes a stream as it is,
 * without the route's serializer).
 */
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { CSV_CONTENT_TYPE } from "@/domain/exports/csv";

/** The 200 of a CSV route in the OpenAPI document. */
export const csvResponse = z.string().describe("CSV file (text/csv; charset=utf-8)");

export function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) {
  reply
    .header("content-type", CSV_CONTENT_TYPE)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store");
  // The route's typed reply wants the schema's string; a stream is sent as the bytes it yields.
  return reply.send(Readable.from(chunks) as unknown as string);
}
