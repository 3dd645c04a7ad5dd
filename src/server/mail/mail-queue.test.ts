/**
 * The mail queue (docs/decisions/mail-outbox.md) on a real database: a mail exists only if its
 * write commits, a failed attempt waits its backoff, a mail fails for good after its attempts,
 * and a dead sender's claim expires so another sender delivers the mail.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox, outgoingMails } from "../db/schema";
import { runWrite } from "../db/write";
import { openTestDatabase } from "../test/test-database";
import { claimMails, MAIL_RETRY, queueHealth, retryDelayMs } from "./mail-queue";
import type { MailTransport, OutgoingMessage } from "./mail-transport";
import { healthLine, startMailWorker } from "./mail-worker";
import { createMailer, messageIdFor } from "./mailer";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());
beforeEach(async () => {
  await handle.db.delete(outgoingMails);
  await handle.db.delete(mailOutbox);
});

const FROM = "LenderLane <no-reply@lenderlane.test>";
const message = (n: number | string) => ({
  to: `queue.${n}@example.com`,
  subject: `Queue test ${n}`,
  html: `<p>Mail ${n}: https://lenderlane.test/m/${n}</p>`,
  text: `Mail ${n}: https://lenderlane.test/m/${n}`,
});

/** A transport that records what it delivers and fails while `failing` says so. */
function recordingTransport(failing: (attempt: number) => Error | null = () => null) {
  const delivered: OutgoingMessage[] = [];
  let attempts = 0;
  const transport: MailTransport = {
    kind: "smtp",
    async deliver(mail) {
      attempts += 1;
      const error = failing(attempts);
      if (error) throw error;
      delivered.push(mail);
    },
    close: () => {},
  };
  return { transport, delivered, attempts: () => attempts };
}

const rowsOf = () => handle.db.select().from(outgoingMails);

describe("retryDelayMs", () => {
  const policy = { baseMs: 1_000, capMs: 10_000 };
  test("doubles from the base up to the cap, with jitter between half the step and all of it", () => {
    const low = [1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy, () => 0));
    const high = [1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, policy, () => 1));
    expect(low).toEqual([500, 1_000, 2_000, 4_000, 5_000, 5_000]);
    expect(high).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3_000);
  });

  test("the production schedule reaches the cap and gives up after about 4 hours", () => {
    const steps = Array.from({ length: MAIL_RETRY.maxAttempts - 1 }, (_, i) =>
      retryDelayMs(i + 1, MAIL_RETRY, () => 1),
    );
    expect(steps.at(-1)).toBe(MAIL_RETRY.capMs);
    const total = steps.reduce((sum, ms) => sum + ms, 0);
    expect(total / 3_600_000).toBeGreaterThan(3);
    expect(total / 3_600_000).toBeLessThan(5);
  });
});

describe("the mail queue", () => {
  test("a rolled-back write leaves no mail; a committed one is delivered before runWrite returns", async () => {
    const mailer = createMailer({ db: handle.db, smtpUrl: undefined, from: FROM, log: () => {} });
    await expect(
      runWrite(handle.db, async (w) => {
        await w.sendMail(mailer, message("rolled-back"));
        throw new Error("the write fails after queuing its mail");
      }),
    ).rejects.toThrow("the write fails");
    expect(await rowsOf()).toEqual([]);

    await runWrite(handle.db, async (w) => {
      await w.sendMail(mailer, message("committed"));
    });
    const outbox = await handle.db.select().from(mailOutbox);
    expect(outbox.map((mail) => mail.subject)).toEqual(["Queue test committed"]);
    expect(outbox[0]?.links).toEqual(["https://lenderlane.test/m/committed"]);
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  test("a failed attempt waits its backoff, keeps its Message-ID, then goes out", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const smtp = recordingTransport((n) => (n === 1 ? new Error("451 try later") : null));
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: FROM,
      transport: smtp.transport,
      retry: { baseMs: 60_000, capMs: 600_000 },
    });
    try {
      await mailer.send(message("backoff"));
      const [row] = await rowsOf();
      expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "451 try later" });
      expect(row?.lockedUntil).toBeNull();
      // Next attempt between 30 s and 60 s from the failure (database clock).
      const wait = await handle.db.execute(
        sql`SELECT extract(epoch FROM next_attempt_at - now()) * 1000 AS ms FROM outgoing_mails`,
      );
      const ms = Number((wait as unknown as { rows: { ms: string }[] }).rows[0]?.ms);
      expect(ms).toBeGreaterThan(25_000);
      expect(ms).toBeLessThanOrEqual(60_000);
      expect(await mailer.deliverDue()).toEqual({ claimed: 0, sent: 0, failed: 0 });

      await handle.db.update(outgoingMails).set({ nextAttemptAt: sql`now()` });
      expect(await mailer.deliverDue()).toEqual({ claimed: 1, sent: 1, failed: 0 });
      expect(smtp.attempts()).toBe(2);
      expect(smtp.delivered.map((mail) => mail.messageId)).toEqual([
        messageIdFor(row?.id ?? "", FROM),
      ]);
      expect(messageIdFor(row?.id ?? "", FROM)).toBe(`<${row?.id}@lenderlane.test>`);
      const [after] = await rowsOf();
      expect(after).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    } finally {
      warn.mockRestore();
    }
  });

  test("after its maximum attempts a mail is failed for good, and logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const smtp = recordingTransport(() => new Error("connection refused"));
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: FROM,
      transport: smtp.transport,
      retry: { baseMs: 1, capMs: 1, maxAttempts: 3 },
    });
    try {
      await mailer.send(message("doomed"));
      for (let round = 0; round < 20; round += 1) {
        const [row] = await rowsOf();
        if (row?.status !== "pending") break;
        await new Promise((resolve) => setTimeout(resolve, 5));
        await mailer.deliverDue();
      }
      const [row] = await rowsOf();
      expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "connection refused" });
      expect(smtp.attempts()).toBe(3);
      expect(error.mock.calls.flat().join(" ")).toContain("FAILED for good after 3 attempt(s)");
      // Failed is final: no sender takes it again.
      await handle.db.update(outgoingMails).set({ nextAttemptAt: sql`now() - interval '1 hour'` });
      expect((await mailer.deliverDue()).claimed).toBe(0);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  test("a permanent refusal (5xx) fails the mail at once", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const refusal = Object.assign(new Error("550 no such mailbox"), { responseCode: 550 });
    const smtp = recordingTransport(() => refusal);
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: FROM,
      transport: smtp.transport,
    });
    try {
      await mailer.send(message("unknown-mailbox"));
      const [row] = await rowsOf();
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
    } finally {
      error.mockRestore();
    }
  });

  test("a dead sender's claim expires and another sender delivers the mail once", async () => {
    const quiet = vi.spyOn(console, "warn").mockImplementation(() => {});
    const smtp = recordingTransport();
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: FROM,
      transport: smtp.transport,
    });
    try {
      const id = await mailer.enqueue(handle.db, message("orphan"));
      // A sender claims it and dies before sending (its process was killed).
      const [dead] = await claimMails(handle.db, { limit: 10, leaseMs: 60_000 });
      expect(dead?.id).toBe(id);
      expect((await mailer.deliverDue()).claimed).toBe(0);

      // The lease runs out: the worker of another process picks the mail up.
      await handle.db
        .update(outgoingMails)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(outgoingMails.id, id ?? ""));
      const worker = startMailWorker(mailer, { pollMs: 5 });
      for (let i = 0; i < 200 && smtp.delivered.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await worker.stop();
      expect(smtp.delivered.map((mail) => mail.subject)).toEqual(["Queue test orphan"]);
      const [row] = await rowsOf();
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      quiet.mockRestore();
    }
  });

  test("a mail queued by a process that died before its first attempt is sent by the worker", async () => {
    const smtp = recordingTransport();
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: FROM,
      transport: smtp.transport,
    });
    await runWrite(handle.db, async (w) => {
      await mailer.enqueue(w.tx, message("no-first-attempt"));
    });
    expect(smtp.delivered).toEqual([]);
    const worker = startMailWorker(mailer, { pollMs: 60_000 });
    worker.kick();
    await worker.stop();
    expect(smtp.delivered.map((mail) => mail.subject)).toEqual(["Queue test no-first-attempt"]);
  });

  test("stopping the worker lets the send in flight finish and mark the mail sent", async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const sending = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transport: MailTransport = {
      kind: "smtp",
      deliver: () =>
        new Promise<void>((resolve) => {
          release = resolve;
          started();
        }),
      close: () => {},
    };
    const mailer = createMailer({ db: handle.db, smtpUrl: undefined, from: FROM, transport });
    await mailer.enqueue(handle.db, message("in-flight"));
    const worker = startMailWorker(mailer, { pollMs: 60_000 });
    worker.kick();
    await sending;
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("the health line reports stale pending and failed mails, and stays quiet otherwise", async () => {
    const mailer = createMailer({
      db: handle.db,
      smtpUrl: undefined,
      from: FROM,
      transport: recordingTransport().transport,
    });
    await mailer.send(message("fine"));
    await mailer.enqueue(handle.db, message("fresh"));
    expect(healthLine(await queueHealth(handle.db))).toBeNull();

    const stale = await mailer.enqueue(handle.db, message("stale"));
    const failed = await mailer.enqueue(handle.db, message("failed"));
    await handle.db
      .update(outgoingMails)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(outgoingMails.id, stale ?? ""));
    await handle.db
      .update(outgoingMails)
      .set({ status: "failed" })
      .where(eq(outgoingMails.id, failed ?? ""));
    const health = await queueHealth(handle.db);
    expect(health).toMatchObject({ pending: 2, failedLastDay: 1 });
    expect(health.oldestPendingMs).toBeGreaterThan(19 * 60_000);
    expect(healthLine(health)).toBe(
      "[mail] queue: 2 pending (oldest 20 min), 1 failed among those queued in the last 24 h (table outgoing_mails)",
    );
  });
});
