/**
 * The write helper (docs/decisions/write-helper.md): every multi-row write runs through
 * `runWrite`, which gives it one transaction, records field history in that transaction,
 * queues its mails in that transaction (docs/decisions/mail-outbox.md) and defers other side
 * effects until the transaction has committed.
 *
 *   await runWrite(db, async (w) => {
 *     const [lender] = await w.tx.update(lenders).set(changes).where(...).returning();
 *     await w.recordChanges({ entity: "lender", id, before, after: changes, changedBy });
 *     await w.sendMail(mailer, message);
 *     return lender;
 *   });
 *
 * If the callback throws, everything it wrote is rolled back: no queued mail, no after-commit
 * effect. After the commit the queued mails get their first delivery attempt (a failed one
 * stays queued for the mail worker), then the effects run once each, in the order they were
 * added, awaited one after the other before runWrite returns; one that fails is logged and the
 * others still run: the write has happened, so its caller gets its result, not the effect's
 * error.
 */
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Mailer, MailMessage } from "../../mail/mailer";
import type { Database } from "../client";
import { type ChangeSet, recordChanges } from "./record-changes";

/** The transaction handle drizzle gives to `db.transaction` (same type on PGlite and pg). */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type AfterCommitEffect = () => unknown;

export interface WriteContext {
  /** The transaction: every read and write of the operation goes through it. */
  readonly tx: Transaction;
  /** Writes the history rows of a change (same transaction); returns how many. */
  recordChanges(change: ChangeSet): Promise<number>;
  /**
   * Queues a mail in the transaction (it exists if and only if the write commits); its first
   * delivery attempt is made right after the commit, before runWrite returns.
   */
  sendMail(mailer: Mailer, message: MailMessage): Promise<void>;
  /** Runs `effect` once after the commit; never if the write rolls back. */
  afterCommit(effect: AfterCommitEffect): void;
}

export interface RunWriteOptions {
  /** Where a failed after-commit effect is reported; console.error by default. */
  onEffectError?: (error: unknown) => void;
}

const reportEffectError = (error: unknown) => {
  console.error("An after-commit effect failed (the write was committed):", error);
};

export async function runWrite<T>(
  db: Database,
  work: (w: WriteContext) => Promise<T>,
  options: RunWriteOptions = {},
): Promise<T> {
  // A nested runWrite would commit a savepoint, not the write, and run its effects before the
  // outer transaction commits (or even when it rolls back). Pass the WriteContext down instead.
  if (db instanceof PgTransaction) {
    throw new Error("runWrite cannot be nested: pass the outer WriteContext down instead");
  }
  const effects: AfterCommitEffect[] = [];
  const queued = new Map<Mailer, string[]>();
  let open = true;
  const result = await db.transaction(async (tx) => {
    const context: WriteContext = {
      tx,
      recordChanges: (change) => recordChanges(tx, change),
      async sendMail(mailer, message) {
        if (!open) throw new Error("sendMail called after the write finished");
        const id = await mailer.enqueue(tx, message);
        if (id === null) return;
        const ids = queued.get(mailer) ?? [];
        ids.push(id);
        queued.set(mailer, ids);
      },
      afterCommit(effect) {
        if (!open) throw new Error("afterCommit called after the write finished");
        effects.push(effect);
      },
    };
    try {
      return await work(context);
    } finally {
      open = false;
    }
  });
  // deliverNow never rejects: a mail it could not send stays queued for the worker.
  for (const [mailer, ids] of queued) await mailer.deliverNow(ids);
  const onError = options.onEffectError ?? reportEffectError;
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      onError(error);
    }
  }
  return result;
}
