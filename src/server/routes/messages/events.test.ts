/**
 * GET /api/events over a real socket: the stream's headers (not compressed, helmet's headers
 * kept), a message posted by the other side arriving as an `update` event, read receipts,
 * and the app closing while streams are open.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestContext, type TestContext } from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

const { conversation, send, markRead } = threadApi(() => ctx);

interface Stream {
  response: http.IncomingMessage;
  /** Resolves with the next SSE event named `name` (its parsed data). */
  next(name: string): Promise<unknown>;
  closed: Promise<void>;
}

function openStream(cookie: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/api/events",
        headers: { cookie, accept: "text/event-stream", "accept-encoding": "gzip, br" },
      },
      (response) => {
        let buffer = "";
        const events: { name: string; data: unknown }[] = [];
        const waiting: { name: string; resolve: (data: unknown) => void }[] = [];
        const deliver = () => {
          for (const waiter of [...waiting]) {
            const index = events.findIndex((event) => event.name === waiter.name);
            if (index < 0) continue;
            const [event] = events.splice(index, 1);
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.resolve(event?.data);
          }
        };
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (name && data) events.push({ name, data: JSON.parse(data) });
            end = buffer.indexOf("\n\n");
          }
          deliver();
        });
        const closed = new Promise<void>((done) => response.on("end", () => done()));
        resolve({
          response,
          closed,
          next: (name) =>
            new Promise((resolveEvent) => {
              waiting.push({ name, resolve: resolveEvent });
              deliver();
            }),
        });
      },
    );
    request.on("error", reject);
  });
}

describe("GET /api/events", () => {
  test("streams the other side's message and read receipt to both sides, uncompressed", async () => {
    const c = await conversation("sse");
    const borrowerStream = await openStream(c.borrower.cookieHeader);
    const lenderStream = await openStream(c.lender.cookieHeader);
    expect(borrowerStream.response.statusCode).toBe(200);
    expect(borrowerStream.response.headers["content-type"]).toBe(
      "text/event-stream; charset=utf-8",
    );
    expect(borrowerStream.response.headers["content-encoding"]).toBeUndefined();
    expect(borrowerStream.response.headers["x-content-type-options"]).toBe("nosniff");

    const sent = (await send(c.lender, c.submissionId, "Live hello")).json();
    const expected = {
      type: "thread",
      submissionId: c.submissionId,
      inquiryId: c.inquiryId,
      messageId: sent.id,
      kind: "text",
      authorSide: "lender",
    };
    expect(await borrowerStream.next("update")).toMatchObject(expected);
    expect(await lenderStream.next("update")).toMatchObject(expected);

    await markRead(c.borrower, c.submissionId);
    expect(await lenderStream.next("update")).toMatchObject({
      type: "read",
      submissionId: c.submissionId,
      side: "borrower",
    });
    borrowerStream.response.destroy();
    lenderStream.response.destroy();
  });

  test("closing the app ends the open streams instead of waiting for them", async () => {
    const c = await conversation("shutdown");
    const stream = await openStream(c.borrower.cookieHeader);
    await ctx.app.close();
    await stream.closed;
    expect(stream.response.complete).toBe(true);
  });
});
