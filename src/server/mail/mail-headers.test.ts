/**
 * Extra header fields (List-Unsubscribe on digests) survive the queue: stored with the queued
 * mail, sent by SMTP as they are (a loopback smtp-server reads them back), and kept by the
 * development outbox.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox, outgoingMails } from "../db/schema";
import { openTestDatabase } from "../test/test-database";
import { createMailer } from "./mailer";

const HEADERS = {
  "List-Unsubscribe":
    "<https://lenderlane.test/unsubscribe?token=abc.def>, <mailto:support@lenderlane.test?subject=Unsubscribe>",
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
};

const message = (to: string) => ({
  to,
  subject: "Header test",
  html: "<p>Hi</p>",
  text: "Hi",
  headers: HEADERS,
});

let handle: DatabaseHandle;
let server: SMTPServer;
let smtpUrl: string;
const received: string[] = [];
beforeAll(async () => {
  handle = await openTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle.close();
});

/** A header field of a raw message, folded lines joined. */
function headerOf(raw: string, name: string): string | undefined {
  const head = (raw.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(head)?.[1]?.trim();
}

test("SMTP sends the stored header fields as they are", async () => {
  const mailer = createMailer({
    db: handle.db,
    smtpUrl,
    from: "LenderLane <no-reply@lenderlane.test>",
  });
  try {
    await mailer.send(message("smtp.headers@example.com"));
    const [row] = await handle.db
      .select({ headers: outgoingMails.headers, status: outgoingMails.status })
      .from(outgoingMails)
      .where(eq(outgoingMails.to, "smtp.headers@example.com"));
    expect(row).toEqual({ headers: HEADERS, status: "sent" });
    expect(received).toHaveLength(1);
    const raw = received[0] ?? "";
    expect(headerOf(raw, "List-Unsubscribe")).toBe(HEADERS["List-Unsubscribe"]);
    expect(headerOf(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  } finally {
    mailer.close();
  }
});

test("the development outbox keeps them; a mail without any has none", async () => {
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: undefined,
    from: "x@example.com",
    log: () => {},
  });
  await mailer.send(message("outbox.headers@example.com"));
  await mailer.send({ ...message("outbox.plain@example.com"), headers: undefined });
  const rows = await handle.db
    .select({ to: mailOutbox.to, headers: mailOutbox.headers })
    .from(mailOutbox)
    .orderBy(mailOutbox.to);
  expect(rows).toEqual([
    { to: "outbox.headers@example.com", headers: HEADERS },
    { to: "outbox.plain@example.com", headers: {} },
  ]);
});
