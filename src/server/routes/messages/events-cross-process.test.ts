/**
 * Live updates across server processes (issue 34): two apps on one database, each with its
 * own live hub, as two processes behind a load balancer. A message posted through app A
 * reaches the streams app B holds for both sides, and a read receipt sent through B reaches
 * A's stream. On PostgreSQL (TEST_DATABASE_URL) each hub listens on a connection of its own,
 * so the notification really crosses connections (pg_notify in A's transaction, B's LISTEN);
 * on embedded PGlite the two apps share the one database and its listen API, which is all a
 * single-process PGlite deployment needs.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { App } from "../../app";
import { createTestContext, type TestContext } from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  a = await createTestContext();
  b = await createTestContext({ handle: a.handle });
  await Promise.all([a, b].map((ctx) => ctx.app.listen({ port: 0, host: "127.0.0.1" })));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

// Sign-ins and the conversation are made through A; the sessions live in the shared database.
const { conversation, send, markRead } = threadApi(() => a);

interface Stream {
  /** The next `update` event's data. */
  nextUpdate(): Promise<Record<string, unknown>>;
  close(): void;
}

function openStream(app: App, cookie: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: "/api/events", headers: { cookie } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`GET /api/events: ${response.statusCode}`));
          return;
        }
        const updates: Record<string, unknown>[] = [];
        const waiting: ((data: Record<string, unknown>) => void)[] = [];
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (block.startsWith("event: update\n") && data) updates.push(JSON.parse(data));
          }
          while (updates.length > 0 && waiting.length > 0) waiting.shift()?.(updates.shift() ?? {});
        });
        resolve({
          nextUpdate: () =>
            new Promise((next) => {
              const ready = updates.shift();
              if (ready) next(ready);
              else waiting.push(next);
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on("error", reject);
  });
}

describe("live updates across two app processes on one database", () => {
  test("a message posted on A reaches both sides' streams on B; a read receipt on B reaches A", async () => {
    const c = await conversation("cross");
    const lenderOnB = await openStream(b.app, c.lender.cookieHeader);
    const borrowerOnB = await openStream(b.app, c.borrower.cookieHeader);
    const borrowerOnA = await openStream(a.app, c.borrower.cookieHeader);

    const sent = await send(c.borrower, c.submissionId, "Across processes");
    expect(sent.statusCode).toBe(201);
    const expected = {
      type: "thread",
      submissionId: c.submissionId,
      messageId: sent.json().id,
      authorSide: "borrower",
    };
    expect(await lenderOnB.nextUpdate()).toMatchObject(expected);
    expect(await borrowerOnB.nextUpdate()).toMatchObject(expected);
    expect(await borrowerOnA.nextUpdate()).toMatchObject(expected);

    // The lender reads through B (its own client, same session cookie): A's stream hears it.
    const lenderThroughB = b.client();
    lenderThroughB.setCookie(...cookiePair(c.lender.cookieHeader));
    await markRead(lenderThroughB, c.submissionId);
    expect(await borrowerOnA.nextUpdate()).toMatchObject({
      type: "read",
      submissionId: c.submissionId,
      side: "lender",
    });
    for (const stream of [lenderOnB, borrowerOnB, borrowerOnA]) stream.close();
  });
});

/** The one cookie of a signed-in test client's header, as [name, value]. */
function cookiePair(header: string): [string, string] {
  const separator = header.indexOf("=");
  return [header.slice(0, separator), header.slice(separator + 1)];
}
