/**
 * The mail queue against a real SMTP server on loopback (the smtp-server package) that refuses
 * with "451 try later" for a while and then accepts: mails queued by concurrent writes, alone,
 * and left behind without a first attempt, sent by two senders (two mailers with their own SMTP
 * connections and workers) at once, each arrive exactly once (counted by Message-ID).
 */
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { outgoingMails } from "../db/schema";
import { runWrite } from "../db/write";
import { openTestDatabase } from "../test/test-database";
import { startMailWorker } from "./mail-worker";
import { createMailer } from "./mailer";

interface Received {
  messageId: string;
  subject: string;
  to: string;
}

const REFUSED_RECIPIENTS = 15;
const REFUSED_DATA = 5;

/** A loopback SMTP server: 451 for the first RCPT TOs and DATAs, then accepts everything. */
async function startSmtpServer() {
  const received: Received[] = [];
  const refusals = { rcpt: 0, data: 0 };
  const tryLater = () =>
    Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusals.rcpt < REFUSED_RECIPIENTS) {
        refusals.rcpt += 1;
        callback(tryLater());
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refusals.data < REFUSED_DATA) {
          refusals.data += 1;
          callback(tryLater());
          return;
        }
        const head = (
          Buffer.concat(chunks)
            .toString("utf8")
            .split(/\r?\n\r?\n/)[0] ?? ""
        ).replace(/\r?\n[ \t]+/g, " ");
        const header = (name: string) =>
          new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
        received.push({
          messageId: header("message-id"),
          subject: header("subject"),
          to: header("to"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refusals,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let handle: DatabaseHandle;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  handle = await openTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await handle.close();
});

const mail = (name: string) => ({
  to: `${name}@example.com`,
  subject: `SMTP test ${name}`,
  html: `<p>${name}</p>`,
  text: name,
});

test("refused for a while, then every mail arrives exactly once with two senders", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const senders = ["a", "b"].map(() =>
    createMailer({
      db: handle.db,
      smtpUrl: smtp.url,
      from: "LenderLane <no-reply@lenderlane.test>",
      retry: { baseMs: 20, capMs: 200, maxAttempts: 50 },
    }),
  );
  const [a, b] = senders;
  if (!a || !b) throw new Error("two senders");
  const workers = senders.map((sender) => startMailWorker(sender, { pollMs: 10 }));
  const expected: string[] = [];
  try {
    const writes = Array.from({ length: 10 }, (_, i) => {
      const names = [`write${i}-x`, `write${i}-y`];
      expected.push(...names);
      return runWrite(handle.db, async (w) => {
        for (const name of names) await w.sendMail(i % 2 === 0 ? a : b, mail(name));
      });
    });
    const alone = Array.from({ length: 10 }, (_, i) => {
      expected.push(`alone${i}`);
      return (i % 2 === 0 ? a : b).send(mail(`alone${i}`));
    });
    // Queued, then the process "died" before its first attempt: only the workers send them.
    const orphans = Array.from({ length: 10 }, (_, i) => {
      expected.push(`orphan${i}`);
      return a.enqueue(handle.db, mail(`orphan${i}`));
    });
    const rolledBack = expect(
      runWrite(handle.db, async (w) => {
        await w.sendMail(a, mail("rolled-back"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await Promise.all([...writes, ...alone, ...orphans, rolledBack]);

    for (let i = 0; i < 3000; i += 1) {
      const [left] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outgoingMails)
        .where(sql`${outgoingMails.status} = 'pending'`);
      if (left?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    for (const sender of senders) sender.close();
    warn.mockRestore();
  }

  const rows = await handle.db.select().from(outgoingMails);
  const ids = new Set(smtp.received.map((received) => received.messageId));
  const attempts = rows.reduce((sum, row) => sum + row.attempts, 0);
  console.info(
    `[smtp test] mails ${expected.length}, refusals ${smtp.refusals.rcpt} RCPT + ${smtp.refusals.data} DATA, attempts ${attempts}, deliveries ${smtp.received.length}, distinct ${ids.size}, duplicates ${smtp.received.length - ids.size}`,
  );
  expect(smtp.refusals).toEqual({ rcpt: REFUSED_RECIPIENTS, data: REFUSED_DATA });
  expect(rows).toHaveLength(expected.length);
  expect(rows.every((row) => row.status === "sent")).toBe(true);
  expect(smtp.received).toHaveLength(expected.length);
  expect(ids.size).toBe(expected.length);
  expect(smtp.received.map((received) => received.subject).sort()).toEqual(
    expected.map((name) => `SMTP test ${name}`).sort(),
  );
  for (const row of rows) expect(ids.has(`<${row.id}@lenderlane.test>`)).toBe(true);
  // Every attempt was either one refusal or the one delivery: no mail was tried twice at once.
  expect(attempts).toBe(expected.length + REFUSED_RECIPIENTS + REFUSED_DATA);
});
