/**
 * The development outbox (/dev/mail, /api/dev/mail): the mails written to mail_outbox, newest
 * first (at most 200, optionally to one address), and one mail by id.
 */
import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema";

type OutboxMail = typeof mailOutbox.$inferSelect;

export function listOutbox(db: Database, to?: string): Promise<OutboxMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(200);
}

export async function findOutboxMail(db: Database, id: string): Promise<OutboxMail | undefined> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}
