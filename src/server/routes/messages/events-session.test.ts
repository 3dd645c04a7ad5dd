/**
 * Issue 27: a live stream (GET /api/events) ends when its session ends — sign-out, password
 * change, expiry or deletion of the session, the lender rejected — at the next heartbeat, and
 * one client address holds at most LIVE_STREAMS_PER_ADDRESS streams. The heartbeat is driven by
 * hand (no waiting on real time): `beat()` runs every open stream's heartbeat once and resolves
 * when their session checks are done.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { profiles, sessions } from "../../db/schema";
import type { StreamTimer } from "../../realtime/stream-session";
import { statementsDuring } from "../../test/statements";
import { createTestContext, type TestContext } from "../../test/test-app";
import { threadApi } from "../../test/thread-api";

const tasks = new Set<() => Promise<void>>();
const timer: StreamTimer = (_ms, task) => {
  tasks.add(task);
  return () => tasks.delete(task);
};
const beat = async () => {
  await Promise.all([...tasks].map((task) => task()));
};

const PER_ADDRESS = 3;
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext({ liveStreams: { timer, perAddress: PER_ADDRESS } });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

const { conversation } = threadApi(() => ctx);

interface Stream {
  status: number;
  body: Promise<string>;
  /** Set once the server ended the response. */
  ended: () => boolean;
  closed: Promise<void>;
  destroy(): void;
}

function openStream(cookie: string, address = "198.51.100.1"): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        path: "/api/events",
        headers: { cookie, accept: "text/event-stream", "x-forwarded-for": address },
      },
      (response) => {
        let ended = false;
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          text += chunk;
        });
        const closed = new Promise<void>((done) =>
          response.on("end", () => {
            ended = true;
            done();
          }),
        );
        resolve({
          status: response.statusCode ?? 0,
          body: closed.then(() => text),
          ended: () => ended,
          closed,
          destroy: () => response.destroy(),
        });
      },
    );
    request.on("error", reject);
  });
}

describe("a stream ends with its session", () => {
  test("a heartbeat with the session still valid keeps the stream open", async () => {
    const c = await conversation("live-kept");
    const stream = await openStream(c.borrower.cookieHeader);
    expect(stream.status).toBe(200);
    await beat();
    await beat();
    expect(stream.ended()).toBe(false);
    stream.destroy();
  });

  test("sign-out", async () => {
    const c = await conversation("live-signout");
    const stream = await openStream(c.borrower.cookieHeader);
    expect(stream.status).toBe(200);
    expect((await c.borrower.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    await beat();
    await stream.closed;
    expect(stream.ended()).toBe(true);
  });

  test("the session deleted or expired in the session store", async () => {
    const c = await conversation("live-deleted");
    const deleted = await openStream(c.borrower.cookieHeader);
    const expired = await openStream(c.lender.cookieHeader);
    expect([deleted.status, expired.status]).toEqual([200, 200]);
    await ctx.db.delete(sessions).where(eq(sessions.userId, c.borrowerId));
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, c.lenderUserId));
    await beat();
    await Promise.all([deleted.closed, expired.closed]);
  });

  test("password change (the session is replaced)", async () => {
    const c = await conversation("live-password");
    const added = await c.borrower.post("/api/me/password", {
      newPassword: "first-long-password-1",
    });
    expect(added.statusCode, added.body).toBe(200);
    const stream = await openStream(c.borrower.cookieHeader);
    expect(stream.status).toBe(200);
    const changed = await c.borrower.post("/api/me/password", {
      currentPassword: "first-long-password-1",
      newPassword: "second-long-password-2",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await beat();
    await stream.closed;
  });

  test("the lender rejected by the admin", async () => {
    const c = await conversation("live-rejected");
    const stream = await openStream(c.lender.cookieHeader);
    expect(stream.status).toBe(200);
    await ctx.db
      .update(profiles)
      .set({ approvalStatus: "rejected" })
      .where(eq(profiles.id, c.lenderUserId));
    await beat();
    await stream.closed;
    // And it cannot open a new one.
    expect((await openStream(c.lender.cookieHeader)).status).toBe(403);
  });
});

describe("the heartbeat's session check (issue 34)", () => {
  const dayMs = 24 * 60 * 60 * 1000;

  test("costs one query per stream: session, user and profile joined", async () => {
    const c = await conversation("live-one-query");
    const streams = [
      await openStream(c.borrower.cookieHeader),
      await openStream(c.lender.cookieHeader),
    ];
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    // Other tests' streams may still be open: one read per open stream, these two included.
    const open = tasks.size;
    expect(open).toBeGreaterThanOrEqual(2);
    const sent = await statementsDuring(ctx.handle, beat);
    const reads = sent.filter((text) => /\bfrom "sessions"/i.test(text));
    expect(reads).toHaveLength(open);
    for (const text of reads) expect(text).toMatch(/join "users".*join "profiles"/is);
    // Nothing reads the user or the profile on its own, and nothing is written.
    expect(sent.filter((text) => /^select .* from "(users|profiles)"/is.test(text))).toEqual([]);
    expect(sent.filter((text) => /^(update|delete|insert)/i.test(text.trim()))).toEqual([]);
    expect(sent).toHaveLength(reads.length);
    expect(streams.some((s) => s.ended())).toBe(false);
    for (const stream of streams) stream.destroy();
  });

  test("a session due for the daily refresh keeps its stream and is not extended", async () => {
    const c = await conversation("live-refresh-due");
    const stream = await openStream(c.borrower.cookieHeader);
    expect(stream.status).toBe(200);
    // Issued 2 days ago: 28 of its 30 days left, past better-auth's one-day updateAge.
    const aged = new Date(Date.now() + 28 * dayMs);
    await ctx.db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.userId, c.borrowerId));
    await beat();
    expect(stream.ended()).toBe(false);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, c.borrowerId));
    expect(rows.map((row) => row.expiresAt.getTime())).toContain(aged.getTime());
    expect(rows.every((row) => row.expiresAt.getTime() === aged.getTime())).toBe(true);
    stream.destroy();
  });

  test("an expired session ends its stream and its row is deleted, as better-auth does", async () => {
    const c = await conversation("live-expired-row");
    const stream = await openStream(c.borrower.cookieHeader);
    expect(stream.status).toBe(200);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, c.borrowerId));
    await beat();
    await stream.closed;
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, c.borrowerId))).toEqual(
      [],
    );
  });
});

describe("streams per client address", () => {
  test(`${PER_ADDRESS} streams from one address; one more is 429 too_many_streams`, async () => {
    const c = await conversation("live-cap");
    const address = "203.0.113.9";
    const open = [await openStream(c.lender.cookieHeader, address)];
    for (let i = 1; i < PER_ADDRESS; i++) {
      open.push(await openStream(c.borrower.cookieHeader, address));
    }
    expect(open.map((s) => s.status)).toEqual(Array(PER_ADDRESS).fill(200));

    const refused = await openStream(c.borrower.cookieHeader, address);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.body).error).toMatchObject({
      code: "too_many_streams",
      retryAfterSeconds: 60,
    });
    // Another address is not affected.
    const elsewhere = await openStream(c.borrower.cookieHeader, "203.0.113.10");
    expect(elsewhere.status).toBe(200);

    // A stream that ends frees its place: the lender's ends with its session.
    await ctx.db.delete(sessions).where(eq(sessions.userId, c.lenderUserId));
    await beat();
    await open[0]?.closed;
    const again = await openStream(c.borrower.cookieHeader, address);
    expect(again.status).toBe(200);
    expect((await openStream(c.borrower.cookieHeader, address)).status).toBe(429);
    for (const stream of [...open, elsewhere, again]) stream.destroy();
  });
});
